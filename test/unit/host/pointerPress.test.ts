// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followPointerPresses } from '../../../src/host/pointerPress';

afterEach(() => vi.useRealTimers());

function shadowWithButton() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const input = document.createElement('input');
  const button = document.createElement('button');
  root.append(input, button);
  return { host, input, button };
}

describe('followPointerPresses', () => {
  it('runs at once when nothing is pressed', () => {
    const { input } = shadowWithButton();
    const presses = followPointerPresses(input);
    const then = vi.fn();
    presses.afterPress(then);
    expect(then).toHaveBeenCalledTimes(1);
    presses.stop();
  });

  it('waits for the release of a press in the same shadow root and for its click', () => {
    vi.useFakeTimers();
    const { input, button } = shadowWithButton();
    const presses = followPointerPresses(input);
    const order: string[] = [];
    button.addEventListener('click', () => order.push('click'));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    presses.afterPress(() => order.push('closed'));
    expect(order).toEqual([]);
    button.dispatchEvent(new Event('pointerup', { bubbles: true, composed: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    vi.runAllTimers();
    expect(order).toEqual(['click', 'closed']);
    presses.stop();
  });

  it('stops listening when stopped, running what waited', () => {
    const { input, button } = shadowWithButton();
    const presses = followPointerPresses(input);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    const then = vi.fn();
    presses.afterPress(then);
    presses.stop();
    expect(then).toHaveBeenCalledTimes(1);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
    const later = vi.fn();
    presses.afterPress(later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
