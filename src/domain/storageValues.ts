/** Local storage values (spec 2, 7: buildUrl, continueBuild, CTA), parsed by total functions. */
import { asRecord, oneOf, parseJson, readList, str } from './read';
import { ACCESSORIES_PARAM, safeDecode } from './urlParams';

/** The CTA values the footer stores (spec 7). */
export const CTA_VALUES = ['get-a-quote', 'book-a-test-drive'] as const;
export type Cta = (typeof CTA_VALUES)[number];

/**
 * The longest saved build path read back: room for a model, a variant and a full
 * cart (100 skus of up to 64 characters, spec 2's accessories parameter).
 */
export const MAX_BUILD_URL_LENGTH = 8192;

/** The route parameters that make a build; everything else in the URL (tracking, viewDrawer) is not saved. */
export const BUILD_PARAMS = ['model-selection', 'option-sku', ACCESSORIES_PARAM] as const;

/**
 * The build path to save (spec 2, buildUrl): the route path and only the
 * parameters naming the build, so tracking noise in the page URL (a 2 MB
 * utm_content) never makes the saved build too big to offer again. Null when
 * even the build alone is over MAX_BUILD_URL_LENGTH.
 */
export function savedBuildUrl(path: string, search: string): string | null {
  const kept = (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((part) => (BUILD_PARAMS as readonly string[]).includes(safeDecode(part.split('=')[0] ?? '')));
  const url = kept.length === 0 ? path : `${path}?${kept.join('&')}`;
  return parseBuildUrl(url);
}

/** A saved build path ('/triton/?model-selection=…' or '#/triton/…'), or null for anything else. */
export function parseBuildUrl(raw: unknown): string | null {
  const value = str(raw)?.trim();
  if (value === undefined || value.length < 2 || value.length > MAX_BUILD_URL_LENGTH) return null;
  const path = value.startsWith('#') ? value.slice(1) : value;
  // Only an in-app path: a protocol or a second slash would leave the page.
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) return null;
  return value;
}

/** The continue flag: true only for the stored text 'true'. */
export function parseContinueBuild(raw: unknown): boolean {
  return raw === 'true' || raw === true;
}

/** The text stored for the continue flag. */
export function continueBuildValue(value: boolean): string {
  return value ? 'true' : 'false';
}

/** The stored CTA, or null for anything else. */
export function parseCta(raw: unknown): Cta | null {
  return oneOf(CTA_VALUES, str(raw)?.trim());
}

/** The range code of a saved build path ('/triton/…' → 'triton'), or null. */
export function buildUrlCode(raw: unknown): string | null {
  const url = parseBuildUrl(raw);
  if (url === null) return null;
  const path = url.startsWith('#') ? url.slice(1) : url;
  const code = path.split(/[/?]/)[1] ?? '';
  return code === '' ? null : code;
}

/** What a repeat visit remembers of a range to ask for its vehicles before the fresh range list is in. */
interface RememberedRange {
  code: string;
  uid: string;
  year: string;
}

/** The most ranges remembered (a store lists a few dozen). */
const MAX_REMEMBERED_RANGES = 100;

/** The remembered ranges (rememberedRangesValue's text), or none for anything else. */
export function parseRememberedRanges(raw: string | null): RememberedRange[] {
  return readList(parseJson(raw), (item) => {
    const entry = asRecord(item);
    const [code, uid, year] = [str(entry?.code), str(entry?.uid), str(entry?.year)];
    return code && uid && year !== null ? { code, uid, year } : null;
  }).slice(0, MAX_REMEMBERED_RANGES);
}

/** The text stored for the ranges of the last range list: each one's code, uid and year. */
export function rememberedRangesValue(ranges: readonly RememberedRange[]): string {
  return JSON.stringify(ranges.slice(0, MAX_REMEMBERED_RANGES).map(({ code, uid, year }) => ({ code, uid, year })));
}
