/**
 * The parameters of a comparison link (issue 32.5, comparisonLink.ts): each build's range, name,
 * model, variant and cart, prefixed by its side. Apart from the link's reading, so the selector
 * can tell a comparison link by them without loading it.
 */
import { ACCESSORIES_PARAM, queryPairs } from './urlParams';

const SIDES = ['a', 'b'] as const;
export type Side = (typeof SIDES)[number];

/** A build's parameters in a comparison link, each after its side's prefix ('a-range'). */
export const FIELDS = ['range', 'name', 'model-selection', 'option-sku', ACCESSORIES_PARAM] as const;

/** Whether a route's query is a comparison link's, whole or damaged: it has a parameter of either side. */
export function isComparisonQuery(input: unknown): boolean {
  return queryPairs(input).some(([key]) => SIDES.some((side) => FIELDS.some((field) => key === `${side}-${field}`)));
}
