/**
 * What the first price needs of trays (spec 4 "Tray", 9): which skus are trays and tray paints,
 * the vehicle's base tray, and a tray's price relative to it. The tray choices (paints, buttons,
 * a new model's tray) are in trays.ts, which comes with the configurator screen.
 */
import { accessoryOf, isCompatibleWithVariant, type Catalog } from './catalog';
import { roundUpDollars } from './money';
import type { Accessory, Configurable, Subrange, Tray, Variant } from './types';

export function subrangeWords(subrange: Subrange | null): string {
  return (subrange?.label ?? '').toLowerCase().replace(/[^a-z]+/g, '');
}

/** Whether a subrange is a Pick Up (no tray section, spec 2). */
export function isPickUpSubrange(subrange: Subrange | null): boolean {
  return subrangeWords(subrange) === 'pickup';
}

/** The tray view of a tray accessory, price rounded up (spec 9). */
export function toTray(accessory: Accessory): Tray {
  return {
    sku: accessory.sku,
    title: accessory.title,
    price: roundUpDollars(accessory.price ?? 0),
    description: accessory.description ?? null,
    genuineParts: accessory.genuineParts,
    accessoryGroup: accessory.accessoryGroup,
    popularAccessory: accessory.popularAccessory,
    requiredAccessories: accessory.requiredAccessories,
    extraRequiredAccessories: accessory.extraRequiredAccessories,
    incompatibleAccessories: accessory.incompatibleAccessories,
    includedAccessories: accessory.includedAccessories,
    interchangeableAccessories: accessory.interchangeableAccessories,
    is3DReady: accessory.is3DReady,
    trayType: accessory.trayType,
  };
}

/** Trays the variant accepts, in catalog order; none for Pick Up subranges (spec 2). */
export function compatibleTrays(catalog: Catalog, subrange: Subrange | null, variantSku: string): Tray[] {
  if (isPickUpSubrange(subrange)) return [];
  return catalog.accessories.filter((a) => a.isTray && isCompatibleWithVariant(catalog, variantSku, a.sku)).map(toTray);
}

/**
 * The vehicle's base tray: the compatible (default) tray, the first the variant accepts, or null
 * when it takes none. Its price is part of the vehicle's: every tray is priced against it (spec 4).
 */
export function baseTraySku(catalog: Catalog, vehicle: { configurable: Configurable; variant: Variant }): string | null {
  return compatibleTrays(catalog, vehicle.configurable.subrange, vehicle.variant.sku)[0]?.sku ?? null;
}

/** Whether a sku is a tray. */
export function isTraySku(catalog: Catalog, sku: string): boolean {
  return accessoryOf(catalog, sku)?.isTray === true;
}

/** Whether a sku is a tray paint (an accessory or one of its colour variants). */
export function isTrayPaintSku(catalog: Catalog, sku: string): boolean {
  return accessoryOf(catalog, sku)?.isTrayPaint === true;
}

/** A tray's price relative to the compatible tray (spec 4: only the difference is priced). */
export function relativeTrayPrice(catalog: Catalog, traySku: string, defaultTraySku: string | null): number {
  const tray = accessoryOf(catalog, traySku);
  if (!tray) return 0;
  const base = defaultTraySku ? accessoryOf(catalog, defaultTraySku) : null;
  return roundUpDollars(tray.price ?? 0) - (base ? roundUpDollars(base.price ?? 0) : 0);
}
