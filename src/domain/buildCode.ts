/**
 * The build code (issue 32.1): a build as a short code a dealer can type or read over the phone,
 * made and read with no server. It names the range and indexes the build into the range's catalog:
 * the range, the model, its variant (colour, interior, option pack), and the cart's items (trays,
 * tray paints, accessories and their colours) as one set. Crockford's Base32 (no I, L, O or U),
 * grouped by four ('K7F2-9QX4-M'), with a check character that catches any one wrong character and
 * any two neighbours swapped. buildCodeRead.ts reads it back.
 *
 * The bits, most significant first: the range's place among the range codes (Exp-Golomb); the
 * model's place among the catalog's models and the variant's among the model's (as many bits as
 * the list needs), each list in sku order so the page's display order never changes a code; 5 bits
 * of a hash of the range, model and variant skus; how many cart items (Exp-Golomb); when there are
 * any, the set of their places among every sku the catalog sells (its rank among the sets of that
 * size, the fewest bits a set can take) and 5 bits of a hash of their skus. The hashes tell a code
 * made against an older catalog (an item retired or added moves the places) from a good one.
 */
import type { Catalog } from './catalog';
import type { Configurable } from './types';

/** Crockford's Base32 digits: no I, L, O or U. */
export const CODE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a code names: the range and the build's model, variant and cart skus. */
export interface CodedBuild {
  range: string;
  model: string;
  variant: string;
  cart: readonly string[];
}

/** The lists a code indexes, each in sku order, and every cart sku's place. */
export interface CodeLists {
  models: readonly Configurable[];
  items: readonly string[];
  itemPlace: ReadonlyMap<string, number>;
}

const bySku = <T extends { sku: string }>(a: T, b: T): number => compare(a.sku, b.sku);
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const lists = new WeakMap<Catalog, CodeLists>();

/** The catalog's lists in sku order (computed once per catalog). */
export function codeLists(catalog: Catalog): CodeLists {
  let found = lists.get(catalog);
  if (!found) {
    const items = [...catalog.bySku.keys()].sort(compare);
    found = { models: [...catalog.configurables].sort(bySku), items, itemPlace: new Map(items.map((sku, i) => [sku, i])) };
    lists.set(catalog, found);
  }
  return found;
}

/** A model's variant skus in sku order. */
export const variantSkus = (model: Configurable): string[] => model.variants.map((v) => v.sku).sort(compare);

/** The bits a place in a list of n takes. */
export const widthFor = (n: number | bigint): number => (BigInt(n) <= 1n ? 0 : (BigInt(n) - 1n).toString(2).length);

/** n written in a fixed number of bits. */
export const fixed = (n: number | bigint, width: number): string => (width === 0 ? '' : n.toString(2).padStart(width, '0'));

/** Exp-Golomb (order 0): 0 → '1', 1 → '010', 3 → '00100'. */
export function expGolomb(n: number): string {
  const bits = (n + 1).toString(2);
  return '0'.repeat(bits.length - 1) + bits;
}

/** Binomial coefficient C(n, k), exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i++) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}

/** 5 bits of an FNV-1a hash of some skus. */
export function hash5(parts: readonly string[]): number {
  let h = 0x811c9dc5;
  for (const char of parts.join('\n')) h = Math.imul(h ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return (h ^ (h >>> 10) ^ (h >>> 20) ^ (h >>> 27)) & 31;
}

/** GF(32) product (x^5 + x^2 + 1). */
function times(a: number, b: number): number {
  let product = 0;
  for (; b > 0; b >>= 1, a = a & 16 ? ((a << 1) ^ 0x25) & 31 : a << 1) if (b & 1) product ^= a;
  return product;
}

/**
 * The check digit of some digits: with it last, the digits weighted by the powers of a
 * primitive element (the check by 1, the last digit by 2, ...) sum to zero in GF(32). Every
 * weight differs from its neighbour's and none is zero, so one wrong digit or two neighbours
 * swapped always leaves a non-zero sum.
 */
export function checkDigit(digits: readonly number[]): number {
  return times(
    digits.reduce((sum, digit) => times(sum, 2) ^ digit, 0),
    2,
  );
}

/** Groups of four for reading aloud: 'K7F29QX4M' → 'K7F2-9QX4-M'. */
export const grouped = (text: string): string => text.match(/.{1,4}/g)?.join('-') ?? '';

/**
 * The code of a build against its range's catalog and the range codes the store lists; null
 * when the catalog does not sell it (an unknown range, model, variant or cart sku, as while the
 * accessories are still loading).
 */
export function buildCode(rangeCodes: readonly string[], catalog: Catalog, build: CodedBuild): string | null {
  const { models, items, itemPlace } = codeLists(catalog);
  const range = [...rangeCodes].sort(compare).indexOf(build.range);
  const model = models.findIndex((m) => m.sku === build.model);
  const variants = model === -1 ? [] : variantSkus(models[model]!);
  const variant = variants.indexOf(build.variant);
  const places = [...new Set(build.cart)].map((sku) => itemPlace.get(sku) ?? -1).sort((a, b) => a - b);
  if (range === -1 || variant === -1 || places.includes(-1)) return null;
  let bits =
    expGolomb(range) +
    fixed(model, widthFor(models.length)) +
    fixed(variant, widthFor(variants.length)) +
    fixed(hash5([build.range, build.model, build.variant]), 5) +
    expGolomb(places.length);
  if (places.length > 0) {
    const rank = places.reduce((sum, place, i) => sum + choose(place, i + 1), 0n);
    bits += fixed(rank, widthFor(choose(itemPlace.size, places.length))) + fixed(hash5(places.map((p) => items[p]!)), 5);
  }
  bits += '0'.repeat((5 - (bits.length % 5)) % 5);
  const digits = (bits.match(/.{5}/g) ?? []).map((five) => parseInt(five, 2));
  return grouped([...digits, checkDigit(digits)].map((d) => CODE_DIGITS[d]).join(''));
}
