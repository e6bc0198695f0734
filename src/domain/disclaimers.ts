/** Disclaimer markers and which disclaimers show (spec 5, 9). */
import type { Disclaimer, OfferKey } from './types';

/** Price suffix markers: '*' private, '#' business, '^' lease (spec 5). */
export const PRICE_MARKERS: Readonly<Record<OfferKey, string>> = { private: '*', business: '#', mmba: '^' };

/** The marker of a balloon payment (spec 5). */
export const BALLOON_MARKER = '<';

/** The marker after a price for an offer key; none when the price is on application. */
export function priceMarker(key: OfferKey, priceOnApplication: boolean): string {
  return priceOnApplication ? '' : PRICE_MARKERS[key];
}

/** Disclaimers to show: when the lead form is hidden and the offer is not special, those with a marker are dropped (spec 5). */
export function visibleDisclaimers(
  disclaimers: readonly Disclaimer[],
  context: { leadFormVisible: boolean; specialOffer: boolean },
): Disclaimer[] {
  if (context.leadFormVisible || context.specialOffer) return [...disclaimers];
  return disclaimers.filter((d) => d.marker.trim() === '');
}
