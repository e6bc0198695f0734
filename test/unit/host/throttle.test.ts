import { describe, expect, it, vi } from 'vitest';
import { throttle } from '../../../src/host/throttle';

describe('throttle', () => {
  it('writes at most once per interval and always ends on the latest value', () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    const saver = throttle(
      (value: string) => saved.push(value),
      300,
      () => Date.now(),
    );
    saver.push('/a');
    saver.push('/b');
    saver.push('/c');
    expect(saved).toEqual(['/a']);
    vi.advanceTimersByTime(299);
    expect(saved).toEqual(['/a']);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual(['/a', '/c']);
    vi.useRealTimers();
  });
});
