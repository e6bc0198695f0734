/**
 * The angle the car turns to while the visitor chooses (issue 26.9), for the 2D hero's pictures
 * and the 3D viewer's camera alike. A module of its own: only the configurator's lazy parts use it.
 */
import { accessoryOf, includedKeysOf, type Catalog } from './catalog';
import { HERO_EXTERIOR_ANGLE, featuredSku, type HeroView } from './hero';

/** Accessories fitted at the back (towing gear, what covers or lines the tub): seen from the rear (issue 26.9). */
const REAR_FITTED = /\b(tow\w*|lid|tonneau|tub|tailgate|canopy|rear)\b/i;
/** Fitted at the sides though sold with the towing gear: towing mirrors are seen from the side. */
const SIDE_FITTED = /\bmirrors?\b/i;

/** Whether an accessory is fitted at the back, by its group and title. */
function fittedAtTheRear(catalog: Catalog, sku: string): boolean {
  const accessory = accessoryOf(catalog, sku);
  if (!accessory || SIDE_FITTED.test(accessory.title)) return false;
  return accessory.accessoryGroup === 'Towing' || REAR_FITTED.test(accessory.title);
}

/**
 * Whether the car is seen from the rear for an accessory: one fitted at the back, or a pack that
 * includes one (the Tradie Pack's towbar), as the visitor sees the pack's parts on the car.
 */
function seenFromTheRear(catalog: Catalog, sku: string): boolean {
  return fittedAtTheRear(catalog, sku) || includedKeysOf(catalog, sku).some((key) => fittedAtTheRear(catalog, key));
}

/**
 * The angle the car is seen from while the visitor chooses in a section (issue 26.9): the
 * view's HERO_EXTERIOR_ANGLE ('3-4-front' for the exterior and interior), and the rear three
 * quarter for an accessory fitted at the back (a towbar, a hard lid) or a pack with one, as for trays.
 */
export function exteriorAngle(view: HeroView, catalog: Catalog, cart: readonly string[]): string {
  if (view === 'exterior' || view === 'interior') return HERO_EXTERIOR_ANGLE.summary;
  const featured = featuredSku(view, catalog, cart);
  if (view === 'accessory' && featured !== null && seenFromTheRear(catalog, featured)) return HERO_EXTERIOR_ANGLE.tray;
  return HERO_EXTERIOR_ANGLE[view];
}
