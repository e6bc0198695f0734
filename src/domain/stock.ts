/**
 * Whether the build can be had now (issue 32.2): the store's stock of the build's variant
 * (Adobe Commerce's stock_status, and only_x_left_in_stock when few are left). Accessories are
 * fitted by the dealer and never make a build unavailable: only the vehicle's variant counts.
 * A variant whose stock the store does not give (or gives malformed) claims nothing either way.
 * Small and in the first module; the search for the closest build in stock is closestInStock.ts,
 * loaded when the visitor first asks for it.
 */
import type { Catalog } from './catalog';
import type { Variant } from './types';

/** What the build's availability line says; null when the store says nothing of its stock. */
export type StockAvailability =
  | { kind: 'available'; onlyLeft: number | null }
  /** `rangeInStock`: whether any build of the range is in stock (else nothing is offered). */
  | { kind: 'to-order'; rangeInStock: boolean };

/**
 * The words (the spec has none for stock). 'Built to order' is the trade's phrase for a car the
 * factory makes for the buyer; 'Available now' says a dealer has one.
 */
export const STOCK_COPY = {
  available: 'Available now',
  toOrder: 'Built to order',
  toOrderNote: 'No dealer has this build in stock; it is made for you.',
  offer: 'Show the closest build available now',
  offerHeader: 'The closest build available now',
  offerSubHeader: 'Your build is built to order. The smallest change to it that a dealer has in stock:',
} as const;

/** 'Available now', or 'Available now: only 2 left' when the store says few are left. */
export function availableText(onlyLeft: number | null): string {
  return onlyLeft === null ? STOCK_COPY.available : `${STOCK_COPY.available}: only ${onlyLeft} left`;
}

/** Said once, in place of an offer, when nothing in the range is in stock: 'No Triton is available now; every build is built to order.' */
export function noneInStockText(rangeName: string): string {
  return `No ${rangeName} is available now; every build is built to order.`;
}

/** Whether any build of the range is in stock. */
export function rangeHasStock(catalog: Catalog): boolean {
  return catalog.combinations.some((combo) => combo.variant.stock === 'in-stock');
}

/** The availability of a build with this variant (its accessories never change it). */
export function availabilityOf(catalog: Catalog, variant: Variant): StockAvailability | null {
  if (variant.stock === 'in-stock') return { kind: 'available', onlyLeft: variant.onlyLeft };
  if (variant.stock === 'out-of-stock') return { kind: 'to-order', rangeInStock: rangeHasStock(catalog) };
  return null;
}
