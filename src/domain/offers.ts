/** Offers and the offer key (spec 3 "Offer", 9). */
import { priceMarker } from './disclaimers';
import { formatMoney, validStorePrice } from './money';
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
 * The label beside a shown price, or null when there is none or when the price's own words already
 * say it: 'Per week' above '$330 per week' said it twice (issue 35). Compared without case, as the
 * label is shown in capitals.
 */
export function priceLabelBeside(label: string | null, shownPrice: string): string | null {
  if (label === null) return null;
  return shownPrice.toLowerCase().includes(label.toLowerCase()) ? null : label;
}

/** The offer whose price is the lowest one shown in the state, and that price; null when none has one. */
function lowestOffer(offers: Iterable<Offer | null>, state: StateCode | null): { offer: Offer; amount: number } | null {
  let lowest: { offer: Offer; amount: number } | null = null;
  for (const offer of offers) {
    if (!offer || priceOverrideLabel(offer.price, state)) continue;
    const amount = validStorePrice(statePriceValue(offer.price, state));
    if (amount !== null && amount > 0 && (lowest === null || amount < lowest.amount)) lowest = { offer, amount };
  }
  return lowest;
}

/**
 * The landing card's 'From' price of a range (issue 26.11): the lowest price its vehicles'
 * offers show in the state, leaving out offers with no valid price, a $0 price or an override
 * label in its place (they show no amount); null when none has one.
 */
export function lowestOfferPrice(offers: Iterable<Offer | null>, state: StateCode | null): number | null {
  return lowestOffer(offers, state)?.amount ?? null;
}

/** A landing card's 'From' price in the configurator's words: the offer's price label, and the price with its marker. */
export interface FromPrice {
  /** The store's label for that offer's price ('Drive away (ABN holders)'), null when none or the price says it. */
  label: string | null;
  /** 'From $35,290' or 'From $214 per week'. */
  text: string;
  /** The pricing's marker ('#' business, spec 5). */
  marker: string;
}

/**
 * A range's 'From' price as the configurator words a price for the same pricing (issue 35): the
 * lowest offer's own price label and the offer key's marker, weekly under lease; null when no
 * offer shows a price.
 */
export function rangeFromPrice(offers: Iterable<Offer | null>, pricing: PricingContext): FromPrice | null {
  const lowest = lowestOffer(offers, pricing.state);
  if (!lowest) return null;
  const text = `From ${formatMoney(lowest.amount)}${isLease(pricing) ? ' per week' : ''}`;
  return {
    label: priceLabelBeside(offerPriceLabel(lowest.offer.price, pricing.state), text),
    text,
    marker: priceMarker(offerKey(pricing), false),
  };
}
