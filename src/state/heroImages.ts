/**
 * The images a hero shows for a section (spec 2): the rules of which picture goes
 * with which section are domain/hero.ts; this reads the asset listings they draw on.
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  INTERIOR_PREFIX,
  INTERIOR_VIEW_ANGLES,
  VIEW_ANGLES,
  exteriorImageUrl,
  exteriorListingUrl,
  interiorImageUrl,
  interiorListingUrl,
} from '../data/assetPaths';
import { imagesFromListing, vehiclePathParts } from '../data/assets';
import { accessoryTitle, keyOf } from '../domain/catalog';
import { featuredSku, heroPicture, type HeroView } from '../domain/hero';
import { exteriorAngle } from '../domain/heroAngle';
import { chosenOptionValue } from '../domain/selection';
import { useAssetListing } from './assets';
import { carAtom, loadedRangeAtom } from './atoms';
import { resolvedAtom, shownBuildAtom } from './configurator';
import { useInstance } from './instance';
import { useAccessoryImages } from './accessoryImages';

export type { HeroView } from '../domain/hero';

export interface HeroImage {
  src: string;
  alt: string;
  /** Which picture this is (a view angle, or an item's sku and image number); the gallery keeps it across colour changes. */
  angle: string;
  /** The thumbnail's label. */
  name: string;
}

/** What each hero view is called for assistive technology. */
export const HERO_LABELS: Readonly<Record<HeroView, string>> = {
  exterior: 'Exterior images',
  interior: 'Interior images',
  tray: 'Tray images',
  accessory: 'Accessory images',
  summary: 'Your build images',
};

const ANGLE_NAMES: Readonly<Record<string, string>> = {
  '3-4-front': 'front three-quarter view',
  side: 'side view',
  '3-4-right-rear': 'right rear three-quarter view',
  'rear-full': 'rear view',
  'rear-left': 'rear left view',
  'flank-left': 'left flank view',
  '3-4-left-front': 'left front three-quarter view',
  'front-full': 'front view',
  'roof-left': 'roof view from the left',
};

const INTERIOR_ANGLE_NAMES: Readonly<Record<string, string>> = {
  'front-full': 'dashboard view',
  side: 'side view',
  'rear-full': 'rear seat view',
};

/** A view angle in words, for alt text and thumbnail labels. */
export function angleName(angle: string, view: HeroView): string {
  const names = view === 'interior' ? INTERIOR_ANGLE_NAMES : ANGLE_NAMES;
  return names[angle] ?? `${angle.replace(/-/g, ' ')} view`;
}

/** One listing's images as hero images, or null while it loads. */
interface ListingSource {
  url: string;
  urlOf: (file: string) => string;
  angles: readonly string[];
  prefix: string;
  alt: (angle: string) => string;
  view: HeroView;
}

function useListingImages(source: ListingSource | null): HeroImage[] | null {
  const listing = useAssetListing(source?.url ?? null);
  return useMemo(() => {
    if (!source) return [];
    if (!listing) return null;
    return imagesFromListing(listing, source.angles, source.urlOf, source.prefix).map((image) => ({
      src: image.url,
      alt: source.alt(image.angle),
      angle: image.angle,
      name: angleName(image.angle, source.view),
    }));
  }, [source, listing]);
}

/** The hero images of a view: null while a listing it needs loads, empty when there are none (spec 8). */
export function useHeroImages(view: HeroView): HeroImage[] | null {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);
  const catalog = useAtomValue(loadedRangeAtom)?.catalog ?? null;
  const cart = useAtomValue(shownBuildAtom)?.cart ?? null;
  const accessoryImages = useAccessoryImages();

  const sources = useMemo(() => {
    if (!car || !resolved) return { exterior: null, interior: null };
    const { configurable, variant } = resolved;
    const parts = vehiclePathParts(car, configurable);
    const modelName = [car.displayName, configurable.name, configurable.bodyStyle].filter(Boolean).join(' ');
    let interior: ListingSource | null = null;
    const trim = chosenOptionValue(configurable, variant, 'interiorCode');
    if (view === 'interior' && trim?.optionSlug) {
      const slug = trim.optionSlug;
      interior = {
        url: interiorListingUrl(config.assetBase, parts, slug),
        urlOf: (file: string) => interiorImageUrl(config.assetBase, parts, slug, file),
        angles: INTERIOR_VIEW_ANGLES,
        prefix: INTERIOR_PREFIX,
        alt: (angle: string) => `${modelName} interior in ${trim.label}, ${angleName(angle, 'interior')}`,
        view: 'interior',
      };
    }
    let exterior: ListingSource | null = null;
    const colour = chosenOptionValue(configurable, variant, 'exteriorCode');
    if (view !== 'interior' && colour?.optionSlug) {
      const slug = colour.optionSlug;
      exterior = {
        url: exteriorListingUrl(config.assetBase, parts, slug),
        urlOf: (file: string) => exteriorImageUrl(config.assetBase, parts, slug, file),
        angles: VIEW_ANGLES,
        prefix: '',
        alt: (angle: string) => `${modelName} in ${colour.label}, ${angleName(angle, 'exterior')}`,
        view: 'exterior',
      };
    }
    return { exterior, interior };
  }, [car, resolved, view, config.assetBase]);

  const exterior = useListingImages(sources.exterior);
  const interior = useListingImages(sources.interior);

  return useMemo(() => {
    if (exterior === null || interior === null) return null;
    const itemImages = (sku: string, all: boolean): HeroImage[] => {
      if (!catalog) return [];
      const title = accessoryTitle(catalog, sku);
      const urls = accessoryImages(sku, keyOf(catalog, sku) ?? sku);
      return (all ? urls : urls.slice(0, 1)).map((src, i) => ({ src, alt: title, angle: `${sku}#${i + 1}`, name: title }));
    };
    const featured = catalog && cart ? featuredSku(view, catalog, cart) : null;
    return heroPicture(
      view,
      {
        exterior,
        interior,
        featured: featured ? itemImages(featured, true) : [],
        build: view === 'summary' && cart ? cart.flatMap((sku) => itemImages(sku, false)) : [],
      },
      catalog && cart ? exteriorAngle(view, catalog, cart) : undefined,
    );
  }, [view, exterior, interior, catalog, cart, accessoryImages]);
}
