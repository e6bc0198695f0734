/**
 * What a route's load outcome does, as state actions (src/state/routeOutcomes.ts): where the
 * route goes, what 'Try again' returns to, the pageError event, the buildUrl save.
 */
import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../src/host/storageKeys';
import { retryRouteAtom } from '../../src/state/atoms';
import { buildUrlSaverAtom, rangesFailedAtom, screenFailedAtom, vehicleLoadedAtom } from '../../src/state/routeOutcomes';
import { renderHarness } from './harness';

const opened = { path: '/triton', search: 'model-selection=MV1' };

describe('route outcomes', () => {
  it('sends a failed vehicle load to its error page, and Try again back to the link the route opened with', () => {
    const { instance, location } = renderHarness(null, { path: '/triton?model-selection=MV1' });
    instance.store.set(vehicleLoadedAtom, 'vehicle-error', opened);
    expect(location.href()).toBe('/errorPage');
    expect(instance.store.get(retryRouteAtom)).toBe('/triton?model-selection=MV1');
    instance.store.set(vehicleLoadedAtom, 'range-error', { path: '/asx', search: '' });
    expect(location.href()).toBe('/errorPage?isSelectorPage=true');
    expect(instance.store.get(retryRouteAtom)).toBe('/asx');
  });

  it('sends a range that is not listed to the selector, and leaves a ready one where it is', () => {
    const { instance, location } = renderHarness(null, { path: '/triton' });
    instance.store.set(vehicleLoadedAtom, 'ready', { path: '/triton', search: '' });
    expect(location.href()).toBe('/triton');
    instance.store.set(vehicleLoadedAtom, 'not-found', { path: '/triton', search: '' });
    expect(location.href()).toBe('/');
    expect(instance.store.get(retryRouteAtom)).toBeNull();
  });

  it("sends a failed range list to the selector's error page, Try again to the selector", () => {
    const { instance, location } = renderHarness(null, { path: '/' });
    instance.store.set(rangesFailedAtom);
    expect(location.href()).toBe('/errorPage?isSelectorPage=true');
    expect(instance.store.get(retryRouteAtom)).toBe('/');
  });

  it("logs the configurator screen's failed code, records pageError and shows the error page", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { instance, location, events } = renderHarness(null, { path: '/triton' });
    instance.store.set(screenFailedAtom, 'triton', new TypeError('chunk'), opened);
    expect(error).toHaveBeenCalledWith('bp-configurator: the configurator screen failed to load', expect.any(TypeError));
    expect(events).toEqual([
      { name: 'bp-analytics', detail: { event: 'pageError', isSelectorPage: false, vehicleRange: 'triton', error: 'TypeError: chunk' } },
    ]);
    expect(location.href()).toBe('/errorPage');
    error.mockRestore();
    delete (window as { dataLayer?: unknown }).dataLayer;
  });

  it('saves the build path for the selector to offer back, keeping only the build parameters', () => {
    const { instance } = renderHarness(null, { path: '/triton' });
    const saver = instance.store.set(buildUrlSaverAtom);
    saver.save('/triton', 'model-selection=MV1&viewDrawer=1');
    saver.flush();
    expect(instance.storage.get(storageKeys.buildUrl)).toBe('/triton?model-selection=MV1');
  });
});
