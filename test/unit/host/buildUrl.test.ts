import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { parseSavedBuild, throttle } from '../../../src/host/buildUrl';

describe('saved build path', () => {
  it('reads the range code and keeps the query', () => {
    expect(parseSavedBuild('/triton/?model-selection=MV1')).toEqual({ href: '/triton/?model-selection=MV1', code: 'triton' });
    expect(parseSavedBuild('#/asx')).toEqual({ href: '/asx', code: 'asx' });
  });

  it('ignores empty, foreign and error-page values', () => {
    for (const value of [null, '', 'https://evil.example/', '/', '/errorPage', '//evil.example', 'javascript:alert(1)', '/%00']) {
      expect(parseSavedBuild(value)).toBeNull();
    }
  });

  it('never throws on any stored text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 3000 }), (value) => void parseSavedBuild(value)));
  });
});

describe('throttle', () => {
  it('writes at most once per interval and always ends on the latest value', () => {
    vi.useFakeTimers();
    const saved: string[] = [];
    const saver = throttle((value: string) => saved.push(value), 300, () => Date.now());
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
