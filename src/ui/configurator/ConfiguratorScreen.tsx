/**
 * The configurator screen (spec 2): header, title, option sections with their
 * scroll-linked hero, summary and calculator, sticky footer and the settings modal.
 * Each region lives in its own folder; this file only lays them out.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { memo, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { carAtom } from '../../state/atoms';
import { preloadBuildEngine } from '../../state/buildActions';
import { useBuildLinkSync } from '../../state/buildLink';
import { changeVehicleAtom } from '../../state/continueBuild';
import { prefetchOtherOffersAtom } from '../../state/vehicle';
import { whenIdle } from '../../host/idle';
import { AfterFirstPaint } from '../common/AfterFirstPaint';
import { LinkButton, SecondaryButton } from '../common/Button';
import { useScreenEntry } from '../common/screenEntry';
import { theme } from '../common/theme';
import { ChunkBoundary, lazyChunk, type LazyChunk } from '../common/lazyChunk';
import { landingChunk } from '../landing/landingChunk';
import { StickyFooter } from './footer/StickyFooter';
import { IndicativePricingDisclaimer } from './header/IndicativePricingDisclaimer';
import { SharedPricingNotice } from './header/SharedPricingNotice';
import { DesktopHero } from './hero/DesktopHero';
import { OptionSections } from './options/OptionSections';

const Page = styled.div`
  max-width: 1600px;
  margin: 0 auto;
  padding: 0 16px 32px;
`;

const Title = styled.div`
  padding: 8px 0 16px;
  h1 {
    margin: 4px 0 8px;
    font-size: ${theme.type.hero};
    line-height: 1.15;
  }
`;

const Layout = styled.div`
  display: block;
  ${theme.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(380px, 2fr);
    gap: 40px;
    align-items: start;
  }
`;

const HeroColumn = styled.div`
  display: none;
  ${theme.desktop} {
    display: block;
    position: sticky;
    top: calc(${theme.stickyTop} + 120px);
  }
`;

/**
 * What the first paint cannot show (the header slides in on scroll; the tray, accessory and summary
 * sections are below the fold) is a chunk of its own (BelowTheFold.tsx), fetched and rendered right
 * after the first paint: its code is not fetched, parsed or run before the first price, and the first
 * render, the screen's largest paint, is about a third shorter without it on a 4x-throttled CPU.
 */
const stickyHeaderChunk = lazyChunk(() => import('./BelowTheFold').then((module) => module.StickyHeader));
const belowOptionsChunk = lazyChunk(() => import('./BelowTheFold').then((module) => module.SectionsBelowOptions));

/**
 * What shows nothing until the visitor acts or the build asks (the alert, the modals' and the drawer's
 * hosts) is a chunk of its own too (ScreenHosts.tsx), rendered after the first paint: the first price
 * does not wait for the drawer's routes and progress.
 */
const screenHostsChunk = lazyChunk(() => import('./ScreenHosts').then((module) => module.ScreenHosts));

/**
 * The keyboard's undo and redo and the focus kept clear of the sticky chrome (ScreenListeners.tsx) start
 * after the first paint too: a chunk of its own, rendered then; if it cannot be fetched, it is logged
 * and the screen carries on without them.
 */
const screenKeysChunk = lazyChunk(() => import('./ScreenListeners').then((module) => module.ScreenKeys));

/** What the visitor is told, in place, when the sections' code cannot be fetched (the spec has no copy for it). */
const SECTIONS_FAILED_TEXT = "The trays, accessories and summary of this page couldn't be loaded. Your build is kept: please try again.";

const PartFailed = styled.div`
  margin: 16px 0 0;
  padding: 16px;
  border-left: 4px solid ${theme.colour.brand};
  background: ${theme.colour.subtle};

  p {
    margin: 0 0 12px;
  }
`;

/**
 * A part of the screen from the chunk after the first paint. If its code cannot be fetched (after
 * the retries), the visitor is told in place and may ask again (`failedText`), the price and options
 * carrying on; a part without `failedText` (the sticky header) is left out, logged.
 */
function AfterFirstPaintChunk({ chunk, failedText }: { chunk: LazyChunk<object>; failedText?: string }) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed && failedText)
    return (
      <PartFailed role="alert">
        <p>{failedText}</p>
        <SecondaryButton
          type="button"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </SecondaryButton>
      </PartFailed>
    );
  return (
    <AfterFirstPaint>
      <ChunkBoundary key={attempt} onFail={() => setFailed(true)}>
        <chunk.Component />
      </ChunkBoundary>
    </AfterFirstPaint>
  );
}

/**
 * Keeps the URL in step with the build. A component of its own, rendering nothing, so
 * that a build or URL change re-renders it alone rather than the whole screen.
 */
function BuildLinkSync() {
  useBuildLinkSync();
  return null;
}

function ChangeVehicle() {
  const [, navigate] = useLocation();
  const changeVehicle = useSetAtom(changeVehicleAtom);
  return (
    <LinkButton
      type="button"
      onClick={() => {
        changeVehicle();
        navigate('/');
      }}
    >
      <span aria-hidden="true">‹</span> Change vehicle
    </LinkButton>
  );
}

/**
 * Memoised: the route above re-renders on every URL change (the build writes its query
 * after each change), and the regions read the atoms they show and re-render on their own.
 */
export const ConfiguratorScreen = memo(function ConfiguratorScreen() {
  const car = useAtomValue(carAtom);
  // The main landmark takes the car's name: unique beside the form page's own main in the enquiry drawer's frame.
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLDivElement>(null);
  useScreenEntry(car ? `configurator:${car.code}` : null, heading, top);
  const shown = car !== null;
  // Once the first price is on screen and the page is idle: the engine that makes the visitor's
  // changes, the other customer types' prices (a switch in the settings then prices at once), and
  // the selector's code ('Change vehicle' then waits for none).
  const prefetchOtherOffers = useSetAtom(prefetchOtherOffersAtom);
  useEffect(
    () =>
      shown
        ? whenIdle(() => {
            preloadBuildEngine();
            void prefetchOtherOffers();
            landingChunk.preload();
          })
        : undefined,
    [shown, prefetchOtherOffers],
  );
  if (!car) return null;
  return (
    <>
      <BuildLinkSync />
      <AfterFirstPaintChunk chunk={stickyHeaderChunk} />
      <Page ref={top}>
        <main aria-labelledby={titleId}>
          <Title>
            <ChangeVehicle />
            <h1 id={titleId} ref={heading} tabIndex={-1}>
              {car.displayName}
            </h1>
            <IndicativePricingDisclaimer />
            <SharedPricingNotice />
          </Title>
          <Layout>
            <HeroColumn>
              <DesktopHero />
            </HeroColumn>
            <div>
              <OptionSections />
              <AfterFirstPaintChunk chunk={belowOptionsChunk} failedText={SECTIONS_FAILED_TEXT} />
            </div>
          </Layout>
        </main>
      </Page>
      <StickyFooter />
      <AfterFirstPaintChunk chunk={screenHostsChunk} />
      <AfterFirstPaint>
        <ChunkBoundary onFail={() => undefined}>
          <screenKeysChunk.Component within={top} />
        </ChunkBoundary>
      </AfterFirstPaint>
    </>
  );
});
