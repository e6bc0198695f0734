/**
 * The build code (issue 32.1): a build as a short code a dealer can type or read over the phone,
 * made and read with no server. It names the range, then each part of the build by a short hash
 * of its sku: the model, its variant (colour, interior, option pack), and the cart's items (trays,
 * tray paints, accessories and their colours) as one set. A part is named by its sku, not by its
 * place in the catalog, so a code still names the same parts after others were added or retired:
 * buildCodeRead.ts reads each part against today's catalog and says what is no longer sold.
 * Crockford's Base32 (no I, L, O or U), grouped by four ('K7F2-9QX4-M'), with a check character
 * that catches any one wrong character and any two neighbours swapped.
 *
 * The bits, most significant first:
 * - the range's place among the range codes, in code order (Exp-Golomb of order 1);
 * - the seed of the parts' hashes (Exp-Golomb of order 5: seeds 0 to 31 take 6 bits, up to 95
 *   take 8, up to 223 take 10): the encoder tries each and keeps the shortest code. A part's hash
 *   is as many top bits of its sku's seeded hash as make it unlike every other sku of its list
 *   (the range's models; the model's variants; every sku the catalog sells);
 * - with seed 31 only: how many bits more than 7 the model's hash takes and more than 5 the
 *   variant's (Exp-Golomb each), for a catalog where no other seed gives hashes of their own;
 * - the model's hash (7 bits) and the variant's (5 bits; with seed 31, as many as said);
 * - how many cart items (Exp-Golomb of order 1); when there are any, how many bits more than 7
 *   their hashes take (in unary: '0' for 7, '10' for 8) and the set of their hashes (its rank
 *   among the sets of that size, the fewest bits a set can take);
 * - the whole build's check: at least 8 top bits of a hash of the range, model, variant and
 *   cart skus, to the end of the last character. When a retired part and a new one share a hash,
 *   the check tells the reader that the build it found is not the one coded.
 */
import type { Catalog } from './catalog';

/** Crockford's Base32 digits: no I, L, O or U. */
export const CODE_DIGITS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What a code names: the range and the build's model, variant and cart skus. */
export interface CodedBuild {
  range: string;
  model: string;
  variant: string;
  cart: readonly string[];
}

/** The order of the seed's Exp-Golomb code, and the seeds the encoder tries. */
export const SEED_ORDER = 5;
export const SEEDS = 224;
/** The seed that says the vehicle's hash widths are written. */
export const WIDE_SEED = 31;
/**
 * The bits of the model's hash and of the variant's (with any seed but WIDE_SEED; the least with
 * it). The model's are more: when a code's variant is no longer sold, its model is known by its
 * hash alone (the build's check needs every part), and one added since must not pass for it.
 */
export const MODEL_BITS = 7;
export const VARIANT_BITS = 5;
/** The fewest bits of a cart item's hash. */
export const ITEM_BITS = 7;
/** The fewest bits of the whole build's check (the rest of its last character adds to them). */
export const CHECK_BITS = 8;
/** The seed of the whole build's check (the parts' seeds are below it). */
const CHECK_SEED = SEEDS;

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A text's 32-bit hash under a seed: FNV-1a (over UTF-16 code units) from a seeded offset basis,
 * then a xorshift-multiply finaliser (the one issue 32.1's format simulation used; with
 * MurmurHash3's, one typical Triton build of 396 takes a character more).
 */
export function skuHash(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

/** The top `width` bits of a 32-bit hash. */
export const topBits = (hash: number, width: number): number => (width === 0 ? 0 : hash >>> (32 - width));

/** The check of a whole build: its skus (the cart's in code order), hashed. */
export const buildCheck = (build: CodedBuild): number =>
  skuHash([build.range, build.model, build.variant, ...[...new Set(build.cart)].sort(compare)].join('\n'), CHECK_SEED);

/** Skus a part is told apart from, with their hashes under each seed (computed when first asked for). */
export interface SkuList {
  skus: readonly string[];
  bySeed: Uint32Array[];
}

/** The lists of a catalog's parts (cached per catalog): its models, each model's variants, every sku it sells. */
export interface CodeLists {
  models: SkuList;
  variants: ReadonlyMap<string, SkuList>;
  items: SkuList;
}

const lists = new WeakMap<Catalog, CodeLists>();
const skuList = (skus: readonly string[]): SkuList => ({ skus, bySeed: [] });

export function codeLists(catalog: Catalog): CodeLists {
  let found = lists.get(catalog);
  if (!found) {
    const { configurables } = catalog;
    found = {
      models: skuList(configurables.map((m) => m.sku)),
      variants: new Map(configurables.map((m) => [m.sku, skuList(m.variants.map((v) => v.sku))])),
      items: skuList([...catalog.bySku.keys()]),
    };
    lists.set(catalog, found);
  }
  return found;
}

/** The hashes of a list's skus under a seed. */
export const listHashes = (list: SkuList, seed: number): Uint32Array =>
  (list.bySeed[seed] ??= Uint32Array.from(list.skus, (sku) => skuHash(sku, seed)));

/** The fewest top bits of a sku's hash that no other sku of the list shares (33 when one has the very same hash). */
export function uniqueWidth(sku: string, list: SkuList, seed: number): number {
  const own = skuHash(sku, seed);
  const all = listHashes(list, seed);
  let width = 0;
  for (let i = 0; i < all.length; i++) if (list.skus[i] !== sku) width = Math.max(width, Math.clz32(own ^ all[i]!) + 1);
  return width;
}

/** The bits a value below n takes. */
export const widthFor = (n: bigint): number => (n <= 1n ? 0 : (n - 1n).toString(2).length);

/** n written in a fixed number of bits. */
export const fixed = (n: number | bigint, width: number): string => (width === 0 ? '' : n.toString(2).padStart(width, '0'));

/** Exp-Golomb of an order: order 0 writes 0 → '1', 1 → '010', 3 → '00100'; order 1 writes 0 → '10', 5 → '0111'. */
export function expGolomb(n: number, order = 0): string {
  const bits = ((n >> order) + 1).toString(2);
  return '0'.repeat(bits.length - 1) + bits + fixed(n & ((1 << order) - 1), order);
}

/** Binomial coefficient C(n, k), exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let out = 1n;
  for (let i = 0; i < k; i++) out = (out * BigInt(n - i)) / BigInt(i + 1);
  return out;
}

/** The bits a set of `count` distinct hashes of `width` bits takes as its rank. */
export const setWidth = (width: number, count: number): number => widthFor(choose(2 ** width, count));

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

/** The vehicle's part of a code under a seed (after the range and the seed); null when its hashes cannot be told apart. */
function vehicleBits(catalog: Catalog, build: CodedBuild, seed: number): string | null {
  const { models, variants } = codeLists(catalog);
  const widths = [uniqueWidth(build.model, models, seed), uniqueWidth(build.variant, variants.get(build.model)!, seed)];
  const wide = seed === WIDE_SEED;
  const least = [MODEL_BITS, VARIANT_BITS];
  if (widths.some((width, i) => width > (wide ? 32 : least[i]!))) return null;
  const [model, variant] = widths.map((width, i) => (wide ? Math.max(width, least[i]!) : least[i]!)) as [number, number];
  return (
    (wide ? expGolomb(model - MODEL_BITS) + expGolomb(variant - VARIANT_BITS) : '') +
    fixed(topBits(skuHash(build.model, seed), model), model) +
    fixed(topBits(skuHash(build.variant, seed), variant), variant)
  );
}

/** The cart's part of a code under a seed; null when its hashes cannot be told apart. */
function cartBits(catalog: Catalog, cart: readonly string[], seed: number): string | null {
  if (cart.length === 0) return expGolomb(0, 1);
  const { items } = codeLists(catalog);
  const width = Math.max(ITEM_BITS, ...cart.map((sku) => uniqueWidth(sku, items, seed)));
  if (width > 32) return null;
  const set = cart.map((sku) => topBits(skuHash(sku, seed), width)).sort((a, b) => a - b);
  const rank = set.reduce((sum, hash, i) => sum + choose(hash, i + 1), 0n);
  return expGolomb(cart.length, 1) + '1'.repeat(width - ITEM_BITS) + '0' + fixed(rank, setWidth(width, cart.length));
}

/**
 * The code of a build against its range's catalog and the range codes the store lists; null
 * when the catalog does not sell it (an unknown range, model, variant or cart sku, as while the
 * accessories are still loading).
 */
export function buildCode(rangeCodes: readonly string[], catalog: Catalog, build: CodedBuild): string | null {
  const range = [...rangeCodes].sort(compare).indexOf(build.range);
  const cart = [...new Set(build.cart)];
  const sold = codeLists(catalog).variants.get(build.model)?.skus.includes(build.variant);
  if (range === -1 || !sold || cart.some((sku) => !catalog.bySku.has(sku))) return null;
  let shortest: string | null = null;
  for (let seed = 0; seed < SEEDS; seed++) {
    const vehicle = vehicleBits(catalog, build, seed);
    const items = vehicle === null ? null : cartBits(catalog, cart, seed);
    const bits = items === null ? null : expGolomb(range, 1) + expGolomb(seed, SEED_ORDER) + vehicle + items;
    if (bits !== null && (shortest === null || bits.length < shortest.length)) shortest = bits;
  }
  if (shortest === null) return null;
  const check = Math.ceil((shortest.length + CHECK_BITS) / 5) * 5 - shortest.length;
  const digits = ((shortest + fixed(topBits(buildCheck(build), check), check)).match(/.{5}/g) ?? []).map((five) => parseInt(five, 2));
  return grouped([...digits, checkDigit(digits)].map((d) => CODE_DIGITS[d]).join(''));
}
