// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onOutsidePressOrEscape } from '../../../src/host/pageEvents';
import { onPageHidden } from '../../../src/host/pageHidden';

afterEach(() => {
  document.body.replaceChildren();
});

/** A popover inside an element's shadow root, its trigger beside it, and a box elsewhere on the page. */
function page() {
  const host = document.createElement('div');
  const shadow = host.attachShadow({ mode: 'open' });
  const popover = document.createElement('div');
  const inner = document.createElement('button');
  popover.append(inner);
  const trigger = document.createElement('button');
  shadow.append(popover, trigger);
  const elsewhere = document.createElement('p');
  document.body.append(host, elsewhere);
  return { popover, inner, trigger, elsewhere };
}

function press(target: Element) {
  target.dispatchEvent(new Event('pointerdown', { bubbles: true, composed: true }));
}

function escape(key = 'Escape') {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}

describe('onOutsidePressOrEscape', () => {
  it('dismisses on a press outside, not on one inside a shadow root popover or its trigger', () => {
    const { popover, inner, trigger, elsewhere } = page();
    const onOutsidePress = vi.fn();
    const stop = onOutsidePressOrEscape({ isInside: (path) => path.includes(popover) || path.includes(trigger), onOutsidePress });
    press(inner);
    press(trigger);
    expect(onOutsidePress).not.toHaveBeenCalled();
    press(elsewhere);
    expect(onOutsidePress).toHaveBeenCalledTimes(1);
    stop();
    press(elsewhere);
    expect(onOutsidePress).toHaveBeenCalledTimes(1);
  });

  it('calls onEscape on Escape anywhere, only for Escape, and leaves Escape alone without it', () => {
    page();
    const onEscape = vi.fn();
    const onOutsidePress = vi.fn();
    const stop = onOutsidePressOrEscape({ isInside: () => false, onOutsidePress, onEscape });
    escape('Enter');
    expect(onEscape).not.toHaveBeenCalled();
    escape();
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(onOutsidePress).not.toHaveBeenCalled();
    stop();
    escape();
    expect(onEscape).toHaveBeenCalledTimes(1);
  });
});

describe('onPageHidden', () => {
  function visibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }

  it('runs when the page is hidden or left, not when it shows again, and stops when told', () => {
    const run = vi.fn();
    const stop = onPageHidden(run);
    visibility('visible');
    expect(run).not.toHaveBeenCalled();
    visibility('hidden');
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(run).toHaveBeenCalledTimes(2);
    stop();
    visibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(run).toHaveBeenCalledTimes(2);
  });
});
