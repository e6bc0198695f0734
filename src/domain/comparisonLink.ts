/**
 * The comparison link (issue 32.5): two builds side by side handed over as one link. It opens on
 * the selector's route (`#/?…`) and names each build as a build link does (spec 2's model-selection,
 * option-sku and accessories), with its range and the name it was compared under, each parameter
 * prefixed by its side ('a-', 'b-'); then the pricing it was priced with (`priced-for`, as a build
 * link's). For example: 'a-range=triton&a-name=For%20Sam&a-model-selection=…&a-option-sku=…&
 * a-accessories=MZ330060&b-range=…&…&priced-for=private.drive-away.nsw'. Read by a total function:
 * what a damaged link still names is kept, never a throw.
 */
import { parsePricedFor, pricedForValue } from './buildLink';
import { cleanBuildName } from './savedBuilds';
import { parseBuildUrl } from './storageValues';
import type { PricingContext } from './types';
import { FIELDS, isComparisonQuery, type Side } from './comparisonParams';
import { ACCESSORIES_PARAM, buildQuery, encode, queryPairs, readCartValue } from './urlParams';

/** One build of a comparison link. */
export interface SharedBuild {
  /** The name it was compared under. */
  name: string;
  /** Its range's code ('triton'). */
  range: string;
  modelSku: string;
  variantSku: string;
  cart: readonly string[];
}

/** The longest range code or sku read from a link (a cart sku's limit, urlParams' parseAccessoriesParam). */
const MAX_CODE_LENGTH = 64;

/** The query of a comparison link: each build's parameters, a then b, and the pricing both were priced with. */
export function comparisonQuery(a: SharedBuild, b: SharedBuild, pricing: PricingContext): string {
  const side = (prefix: string, build: SharedBuild): string[] => [
    `${prefix}-range=${encode(build.range)}`,
    `${prefix}-name=${encode(build.name)}`,
    `${prefix}-model-selection=${encode(build.modelSku)}`,
    `${prefix}-option-sku=${encode(build.variantSku)}`,
    ...(build.cart.length > 0 ? [`${prefix}-${ACCESSORIES_PARAM}=${build.cart.map(encode).join(',')}`] : []),
  ];
  return [...side('a', a), ...side('b', b), `priced-for=${pricedForValue(pricing)}`].join('&');
}

/** What a comparison link holds: both builds, or (damaged) the builds it still names whole, and the pricing it was priced with. */
export type ComparisonLink =
  | { ok: true; builds: readonly [SharedBuild, SharedBuild]; pricing: PricingContext | null }
  | { ok: false; builds: readonly SharedBuild[]; pricing: PricingContext | null };

/** A range code or sku as a link names it: trimmed, 1 to 64 characters, no space; null otherwise. */
function code(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return text !== '' && text.length <= MAX_CODE_LENGTH && !/\s/.test(text) ? text : null;
}

/** One side's build, or null when a part it needs is missing or not one a link may hold. */
function readSide(pairs: readonly [string, string][], side: Side, fallbackName: string): SharedBuild | null {
  const value = (field: (typeof FIELDS)[number]): string | undefined => pairs.find(([key]) => key === `${side}-${field}`)?.[1];
  const range = code(value('range'));
  const modelSku = code(value('model-selection'));
  const variantSku = code(value('option-sku'));
  if (!range || !/^[a-z0-9][a-z0-9_-]*$/i.test(range) || !modelSku || !variantSku) return null;
  const build = {
    name: cleanBuildName(value('name')) ?? fallbackName,
    range,
    modelSku,
    variantSku,
    cart: readCartValue(value(ACCESSORIES_PARAM)),
  };
  // A build a link opens is a route a saved build may hold (storageValues' limits).
  return parseBuildUrl(sharedBuildRoute(build, null)) ? build : null;
}

/** What a route's query holds as a comparison link; null when it is not one (isComparisonQuery). */
export function parseComparisonLink(input: unknown): ComparisonLink | null {
  if (!isComparisonQuery(input)) return null;
  const pairs = queryPairs(input);
  const pricing = parsePricedFor(input);
  const a = readSide(pairs, 'a', 'First build');
  const b = readSide(pairs, 'b', 'Second build');
  if (a && b) return { ok: true, builds: [a, b], pricing };
  return { ok: false, builds: [a, b].filter((build): build is SharedBuild => build !== null), pricing };
}

/** The route that opens one build of a comparison link, as a build link names it (with the pricing it was shared with, when known). */
export function sharedBuildRoute(build: SharedBuild, pricing: PricingContext | null): string {
  const cart = build.cart.length > 0 ? `&${ACCESSORIES_PARAM}=${build.cart.map(encode).join(',')}` : '';
  const pricedFor = pricing ? `&priced-for=${pricedForValue(pricing)}` : '';
  return `/${build.range}?${buildQuery(build.modelSku, build.variantSku)}${cart}${pricedFor}`;
}
