import { describe, expect, it, vi } from 'vitest';
import { emitAnalytics } from '../../../src/host/analytics';

function target() {
  const emitted: { name: string; detail: unknown }[] = [];
  return { emitted, emit: (name: 'bp-analytics', detail: unknown) => void emitted.push({ name, detail }) };
}

describe('emitAnalytics', () => {
  it('creates window.dataLayer when missing and pushes { event, ...detail }', () => {
    const win: Record<string, unknown> = {};
    const instance = target();
    emitAnalytics(instance, 'configuratorStart', { vehicleRange: 'triton' }, win);
    expect(win.dataLayer).toEqual([{ event: 'configuratorStart', vehicleRange: 'triton' }]);
  });

  it('appends to an existing dataLayer and dispatches bp-analytics with the same object', () => {
    const existing = [{ event: 'gtm.js' }];
    const win: Record<string, unknown> = { dataLayer: existing };
    const instance = target();
    const entry = emitAnalytics(instance, 'accessoriesError', { vehicleRange: 'asx' }, win);
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'accessoriesError', vehicleRange: 'asx' }]);
    expect(instance.emitted).toEqual([{ name: 'bp-analytics', detail: entry }]);
    expect(existing[1]).toBe(entry);
  });

  it('keeps the event name even when the detail names another', () => {
    const win: Record<string, unknown> = {};
    const entry = emitAnalytics(target(), 'pageError', { event: 'somethingElse', isSelectorPage: true }, win);
    expect(entry.event).toBe('pageError');
  });

  it('uses a tag manager queue that is not an array but has push', () => {
    const push = vi.fn();
    emitAnalytics(target(), 'configuratorAbandonment', {}, { dataLayer: { push } });
    expect(push).toHaveBeenCalledWith({ event: 'configuratorAbandonment' });
  });

  it('never throws when dataLayer is not a queue, push throws or the page is locked down', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const instance = target();
    for (const dataLayer of ['not an array', 42, null, { push: 'nope' }]) {
      const win: Record<string, unknown> = { dataLayer };
      expect(() => emitAnalytics(instance, 'configuratorStart', {}, win)).not.toThrow();
      expect(win.dataLayer).toBe(dataLayer);
    }
    const throwing = {
      push() {
        throw new Error('blocked');
      },
    };
    expect(() => emitAnalytics(instance, 'configuratorStart', {}, { dataLayer: throwing })).not.toThrow();
    const locked = Object.defineProperty({}, 'dataLayer', {
      get() {
        throw new Error('locked');
      },
    });
    expect(() => emitAnalytics(instance, 'configuratorStart', {}, locked)).not.toThrow();
    const failingEmit = {
      emit: () => {
        throw new Error('detached');
      },
    };
    expect(() => emitAnalytics(failingEmit, 'configuratorStart', {}, {})).not.toThrow();
    // The element's own event still went out each time the page's queue could not take it.
    expect(instance.emitted).toHaveLength(6);
    debug.mockRestore();
  });
});
