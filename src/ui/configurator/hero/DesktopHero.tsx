/**
 * The desktop hero (spec 2): in the sticky left column, it shows the picture of
 * the section in view (exterior, interior, tray, accessory or summary; the rules
 * are domain/hero.ts). Each view starts at its first image.
 */
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { activeSectionAtom } from '../../../state/ui';
import { Gallery } from './Gallery';
import { heroViewOf } from '../../../domain/hero';
import { HERO_LABELS, useHeroImages } from '../../../state/heroImages';
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
        <Gallery key={view} images={images} view={view} label={HERO_LABELS[view]} />
      </VisualiserHero>
    </div>
  );
}
