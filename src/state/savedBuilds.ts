/**
 * Saved builds, their comparison and the build sheet (issue 23), wired to the element's
 * state. This module loads with the saved-builds panel or the sheet (a lazy chunk), never
 * with the first screen. The rules are in src/domain (savedBuilds, buildLines, buildSheet);
 * storage, the clock and printing in src/host.
 */
import { atom, useAtomValue, type Getter, type Setter } from 'jotai';
import { fetchAccessories, fetchVehicles } from '../data/vehicleStore';
import { pricedBuild, repriceSavedBuild, savedItemNames, type PricedBuild, type RepricedBuild } from '../domain/buildLines';
import { buildSheet } from '../domain/buildSheet';
import { buildLinkQuery } from '../domain/buildLink';
import { indexCatalog, type Catalog } from '../domain/catalog';
import { offerKey } from '../domain/offers';
import { vehicleOffer } from '../domain/pricing';
import {
  defaultBuildName,
  findSavedBuild,
  parseSavedBuildsDoc,
  savedBuildParts,
  savedBuildsValue,
  type SavedBuild,
  type SavedBuildsDoc,
} from '../domain/savedBuilds';
import { addToDoc, deleteFromDoc, mergeSavedBuilds, renameInDoc, restoreInDoc } from '../domain/savedBuildsMerge';
import { chosenOptionValue } from '../domain/selection';
import { savedBuildUrl } from '../domain/storageValues';
import type { CarInStore } from '../domain/car';
import type { PricingContext, ResolvedSelection } from '../domain/types';
import { emitAnalytics } from '../host/analytics';
import { nowIso, today } from '../host/clock';
import type { SavedBuildsStorage, SavedBuildsWrite } from '../host/savedBuildsStorage';
import { printBuildSheet, type SheetImages } from '../host/printSheet';
import { carAtom, loadedRangeAtom, pricingAtom, pricingLocationAtom, rangesAtom, storeDisclaimersAtom } from './atoms';
import { chosenDealerAtom } from './drawer';
import { loadEncoder } from './buildCodeEncoder';
import { buildCodeAtom, resolvedAtom, shownBuildAtom } from './configurator';
import { instanceOf, useInstance, type Instance } from './instance';
import { ensureRanges } from './loaders';
import { vehicleThumbnail } from './vehicleThumbnail';

/** The saved builds as last read, heard of or written by this element (null: not read yet). */
const docAtom = atom<SavedBuildsDoc | null>(null);

const EMPTY: SavedBuildsDoc = { builds: [], deleted: [] };

/** The page's unsaved copy (its latest, first) merged with what storage holds now and `own`; null when storage could not be read. */
function readMerged(storage: SavedBuildsStorage, own: SavedBuildsDoc | null): SavedBuildsDoc | null {
  const read = storage.readFresh();
  if (!read.ok) return null;
  const stored = mergeSavedBuilds(parseSavedBuildsDoc(read.unsaved), parseSavedBuildsDoc(read.stored));
  return own ? mergeSavedBuilds(stored, own) : stored;
}

/** The instance's saved builds' storage. */
const storageOf = (get: Getter): SavedBuildsStorage => instanceOf(get).savedBuilds;

/** The saved builds as last read, kept following the instance's storage while anything reads them. */
const followedDocAtom = atom(
  (get) => get(docAtom),
  (get, set) => {
    const storage = storageOf(get);
    const follow = (): void => set(docAtom, (own) => readMerged(storage, own) ?? own);
    follow();
    return storage.subscribe(follow);
  },
);
// Another tab or element changed the builds: this element shows the same list (issue 34).
followedDocAtom.onMount = (follow) => follow();

/** The saved builds, read from storage on first use. */
export const savedBuildsAtom = atom((get) => (get(followedDocAtom) ?? readMerged(storageOf(get), null) ?? EMPTY).builds);

/**
 * One change to the saved builds (issue 34): read what storage holds, merge this element's copy
 * in, change, write. When storage cannot be read nothing is written (it would replace what could
 * not be read): the change stays for this page and the visitor is told so ('unavailable').
 */
function commit<T>(
  get: Getter,
  set: Setter,
  change: (doc: SavedBuildsDoc) => { doc: SavedBuildsDoc | undefined; result: T },
): { result: T; stored: SavedBuildsWrite } {
  const own = get(docAtom);
  const storage = storageOf(get);
  const fresh = readMerged(storage, own);
  const { doc, result } = change(fresh ?? own ?? EMPTY);
  if (!doc) return { result, stored: 'saved' };
  set(docAtom, doc);
  return { result, stored: fresh ? storage.write(savedBuildsValue(doc.builds, doc.deleted)) : 'unavailable' };
}

/** What the host page is told of a build when it is saved or printed (the bp-build-saved and bp-build-sheet-printed details). */
function buildEventDetail(range: string, priced: PricedBuild) {
  return { range, modelSku: priced.modelSku, variantSku: priced.variantSku, accessories: [...priced.cart], total: priced.amount };
}

/** The current build as a saved build would hold it, and its priced lines; null before a build exists. */
export const currentBuildAtom = atom((get) => {
  const loaded = get(loadedRangeAtom);
  const build = get(shownBuildAtom);
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

/** The saved build that is the build on screen, priced for the visitor's settings (issue 35); null when it is not saved. */
export const currentSavedAtom = atom((get) => {
  const href = get(currentBuildAtom)?.href;
  return href ? findSavedBuild(get(savedBuildsAtom), { href, pricing: get(pricingAtom) }) : null;
});

export type SaveResult =
  | { ok: true; saved: SavedBuild; stored: SavedBuildsWrite }
  | { ok: false; reason: 'full' | 'invalid' | 'no-build' }
  | { ok: false; reason: 'already'; saved: SavedBuild };

function totalsOf(priced: PricedBuild): { total: number | null; priceText: string } {
  return { total: priced.amount, priceText: priced.total ? `${priced.total.text}${priced.total.marker}` : '' };
}

/** A priced build under a name, as it is saved: its price, the pricing it is for and its items' names. */
function draftOf(priced: PricedBuild, href: string, name: string): Omit<SavedBuild, 'id'> {
  return { name, href, savedAt: nowIso(), pricing: priced.pricing, ...totalsOf(priced), itemNames: savedItemNames(priced) };
}

/** Saves a build (unless it is saved already), and tells the host page and the data layers. */
function saveDraft(
  get: Getter,
  set: Setter,
  instance: Instance,
  range: string,
  priced: PricedBuild,
  draft: Omit<SavedBuild, 'id'>,
): SaveResult {
  type Added = ReturnType<typeof addToDoc> | { ok: false; reason: 'already'; saved: SavedBuild };
  const { result: outcome, stored } = commit<Added>(get, set, (doc) => {
    // Saved already (here or in another tab): it is said, and no duplicate is made (issue 35).
    const same = findSavedBuild(doc.builds, draft);
    if (same) return { doc: undefined, result: { ok: false, reason: 'already', saved: same } };
    const added = addToDoc(doc, draft);
    return { doc: added.doc, result: added };
  });
  if (!outcome.ok) return outcome;
  const detail = buildEventDetail(range, priced);
  instance.emit('bp-build-saved', { ...detail, savedBuilds: outcome.list.length, stored });
  emitAnalytics(instance, 'configuratorSaveBuild', { ...detail, stored });
  return { ok: true, saved: outcome.saved, stored };
}

/** 'Save this build': the current build under a name, with its price and pricing; the event and analytics follow. */
export const saveCurrentBuildAtom = atom(null, (get, set, name: string): SaveResult => {
  const instance = instanceOf(get);
  const current = get(currentBuildAtom);
  if (!current?.href) return { ok: false, reason: 'no-build' };
  return saveDraft(get, set, instance, current.range, current.priced, draftOf(current.priced, current.href, name));
});

/** Saves a build of a range as priced (a shared comparison's, issue 32) under a name. */
export const saveBuildAtom = atom(null, (get, set, range: string, priced: PricedBuild, name: string): SaveResult => {
  const instance = instanceOf(get);
  const href = savedBuildUrl(`/${range}`, buildLinkQuery('', priced.modelSku, priced.variantSku, priced.cart, priced.pricing));
  if (!href) return { ok: false, reason: 'invalid' };
  return saveDraft(get, set, instance, range, priced, draftOf(priced, href, name));
});

export const renameSavedBuildAtom = atom(null, (get, set, id: string, name: string): SavedBuildsWrite => {
  return commit(get, set, (doc) => ({ doc: renameInDoc(doc, id, name), result: null })).stored;
});

export type Removed = { build: SavedBuild; index: number };

export const deleteSavedBuildAtom = atom(null, (get, set, id: string): Removed | null => {
  return commit(get, set, (doc) => {
    const { doc: next, removed } = deleteFromDoc(doc, id);
    return { doc: next, result: removed };
  }).result;
});

export const restoreSavedBuildAtom = atom(null, (get, set, removed: Removed): SavedBuildsWrite => {
  return commit(get, set, (doc) => ({ doc: restoreInDoc(doc, removed), result: null })).stored;
});

/** A range's catalog for a pricing (the loaded one when it is that range), or null when the range is not sold. */
export async function catalogFor(
  instance: Instance,
  code: string,
  pricing: PricingContext,
): Promise<{ catalog: Catalog; name: string; car: CarInStore } | null> {
  const loaded = instance.store.get(loadedRangeAtom);
  if (loaded?.range.code === code && loaded.accessories === 'ready') {
    return { catalog: loaded.catalog, name: loaded.car.displayName, car: loaded.car };
  }
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
  return { catalog, name: vehicles.value.car.displayName, car: vehicles.value.car };
}

/** A build's picture (issue 35): its colour's front three-quarter view, a plain image that needs no WebGL. */
export interface BuildPicture {
  src: string;
  alt: string;
}

/** The picture of a build of `car`, named by its model and colour; null when its colour has none. */
export function buildPicture(instance: Instance, car: CarInStore, resolved: ResolvedSelection, vehicleName: string): BuildPicture | null {
  const src = vehicleThumbnail(instance.config, car, resolved);
  const colour = chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode')?.label;
  return src ? { src, alt: colour ? `${vehicleName} in ${colour}` : vehicleName } : null;
}

/** The picture of the build on screen. */
export function useCurrentPicture(): BuildPicture | null {
  const instance = useInstance();
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);
  const name = useAtomValue(currentBuildAtom)?.priced.vehicleName;
  return car && resolved && name ? buildPicture(instance, car, resolved, name) : null;
}

/** A saved build priced today, with its picture and its build code (issue 32.1; null until the range list is in, or when it has none). */
export type SavedPricing = RepricedBuild & { picture: BuildPicture | null; code: string | null };

/** A priced build's code against its range's catalog, once the range list is in (never fetched for it). */
async function codeOf(instance: Instance, catalog: Catalog, range: string, priced: PricedBuild): Promise<string | null> {
  const ranges = instance.store.get(rangesAtom);
  const encoder = ranges.status === 'ready' ? await loadEncoder() : null;
  if (!encoder || ranges.status !== 'ready') return null;
  const build = { range, model: priced.modelSku, variant: priced.variantSku, cart: priced.cart };
  return encoder.buildCode(
    ranges.value.map((entry) => entry.code),
    catalog,
    build,
  );
}

/** A saved build priced today for the visitor's settings; 'error' when its prices could not be fetched. */
export async function repriceSaved(instance: Instance, saved: SavedBuild, pricing: PricingContext): Promise<SavedPricing | 'error'> {
  try {
    const range = savedBuildParts(saved).rangeCode;
    const found = await catalogFor(instance, range, pricing);
    const repriced = repriceSavedBuild(found?.catalog ?? null, found?.name ?? '', saved, pricing);
    const { priced, resolved } = repriced;
    const picture = found && priced && resolved ? buildPicture(instance, found.car, resolved, priced.vehicleName) : null;
    const code = found && priced ? await codeOf(instance, found.catalog, range, priced) : null;
    return { ...repriced, picture, code };
  } catch (error) {
    console.error('bp-configurator: could not price a saved build', error);
    return 'error';
  }
}

/** A saved build (or a shared comparison's) priced today for the visitor's settings (repriceSaved), in the instance the store holds. */
export const repriceSavedAtom = atom(null, (get, _set, saved: SavedBuild, pricing: PricingContext) =>
  repriceSaved(instanceOf(get), saved, pricing),
);

/** Tells the host page and the data layers that two builds were compared. */
export const reportComparisonAtom = atom(null, (get, _set, builds: readonly { range: string; priced: PricedBuild }[]): void => {
  const instance = instanceOf(get);
  const detail = builds.map(({ range, priced }) => ({
    range,
    modelSku: priced.modelSku,
    variantSku: priced.variantSku,
    total: priced.amount,
  }));
  instance.emit('bp-builds-compared', { builds: detail });
  emitAnalytics(instance, 'configuratorCompareBuilds', { builds: detail });
});

/** Prints a priced build's sheet under a name (null: unsaved), and tells the host page and the data layers. */
async function printSheetOf(
  get: Getter,
  instance: Instance,
  build: { range: string; priced: PricedBuild; resolved: ResolvedSelection; name: string | null; code?: string | null },
  images: SheetImages,
): Promise<void> {
  const { priced } = build;
  // The build code (issue 32.1) prints beside the QR code.
  const context = { name: build.name, location: get(pricingLocationAtom), dealer: get(chosenDealerAtom), code: build.code ?? null };
  const sheet = buildSheet(priced, vehicleOffer(build.resolved, priced.pricing), get(storeDisclaimersAtom), today(), context);
  await printBuildSheet(sheet, images);
  const detail = buildEventDetail(build.range, priced);
  instance.emit('bp-build-sheet-printed', detail);
  emitAnalytics(instance, 'configuratorPrintBuild', detail);
}

/** Prints the current build's sheet from the page, and tells the host page and the data layers. */
export const printCurrentBuildAtom = atom(null, async (get, _set, images: SheetImages): Promise<void> => {
  const instance = instanceOf(get);
  const current = get(currentBuildAtom);
  const resolved = get(resolvedAtom);
  if (!current || !resolved) return;
  const name = get(currentSavedAtom)?.name ?? null;
  const code = get(buildCodeAtom);
  await printSheetOf(get, instance, { range: current.range, priced: current.priced, resolved, name, code }, images);
});

/** Prints a saved build's own sheet from the saved builds list (issue 32): under its name, priced today for the visitor's settings. */
export const printSavedBuildAtom = atom(
  null,
  async (get, _set, saved: SavedBuild, repriced: SavedPricing, images: SheetImages): Promise<void> => {
    const instance = instanceOf(get);
    const { priced, resolved } = repriced;
    if (!priced || !resolved) return;
    // Its code beside the QR code, as the build on screen's (issue 32.1).
    const build = { range: savedBuildParts(saved).rangeCode, priced, resolved, name: saved.name, code: repriced.code };
    await printSheetOf(get, instance, build, images);
  },
);
