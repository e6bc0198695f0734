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
import { AfterFirstPaint } from '../../common/AfterFirstPaint';
import { ChunkBoundary, lazyChunk } from '../../common/lazyChunk';
import { VisualiserHero } from '../visualiser/VisualiserHero';

/** The section in view is followed from the first paint on: its code comes after the first price (ScreenListeners.tsx). */
const sectionTracking = lazyChunk(() => import('../ScreenListeners').then((module) => module.SectionTracking));

export function DesktopHero() {
  const ref = useRef<HTMLDivElement>(null);
  const view = heroViewOf(useAtomValue(activeSectionAtom));
  const images = useHeroImages(view);
  return (
    <div ref={ref} data-testid="desktop-hero">
      <VisualiserHero placement="desktop">
        <Gallery key={view} images={images} view={view} label={HERO_LABELS[view]} />
      </VisualiserHero>
      <AfterFirstPaint>
        <ChunkBoundary onFail={() => undefined}>
          <sectionTracking.Component within={ref} />
        </ChunkBoundary>
      </AfterFirstPaint>
    </div>
  );
}
