/** The accessory section's list (spec 2 "Accessories"): groups with items, the default group. */
import { isCompatibleWithVariant, type Catalog } from './catalog';
import { isListedAccessory } from './trays';
import type { Accessory, Subrange } from './types';

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
