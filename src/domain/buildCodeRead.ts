/**
 * Reading a build code (issue 32.1; buildCode.ts makes it and describes its bits). Case does not
 * matter, nor spaces and dashes; 'I' and 'L' read as 1 and 'O' as 0, as Crockford's Base32 reads
 * them. First the range (from the code alone), then the build against that range's catalog today:
 * each part is looked up by its hash. The build whose skus match the code's check opens as it was
 * coded. A code made before the catalog changed opens what is still sold, through the build link
 * the share button makes, which tells what changed: a variant no longer sold opens the model's
 * closest one, items no longer sold are told as 'no longer offered', as a link's are.
 */
import type { Catalog } from './catalog';
import {
  buildCheck,
  CHECK_BITS,
  CODE_DIGITS,
  checkDigit,
  choose,
  codeLists,
  ITEM_BITS,
  listHashes,
  MODEL_BITS,
  SEED_ORDER,
  SEEDS,
  setWidth,
  topBits,
  VARIANT_BITS,
  WIDE_SEED,
  type CodedBuild,
  type SkuList,
} from './buildCode';
import { ACCESSORIES_PARAM, buildQuery, encode, MAX_CART_ITEMS } from './urlParams';

/** A code's digits once cleaned: null when it holds a character no code has, or is too short to be one. */
export function codeDigits(text: string): number[] | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  const digits = [...cleaned].map((char) => CODE_DIGITS.indexOf(char));
  return digits.length < 2 || digits.includes(-1) ? null : digits;
}

/** What a typed code names before its range's catalog is read. */
export type CodeRange =
  /** Not a code: a character no code has, or the check digit does not match (a mistyped code). */
  | { kind: 'wrong' }
  /** A well-formed code for a range the store does not list (any more). */
  | { kind: 'unknown' }
  | { kind: 'range'; range: string; bits: string };

/** Reads bits in order; a read past the end gives null. */
class Bits {
  at = 0;
  constructor(readonly text: string) {}
  fixed(width: number): number | null {
    if (this.at + width > this.text.length) return null;
    const part = this.text.slice(this.at, (this.at += width));
    return width === 0 ? 0 : parseInt(part, 2);
  }
  /** A rank, which may take more bits than a number holds. */
  big(width: number): bigint | null {
    if (this.at + width > this.text.length) return null;
    const part = this.text.slice(this.at, (this.at += width));
    return width === 0 ? 0n : BigInt(`0b${part}`);
  }
  expGolomb(order = 0): number | null {
    let zeros = 0;
    while (this.text[this.at + zeros] === '0') zeros++;
    if (zeros > 20) return null;
    this.at += zeros;
    const high = this.fixed(zeros + 1);
    const low = this.fixed(order);
    return high === null || low === null ? null : ((high - 1) << order) + low;
  }
  /** A count of ones before a zero. */
  unary(): number | null {
    const ones = this.text.indexOf('0', this.at) - this.at;
    if (ones < 0) return null;
    this.at += ones + 1;
    return ones;
  }
  rest(): number {
    return this.text.length - this.at;
  }
}

/** The range a typed code names, among the range codes the store lists. */
export function codeRange(text: string, rangeCodes: readonly string[]): CodeRange {
  const digits = codeDigits(text);
  if (!digits || checkDigit(digits.slice(0, -1)) !== digits.at(-1)) return { kind: 'wrong' };
  const bits = digits
    .slice(0, -1)
    .map((d) => d.toString(2).padStart(5, '0'))
    .join('');
  const place = new Bits(bits).expGolomb(1);
  const range = place === null ? undefined : [...rangeCodes].sort()[place];
  return range === undefined ? { kind: 'unknown' } : { kind: 'range', range, bits };
}

/** What a code holds: the seed and the hashes of its parts, and the check. */
interface CodeHashes {
  seed: number;
  model: { hash: number; width: number };
  variant: { hash: number; width: number };
  items: { hashes: number[]; width: number };
  check: { hash: number; width: number };
}

/** The places of a set of `count` items from its rank (the inverse of buildCode's sum of C(place, i + 1)). */
function placesOf(rank: bigint, count: number, size: number): number[] {
  const places: number[] = [];
  let top = size;
  for (let k = count; k > 0; k--) {
    let place = top - 1;
    let c = choose(place, k);
    while (c > rank) {
      c = place - k > 0 ? (c * BigInt(place - k)) / BigInt(place) : 0n;
      place--;
    }
    places.unshift(place);
    rank -= c;
    top = place;
  }
  return places;
}

/** A hash of a known width, or null. */
function hashOf(reader: Bits, width: number | null): { hash: number; width: number } | null {
  const hash = width === null || width > 32 ? null : reader.fixed(width);
  return hash === null || width === null ? null : { hash, width };
}

/** The cart's hashes; null when the bits do not read as a set. */
function itemsOf(reader: Bits): CodeHashes['items'] | null {
  const count = reader.expGolomb(1);
  if (count === null || count > MAX_CART_ITEMS) return null;
  if (count === 0) return { hashes: [], width: ITEM_BITS };
  const more = reader.unary();
  const width = more === null ? 33 : ITEM_BITS + more;
  const rank = width > 32 ? null : reader.big(setWidth(width, count));
  if (rank === null || rank >= choose(2 ** width, count)) return null;
  return { hashes: placesOf(rank, count, 2 ** width), width };
}

/** The hashes a code's bits hold after the range; null when they are not a code's. */
function hashesOf(bits: string): CodeHashes | null {
  const reader = new Bits(bits);
  reader.expGolomb(1);
  const seed = reader.expGolomb(SEED_ORDER);
  const wide = (least: number): number | null => {
    const more = reader.expGolomb();
    return more === null ? null : least + more;
  };
  const widths = seed === WIDE_SEED ? [wide(MODEL_BITS), wide(VARIANT_BITS)] : [MODEL_BITS, VARIANT_BITS];
  const model = hashOf(reader, widths[0]!);
  const variant = hashOf(reader, widths[1]!);
  const items = itemsOf(reader);
  const check = reader.rest() < CHECK_BITS ? null : hashOf(reader, reader.rest());
  if (seed === null || seed >= SEEDS || !model || !variant || !items || !check) return null;
  return { seed, model, variant, items, check };
}

/** The skus of a list whose hash, under the code's seed, is the one named. */
function matching(list: SkuList | undefined, seed: number, named: { hash: number; width: number }): string[] {
  if (!list) return [];
  const hashes = listHashes(list, seed);
  return list.skus.filter((_, i) => topBits(hashes[i]!, named.width) === named.hash);
}

/** A code read against its range's catalog. */
export type CodeBuild =
  /** The model the code names is no longer in the catalog. */
  | { kind: 'vehicle-gone' }
  /** Not a code this catalog can read with certainty: not made by buildCode, or a retired part shares its hash with one sold now. */
  | { kind: 'unknown' }
  /**
   * The build as the catalog sells it today. `variant` is null when the coded one is no longer sold
   * (the model's closest opens); `lost` counts the cart items no longer sold (or not told apart).
   */
  | { kind: 'build'; build: Omit<CodedBuild, 'variant'> & { variant: string | null }; lost: number };

/** Every build a code's parts could name (their candidates combined), up to a limit. */
function* combinations(
  models: string[],
  variantsOf: (model: string) => string[],
  items: string[][],
): Generator<[string, string, string[]]> {
  let left = 1024;
  const carts = (from: number): string[][] =>
    from === items.length ? [[]] : items[from]!.flatMap((sku) => carts(from + 1).map((rest) => [sku, ...rest]));
  if (items.reduce((n, list) => n * list.length, 1) > left) return;
  for (const model of models)
    for (const variant of variantsOf(model))
      for (const cart of carts(0)) {
        if (--left < 0) return;
        yield [model, variant, cart];
      }
}

/** The build a code names, read against its range's catalog today. */
export function codeBuild(range: Extract<CodeRange, { kind: 'range' }>, catalog: Catalog): CodeBuild {
  const code = hashesOf(range.bits);
  if (!code) return { kind: 'unknown' };
  const lists = codeLists(catalog);
  const models = matching(lists.models, code.seed, code.model);
  const variantsOf = (model: string) => matching(lists.variants.get(model), code.seed, code.variant);
  const items = code.items.hashes.map((hash) => matching(lists.items, code.seed, { hash, width: code.items.width }));
  // The builds whose skus give the code's check: exactly one is the coded build.
  const checked = [...combinations(models, variantsOf, items)].filter(
    ([model, variant, cart]) => topBits(buildCheck({ range: range.range, model, variant, cart }), code.check.width) === code.check.hash,
  );
  if (checked.length === 1) {
    const [model, variant, cart] = checked[0]!;
    return { kind: 'build', build: { range: range.range, model, variant, cart }, lost: 0 };
  }
  // Every part found, yet not the coded build (or more than one): a part retired since shares its hash with one sold now.
  const found = models.some((model) => variantsOf(model).length > 0) && items.every((list) => list.length > 0);
  if (checked.length > 1 || found) return { kind: 'unknown' };
  if (models.length === 0) return { kind: 'vehicle-gone' };
  // A part is no longer sold: what is still sold opens, each part as its hash names it.
  const withVariant = models.filter((model) => variantsOf(model).length > 0);
  const model = models.length === 1 ? models[0]! : withVariant.length === 1 ? withVariant[0]! : null;
  if (model === null) return { kind: 'unknown' };
  const variants = variantsOf(model);
  const cart = items.filter((list) => list.length === 1).map((list) => list[0]!);
  const build = { range: range.range, model, variant: variants.length === 1 ? variants[0]! : null, cart };
  return { kind: 'build', build, lost: items.length - cart.length };
}

/** The option-sku a code's route names when its variant is no longer sold: no catalog has it, so the link tells it. */
export const RETIRED_VARIANT = 'retired';

/**
 * The route that opens a code's build: the build link the share button makes
 * ('/triton?model-selection=…&option-sku=…&accessories=…'). Parts the code names that are no
 * longer sold ride in it as skus no catalog has, so the link's own notices tell them: the model's
 * closest variant ('The colour, interior or options in your link are no longer sold together…')
 * and '… 2 accessories no longer offered', as for a link made before they were retired.
 */
export function codeRoute(code: CodeBuild & { kind: 'build' }): string {
  const cart = [...code.build.cart, ...Array.from({ length: code.lost }, (_, i) => `retired-${i + 1}`)];
  const accessories = cart.length > 0 ? `&${ACCESSORIES_PARAM}=${cart.map(encode).join(',')}` : '';
  return `/${encode(code.build.range)}?${buildQuery(code.build.model, code.build.variant ?? RETIRED_VARIANT)}${accessories}`;
}

/** What a visitor who typed a code is told in place when it opens no build (issue 32.1; the spec has no copy for them). */
export const CODE_MESSAGES = {
  empty: 'Enter your build code, for example K7F2-9QX4-M.',
  wrong: "That build code isn't right: one of its characters may be mistyped. Please check it and try again.",
  unknown: "We don't know that build code: it may be for a vehicle that is no longer offered.",
  offline: "Your build code couldn't be checked. Please check your connection and try again.",
} as const;

/** The message for a code whose model the range no longer sells. */
export function vehicleGoneMessage(rangeName: string): string {
  return `The ${rangeName} this build code was made for is no longer offered (its model has changed). Please start a new build.`;
}
