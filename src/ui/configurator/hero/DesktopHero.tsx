/**
 * The desktop hero (spec 2): in the sticky left column, it shows the images of
 * the section in view: exterior images, interior images, or the front
 * three-quarter exterior image for the sections after them.
 */
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { activeSectionAtom } from '../../../state/ui';
import { Gallery } from './Gallery';
import { HERO_LABELS, heroViewOf, useHeroImages } from './heroImages';
import { useSectionTracking } from './useSectionTracking';
import { VisualiserHero } from '../visualiser/VisualiserHero';

export function DesktopHero() {
  const ref = useRef<HTMLDivElement>(null);
  useSectionTracking(ref);
  const view = heroViewOf(useAtomValue(activeSectionAtom));
  const images = useHeroImages(view);
  return (
    <div ref={ref} data-testid="desktop-hero">
      <VisualiserHero placement="desktop">
        <Gallery images={images} view={view} label={HERO_LABELS[view]} browsable={view !== 'front'} />
      </VisualiserHero>
    </div>
  );
}
