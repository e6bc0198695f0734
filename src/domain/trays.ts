/**
 * Trays and tray paint (spec 2 "Tray section", 3 "Tray", 4 "Tray", 5).
 * Trays are accessories flagged is_tray; a tray's paint is the tray-paint
 * accessory of the same tray type (else one with no tray type).
 */
import { accessoryOf, type Catalog } from './catalog';
import { baseTraySku, compatibleTrays, isPickUpSubrange, isTrayPaintSku, isTraySku, relativeTrayPrice, subrangeWords } from './trayPrice';
import { roundUpDollars } from './money';
import { accessoryPriceText } from './pricing';
import type { Accessory, PricingContext, ResolvedSelection, Subrange, TrayPaint } from './types';

/** The first entry of every paint list (spec 3). */
export const UNPAINTED: TrayPaint = { sku: null, label: 'Unpainted', colour: '#d7d7d9', price: 0 };

/** Tray button copy (spec 2). */
export const TRAY_BUTTON = { included: 'Included in build', select: 'Select tray' } as const;

/** Whether a subrange is a Cab Chassis (tray accessories excluded from the accessory list, spec 5). */
export function isCabChassisSubrange(subrange: Subrange | null): boolean {
  return subrangeWords(subrange) === 'cabchassis';
}

/** Whether the tray section shows: a non-Pick Up subrange with a compatible tray (spec 2). */
export function hasTraySection(catalog: Catalog, subrange: Subrange | null, variantSku: string): boolean {
  return compatibleTrays(catalog, subrange, variantSku).length > 0;
}

/**
 * Whether a tray section is to be expected while the accessories (the trays among them) are
 * still on their way: Cab Chassis subranges carry trays, Pick Up ones never (spec 2, 5).
 */
export function awaitsTraySection(subrange: Subrange | null): boolean {
  return isCabChassisSubrange(subrange);
}

/** Whether the accessory list shows an accessory: never tray paint; no trays for Cab Chassis or Pick Up (spec 5). */
export function isListedAccessory(accessory: Accessory, subrange: Subrange | null): boolean {
  if (accessory.isTrayPaint) return false;
  if (accessory.isTray) return !isCabChassisSubrange(subrange) && !isPickUpSubrange(subrange);
  return true;
}

/** The tray paint accessory that goes with a tray, or null. */
export function paintAccessoryFor(catalog: Catalog, traySku: string): Accessory | null {
  const tray = accessoryOf(catalog, traySku);
  if (!tray) return null;
  const paints = catalog.accessories.filter((a) => a.isTrayPaint);
  return paints.find((p) => p.trayType !== null && p.trayType === tray.trayType) ?? paints.find((p) => p.trayType === null) ?? null;
}

/** The paint dropdown of a tray: 'Unpainted' first, then the paint variants (spec 3). */
export function trayPaints(catalog: Catalog, traySku: string): TrayPaint[] {
  const paint = paintAccessoryFor(catalog, traySku);
  if (!paint) return [UNPAINTED];
  if (paint.variants.length === 0) {
    return [UNPAINTED, { sku: paint.sku, label: paint.title, colour: null, price: roundUpDollars(paint.price ?? 0) }];
  }
  return [
    UNPAINTED,
    ...paint.variants.map((v): TrayPaint => {
      const colour = paint.colourOptions.find((c) => c.valueIndex === v.valueIndex);
      return {
        sku: v.sku,
        label: colour?.label ?? v.title ?? v.sku,
        colour: colour?.value ?? null,
        price: roundUpDollars(v.price ?? paint.price ?? 0),
      };
    }),
  ];
}

/** Whether the paint dropdown is interactive: only with more than one colour (spec 5). */
export function isPaintChoiceInteractive(paints: readonly TrayPaint[]): boolean {
  return paints.length > 1;
}

/** The tray sku in a cart, or null. */
export function trayInCart(catalog: Catalog, cart: readonly string[]): string | null {
  return cart.find((sku) => isTraySku(catalog, sku)) ?? null;
}

/** The tray paint sku in a cart, or null (unpainted). */
export function paintInCart(catalog: Catalog, cart: readonly string[]): string | null {
  return cart.find((sku) => isTrayPaintSku(catalog, sku)) ?? null;
}

/** The colour of the paint on the tray in the cart (its thumbnail takes it), or null: no tray, unpainted, or a paint without one. */
export function trayPaintColour(catalog: Catalog, cart: readonly string[]): string | null {
  const tray = trayInCart(catalog, cart);
  const paint = paintInCart(catalog, cart);
  if (tray === null || paint === null) return null;
  return trayPaints(catalog, tray).find((option) => option.sku === paint)?.colour ?? null;
}

/** The tray button: 'Included in build' (disabled) for the tray in the build, else 'Select tray'. */
export function trayButton(catalog: Catalog, cart: readonly string[], traySku: string): { label: string; disabled: boolean } {
  const included = trayInCart(catalog, cart) === traySku;
  return included ? { label: TRAY_BUTTON.included, disabled: true } : { label: TRAY_BUTTON.select, disabled: false };
}

/**
 * The cart's tray after a model or variant change: kept when still accepted, else a
 * compatible tray of the same tray type, else the default tray; the paint follows by
 * label when the new tray offers it. A model with trays and none in the cart gets
 * the default tray (spec 4, first load).
 */
export function cartWithTrayFor(catalog: Catalog, cart: readonly string[], subrange: Subrange | null, variantSku: string): string[] {
  const trays = compatibleTrays(catalog, subrange, variantSku);
  const current = trayInCart(catalog, cart);
  const paint = paintInCart(catalog, cart);
  const rest = cart.filter((sku) => !isTraySku(catalog, sku) && !isTrayPaintSku(catalog, sku));
  if (current !== null && trays.some((t) => t.sku === current)) {
    return [...cart];
  }
  const currentType = current ? (accessoryOf(catalog, current)?.trayType ?? null) : null;
  const next = trays.find((t) => currentType !== null && t.trayType === currentType) ?? trays[0] ?? null;
  if (!next) return rest;
  const paintLabel = paint ? trayPaints(catalog, current ?? '').find((p) => p.sku === paint)?.label : undefined;
  const nextPaint = paintLabel ? trayPaints(catalog, next.sku).find((p) => p.sku !== null && p.label === paintLabel) : undefined;
  return [...rest, next.sku, ...(nextPaint?.sku ? [nextPaint.sku] : [])];
}

/** A tray row's price text: the tray priced against the vehicle's base tray (spec 4, 5). */
export function trayPriceText(
  catalog: Catalog,
  resolved: ResolvedSelection,
  traySku: string,
  pricing: PricingContext,
  priceOnApplication: boolean,
): string {
  return accessoryPriceText(relativeTrayPrice(catalog, traySku, baseTraySku(catalog, resolved)), pricing, priceOnApplication);
}
