/**
 * Loading actions: read the store through the instance's client and put the
 * outcome in atoms. Failures are logged and returned as values so the routes
 * can send the visitor to the right page (spec 4, "Loading and errors").
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import {
  accessoriesFromStore,
  configurablesFromStore,
  hasOffers,
  rangeOffersFromStore,
  storeDisclaimersFromStore,
  withOffers,
} from '../data/catalog';
import {
  accessoriesUrlKey,
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
  vehicleOffersQueries,
} from '../data/queries';
import { rangesFromStore } from '../data/ranges';
import { fail, type Result } from '../data/result';
import { vehiclesFromStore } from '../data/vehicles';
import { createBuild } from '../domain/build';
import { indexCatalog } from '../domain/catalog';
import { offerKey } from '../domain/offers';
import { orderConfigurables, selectionFromUrl } from '../domain/selection';
import { CUSTOMER_TYPES, type OfferKey, type VehicleRange } from '../domain/types';
import { parseAccessoriesParam, parseConfiguratorParams } from '../domain/urlParams';
import { emitAnalytics } from '../host/analytics';
import { whenIdle } from '../host/idle';
import { buildAtom, loadedRangeAtom, pricingAtom, rangesAtom, storeDisclaimersAtom } from './atoms';
import type { Instance } from './instance';

async function query<V extends AnyVariables>(
  instance: Instance,
  document: string | TypedDocumentNode<unknown, V>,
  variables: V,
): Promise<Result<unknown>> {
  try {
    const result = await instance.client.query(document, variables).toPromise();
    if (result.error) return fail(result.error.message);
    return { ok: true, value: result.data };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** The vehicle ranges, fetched once per instance (cache-first). */
export async function ensureRanges(instance: Instance): Promise<Result<VehicleRange[]>> {
  const current = instance.store.get(rangesAtom);
  if (current.status === 'ready') return { ok: true, value: current.value };
  if (current.status !== 'loading') instance.store.set(rangesAtom, { status: 'loading' });
  const answer = await query(instance, getAllVehicleRangesQuery, {});
  const ranges = answer.ok ? rangesFromStore(answer.value) : answer;
  if (ranges.ok) {
    instance.store.set(rangesAtom, { status: 'ready', value: ranges.value });
  } else {
    console.error('bp-configurator: could not load vehicle ranges:', ranges.error);
    emitAnalytics(instance, 'pageError', { isSelectorPage: true, error: ranges.error });
    instance.store.set(rangesAtom, { status: 'error', error: ranges.error });
  }
  return ranges;
}

/** Warms the client's cache with every range's vehicles, their prices for the page's pricing, and accessories (spec 7). */
export function prefetchRanges(instance: Instance, ranges: VehicleRange[]): void {
  const key = offerKey(instance.store.get(pricingAtom));
  for (const range of ranges) {
    void query(instance, getVehiclesInRangeQuery, { ids: [range.uid] });
    void query(instance, vehicleOffersQueries[key], { ids: [range.uid] });
    void query(instance, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] });
  }
}

export type VehicleLoad = 'ready' | 'not-found' | 'range-error' | 'vehicle-error';

/**
 * Loads a range for the configurator: vehicles, accessories and store config in
 * parallel (no waterfall after the range list), then the build the URL names.
 * An accessories or store config failure leaves the rest of the page working (spec 8).
 */
export async function loadVehicle(instance: Instance, code: string, search: string): Promise<VehicleLoad> {
  const ranges = await ensureRanges(instance);
  if (!ranges.ok) return 'range-error';
  const range = ranges.value.find((entry) => entry.code === code);
  if (!range) return 'not-found';
  const current = instance.store.get(loadedRangeAtom);
  if (current?.range.code === code && instance.store.get(buildAtom)) return 'ready';

  const key = offerKey(instance.store.get(pricingAtom));
  const [vehiclesAnswer, offersAnswer, accessoriesAnswer, configAnswer] = await Promise.all([
    query(instance, getVehiclesInRangeQuery, { ids: [range.uid] }),
    query(instance, vehicleOffersQueries[key], { ids: [range.uid] }),
    query(instance, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] }),
    query(instance, getStoreConfigDetailsQuery, {}),
  ]);
  const vehicles = vehiclesAnswer.ok ? vehiclesFromStore(vehiclesAnswer.value, code) : vehiclesAnswer;
  if (!vehicles.ok) {
    console.error(`bp-configurator: could not load the ${code} vehicles:`, vehicles.error);
    emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: code, error: vehicles.error });
    return 'vehicle-error';
  }
  const prices = offersAnswer.ok ? rangeOffersFromStore(offersAnswer.value, key) : offersAnswer;
  if (!prices.ok) {
    console.error(`bp-configurator: could not load the ${code} prices:`, prices.error);
    emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: code, error: prices.error });
    return 'vehicle-error';
  }
  const configurables = orderConfigurables(code, withOffers(configurablesFromStore(vehicles.value.products), prices.value));
  if (configurables.length === 0) return 'not-found';

  const accessories = accessoriesAnswer.ok ? accessoriesFromStore(accessoriesAnswer.value) : accessoriesAnswer;
  if (!accessories.ok) {
    console.error(`bp-configurator: could not load the ${code} accessories:`, accessories.error);
    emitAnalytics(instance, 'accessoriesError', { vehicleRange: code, error: accessories.error });
  }
  const disclaimers = configAnswer.ok ? storeDisclaimersFromStore(configAnswer.value) : configAnswer;
  if (!disclaimers.ok) console.error('bp-configurator: could not load the store config:', disclaimers.error);

  const catalog = indexCatalog({ configurables, accessories: accessories.ok ? accessories.value : [], has3DView: range.readyForRender });
  for (const issue of catalog.issues) console.warn(`bp-configurator: catalog: ${issue.message} (${issue.sku})`);
  const resolved = selectionFromUrl(catalog, parseConfiguratorParams(`?${search}`));
  if (!resolved) return 'not-found';
  const ctx = { catalog, pricing: instance.store.get(pricingAtom) };
  instance.store.set(storeDisclaimersAtom, disclaimers.ok ? disclaimers.value : null);
  instance.store.set(loadedRangeAtom, { range, car: vehicles.value.car, catalog, accessoriesFailed: !accessories.ok });
  instance.store.set(buildAtom, createBuild(ctx, resolved, parseAccessoriesParam(`?${search}`)));
  followPricing(instance);
  // The other customer types' prices once the page is idle (after the first price), so a
  // switch in the settings prices at once without delaying the first price.
  whenIdle(() => {
    for (const other of CUSTOMER_TYPES) if (other !== key) void ensureOffers(instance, other);
  });
  return 'ready';
}

const following = new WeakSet<Instance>();
const inFlight = new WeakMap<Instance, Map<string, Promise<void>>>();

/** Fetches the prices of the pricing the page switches to, when the loaded range lacks them. */
function followPricing(instance: Instance): void {
  if (following.has(instance)) return;
  following.add(instance);
  instance.store.sub(pricingAtom, () => void ensureOffers(instance, offerKey(instance.store.get(pricingAtom))));
}

/**
 * Adds one offer key's prices to the loaded range unless it has them (the page's own key
 * comes with the range; the others follow, so a switch of customer type prices at once).
 * A failure is logged; the next switch to that key asks again.
 */
export function ensureOffers(instance: Instance, key: OfferKey): Promise<void> {
  const loaded = instance.store.get(loadedRangeAtom);
  if (!loaded || hasOffers(loaded.catalog.configurables, key)) return Promise.resolve();
  const pending = inFlight.get(instance) ?? new Map<string, Promise<void>>();
  inFlight.set(instance, pending);
  const id = `${loaded.range.uid} ${key}`;
  const running = pending.get(id);
  if (running) return running;
  const done = (async () => {
    const answer = await query(instance, vehicleOffersQueries[key], { ids: [loaded.range.uid] });
    const prices = answer.ok ? rangeOffersFromStore(answer.value, key) : answer;
    if (!prices.ok) {
      console.error(`bp-configurator: could not load the ${loaded.range.code} ${key} prices:`, prices.error);
      return;
    }
    const current = instance.store.get(loadedRangeAtom);
    if (!current || current.range.uid !== loaded.range.uid || hasOffers(current.catalog.configurables, key)) return;
    const configurables = withOffers(current.catalog.configurables, prices.value);
    instance.store.set(loadedRangeAtom, {
      ...current,
      catalog: indexCatalog({ configurables, accessories: current.catalog.accessories }),
    });
  })().finally(() => pending.delete(id));
  pending.set(id, done);
  return done;
}
