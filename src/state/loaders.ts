/**
 * Loading actions: ask the store through the data facade (src/data/store.ts) and put the
 * outcome in atoms. Failures are logged and returned as values so the routes can send
 * the visitor to the right page (spec 4, "Loading and errors").
 */
import { atom } from 'jotai';
import type { Accessory, Configurable, OfferKey, VehicleRange } from '../domain/types';
import { hasOffers, withOffers } from '../data/catalog';
import type { Result } from '../data/result';
import { fetchAccessories, fetchOffers, fetchRanges, fetchStoreDisclaimers, fetchVehicles, prefetchRange } from '../data/store';
import { indexCatalog, type Catalog } from '../domain/catalog';
import { offerKey } from '../domain/offers';
import { selectionFromUrl } from '../domain/selection';
import { CUSTOMER_TYPES } from '../domain/types';
import { parseAccessoriesParam, parseConfiguratorParams } from '../domain/urlParams';
import { emitAnalytics } from '../host/analytics';
import { loadChunk } from '../host/loadChunk';
import { buildAtom, loadedRangeAtom, pricingAtom, rangeOffersAtom, rangesAtom, storeDisclaimersAtom } from './atoms';
import type { Instance } from './instance';

/** The vehicle ranges, fetched once per instance (cache-first). */
export async function ensureRanges(instance: Instance): Promise<Result<VehicleRange[]>> {
  const current = instance.store.get(rangesAtom);
  if (current.status === 'ready') return { ok: true, value: current.value };
  if (current.status !== 'loading') instance.store.set(rangesAtom, { status: 'loading' });
  const ranges = await fetchRanges(instance.client);
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
  for (const range of ranges)
    void prefetchRange(instance.client, range, key).then((offers) =>
      instance.store.set(rangeOffersAtom, (known) => ({ ...known, [`${range.code} ${key}`]: offers })),
    );
}

export type VehicleLoad = 'ready' | 'not-found' | 'range-error' | 'vehicle-error';

/**
 * A range's indexed catalog, its data problems logged once: when its accessories come in (the
 * problems are theirs), not again when another customer type's prices are added to it.
 */
function catalogOf(
  range: VehicleRange,
  configurables: readonly Configurable[],
  accessories: readonly Accessory[],
  logIssues = true,
): Catalog {
  const catalog = indexCatalog({ configurables, accessories, has3DView: range.readyForRender });
  if (logIssues) for (const issue of catalog.issues) console.warn(`bp-configurator: catalog: ${issue.message} (${issue.sku})`);
  return catalog;
}

function accessoriesFailed(instance: Instance, code: string, error: string): void {
  console.error(`bp-configurator: could not load the ${code} accessories:`, error);
  emitAnalytics(instance, 'accessoriesError', { vehicleRange: code, error });
}

/** The instance's pending accessory load: a test (or a caller) may wait for the range to be whole. */
const accessoryLoadAtom = atom<{ settled: Promise<void> } | null>(null);

type BuildStart = typeof import('../domain/buildStart');

let buildStartLoading: Promise<BuildStart | null> | null = null;

/**
 * The build-planning chunk, or null (logged once) when it cannot be fetched after its retries
 * (spec 8: the vehicle error page). One fetch for the page: the vehicle's load and the route's
 * screen (which imports it) wait for the same one; a failure is not kept, so 'Try again' asks anew.
 */
export function loadBuildStart(): Promise<BuildStart | null> {
  buildStartLoading ??= loadChunk(() => import('../domain/buildStart')).catch((error: unknown) => {
    console.error('bp-configurator: a part of the page could not be loaded', error);
    buildStartLoading = null;
    return null;
  });
  return buildStartLoading;
}

/** Resolves when the loaded range's accessories have arrived or failed (at once when nothing is pending). */
export function accessoriesSettled(instance: Instance): Promise<void> {
  return instance.store.get(accessoryLoadAtom)?.settled ?? Promise.resolve();
}

/** The range a code names, or what the load ends with: no range list, no such range, or the range already on screen. */
async function rangeToLoad(instance: Instance, code: string): Promise<VehicleRange | VehicleLoad> {
  const ranges = await ensureRanges(instance);
  if (!ranges.ok) return 'range-error';
  const range = ranges.value.find((entry) => entry.code === code);
  if (!range) return 'not-found';
  const current = instance.store.get(loadedRangeAtom);
  if (current?.range.code === code && instance.store.get(buildAtom)) return 'ready';
  return range;
}

/** The store config's disclaimers, when they come; a failure is logged and leaves them out (spec 8). */
function loadStoreDisclaimers(instance: Instance): void {
  void fetchStoreDisclaimers(instance.client).then((disclaimers) => {
    if (!disclaimers.ok) console.error('bp-configurator: could not load the store config:', disclaimers.error);
    instance.store.set(storeDisclaimersAtom, disclaimers.ok ? disclaimers.value : null);
  });
}

/** The accessories' state when the vehicle shows: still on their way, in, or failed. */
function accessoryStatus(arrived: Result<Accessory[]> | undefined): 'loading' | 'ready' | 'failed' {
  if (arrived === undefined) return 'loading';
  return arrived.ok ? 'ready' : 'failed';
}

/**
 * Loads a range for the configurator. Vehicles, their prices, accessories and the store
 * config are asked for at once (no waterfall after the range list), but only the vehicles
 * and prices are waited for: the vehicle and its price show as soon as they are in, and a
 * slow or never-answering accessories or store-config answer fills its own part later
 * (accessories: their own loading state, then the list or spec 8's message; the link's
 * cart is applied when they come). An accessories or store config failure leaves the
 * rest of the page working (spec 8).
 */
export async function loadVehicle(instance: Instance, code: string, search: string): Promise<VehicleLoad> {
  // The rules that plan the new build (its default tray, a link's cart) are a chunk of their own, fetched
  // while the data comes, so the element's first module does without them and the price waits for no more.
  const starting = loadBuildStart();
  const range = await rangeToLoad(instance, code);
  if (typeof range === 'string') return range;

  const key = offerKey(instance.store.get(pricingAtom));
  const accessories = fetchAccessories(instance.client, range);
  loadStoreDisclaimers(instance);
  const vehicles = await fetchVehicles(instance.client, range, key);
  if (!vehicles.ok) {
    console.error(`bp-configurator: could not load the ${code} vehicles:`, vehicles.error);
    emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: code, error: vehicles.error });
    return 'vehicle-error';
  }
  const { car, configurables } = vehicles.value;
  if (configurables.length === 0) return 'not-found';

  // The accessories if they are already here (a settled promise wins the race), else undefined.
  const arrived = await Promise.race([accessories, undefined]);
  const catalog = catalogOf(range, configurables, arrived?.ok ? arrived.value : []);
  const resolved = selectionFromUrl(catalog, parseConfiguratorParams(`?${search}`));
  if (!resolved) return 'not-found';
  const linkCart = parseAccessoriesParam(`?${search}`);
  const start = await starting;
  if (!start) {
    emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: code, error: 'the build rules could not be loaded' });
    return 'vehicle-error';
  }
  const { createBuild } = start;
  const ctx = { catalog, pricing: instance.store.get(pricingAtom) };
  const status = accessoryStatus(arrived);
  if (arrived && !arrived.ok) accessoriesFailed(instance, code, arrived.error);
  instance.store.set(loadedRangeAtom, { range, car, catalog, accessories: status, linkCart });
  // The link's cart joins now when the accessories are in, else when they come (applyAccessories).
  instance.store.set(buildAtom, start.withLinkCart(ctx, createBuild(ctx, resolved), status === 'ready' ? linkCart : []));
  if (status === 'loading') {
    const applied = accessories.then((answer) => applyAccessories(instance, range, answer, start));
    instance.store.set(accessoryLoadAtom, { settled: applied });
  }
  followPricing(instance);
  return 'ready';
}

/**
 * The other customer types' prices, so a switch in the settings prices at once. The
 * configurator screen calls it when the page is idle after the first price is on screen
 * (called from here, it ran while the screen's code was still loading, adding a round trip
 * before the first price).
 */
export function prefetchOtherOffers(instance: Instance): void {
  const key = offerKey(instance.store.get(pricingAtom));
  for (const other of CUSTOMER_TYPES) if (other !== key) void ensureOffers(instance, other);
}

/** Accessories that came after the vehicle: into the catalog, and the link's cart into the build (told when cut). */
function applyAccessories(instance: Instance, range: VehicleRange, answer: Result<Accessory[]>, start: BuildStart): void {
  const current = instance.store.get(loadedRangeAtom);
  if (!current || current.range.uid !== range.uid || current.accessories !== 'loading') return;
  if (!answer.ok) {
    accessoriesFailed(instance, range.code, answer.error);
    instance.store.set(loadedRangeAtom, { ...current, accessories: 'failed' });
    return;
  }
  const catalog = catalogOf(range, current.catalog.configurables, answer.value);
  instance.store.set(loadedRangeAtom, { ...current, catalog, accessories: 'ready' });
  const build = instance.store.get(buildAtom);
  if (build)
    instance.store.set(buildAtom, start.withLinkCart({ catalog, pricing: instance.store.get(pricingAtom) }, build, current.linkCart));
}

/** Whether the instance already fetches the prices of each pricing the page switches to. */
const followingPricingAtom = atom(false);
/** The instance's price loads in flight, by range uid and offer key. */
const offerLoadsAtom = atom<Readonly<Record<string, Promise<void>>>>({});

/** Fetches the prices of the pricing the page switches to, when the loaded range lacks them. */
function followPricing(instance: Instance): void {
  if (instance.store.get(followingPricingAtom)) return;
  instance.store.set(followingPricingAtom, true);
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
  const id = `${loaded.range.uid} ${key}`;
  const running = instance.store.get(offerLoadsAtom)[id];
  if (running) return running;
  const done = (async () => {
    const prices = await fetchOffers(instance.client, loaded.range, key);
    if (!prices.ok) {
      console.error(`bp-configurator: could not load the ${loaded.range.code} ${key} prices:`, prices.error);
      return;
    }
    const current = instance.store.get(loadedRangeAtom);
    if (!current || current.range.uid !== loaded.range.uid || hasOffers(current.catalog.configurables, key)) return;
    const configurables = withOffers(current.catalog.configurables, prices.value);
    const catalog = catalogOf(current.range, configurables, current.catalog.accessories, false);
    instance.store.set(loadedRangeAtom, { ...current, catalog });
  })().finally(() =>
    instance.store.set(offerLoadsAtom, (loads) => Object.fromEntries(Object.entries(loads).filter(([entry]) => entry !== id))),
  );
  instance.store.set(offerLoadsAtom, (loads) => ({ ...loads, [id]: done }));
  return done;
}
