/** Offers and the offer key (spec 3 "Offer", 9). */
import { validStorePrice } from './money';
import type { Offer, OfferKey, OfferPrice, OffersByCustomer, PricingContext, StateCode } from './types';

/** Whether lease (operating lease, mmba) pricing is active. */
export function isLease(pricing: PricingContext): boolean {
  return pricing.pricingType === 'mmba' || pricing.customerType === 'mmba';
}

/** The offer a price comes from: lease uses mmba, otherwise the customer type (spec 9). */
export function offerKey(pricing: PricingContext): OfferKey {
  return isLease(pricing) ? 'mmba' : pricing.customerType;
}

/** The enquiry lead type: '{OFFER KEY} PRICE QUOTE' (spec 9). */
export function leadType(pricing: PricingContext): string {
  return `${offerKey(pricing).toUpperCase()} PRICE QUOTE`;
}

/** The offer for the pricing context, or null when the store has none (spec 5: then no price is rendered). */
export function offerFor(offers: OffersByCustomer, pricing: PricingContext): Offer | null {
  return offers[offerKey(pricing)] ?? null;
}

/** The price of an offer in a state: the state price when available, else the national value (spec 9). */
export function statePriceValue(price: OfferPrice | null | undefined, state: StateCode | null): number | null {
  if (!price) return null;
  const local = state ? price.states?.[state] : null;
  if (local && typeof local.value === 'number' && Number.isFinite(local.value)) return local.value;
  return typeof price.value === 'number' && Number.isFinite(price.value) ? price.value : null;
}

/** The override label that replaces a price, state first, or null. */
export function priceOverrideLabel(price: OfferPrice | null | undefined, state: StateCode | null): string | null {
  if (!price) return null;
  const local = state ? price.states?.[state] : null;
  const label = local?.overrideLabel || price.overrideLabel;
  return label ? label : null;
}

/** The lease terms copy (spec 9): '24 to 60 Months' and '15,000km/Year'. */
export const LEASE_TERMS_COPY = { months: '24 to 60 Months', mileage: '15,000km/Year' } as const;

/** The lease terms shown with the price: both lines of the lease copy under lease, none otherwise (spec 6, 9). */
export function leaseTerms(pricing: PricingContext): readonly string[] {
  return isLease(pricing) ? [LEASE_TERMS_COPY.months, LEASE_TERMS_COPY.mileage] : [];
}

/** The label shown with a price (e.g. 'Drive away'), state label first, or null when the store gives none. */
export function offerPriceLabel(price: OfferPrice | null | undefined, state: StateCode | null): string | null {
  if (!price) return null;
  const local = state ? price.states?.[state]?.label : null;
  const label = (local ?? '').trim() || (price.label ?? '').trim();
  return label === '' ? null : label;
}

/**
 * The landing card's 'From' price of a range (issue 26.11): the lowest price its vehicles'
 * offers show in the state, leaving out offers with no valid price, a $0 price or an override
 * label in its place (they show no amount); null when none has one.
 */
export function lowestOfferPrice(offers: Iterable<Offer | null>, state: StateCode | null): number | null {
  let lowest: number | null = null;
  for (const offer of offers) {
    if (!offer || priceOverrideLabel(offer.price, state)) continue;
    const amount = validStorePrice(statePriceValue(offer.price, state));
    if (amount !== null && amount > 0 && (lowest === null || amount < lowest)) lowest = amount;
  }
  return lowest;
}
