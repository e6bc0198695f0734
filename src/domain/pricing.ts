/**
 * Prices (spec 3, 5, 9): the vehicle's offer price, option prices, the
 * drive-away total as a sum of named parts, price on application and the
 * text each price shows.
 */
import { packContents } from './packs';
import { accessoryPrice, accessoryTitle, colourLabelOf, type Catalog } from './catalog';
import { priceMarker } from './disclaimers';
import { MAX_STORE_PRICE, formatMoney, formatPriceDifference, formatWeeklyPrice, roundUpDollars, sumMoney } from './money';
import { isLease, offerFor, offerKey, priceOverrideLabel, statePriceValue } from './offers';
import { OPTION_GROUPS, STORE_OPTIONS } from './optionGroups';
import { chosenOptionValue, optionValues } from './selection';
import { baseTraySku, isTrayPaintSku, isTraySku, relativeTrayPrice } from './trayPrice';
import type { Configurable, Offer, OptionCode, OptionValue, PricingContext, ResolvedSelection, SummaryDetails } from './types';

/** The text shown instead of a price on application (spec 5). */
export const POA = 'POA';

/** One priced part of a total. */
export interface PricePart {
  kind: 'vehicle' | 'exterior' | 'interior' | 'optionPack' | 'accessory' | 'tray' | 'paint';
  sku: string;
  amount: number;
}

/** A total as the sum of its parts; missing data counts 0 and adds a warning the caller can log (spec 8). */
export interface PriceSum {
  parts: readonly PricePart[];
  total: number;
  /** True when the total is the weekly lease price (accessories are on application). */
  weekly: boolean;
  warnings: readonly string[];
}

/**
 * The offer of a selection: the variant's, else the model's. Null when the store has none, or
 * when its prices make no sense (offerPriceProblem): either way no price is shown (spec 5).
 */
export function vehicleOffer(resolved: ResolvedSelection, pricing: PricingContext): Offer | null {
  const offer = offerFor(resolved.variant.offers, pricing) ?? offerFor(resolved.configurable.offers, pricing);
  return offer && offerPriceProblem(resolved, pricing) === null ? offer : null;
}

/** Why an offer gives no price that can be shown; priceProblemText.ts words it for the log. */
export type PriceProblem =
  { kind: 'no-price' } | { kind: 'options-exceed-offer'; options: number; price: number } | { kind: 'above-max'; vehicle: number };

/**
 * Why a selection's offer gives no price that can be shown (issue 26.7), for the log; null when
 * it gives one, or when there is no offer at all (said as such). Store amounts are each checked
 * as they are read (money.validStorePrice); this checks that they fit together: the offer has a
 * price for the context (an override label stands in for one), the model's base price (the
 * variant's price less its options' own prices) is not negative, and the vehicle's price is
 * within MAX_STORE_PRICE. An option priced above its variant would otherwise show a negative
 * grade price ('-$8,930,270' in an attack) and a total made of parts that cannot be.
 */
export function offerPriceProblem(resolved: ResolvedSelection, pricing: PricingContext): PriceProblem | null {
  const { configurable, variant } = resolved;
  const variantOffer = offerFor(variant.offers, pricing);
  const offer = variantOffer ?? offerFor(configurable.offers, pricing);
  if (!offer) return null;
  if (priceOverrideLabel(offer.price, pricing.state)) return null;
  const variantPrice = statePriceValue(variantOffer?.price, pricing.state);
  const price = variantPrice ?? statePriceValue(offerFor(configurable.offers, pricing)?.price, pricing.state);
  if (price === null) return { kind: 'no-price' };
  const parts = vehicleParts(resolved, pricing);
  const base = parts[0]?.amount ?? 0;
  if (base < 0) {
    const options = sumMoney(parts.slice(1).map((part) => part.amount));
    return { kind: 'options-exceed-offer', options, price };
  }
  const vehicle = sumMoney(parts.map((part) => part.amount));
  if (!(vehicle <= MAX_STORE_PRICE)) return { kind: 'above-max', vehicle };
  return null;
}

/**
 * Whether the selection really has no valid offer for the pricing context (spec 5, 8: an error
 * to log). The store has answered for the context's offer key (the key is in the model's offers,
 * null when it named no price) and neither the variant nor the model has one. A key not yet
 * there is prices still loading (a switch of customer type fetches them), not a missing offer.
 */
export function isOfferMissing(resolved: ResolvedSelection, pricing: PricingContext): boolean {
  return offerKey(pricing) in resolved.configurable.offers && vehicleOffer(resolved, pricing) === null;
}

/** An option value's price for the context, state value first; null when the store gives none. */
export function optionPrice(value: OptionValue | null, pricing: PricingContext): number | null {
  const price = value?.pricing[offerKey(pricing)];
  if (!price) return null;
  const local = pricing.state ? price.states?.[pricing.state] : null;
  if (typeof local === 'number' && Number.isFinite(local)) return local;
  return typeof price.value === 'number' && Number.isFinite(price.value) ? price.value : null;
}

/**
 * The vehicle's price as parts (spec 9 "Summary details"): the model's base price (its base
 * colour, interior and pack) and each chosen option's own price. A variant's own offer prices
 * its options already, so the base is that price less theirs; the model's fallback offer is
 * the base and the options add to it. Either way the parts sum to the vehicle's price.
 */
export function vehicleParts(
  resolved: ResolvedSelection,
  pricing: PricingContext,
  missing: (what: string) => number = () => 0,
): PricePart[] {
  const { configurable, variant } = resolved;
  const variantPrice = statePriceValue(offerFor(variant.offers, pricing)?.price, pricing.state);
  const options: PricePart[] = [];
  for (const { code, part: kind } of STORE_OPTIONS) {
    const value = chosenOptionValue(configurable, variant, code);
    if (value === null) continue;
    // Inside a variant's offer a missing option price is simply part of the base.
    const amount = optionPrice(value, pricing) ?? (variantPrice === null ? missing(`${kind} price of ${value.label}`) : 0);
    options.push({ kind, sku: `${code}:${value.valueIndex}`, amount });
  }
  const base =
    variantPrice !== null
      ? sumMoney([variantPrice, ...options.map((part) => -part.amount)])
      : (statePriceValue(offerFor(configurable.offers, pricing)?.price, pricing.state) ?? missing(`offer price of ${variant.sku}`));
  return [{ kind: 'vehicle', sku: variant.sku, amount: base }, ...options];
}

/** The model's base price for the context (its base colour, interior and pack); null without an offer. */
export function modelBasePrice(resolved: ResolvedSelection, pricing: PricingContext): number | null {
  if (vehicleOffer(resolved, pricing) === null) return null;
  return vehicleParts(resolved, pricing)[0]?.amount ?? null;
}

/** What a cart sku adds to a drive-away total: a tray against the compatible tray, tray paint rounded up (spec 4, 9). */
export function cartItemAmount(catalog: Catalog, sku: string, baseTray: string | null): number | null {
  if (isTraySku(catalog, sku)) return relativeTrayPrice(catalog, sku, baseTray);
  const price = accessoryPrice(catalog, sku);
  if (price === null) return null;
  return isTrayPaintSku(catalog, sku) ? roundUpDollars(price) : price;
}

/**
 * The running total: vehicle offer price plus accessories (spec 9), as the parts 'Your build'
 * lists: the model's base price, each option's own price, each cart item's price. Trays count
 * relative to the compatible tray, rounded up; under lease the total is weekly and accessories
 * are on application, so they count 0.
 */
export function buildTotal(catalog: Catalog, resolved: ResolvedSelection, cart: readonly string[], pricing: PricingContext): PriceSum {
  const warnings: string[] = [];
  const missing = (what: string): number => {
    warnings.push(`Missing data in the drive-away total: ${what}; counted as $0`);
    return 0;
  };
  const parts: PricePart[] = vehicleParts(resolved, pricing, missing);
  const weekly = isLease(pricing);
  if (!weekly) {
    // Only a tray is priced against the base tray (finding it reads every accessory of the catalog).
    const baseTray = cart.some((sku) => isTraySku(catalog, sku)) ? baseTraySku(catalog, resolved) : null;
    for (const sku of cart) {
      const kind = isTraySku(catalog, sku) ? 'tray' : isTrayPaintSku(catalog, sku) ? 'paint' : 'accessory';
      parts.push({ kind, sku, amount: cartItemAmount(catalog, sku, baseTray) ?? missing(`price of ${sku}`) });
    }
  }
  return { parts, total: sumMoney(parts.map((part) => part.amount)), weekly, warnings };
}

/** The cheapest exterior of a model for the context: the base a dearer colour is measured against. */
export function baseExteriorPrice(configurable: Configurable, pricing: PricingContext): number {
  const prices = optionValues(configurable, 'exteriorCode').map((v) => optionPrice(v, pricing) ?? 0);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

/** Whether an exterior puts a lease on application: under lease, dearer than the model's base exterior (spec 4). */
export function isPoaPaint(configurable: Configurable, value: OptionValue | null, pricing: PricingContext): boolean {
  if (!isLease(pricing) || value === null) return false;
  return (optionPrice(value, pricing) ?? 0) > baseExteriorPrice(configurable, pricing);
}

/** What puts a lease on application: accessories other than the compatible tray, a dearer paint, both or neither. */
export function poaCauses(catalog: Catalog, resolved: ResolvedSelection, cart: readonly string[], pricing: PricingContext) {
  const { configurable, variant } = resolved;
  const compatibleTray = baseTraySku(catalog, resolved);
  const accessories = isLease(pricing) && cart.some((sku) => sku !== compatibleTray);
  const paint = isPoaPaint(configurable, chosenOptionValue(configurable, variant, 'exteriorCode'), pricing);
  return { accessories, paint };
}

/**
 * Price on application: lease pricing with accessories other than the compatible tray
 * in the cart, or an exterior dearer than the base exterior (spec 4).
 */
export function isPriceOnApplication(
  catalog: Catalog,
  resolved: ResolvedSelection,
  cart: readonly string[],
  pricing: PricingContext,
): boolean {
  const causes = poaCauses(catalog, resolved, cart, pricing);
  return causes.accessories || causes.paint;
}

/** A price as shown with its marker: 'POA', an override label, '$45,990' or '$250 per week' (spec 5, 9). */
export function vehiclePriceDisplay(
  resolved: ResolvedSelection,
  pricing: PricingContext,
  priceOnApplication: boolean,
  total: number,
): { text: string; marker: string } | null {
  const offer = vehicleOffer(resolved, pricing);
  if (!offer) return null;
  const lease = isLease(pricing);
  const poa = lease && priceOnApplication;
  const marker = priceMarker(offerKey(pricing), poa);
  if (poa) return { text: POA, marker };
  const override = priceOverrideLabel(offer.price, pricing.state);
  if (override) return { text: override, marker };
  return { text: lease ? `${formatMoney(total)} per week` : formatMoney(total), marker };
}

/** A difference of totals: signed dollars, weekly under lease, 'POA' on application. */
export function priceChangeText(amount: number, pricing: PricingContext, priceOnApplication: boolean): string {
  if (!isLease(pricing)) return formatPriceDifference(amount);
  return priceOnApplication ? POA : `${formatPriceDifference(amount)} per week`;
}

/** An option's price text: '+ $X per week' under lease ('POA' on application), else '+ $X' or '$0'. */
export function optionPriceText(amount: number | null, pricing: PricingContext, priceOnApplication: boolean): string {
  if (isLease(pricing)) return priceOnApplication ? POA : formatWeeklyPrice(amount ?? 0);
  return formatPriceDifference(amount ?? 0);
}

/** An accessory or tray price text: 'POA' under lease when on application or above 0, else '+ $X' (spec 5). */
export function accessoryPriceText(amount: number | null, pricing: PricingContext, priceOnApplication: boolean): string {
  const value = amount ?? 0;
  if (isLease(pricing) && (priceOnApplication || value > 0)) return POA;
  return formatPriceDifference(value);
}

/** Summary details (spec 3): model, price, and each chosen option's label and price text. */
export function summaryDetails(
  catalog: Catalog,
  resolved: ResolvedSelection,
  cart: readonly string[],
  pricing: PricingContext,
): SummaryDetails {
  const { configurable, variant } = resolved;
  const poa = isPriceOnApplication(catalog, resolved, cart, pricing);
  const option = (code: OptionCode): [string | null, string | null] => {
    const value = chosenOptionValue(configurable, variant, code);
    return value ? [value.label, optionPriceText(optionPrice(value, pricing), pricing, poa)] : [null, null];
  };
  const display = vehiclePriceDisplay(resolved, pricing, poa, modelBasePrice(resolved, pricing) ?? 0);
  const details: Record<string, string | null> = { model: configurable.name, price: display ? `${display.text}${display.marker}` : '' };
  // Each option's label and price text go in the summary fields its row of the option-group table names.
  for (const { code, group } of STORE_OPTIONS) {
    const { row } = OPTION_GROUPS[group];
    if (typeof row !== 'function') [details[row.label], details[row.price]] = option(code);
  }
  return details as unknown as SummaryDetails;
}

/** One cart item as the summary lists it. */
export interface CartLine {
  sku: string;
  /** The title, with the colour after a comma when the title does not name it: 'Tow bar, Jet Black'. */
  name: string;
  title: string;
  colourLabel: string | null;
  priceText: string;
  /** What a pack contains, by name ('Bash plate', ...); empty for anything else. */
  contents: readonly string[];
}

/** An item's name as a list shows it: the title, then its colour unless the title already names it. */
export function itemName(title: string, colourLabel: string | null): string {
  return colourLabel && !title.includes(colourLabel) ? `${title}, ${colourLabel}` : title;
}

/**
 * The cart as the summary lists it: title, colour and price text of each sku in cart
 * order. A tray is priced against the compatible tray and tray paint rounded up (spec 4, 9);
 * under lease a price shows 'POA' when on application or above 0 (spec 5).
 */
export function cartLines(catalog: Catalog, resolved: ResolvedSelection, cart: readonly string[], pricing: PricingContext): CartLine[] {
  const poa = isPriceOnApplication(catalog, resolved, cart, pricing);
  const baseTray = baseTraySku(catalog, resolved);
  return cart.map((sku) => {
    const amount = cartItemAmount(catalog, sku, baseTray);
    const title = accessoryTitle(catalog, sku);
    const colourLabel = colourLabelOf(catalog, sku);
    return {
      sku,
      name: itemName(title, colourLabel),
      title,
      colourLabel,
      priceText: accessoryPriceText(amount, pricing, poa),
      contents: packContents(catalog, sku),
    };
  });
}
