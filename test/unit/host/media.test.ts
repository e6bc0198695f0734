// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaMatches, onMediaChange, prefersReducedMotion } from '../../../src/host/media';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** A matchMedia where only the queries in `matching` match; `lists` keeps each list made. */
function fakeMatchMedia(matching: string[]) {
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  window.matchMedia = ((query: string) => {
    const listeners = new Set<() => void>();
    lists.push({ query, listeners });
    return {
      matches: matching.includes(query),
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return lists;
}

describe('media queries', () => {
  it('reads false and follows nothing where the browser has no matchMedia', () => {
    expect(typeof window.matchMedia).toBe('undefined');
    expect(mediaMatches('(min-width: 1200px)')).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
    const stop = onMediaChange('(min-width: 1200px)', () => {});
    expect(() => stop()).not.toThrow();
  });

  it('reads the query asked, and reduced motion from prefers-reduced-motion: reduce', () => {
    fakeMatchMedia(['(min-width: 1200px)']);
    expect(mediaMatches('(min-width: 1200px)')).toBe(true);
    expect(mediaMatches('(min-width: 2000px)')).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
    fakeMatchMedia(['(prefers-reduced-motion: reduce)']);
    expect(prefersReducedMotion()).toBe(true);
  });

  it('calls back on a change of the query until stopped', () => {
    const lists = fakeMatchMedia([]);
    const onChange = vi.fn();
    const stop = onMediaChange('(min-width: 1200px)', onChange);
    const list = lists.find((l) => l.query === '(min-width: 1200px)');
    expect(list?.listeners.size).toBe(1);
    list?.listeners.forEach((listener) => listener());
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(list?.listeners.size).toBe(0);
  });
});
