/**
 * What a route's load outcome does (spec 2, 4 "Loading and errors", 8): a range that is not
 * listed goes to the selector; a failed load goes to its error page, whose 'Try again'
 * returns to the link the route was opened with; the configurator screen's code failing to
 * load is logged and recorded as pageError; the build on screen is saved for the selector to
 * offer back (buildUrl). The route components only call these actions.
 */
import { atom } from 'jotai';
import { savedBuildUrl } from '../domain/storageValues';
import { emitAnalytics } from '../host/analytics';
import { throttle } from '../host/throttle';
import { retryRouteAtom } from './atoms';
import { saveBuildUrl } from './continueBuild';
import { instanceOf, type Instance } from './instance';
import type { VehicleLoad } from './loaders';

const SELECTOR_ERROR_PAGE = '/errorPage?isSelectorPage=true';
const VEHICLE_ERROR_PAGE = '/errorPage';

/** The link a route was opened with: its path and the query that names the build. */
export interface OpenedRoute {
  path: string;
  search: string;
}

/** Goes to an error page, its 'Try again' coming back to the opened link. */
function failRoute(instance: Instance, to: string, opened: OpenedRoute): void {
  instance.store.set(retryRouteAtom, opened.search ? `${opened.path}?${opened.search}` : opened.path);
  instance.location.navigate(to, { replace: true });
}

/** The selector's range list failed (spec 8): the selector's error page, 'Try again' back to the selector. */
export const rangesFailedAtom = atom(null, (get): void => {
  failRoute(instanceOf(get), SELECTOR_ERROR_PAGE, { path: '/', search: '' });
});

/** The selector's code did not load: as for a failed range list (spec 8), logged, pageError, the selector's error page. */
export const selectorFailedAtom = atom(null, (get, _set, error: unknown): void => {
  const instance = instanceOf(get);
  console.error('bp-configurator: the selector failed to load', error);
  emitAnalytics(instance, 'pageError', { isSelectorPage: true, error: String(error) });
  failRoute(instance, SELECTOR_ERROR_PAGE, { path: '/', search: '' });
});

/** Where a configurator route goes after its vehicle load: nowhere when ready, the selector, or an error page. */
export const vehicleLoadedAtom = atom(null, (get, _set, outcome: VehicleLoad, opened: OpenedRoute): void => {
  const instance = instanceOf(get);
  if (outcome === 'not-found') instance.location.navigate('/', { replace: true });
  if (outcome === 'range-error') failRoute(instance, SELECTOR_ERROR_PAGE, opened);
  if (outcome === 'vehicle-error') failRoute(instance, VEHICLE_ERROR_PAGE, opened);
});

/** The configurator screen's code did not load: as for a failed vehicle fetch (spec 8), logged, pageError, the error page. */
export const screenFailedAtom = atom(null, (get, _set, carModel: string, error: unknown, opened: OpenedRoute): void => {
  const instance = instanceOf(get);
  console.error('bp-configurator: the configurator screen failed to load', error);
  emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: carModel, error: String(error) });
  failRoute(instance, VEHICLE_ERROR_PAGE, opened);
});

/** Spec 2: the build path is saved at most every 300 ms. */
const BUILD_URL_SAVE_INTERVAL_MS = 300;

/** What saves the build on screen for the selector to offer back (spec 2 buildUrl), at most every 300 ms; `flush` writes the last one now. */
export const buildUrlSaverAtom = atom(null, (get): { save(path: string, search: string): void; flush(): void } => {
  const { storage } = instanceOf(get);
  const saver = throttle((saved: string | null) => saveBuildUrl(storage, saved), BUILD_URL_SAVE_INTERVAL_MS);
  return { save: (path, search) => saver.push(savedBuildUrl(path, search)), flush: saver.flush };
});
