import { describe, expect, it, vi } from 'vitest';
import { emitAnalytics } from '../../../src/host/analytics';
import type { AnalyticsLayer } from '../../../src/host/elementConfig';

function target(analyticsLayer: AnalyticsLayer = 'auto') {
  const emitted: { name: string; detail: unknown }[] = [];
  return { emitted, config: { analyticsLayer }, emit: (name: 'bp-analytics', detail: unknown) => void emitted.push({ name, detail }) };
}

describe('emitAnalytics to Google Tag Manager (window.dataLayer)', () => {
  it('creates window.dataLayer when missing and pushes { event, ...detail }', () => {
    const win: Record<string, unknown> = {};
    emitAnalytics(target('gtm'), 'configuratorStart', { vehicleRange: 'triton' }, win);
    expect(win.dataLayer).toEqual([{ event: 'configuratorStart', vehicleRange: 'triton' }]);
    expect(win.adobeDataLayer).toBeUndefined();
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
});

describe('emitAnalytics to the Adobe Client Data Layer (window.adobeDataLayer)', () => {
  it('pushes { event, eventInfo } with the details under eventInfo, creating the queue when missing', () => {
    const win: Record<string, unknown> = {};
    emitAnalytics(target('adobe'), 'configuratorVehicleSelect', { vehicleRange: 'triton', modelSku: 'MV-GLX' }, win);
    expect(win.adobeDataLayer).toEqual([{ event: 'configuratorVehicleSelect', eventInfo: { vehicleRange: 'triton', modelSku: 'MV-GLX' } }]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('still dispatches bp-analytics as { event, ...details }', () => {
    const instance = target('adobe');
    emitAnalytics(instance, 'pageError', { isSelectorPage: true, error: 'down' }, {});
    expect(instance.emitted).toEqual([{ name: 'bp-analytics', detail: { event: 'pageError', isSelectorPage: true, error: 'down' } }]);
  });

  it('with auto, follows the page: adobeDataLayer when the page has one, else dataLayer', () => {
    const adobePage: Record<string, unknown> = { adobeDataLayer: [] };
    emitAnalytics(target('auto'), 'configuratorStart', { vehicleRange: 'asx' }, adobePage);
    expect(adobePage.adobeDataLayer).toEqual([{ event: 'configuratorStart', eventInfo: { vehicleRange: 'asx' } }]);
    expect(adobePage.dataLayer).toBeUndefined();

    const gtmPage: Record<string, unknown> = {};
    emitAnalytics(target('auto'), 'configuratorStart', { vehicleRange: 'asx' }, gtmPage);
    expect(gtmPage.dataLayer).toEqual([{ event: 'configuratorStart', vehicleRange: 'asx' }]);
    expect(gtmPage.adobeDataLayer).toBeUndefined();
  });

  it('with both, pushes each layer its own shape', () => {
    const win: Record<string, unknown> = {};
    emitAnalytics(target('both'), 'accessoriesError', { vehicleRange: 'asx', error: 'timeout' }, win);
    expect(win.adobeDataLayer).toEqual([{ event: 'accessoriesError', eventInfo: { vehicleRange: 'asx', error: 'timeout' } }]);
    expect(win.dataLayer).toEqual([{ event: 'accessoriesError', vehicleRange: 'asx', error: 'timeout' }]);
  });
});

describe('emitAnalytics on a hostile page', () => {
  it('never throws when a layer is not a queue, push throws or the page is locked down', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    for (const layer of ['gtm', 'adobe'] as const) {
      const key = layer === 'gtm' ? 'dataLayer' : 'adobeDataLayer';
      const instance = target(layer);
      for (const value of ['not an array', 42, { push: 'nope' }]) {
        const win: Record<string, unknown> = { [key]: value };
        expect(() => emitAnalytics(instance, 'configuratorStart', {}, win)).not.toThrow();
        expect(win[key]).toBe(value);
      }
      const throwing = {
        push() {
          throw new Error('blocked');
        },
      };
      expect(() => emitAnalytics(instance, 'configuratorStart', {}, { [key]: throwing })).not.toThrow();
      const locked = Object.defineProperty({}, key, {
        get() {
          throw new Error('locked');
        },
      });
      expect(() => emitAnalytics(instance, 'configuratorStart', {}, locked)).not.toThrow();
      // The element's own event still went out each time the page's queue could not take it.
      expect(instance.emitted).toHaveLength(5);
    }
    const failingEmit = {
      config: { analyticsLayer: 'auto' as const },
      emit: () => {
        throw new Error('detached');
      },
    };
    expect(() => emitAnalytics(failingEmit, 'configuratorStart', {}, {})).not.toThrow();
    debug.mockRestore();
  });
});
