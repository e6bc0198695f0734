/** The accessory section's list (spec 2 "Accessories"): groups with items, the default group. */
import { accessoryOf, accessoryPrice, isCompatibleWithVariant, type Catalog } from './catalog';
import { isIncludedByPack } from './accessoryRules';
import { packContents } from './packs';
import { accessoryPriceText } from './pricing';
import { chosenOptionValue } from './selection';
import { isListedAccessory } from './trays';
import type { Accessory, PricingContext, ResolvedSelection, Subrange } from './types';

/** One group pill and its cards. */
export interface AccessoryGroup {
  name: string;
  items: readonly Accessory[];
}

/** Accessories the vehicle takes, grouped in catalog order; a group shows only if it contains items (spec 2). */
export function accessoryGroups(catalog: Catalog, subrange: Subrange | null, variantSku: string): AccessoryGroup[] {
  const groups = new Map<string, Accessory[]>();
  for (const accessory of catalog.accessories) {
    if (!isListedAccessory(accessory, subrange) || !isCompatibleWithVariant(catalog, variantSku, accessory.sku)) continue;
    const name = accessory.accessoryGroup ?? '';
    groups.set(name, [...(groups.get(name) ?? []), accessory]);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}

/** The group shown first: the first non-empty group, or null. */
export function defaultAccessoryGroup(groups: readonly AccessoryGroup[]): string | null {
  return groups.find((group) => group.items.length > 0)?.name ?? null;
}

/** A colour an accessory card offers: the variant sku that goes in the cart, its label, swatch and price. */
export interface ColourChoice {
  sku: string;
  label: string;
  colour: string | null;
  price: number | null;
}

/** The colour variants of an accessory the vehicle accepts, in catalog order (none for a single-colour item). */
export function colourChoices(catalog: Catalog, key: string, variantSku: string | null): ColourChoice[] {
  const accessory = catalog.bySku.get(key)?.accessory;
  if (!accessory) return [];
  return accessory.variants
    .filter((v) => isCompatibleWithVariant(catalog, variantSku, v.sku))
    .map((v) => {
      const option = accessory.colourOptions.find((c) => c.valueIndex === v.valueIndex);
      return { sku: v.sku, label: option?.label ?? v.title ?? v.sku, colour: option?.value ?? null, price: v.price ?? accessory.price };
    });
}

/** The cart sku of an accessory key (the key itself or one of its colours), or null. */
export function cartSkuOf(catalog: Catalog, cart: readonly string[], key: string): string | null {
  return cart.find((sku) => catalog.bySku.get(sku)?.accessory.sku === key) ?? null;
}

/** How a card shows an accessory: in the cart, included by a pack in the cart (no price, locked), or available. */
export type AccessoryCardState = 'in-cart' | 'included' | 'available';

/** The card state of an accessory key (spec 2, 4: pack items count as in the build but cannot be removed). */
export function accessoryCardState(catalog: Catalog, cart: readonly string[], key: string): AccessoryCardState {
  if (cartSkuOf(catalog, cart, key) !== null) return 'in-cart';
  return isIncludedByPack(catalog, cart, key) ? 'included' : 'available';
}

/**
 * The sku a card shows and would add: the colour in the cart; else the visitor's pick when the
 * vehicle takes it; else the colour named like the vehicle's exterior; else the first colour it takes.
 */
export function shownSkuOf(
  catalog: Catalog,
  cart: readonly string[],
  key: string,
  variantSku: string | null,
  exteriorLabel: string | null,
  picked: string | null = null,
): string {
  const inCart = cartSkuOf(catalog, cart, key);
  if (inCart !== null) return inCart;
  const choices = colourChoices(catalog, key, variantSku);
  if (choices.length === 0) return key;
  if (picked !== null && choices.some((c) => c.sku === picked)) return picked;
  const wanted = (exteriorLabel ?? '').trim().toLowerCase();
  const match = wanted === '' ? undefined : choices.find((c) => c.label.trim().toLowerCase() === wanted);
  return (match ?? choices[0]!).sku;
}

/** The group the section shows: the one the visitor chose while it still has items, else the default. */
export function shownAccessoryGroup(groups: readonly AccessoryGroup[], chosen: string | null): AccessoryGroup | null {
  return groups.find((g) => g.name === chosen) ?? groups.find((g) => g.name === defaultAccessoryGroup(groups)) ?? null;
}

/** What of the vehicle an accessory card reads: the variant it must fit and the exterior colour it matches. */
export interface AccessoryVehicle {
  subrange: Subrange | null;
  variantSku: string | null;
  exteriorLabel: string | null;
}

export function accessoryVehicle(resolved: ResolvedSelection | null): AccessoryVehicle {
  if (!resolved) return { subrange: null, variantSku: null, exteriorLabel: null };
  return {
    subrange: resolved.configurable.subrange,
    variantSku: resolved.variant.sku,
    exteriorLabel: chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode')?.label ?? null,
  };
}

/** What an accessory card (and its details modal) shows of one accessory key. */
export interface AccessoryCardView {
  accessory: Accessory;
  state: AccessoryCardState;
  /** The sku shown and added (shownSkuOf). */
  shownSku: string;
  /** A pack's accessories by title; none for an accessory that is not a pack. */
  contents: string[];
  /** '+ $X', '$X per week', 'POA' for the shown sku. */
  priceText: string;
}

/** The card of an accessory key for this build, with the colour the visitor picked on the card (if any). */
export function accessoryCardView(
  catalog: Catalog,
  cart: readonly string[],
  key: string,
  vehicle: AccessoryVehicle,
  picked: string | null,
  price: { pricing: PricingContext; priceOnApplication: boolean },
): AccessoryCardView {
  const shownSku = shownSkuOf(catalog, cart, key, vehicle.variantSku, vehicle.exteriorLabel, picked);
  return {
    accessory: accessoryOf(catalog, key)!,
    state: accessoryCardState(catalog, cart, key),
    shownSku,
    contents: packContents(catalog, shownSku),
    priceText: accessoryPriceText(accessoryPrice(catalog, shownSku), price.pricing, price.priceOnApplication),
  };
}
