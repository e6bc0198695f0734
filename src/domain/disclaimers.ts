/** Disclaimer markers and which disclaimers show (spec 5, 9). */
import type { Disclaimer, Offer, OfferKey, StoreDisclaimers } from './types';

/** Price suffix markers: '*' private, '#' business, '^' lease (spec 5); a new offer key needs its row here. */
export const PRICE_MARKERS: Readonly<Record<OfferKey, string>> = { private: '*', business: '#', mmba: '^' };

/** The marker of a balloon payment (spec 5). */
export const BALLOON_MARKER = '<';

/**
 * Every marker and what it marks, one meaning each: the prices', the balloon's, and the finance
 * repayments' ('~', the store's finance_payments_disclaimer). A price marker that is already
 * taken would tie a price to another disclaimer: `test/unit/domain/disclaimers.test.ts` fails
 * when two rows share a marker.
 */
export const MARKERS: Readonly<Record<OfferKey | 'balloon' | 'financePayments', string>> = {
  ...PRICE_MARKERS,
  balloon: BALLOON_MARKER,
  financePayments: '~',
};

/** The marker after a price for an offer key; none when the price is on application. */
export function priceMarker(key: OfferKey, priceOnApplication: boolean): string {
  return priceOnApplication ? '' : MARKERS[key];
}

/** Disclaimers to show: when the lead form is hidden and the offer is not special, those with a marker are dropped (spec 5). */
export function visibleDisclaimers(
  disclaimers: readonly Disclaimer[],
  context: { leadFormVisible: boolean; specialOffer: boolean },
): Disclaimer[] {
  if (context.leadFormVisible || context.specialOffer) return [...disclaimers];
  return disclaimers.filter((d) => d.marker.trim() === '');
}

/** The store config's disclaimer for an offer key (private, business or mmba), or null. */
export function customerTypeDisclaimer(store: StoreDisclaimers | null, key: OfferKey): Disclaimer | null {
  const disclaimer = store?.byCustomer[key] ?? null;
  return disclaimer && disclaimer.text.trim() !== '' ? disclaimer : null;
}

/** The footer's disclaimers: the offer's visible ones (spec 5), then the customer-type one, each text once. */
export function footerDisclaimers(offer: Offer, customer: Disclaimer | null, context: { leadFormVisible: boolean }): Disclaimer[] {
  const shown = visibleDisclaimers(offer.disclaimers, { leadFormVisible: context.leadFormVisible, specialOffer: offer.specialOfferFlag });
  const all = customer ? [...shown, customer] : shown;
  const seen = new Set<string>();
  return all.filter((d) => {
    const key = d.text.trim();
    if (key === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
