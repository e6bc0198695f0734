/**
 * Readers of the store's offers and prices (spec 3 "Offer"): what a landing card's 'From' price
 * reads (issue 26.11) and what the range's catalog readers (data/catalog.ts) build on. Total, as
 * those are: a malformed entry is left out, a missing field becomes null, nothing throws.
 */
import { STATES, type Disclaimer, type Offer, type OfferKey, type OfferPrice } from '../domain/types';
import { validStorePrice } from '../domain/money';
import { asArray, asBoolean, asNumber, asRecord, asString, at, readList, type Json } from '../domain/read';

export function disclaimer(value: unknown): Disclaimer | null {
  const entry = asRecord(value);
  const text = asString(entry?.text);
  return entry && text ? { marker: asString(entry.marker) ?? '', text } : null;
}

/** A store amount: null when absent, 'invalid' when given but not a price (validStorePrice: negative, non-finite, absurd, not a number). */
function storeAmount(value: unknown): number | null | 'invalid' {
  if (value === null || value === undefined) return null;
  return validStorePrice(asNumber(value)) ?? 'invalid';
}

/** A store amount where an invalid one counts as none. */
export function storePrice(value: unknown): number | null {
  const amount = storeAmount(value);
  return amount === 'invalid' ? null : amount;
}

/** An offer price; 'invalid' when any of its amounts is not a price, so the whole offer is no valid offer (spec 5). */
function offerPrice(value: unknown): OfferPrice | null | 'invalid' {
  const price = asRecord(value);
  if (!price) return null;
  const lease = asRecord(price.lease_terms);
  const states: OfferPrice['states'] = {};
  const national = storeAmount(price.value);
  if (national === 'invalid') return 'invalid';
  for (const state of STATES) {
    const entry = asRecord(price[state]);
    if (!entry) continue;
    const local = storeAmount(entry.value);
    if (local === 'invalid') return 'invalid';
    states[state] = { value: local, label: asString(entry.label), overrideLabel: asString(entry.override_label) };
  }
  return {
    label: asString(price.label),
    value: national,
    overrideLabel: asString(price.override_label),
    disclaimer: asString(price.disclaimer),
    leaseTerms: lease ? { mileage: asNumber(lease.mileage), months: asNumber(lease.months) } : null,
    states,
  };
}

export function offer(value: unknown): Offer | null {
  const entry = asRecord(value);
  if (!entry) return null;
  const price = offerPrice(entry.price);
  if (price === 'invalid') return null;
  return {
    title: asString(entry.title),
    description: asString(entry.description),
    shortDescription: asString(entry.short_description),
    specialOfferFlag: asBoolean(entry.special_offer_flag),
    disclaimers: readList(entry.disclaimers, disclaimer),
    price,
  };
}

/** The model products of a GetVehicleOffers answer, or null when it has no categories. */
export function offerProducts(data: unknown): Json[] | null {
  const categories = asArray(at(data, 'categories', 'items'));
  return categories ? readList(at(categories[0], 'products', 'items'), asRecord) : null;
}

/** A GetVehicleOffers product's variants' offers for `key`, by variant sku. */
export function variantOffers(product: Json, key: OfferKey): Map<string, Offer | null> {
  const variants = new Map<string, Offer | null>();
  for (const entry of readList(product.variants, asRecord)) {
    const variantSku = asString(at(entry, 'product', 'sku'));
    if (variantSku) variants.set(variantSku, offer(at(entry, 'product', 'offer', key)));
  }
  return variants;
}

/**
 * A range's offers for `key` as a landing card's 'From' price reads them (issue 26.11): each model's
 * variants' offers (a variant without one takes its model's), or the model's own when it lists no
 * variant; none when the answer has no categories. The models as rangeOffersFromStore (data/catalog.ts)
 * reads them, without their option prices.
 */
export function rangeOfferList(data: unknown, key: OfferKey): (Offer | null)[] {
  const models = new Map<string, (Offer | null)[]>();
  for (const product of offerProducts(data) ?? []) {
    const sku = asString(product.sku);
    if (!sku || models.has(sku)) continue;
    const model = offer(at(product, 'offer', key));
    const variants = variantOffers(product, key);
    models.set(sku, variants.size === 0 ? [model] : [...variants.values()].map((variant) => variant ?? model));
  }
  return [...models.values()].flat();
}
