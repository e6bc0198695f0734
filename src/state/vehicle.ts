/**
 * A range's load for the configurator (spec 4, "Loading and errors"): its vehicles, prices,
 * accessories and store config read from the answers the element asked for at start, the catalog
 * indexed and the build planned, and the other customer types' prices that follow. The vehicle
 * route's chunk (state/vehicleChunk.ts, issue 31.4): state/loaders.ts's loadVehicleAtom runs
 * loadVehicle once it is here. Failures are logged and returned as values so the route can send
 * the visitor to the right page.
 */
import { atom } from 'jotai';
import type { Accessory, Configurable, VehicleRange } from '../domain/types';
import type { Result } from '../data/result';
import { fetchAccessories, fetchStoreDisclaimers, fetchVehicles } from '../data/vehicleStore';
import { indexCatalog, type Catalog } from '../domain/catalog';
import { offerKey } from '../domain/offers';
import { selectionFromUrl } from '../domain/selection';
import { parseAccessoriesParam, parseConfiguratorParams } from '../domain/urlParams';
import { emitAnalytics } from '../host/analytics';
import { buildAtom, loadedRangeAtom, pricingAtom, storeDisclaimersAtom } from './atoms';
import { pricedBuildAtoms } from './configurator';
import { pricedBuildAtom } from './hostBridge';
import { instanceOf, type Instance } from './instance';
import { ensureRanges, type VehicleLoad } from './loaders';
import { loadBuildStart } from './vehicleChunk';
import { chunkOnce } from '../host/loadChunk';

type BuildStart = NonNullable<Awaited<ReturnType<typeof loadBuildStart>>>;

/**
 * A range's indexed catalog, its data problems logged once: when its accessories come in (the
 * problems are theirs), not again when another customer type's prices are added to it.
 */
export function catalogOf(
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

/** Resolves when the loaded range's accessories have arrived or failed (at once when nothing is pending). */
export const accessoriesSettledAtom = atom(null, (get): Promise<void> => get(accessoryLoadAtom)?.settled ?? Promise.resolve());

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
  const params = parseConfiguratorParams(`?${search}`);
  const resolved = selectionFromUrl(catalog, params);
  if (!resolved) return 'not-found';
  const linkCart = parseAccessoriesParam(`?${search}`);
  const linkVariant = params.optionSku;
  const start = await starting;
  if (!start) {
    emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: code, error: 'the build rules could not be loaded' });
    return 'vehicle-error';
  }
  const { createBuild } = start;
  const ctx = { catalog, pricing: instance.store.get(pricingAtom) };
  // The bridge with the page reports the build from the atoms that price it (state/hostBridge.ts).
  instance.store.set(pricedBuildAtom, pricedBuildAtoms);
  const status = accessoryStatus(arrived);
  if (arrived && !arrived.ok) accessoriesFailed(instance, code, arrived.error);
  instance.store.set(loadedRangeAtom, { range, car, catalog, accessories: status, linkCart, linkVariant });
  // The link's cart joins now when the accessories are in, else when they come (applyAccessories).
  instance.store.set(buildAtom, start.withLinkCart(ctx, createBuild(ctx, resolved), status === 'ready' ? linkCart : [], linkVariant));
  if (status === 'loading') {
    const applied = accessories.then((answer) => applyAccessories(instance, range, answer, start));
    instance.store.set(accessoryLoadAtom, { settled: applied });
  }
  followPricing(instance);
  return 'ready';
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
    instance.store.set(
      buildAtom,
      start.withLinkCart({ catalog, pricing: instance.store.get(pricingAtom) }, build, current.linkCart, current.linkVariant),
    );
}

/**
 * The other customer types' prices (state/otherOffers.ts) are a chunk of their own, fetched when the page is
 * idle after the first price or when the visitor switches pricing first: their code is not fetched before it.
 */
const otherOffers = chunkOnce(() => import('./otherOffers'), "the other customer types' prices");

/**
 * The other customer types' prices, so a switch in the settings prices at once; resolves when
 * they are in. The configurator screen calls it when the page is idle after the first price is
 * on screen (called from loadVehicle, it ran while the screen's code was still loading, adding
 * a round trip before the first price).
 */
export const prefetchOtherOffersAtom = atom(null, async (get): Promise<void> => {
  const instance = instanceOf(get);
  const key = offerKey(get(pricingAtom));
  await (await otherOffers.load())?.prefetchOtherOffers(instance, key);
});

/** Whether the instance already follows the pricing the page switches to. */
const followingPricingAtom = atom(false);

/** Fetches the prices of each pricing the page switches to, when the loaded range lacks them (state/otherOffers.ts). */
function followPricing(instance: Instance): void {
  if (instance.store.get(followingPricingAtom)) return;
  instance.store.set(followingPricingAtom, true);
  instance.store.sub(pricingAtom, () => {
    const key = offerKey(instance.store.get(pricingAtom));
    void otherOffers.load().then((module) => module?.ensureOffers(instance, key));
  });
}
