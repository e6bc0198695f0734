/**
 * The images a hero shows for a section (spec 2): exterior images for the
 * exterior section, interior images for the interior section, and the front
 * three-quarter exterior image for the sections that follow.
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
} from '../../../data/assetPaths';
import { imagesFromListing, vehiclePathParts } from '../../../data/assets';
import { chosenOptionValue } from '../../../domain/selection';
import { useAssetListing } from '../../../state/assets';
import { carAtom } from '../../../state/atoms';
import { resolvedAtom } from '../../../state/configurator';
import { useInstance } from '../../../state/instance';
import type { SectionId } from '../../../state/ui';

export interface HeroImage {
  src: string;
  alt: string;
  angle: string;
}

export type HeroView = 'exterior' | 'interior' | 'front';

/** What each hero view is called for assistive technology. */
export const HERO_LABELS: Readonly<Record<HeroView, string>> = {
  exterior: 'Exterior images',
  interior: 'Interior images',
  front: 'Vehicle image',
};

/** What the hero shows for a section. */
export function heroViewOf(section: SectionId): HeroView {
  if (section === 'exteriorContent') return 'exterior';
  if (section === 'interiorContent') return 'interior';
  return 'front';
}

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

/** The hero images of a section: null while the listing loads, empty when there are none (spec 8). */
export function useHeroImages(view: HeroView): HeroImage[] | null {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);

  const source = useMemo(() => {
    if (!car || !resolved) return null;
    const { configurable, variant } = resolved;
    const parts = vehiclePathParts(car, configurable);
    const modelName = [car.displayName, configurable.name, configurable.bodyStyle].filter(Boolean).join(' ');
    if (view === 'interior') {
      const trim = chosenOptionValue(configurable, variant, 'interiorCode');
      const slug = trim?.optionSlug;
      if (!trim || !slug) return null;
      return {
        url: interiorListingUrl(config.assetBase, parts, slug),
        urlOf: (file: string) => interiorImageUrl(config.assetBase, parts, slug, file),
        angles: INTERIOR_VIEW_ANGLES as readonly string[],
        prefix: INTERIOR_PREFIX,
        alt: (angle: string) => `${modelName} interior in ${trim.label}, ${angleName(angle, 'interior')}`,
      };
    }
    const colour = chosenOptionValue(configurable, variant, 'exteriorCode');
    const slug = colour?.optionSlug;
    if (!colour || !slug) return null;
    return {
      url: exteriorListingUrl(config.assetBase, parts, slug),
      urlOf: (file: string) => exteriorImageUrl(config.assetBase, parts, slug, file),
      angles: VIEW_ANGLES as readonly string[],
      prefix: '',
      alt: (angle: string) => `${modelName} in ${colour.label}, ${angleName(angle, 'exterior')}`,
    };
  }, [car, resolved, view, config.assetBase]);

  const listing = useAssetListing(source?.url ?? null);

  return useMemo(() => {
    if (!source) return [];
    if (!listing) return null;
    const images = imagesFromListing(listing, source.angles, source.urlOf, source.prefix).map((image) => ({
      src: image.url,
      alt: source.alt(image.angle),
      angle: image.angle,
    }));
    return view === 'front' ? images.slice(0, 1) : images;
  }, [source, listing, view]);
}
