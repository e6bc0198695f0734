/**
 * Saved builds (issue 23): the builds a visitor keeps on this device under names they
 * choose, each with the price and the pricing it was priced with when saved. The stored
 * value is one JSON document under one local storage key (docs/embedding.md "Saved builds"); it is
 * read by a total function, so garbled or hostile storage reads as the builds it still
 * holds whole, never as a throw.
 */
import { isLease } from './offers';
import { asRecord, parseJson, readList, str } from './read';
import { customerTypeLabel } from './settings';
import { buildUrlCode, parseBuildUrl } from './storageValues';
import { CUSTOMER_TYPES, PRICING_TYPES, STATES, type PricingContext } from './types';
import { parseAccessoriesParam, parseConfiguratorParams } from './urlParams';

/** How many builds a visitor keeps on one device. */
export const MAX_SAVED_BUILDS = 20;

/** The longest name a saved build may have. */
export const MAX_BUILD_NAME_LENGTH = 80;

/** One saved build. */
export interface SavedBuild {
  /** Unique in the list; 'b1', 'b2', … */
  id: string;
  name: string;
  /** The build's route with only its own parameters: '/triton?model-selection=…&option-sku=…&accessories=…'. */
  href: string;
  /** When it was saved, as an ISO 8601 timestamp (the clock is the host's, read by readSavedAt); null when the stored one was not a date. */
  savedAt: string | null;
  /** How many times it was changed (1 when saved, one more per rename or undo of a delete): the newer change wins a merge. */
  rev?: number;
  /** The pricing the saved price is for. */
  pricing: PricingContext;
  /** The total when saved (weekly under lease); null when it was on application. */
  total: number | null;
  /** The total's text when saved, as 'Your build' showed it ('$48,490*', 'POA^'). */
  priceText: string;
  /** Each cart item's name when saved, so one that left the catalog can still be named. */
  itemNames: readonly SavedItemName[];
}

/** A cart item's sku and the name it was saved with. */
export interface SavedItemName {
  sku: string;
  name: string;
}

/** What a saved build names: its range, model, variant and cart. */
export interface SavedBuildParts {
  rangeCode: string;
  modelSku: string | null;
  variantSku: string | null;
  cart: string[];
}

/** The range, model, variant and cart a saved build's route names. */
export function savedBuildParts(saved: Pick<SavedBuild, 'href'>): SavedBuildParts {
  const query = saved.href.includes('?') ? saved.href.slice(saved.href.indexOf('?')) : '';
  const params = parseConfiguratorParams(query);
  return {
    rangeCode: buildUrlCode(saved.href) ?? '',
    modelSku: params.modelSelection,
    variantSku: params.optionSku,
    cart: parseAccessoriesParam(query),
  };
}

/** A saved build's name as typed: trimmed, inner runs of space made one, cut to MAX_BUILD_NAME_LENGTH; null when empty. */
export function cleanBuildName(raw: unknown): string | null {
  const name = (str(raw) ?? '')
    // Control characters (a pasted tab or newline) read as space.
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_BUILD_NAME_LENGTH)
    .trim();
  return name === '' ? null : name;
}

/** The name a build is offered under: model, grade and colour ('Triton GLS, White Diamond'), numbered when taken. */
export function defaultBuildName(vehicleName: string, colour: string | null, existing: readonly SavedBuild[]): string {
  const base = cleanBuildName(colour ? `${vehicleName}, ${colour}` : vehicleName) ?? 'My build';
  const taken = new Set(existing.map((build) => build.name));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const numbered = `${base} (${n})`;
    if (!taken.has(numbered)) return numbered;
  }
}

/** The latest clock reading a savedAt may hold, 9999-12-31T23:59:59.999Z (the ISO 8601 year has four digits). */
export const LATEST_SAVED_AT_MS = 253_402_300_799_999;

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A saved build's date: a real UTC timestamp ('2026-11-25T10:00:00.000Z') in years 1970-9999, or null ('9999-99-99T99:99:99Z'). */
export function readSavedAt(raw: unknown): string | null {
  const value = str(raw);
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const real =
    year >= 1970 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month) && hour < 24 && minute < 60 && second < 60;
  return real ? `${match.slice(1, 4).join('-')}T${match.slice(4, 7).join(':')}.${(match[7] ?? '').padEnd(3, '0')}Z` : null;
}

/** The next free id of a list, past the ids also in `taken` (deleted builds'). */
function nextId(list: readonly SavedBuild[], taken: readonly string[] = []): string {
  const used = [...list.map((build) => build.id), ...taken].map((id) => Number(/^b(\d+)$/.exec(id)?.[1] ?? 0));
  return `b${Math.max(0, ...used) + 1}`;
}

export type SaveOutcome = { ok: true; list: SavedBuild[]; saved: SavedBuild } | { ok: false; reason: 'full' | 'invalid' };

/** The list with a new build first, or why it cannot be added (the list is full, or the name or route is not valid). */
export function addSavedBuild(list: readonly SavedBuild[], build: Omit<SavedBuild, 'id'>, takenIds: readonly string[] = []): SaveOutcome {
  if (list.length >= MAX_SAVED_BUILDS) return { ok: false, reason: 'full' };
  const name = cleanBuildName(build.name);
  const href = parseBuildUrl(build.href);
  if (name === null || href === null) return { ok: false, reason: 'invalid' };
  const saved: SavedBuild = { ...build, id: nextId(list, takenIds), name, href };
  return { ok: true, list: [saved, ...list], saved };
}

/** The list with one build renamed; unchanged when the name is empty or the id unknown. */
export function renameSavedBuild(list: readonly SavedBuild[], id: string, name: unknown): SavedBuild[] {
  const clean = cleanBuildName(name);
  return list.map((build) =>
    build.id === id && clean !== null && clean !== build.name ? { ...build, name: clean, rev: (build.rev ?? 1) + 1 } : build,
  );
}

/** The list without one build, and what undo needs to put it back where it was. */
export function removeSavedBuild(
  list: readonly SavedBuild[],
  id: string,
): { list: SavedBuild[]; removed: { build: SavedBuild; index: number } | null } {
  const index = list.findIndex((build) => build.id === id);
  if (index === -1) return { list: [...list], removed: null };
  return { list: list.filter((build) => build.id !== id), removed: { build: list[index]!, index } };
}

/** Undo of a delete: the build back at its place (unless its id is in use again, or the list is full). */
export function restoreSavedBuild(list: readonly SavedBuild[], removed: { build: SavedBuild; index: number }): SavedBuild[] {
  if (list.some((build) => build.id === removed.build.id) || list.length >= MAX_SAVED_BUILDS) return [...list];
  const index = Math.min(Math.max(0, removed.index), list.length);
  return [...list.slice(0, index), removed.build, ...list.slice(index)];
}

function readPricing(value: unknown): PricingContext | null {
  const record = asRecord(value);
  if (!record) return null;
  const customerType = CUSTOMER_TYPES.find((type) => type === record.customerType);
  const pricingType = PRICING_TYPES.find((type) => type === record.pricingType);
  const state = record.state === null || record.state === undefined ? null : STATES.find((code) => code === record.state);
  if (!customerType || !pricingType || state === undefined) return null;
  return { customerType, pricingType, state };
}

/** A saved total: a non-negative number, or null for a build saved without a price; undefined when it is neither. */
function readTotal(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function readSavedBuild(value: unknown): SavedBuild | null {
  const record = asRecord(value);
  if (!record) return null;
  const id = str(record.id);
  const name = cleanBuildName(record.name);
  const href = parseBuildUrl(record.href);
  const savedAt = readSavedAt(record.savedAt);
  const rev = readRev(record.rev);
  const pricing = readPricing(record.pricing);
  const total = readTotal(record.total);
  const priceText = str(record.priceText) ?? '';
  if (!id || !/^b\d{1,9}$/.test(id) || !name || !href || buildUrlCode(href) === null || !pricing) return null;
  if (total === undefined) return null;
  const itemNames = readList(record.itemNames, readItemName).slice(0, 100);
  return { id, name, href, savedAt, ...(rev > 1 ? { rev } : {}), pricing, total, priceText: priceText.slice(0, 40), itemNames };
}

/** A change count: a positive whole number, 1 when absent or not one. */
function readRev(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 1;
}

function readItemName(value: unknown): SavedItemName | null {
  const record = asRecord(value);
  const sku = str(record?.sku);
  const name = cleanBuildName(record?.name);
  return sku && sku.length <= 64 && name ? { sku, name } : null;
}

/** The saved builds a stored value holds: each whole entry kept (first of an id), anything else dropped; never throws. */
export function parseSavedBuilds(raw: string | null): SavedBuild[] {
  return parseSavedBuildsDoc(raw).builds;
}

/** A deleted build, kept as such so a merge with a copy that still holds it does not bring it back. */
export interface DeletedBuild {
  id: string;
  savedAt: string | null;
  href: string;
  /** The build's change count when deleted, plus one. */
  rev: number;
}

/** What storage holds: the builds, and the deletions a merge must keep. */
export interface SavedBuildsDoc {
  builds: SavedBuild[];
  deleted: DeletedBuild[];
}

/** At most this many builds are read back (two writers' merged lists), and this many deletions kept. */
const MAX_STORED_BUILDS = MAX_SAVED_BUILDS * 2;
const MAX_DELETED = 100;

function readDeleted(value: unknown): DeletedBuild | null {
  const record = asRecord(value);
  const id = str(record?.id);
  const href = parseBuildUrl(record?.href);
  if (!record || !id || !/^b\d{1,9}$/.test(id) || !href) return null;
  return { id, savedAt: readSavedAt(record.savedAt), href, rev: readRev(record.rev) };
}

/** The builds and deletions a stored value holds; never throws. */
export function parseSavedBuildsDoc(raw: string | null): SavedBuildsDoc {
  const record = asRecord(parseJson(raw));
  const builds = readList(record?.builds ?? null, readSavedBuild);
  const seen = new Set<string>();
  return {
    builds: builds.filter((build) => !seen.has(build.id) && Boolean(seen.add(build.id))).slice(0, MAX_STORED_BUILDS),
    deleted: readList(record?.deleted ?? null, readDeleted).slice(0, MAX_DELETED),
  };
}

/** The text stored for a list and its deletions (version 1 of the format: a reader that knows no deletions reads the builds). */
export function savedBuildsValue(list: readonly SavedBuild[], deleted: readonly DeletedBuild[] = []): string {
  return JSON.stringify({ version: 1, builds: list, ...(deleted.length > 0 ? { deleted: deleted.slice(0, MAX_DELETED) } : {}) });
}

/** Who a pricing is for and how it is paid: 'private, drive-away', 'business, lease (weekly)' (or 'private drive-away'). */
function buyerText(pricing: PricingContext, between = ', '): string {
  return `${customerTypeLabel(pricing.customerType).toLowerCase()}${between}${isLease(pricing) ? 'lease (weekly)' : 'drive-away'}`;
}

/** A pricing in words, as a build sheet and a saved build say what they are priced for: 'NSW, private, drive-away'. */
export function pricedForText(pricing: PricingContext): string {
  const where = pricing.state ? pricing.state.toUpperCase() : 'national prices (no location set)';
  return `${where}, ${buyerText(pricing)}`;
}

/**
 * What a saved build's re-pricing note says of the prices it was saved with (issue 35): 'with NSW,
 * private, drive-away prices'; a build saved before a location was set had national prices.
 */
export function savedWithText(pricing: PricingContext): string {
  return pricing.state
    ? `with ${pricedForText(pricing)} prices`
    : `before a location was set, with national ${buyerText(pricing, ' ')} prices`;
}

/** Whether two pricing contexts are the same. */
export function samePricing(a: PricingContext, b: PricingContext): boolean {
  return a.customerType === b.customerType && a.pricingType === b.pricingType && a.state === b.state;
}

/** What makes a build the same build: its route (range, model, variant and accessories, in any order) and the pricing it is saved for. */
type BuildIdentity = Pick<SavedBuild, 'href' | 'pricing'>;

function routeKey(build: Pick<SavedBuild, 'href'>): string {
  const parts = savedBuildParts(build);
  return JSON.stringify([parts.rangeCode, parts.modelSku, parts.variantSku, [...parts.cart].sort()]);
}

/** Whether two builds are the same build saved for the same pricing: saving it again would only make a duplicate. */
export function sameBuild(a: BuildIdentity, b: BuildIdentity): boolean {
  return samePricing(a.pricing, b.pricing) && routeKey(a) === routeKey(b);
}

/** The saved build that is this build (the first, newest, when a merge of two tabs kept two), or null. */
export function findSavedBuild(list: readonly SavedBuild[], build: BuildIdentity): SavedBuild | null {
  return list.find((saved) => sameBuild(saved, build)) ?? null;
}
