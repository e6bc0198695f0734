/**
 * Saved builds, their comparison and the build sheet (issue 23), wired to the element's
 * state. This module loads with the saved-builds panel or the sheet (a lazy chunk), never
 * with the first screen. The rules are in src/domain (savedBuilds, buildLines, buildSheet);
 * storage, the clock and printing in src/host.
 */
import { atom } from 'jotai';
import { fetchAccessories, fetchVehicles } from '../data/store';
import { pricedBuild, repriceSavedBuild, type PricedBuild, type RepricedBuild } from '../domain/buildLines';
import { buildSheet } from '../domain/buildSheet';
import { buildLinkQuery } from '../domain/buildLink';
import { indexCatalog, type Catalog } from '../domain/catalog';
import { offerKey } from '../domain/offers';
import { vehicleOffer } from '../domain/pricing';
import {
  addSavedBuild,
  defaultBuildName,
  parseSavedBuilds,
  removeSavedBuild,
  renameSavedBuild,
  restoreSavedBuild,
  savedBuildParts,
  savedBuildsValue,
  type SavedBuild,
} from '../domain/savedBuilds';
import { chosenOptionValue } from '../domain/selection';
import { savedBuildUrl } from '../domain/storageValues';
import type { PricingContext } from '../domain/types';
import { emitAnalytics } from '../host/analytics';
import { nowIso, pageSavedBuilds, today, type SavedBuildsStorage, type SavedBuildsWrite } from '../host/savedBuildsStorage';
import { printBuildSheet, type SheetImages } from '../host/printSheet';
import { buildAtom, loadedRangeAtom, pricingAtom, storeDisclaimersAtom } from './atoms';
import { resolvedAtom } from './configurator';
import type { Instance } from './instance';
import { ensureRanges } from './loaders';

/** Where saved builds are kept; a test may put another storage here. */
export const savedBuildsStorage: { current: SavedBuildsStorage } = { current: pageSavedBuilds };

/** The saved builds as last read or written by this element (null: not read yet). */
const listAtom = atom<SavedBuild[] | null>(null);

/** The saved builds, read from storage on first use. */
export const savedBuildsAtom = atom(
  (get) => get(listAtom) ?? parseSavedBuilds(savedBuildsStorage.current.read()),
  (_get, set, list: SavedBuild[]) => set(listAtom, list),
);

/** Writes a list: kept in state whatever storage says, and what storage said. */
function store(set: (list: SavedBuild[]) => void, list: SavedBuild[]): SavedBuildsWrite {
  set(list);
  return savedBuildsStorage.current.write(savedBuildsValue(list));
}

/** The current build as a saved build would hold it, and its priced lines; null before a build exists. */
/** What the host page is told of a build it is saved or printed (the bp-build-saved and bp-build-sheet-printed details). */
function buildEventDetail(range: string, priced: PricedBuild) {
  return { range, modelSku: priced.modelSku, variantSku: priced.variantSku, accessories: [...priced.cart], total: priced.amount };
}

export const currentBuildAtom = atom((get) => {
  const loaded = get(loadedRangeAtom);
  const build = get(buildAtom);
  const resolved = get(resolvedAtom);
  const pricing = get(pricingAtom);
  if (!loaded || !build || !resolved) return null;
  const priced = pricedBuild(loaded.catalog, loaded.car.displayName, resolved, build.cart, pricing);
  const path = `/${loaded.range.code}`;
  const href = savedBuildUrl(path, buildLinkQuery('', resolved.configurable.sku, resolved.variant.sku, build.cart, pricing));
  const colour = chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode')?.label ?? null;
  return { priced, href, colour, range: loaded.range.code, finance: build.finance };
});

/** The name the save form offers: model, grade and colour. */
export const defaultNameAtom = atom((get) => {
  const current = get(currentBuildAtom);
  return current ? defaultBuildName(current.priced.vehicleName, current.colour, get(savedBuildsAtom)) : '';
});

export type SaveResult = { ok: true; saved: SavedBuild; stored: SavedBuildsWrite } | { ok: false; reason: 'full' | 'invalid' | 'no-build' };

function totalsOf(priced: PricedBuild): { total: number | null; priceText: string } {
  return { total: priced.amount, priceText: priced.total ? `${priced.total.text}${priced.total.marker}` : '' };
}

/** 'Save this build': the current build under a name, with its price and pricing; the event and analytics follow. */
export const saveCurrentBuildAtom = atom(null, (get, set, instance: Instance, name: string): SaveResult => {
  const current = get(currentBuildAtom);
  if (!current?.href) return { ok: false, reason: 'no-build' };
  const { priced } = current;
  const catalogNames = priced.lines.filter((line) => line.key.startsWith('item:'));
  const itemNames = priced.cart.map((sku, index) => ({ sku, name: catalogNames[index]?.value ?? sku }));
  const outcome = addSavedBuild(get(savedBuildsAtom), {
    name,
    href: current.href,
    savedAt: nowIso(),
    pricing: get(pricingAtom),
    ...totalsOf(priced),
    itemNames,
  });
  if (!outcome.ok) return outcome;
  const stored = store((list) => set(savedBuildsAtom, list), outcome.list);
  const detail = buildEventDetail(current.range, priced);
  instance.emit('bp-build-saved', { ...detail, savedBuilds: outcome.list.length, stored });
  emitAnalytics(instance, 'configuratorSaveBuild', { ...detail, stored });
  return { ok: true, saved: outcome.saved, stored };
});

export const renameSavedBuildAtom = atom(null, (get, set, id: string, name: string): SavedBuildsWrite => {
  return store((list) => set(savedBuildsAtom, list), renameSavedBuild(get(savedBuildsAtom), id, name));
});

export type Removed = { build: SavedBuild; index: number };

export const deleteSavedBuildAtom = atom(null, (get, set, id: string): Removed | null => {
  const { list, removed } = removeSavedBuild(get(savedBuildsAtom), id);
  store((next) => set(savedBuildsAtom, next), list);
  return removed;
});

export const restoreSavedBuildAtom = atom(null, (get, set, removed: Removed): SavedBuildsWrite => {
  return store((list) => set(savedBuildsAtom, list), restoreSavedBuild(get(savedBuildsAtom), removed));
});

/** A range's catalog for a pricing (the loaded one when it is that range), or null when the range is not sold. */
async function catalogFor(instance: Instance, code: string, pricing: PricingContext): Promise<{ catalog: Catalog; name: string } | null> {
  const loaded = instance.store.get(loadedRangeAtom);
  if (loaded?.range.code === code && loaded.accessories === 'ready') return { catalog: loaded.catalog, name: loaded.car.displayName };
  const ranges = await ensureRanges(instance);
  if (!ranges.ok) throw new Error(ranges.error);
  const range = ranges.value.find((entry) => entry.code === code);
  if (!range) return null;
  const [vehicles, accessories] = await Promise.all([
    fetchVehicles(instance.client, range, offerKey(pricing)),
    fetchAccessories(instance.client, range),
  ]);
  if (!vehicles.ok) throw new Error(vehicles.error);
  if (!accessories.ok) throw new Error(accessories.error);
  const catalog = indexCatalog({
    configurables: vehicles.value.configurables,
    accessories: accessories.value,
    has3DView: range.readyForRender,
  });
  return { catalog, name: vehicles.value.car.displayName };
}

/** A saved build priced today for the visitor's settings; 'error' when its prices could not be fetched. */
export async function repriceSaved(instance: Instance, saved: SavedBuild, pricing: PricingContext): Promise<RepricedBuild | 'error'> {
  try {
    const found = await catalogFor(instance, savedBuildParts(saved).rangeCode, pricing);
    return repriceSavedBuild(found?.catalog ?? null, found?.name ?? '', saved, pricing);
  } catch (error) {
    console.error('bp-configurator: could not price a saved build', error);
    return 'error';
  }
}

/** Tells the host page and the data layers that two builds were compared. */
export function reportComparison(instance: Instance, builds: readonly { range: string; priced: PricedBuild }[]): void {
  const detail = builds.map(({ range, priced }) => ({
    range,
    modelSku: priced.modelSku,
    variantSku: priced.variantSku,
    total: priced.amount,
  }));
  instance.emit('bp-builds-compared', { builds: detail });
  emitAnalytics(instance, 'configuratorCompareBuilds', { builds: detail });
}

/** Prints the current build's sheet from the page, and tells the host page and the data layers. */
export const printCurrentBuildAtom = atom(null, async (get, _set, instance: Instance, images: SheetImages): Promise<void> => {
  const current = get(currentBuildAtom);
  const resolved = get(resolvedAtom);
  if (!current || !resolved) return;
  const sheet = buildSheet(current.priced, vehicleOffer(resolved, get(pricingAtom)), get(storeDisclaimersAtom), today());
  await printBuildSheet(sheet, images);
  const detail = buildEventDetail(current.range, current.priced);
  instance.emit('bp-build-sheet-printed', detail);
  emitAnalytics(instance, 'configuratorPrintBuild', detail);
});
