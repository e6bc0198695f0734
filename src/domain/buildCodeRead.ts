/**
 * Reading a build code (issue 32.1; buildCode.ts makes it and describes its bits). Case does not
 * matter, nor spaces and dashes; 'I' and 'L' read as 1 and 'O' as 0, as Crockford's Base32 reads
 * them. First the range (from the code alone), then the build against that range's catalog. A code
 * made against an older catalog opens what the catalog still sells, through the build link the
 * share button makes (its cart's unknown skus are told as 'no longer offered', as a link's are).
 */
import type { Catalog } from './catalog';
import { CODE_DIGITS, checkDigit, choose, codeLists, hash5, variantSkus, widthFor, type CodedBuild } from './buildCode';
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
  fixed(width: number): bigint | null {
    if (this.at + width > this.text.length) return null;
    const part = this.text.slice(this.at, (this.at += width));
    return width === 0 ? 0n : BigInt(`0b${part}`);
  }
  expGolomb(): number | null {
    let zeros = 0;
    while (this.text[this.at + zeros] === '0') zeros++;
    if (zeros > 20) return null;
    this.at += zeros;
    const value = this.fixed(zeros + 1);
    return value === null ? null : Number(value) - 1;
  }
  /** Whether only the zero padding is left. */
  done(): boolean {
    return this.text.length - this.at < 5 && !this.text.slice(this.at).includes('1');
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
  const place = new Bits(bits).expGolomb();
  const range = place === null ? undefined : [...rangeCodes].sort()[place];
  return range === undefined ? { kind: 'unknown' } : { kind: 'range', range, bits };
}

/** A code read against its range's catalog. */
export type CodeBuild =
  /** The model or variant the code names is no longer in the catalog (or moved): nothing of it can be trusted. */
  | { kind: 'vehicle-gone' }
  /** The build; `lost` cart items could not be read (the catalog's items changed since the code was made). */
  | { kind: 'build'; build: CodedBuild; lost: number };

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

/** The cart a code's bits name after the vehicle; null when they do not read as this catalog's items. */
function cartOf(reader: Bits, catalog: Catalog, count: number): string[] | null {
  const { items } = codeLists(catalog);
  if (count > MAX_CART_ITEMS || count > items.length) return null;
  const rank = reader.fixed(widthFor(choose(items.length, count)));
  const hash = reader.fixed(5);
  if (rank === null || rank >= choose(items.length, count) || !reader.done()) return null;
  const cart = placesOf(rank, count, items.length).map((place) => items[place]!);
  return Number(hash) === hash5(cart) ? cart : null;
}

/** The build a code names, read against its range's catalog. */
export function codeBuild(range: Extract<CodeRange, { kind: 'range' }>, catalog: Catalog): CodeBuild {
  const reader = new Bits(range.bits);
  reader.expGolomb();
  const { models } = codeLists(catalog);
  const modelAt = reader.fixed(widthFor(models.length));
  const model = modelAt === null ? undefined : models[Number(modelAt)];
  const variants = model ? variantSkus(model) : [];
  const variantAt = reader.fixed(widthFor(variants.length));
  const variant = variantAt === null ? undefined : variants[Number(variantAt)];
  const hash = reader.fixed(5);
  if (!model || variant === undefined || Number(hash) !== hash5([range.range, model.sku, variant])) return { kind: 'vehicle-gone' };
  const count = reader.expGolomb() ?? 0;
  const cart = count === 0 ? (reader.done() ? [] : null) : cartOf(reader, catalog, count);
  const build = { range: range.range, model: model.sku, variant };
  return cart === null
    ? { kind: 'build', build: { ...build, cart: [] }, lost: Math.max(count, 1) }
    : { kind: 'build', build: { ...build, cart }, lost: 0 };
}

/**
 * The route that opens a code's build: the build link the share button makes
 * ('/triton?model-selection=…&option-sku=…&accessories=…'). Items the code names that could not
 * be read ride in it as skus no catalog has, so the link's own notice tells them
 * ('… 2 accessories no longer offered'), as it does for a link made before they were retired.
 */
export function codeRoute(code: CodeBuild & { kind: 'build' }): string {
  const cart = [...code.build.cart, ...Array.from({ length: code.lost }, (_, i) => `retired-${i + 1}`)];
  const accessories = cart.length > 0 ? `&${ACCESSORIES_PARAM}=${cart.map(encode).join(',')}` : '';
  return `/${encode(code.build.range)}?${buildQuery(code.build.model, code.build.variant)}${accessories}`;
}

/** What a visitor who typed a code is told in place when it opens no build (issue 32.1; the spec has no copy for them). */
export const CODE_MESSAGES = {
  empty: 'Enter your build code, for example K7F2-9QX4-M.',
  wrong: "That build code isn't right: one of its characters may be mistyped. Please check it and try again.",
  unknown: "We don't know that build code: it may be for a vehicle that is no longer offered.",
  offline: "Your build code couldn't be checked. Please check your connection and try again.",
} as const;

/** The message for a code whose vehicle the range no longer sells. */
export function vehicleGoneMessage(rangeName: string): string {
  return `The ${rangeName} this build code was made for is no longer offered (its model or colour has changed). Please start a new build.`;
}
