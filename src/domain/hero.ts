/**
 * What the hero shows for the section in view (spec 2: "the hero area switches between
 * exterior images, interior images, tray image, accessory image and summary image
 * according to the section in view").
 */
import { keyOf, type Catalog } from './catalog';
import { isTrayPaintSku, isTraySku } from './trayPrice';
import type { VisualiserView } from './visualiser';

/** The scroll-linked sections of the configurator (spec 2), in page order. */
export const SECTION_IDS = ['exteriorContent', 'interiorContent', 'trayContent', 'accessoryContent', 'summaryContent'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The hero's picture for a section. */
export type HeroView = 'exterior' | 'interior' | 'tray' | 'accessory' | 'summary';

const VIEW_OF_SECTION: Readonly<Record<SectionId, HeroView>> = {
  exteriorContent: 'exterior',
  interiorContent: 'interior',
  trayContent: 'tray',
  accessoryContent: 'accessory',
  summaryContent: 'summary',
};

/** The hero view of a section. */
export function heroViewOf(section: SectionId): HeroView {
  return VIEW_OF_SECTION[section];
}

/** The 3D view of a section: the cabin for the interior only; trays, accessories and the summary are seen from outside. */
export function visualiserViewOf(section: SectionId): VisualiserView {
  return section === 'interiorContent' ? 'interior' : 'exterior';
}

/** The exterior angle each view falls back to, and the one it shows beside its own images. */
export const HERO_EXTERIOR_ANGLE: Readonly<Record<'tray' | 'accessory' | 'summary', string>> = {
  tray: '3-4-right-rear',
  accessory: 'side',
  summary: '3-4-front',
};

/** The chosen tray, else the latest accessory added (trays and tray paint aside), for the tray and accessory views. */
export function featuredSku(view: HeroView, catalog: Catalog, cart: readonly string[]): string | null {
  if (view === 'tray') return cart.find((sku) => isTraySku(catalog, sku)) ?? null;
  if (view !== 'accessory') return null;
  const accessories = cart.filter((sku) => keyOf(catalog, sku) !== null && !isTraySku(catalog, sku) && !isTrayPaintSku(catalog, sku));
  return accessories[accessories.length - 1] ?? null;
}

/** The images a hero can draw from: the car's, and those of the items in the build. */
export interface HeroSources<T extends { angle: string }> {
  exterior: readonly T[];
  interior: readonly T[];
  /** The featured tray's or accessory's images (see featuredSku). */
  featured: readonly T[];
  /** The first image of each item in the build, in cart order. */
  build: readonly T[];
}

/**
 * The images of a view: the exterior and interior galleries; the tray or accessory
 * first, then the car from the angle that shows where it fits; the summary shows the
 * finished car, in its colour, followed by everything added to it.
 */
export function heroPicture<T extends { angle: string }>(view: HeroView, sources: HeroSources<T>, angle?: string): T[] {
  if (view === 'exterior') return [...sources.exterior];
  if (view === 'interior') return [...sources.interior];
  const wanted = angle ?? HERO_EXTERIOR_ANGLE[view];
  const car = sources.exterior.find((image) => image.angle === wanted) ?? sources.exterior[0];
  const carImages = car ? [car] : [];
  if (view === 'summary') return [...carImages, ...sources.build];
  return [...sources.featured, ...carImages];
}
