/** The vehicle selector landing page (spec 2, route `/`). */
import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { isComparisonQuery } from '../../domain/comparisonParams';
import { offerKey, rangeFromPrice } from '../../domain/offers';
import type { VehicleRange } from '../../domain/types';
import { pricingAtom, rangeOffersAtom, rangesAtom, resetBuildAtom } from '../../state/atoms';
import { rangesFailedAtom } from '../../state/routeOutcomes';
import { acceptContinueBuildAtom, declineContinueBuildAtom, keepsSavedBuildsAtom, offeredBuildAtom } from '../../state/continueBuild';
import { rangeHeroImage } from '../../state/assetUrls';
import { useInstance } from '../../state/instance';
import { ensureRangesAtom, prefetchRangesAtom } from '../../state/loaders';
import { ChunkBoundary, lazyChunk } from '../common/lazyChunk';
import { buildCodeEntry } from '../buildCode/buildCodeEntryChunk';
import { LoadingScreen } from '../common/Loading';
import { useScreenEntry } from '../common/screenEntry';
import { focusRing } from '../common/Button';
import { PriceText } from '../primitives/PriceText';
import { theme } from '../common/theme';

const continueBuildModal = lazyChunk(() => import('./ContinueBuildModal').then((module) => module.default));
const savedBuilds = lazyChunk(() => import('../savedBuilds/SavedBuildsSection').then((module) => module.default));
const sharedComparison = lazyChunk(() => import('../savedBuilds/SharedComparison').then((module) => module.default));

const Page = styled.main`
  min-height: 100vh;
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  h1 {
    margin: 0 0 24px;
    font-size: ${theme.type.landing};
    line-height: 1.2;
    text-align: center;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const RangeButton = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0 0 16px;
  border: 1px solid ${theme.colour.line};
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font: 600 ${theme.type.subheading} / 1.3 ${theme.font};
  cursor: pointer;
  transition: border-color 0.2s;
  &:hover {
    border-color: ${theme.colour.ink};
  }
  ${theme.reducedMotion} {
    transition: none;
  }
  ${focusRing}
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    background: ${theme.colour.subtle};
  }
  span {
    padding: 12px 16px 0;
  }
  span + span {
    padding-top: 4px;
    color: ${theme.colour.muted};
    font-weight: 400;
    font-size: ${theme.type.base};
  }
  small {
    display: block;
    font-size: ${theme.type.small};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

/**
 * A range's card: its picture and name, and once the prefetched prices are in, its 'From' price
 * (issue 26.11) with the price label and marker the configurator shows for the same pricing
 * (issue 35: 'Drive away (ABN holders)', '#'). The name the card is announced by is its visible
 * text, name then price, so what a visitor reads is what a screen reader says (axe label-content-name-mismatch).
 */
function RangeCard({ range, onChoose }: { range: VehicleRange; onChoose: () => void }) {
  const { config } = useInstance();
  const pricing = useAtomValue(pricingAtom);
  const offers = useAtomValue(rangeOffersAtom)[`${range.code} ${offerKey(pricing)}`];
  const from = offers ? rangeFromPrice(offers, pricing) : null;
  const id = useId();
  return (
    <RangeButton type="button" onClick={onChoose} aria-labelledby={from === null ? `${id}n` : `${id}n ${id}p`}>
      <img src={rangeHeroImage(config, range.code)} alt="" width={640} height={360} />
      <span id={`${id}n`}>{range.name}</span>
      {/* The spaces between the parts are text of their own: what is read out as the card's visible text has them. */}
      {from !== null && ' '}
      {from !== null && (
        <span id={`${id}p`} data-testid="from-price">
          {from.label && <small>{from.label}</small>}
          {from.label && ' '}
          <PriceText price={from} />
        </span>
      )}
    </RangeButton>
  );
}

export function Landing() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const ranges = useAtomValue(rangesAtom);
  const resetBuild = useSetAtom(resetBuildAtom);
  const offeredBuild = useSetAtom(offeredBuildAtom);
  const declineContinue = useSetAtom(declineContinueBuildAtom);
  const acceptContinue = useSetAtom(acceptContinueBuildAtom);
  const keepsSavedBuilds = useSetAtom(keepsSavedBuildsAtom);
  const ensureRanges = useSetAtom(ensureRangesAtom);
  const prefetchRanges = useSetAtom(prefetchRangesAtom);
  const rangesFailed = useSetAtom(rangesFailedAtom);
  const [saved, setSaved] = useState(() => offeredBuild());
  const [offerDismissed, setOfferDismissed] = useState(false);
  // Saved builds (issue 23) load as their own chunk, only on a device that keeps some.
  const [hasSaved, setHasSaved] = useState(() => keepsSavedBuilds());
  const [comparisonFailed, setComparisonFailed] = useState(false);
  const [codeEntryFailed, setCodeEntryFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLElement>(null);
  useScreenEntry(ranges.status === 'ready' ? 'landing' : null, heading, top);

  useEffect(() => {
    resetBuild();
    let live = true;
    void ensureRanges().then((result) => {
      if (!live) return;
      if (result.ok) prefetchRanges(result.value);
      else rangesFailed();
    });
    return () => {
      live = false;
    };
  }, [ensureRanges, prefetchRanges, rangesFailed, resetBuild]);

  if (ranges.status !== 'ready') return <LoadingScreen shape="landing" />;

  const savedRange = saved ? ranges.value.find((range) => range.code === saved.code) : undefined;
  const declineSaved = () => {
    declineContinue();
    setSaved(null);
  };
  const acceptSaved = () => {
    if (!saved) return;
    acceptContinue();
    navigate(saved.href);
  };

  return (
    <Page ref={top}>
      <h1 ref={heading} tabIndex={-1}>
        Which Mitsubishi would you like to make yours?
      </h1>
      {!comparisonFailed && isComparisonQuery(`?${search}`) && (
        // A comparison link (issue 32): the two builds it names, above the ranges; a chunk of its own.
        <ChunkBoundary onFail={() => setComparisonFailed(true)}>
          <sharedComparison.Component
            search={search}
            onClose={() => {
              navigate('/');
              heading.current?.focus();
            }}
            onOpen={(route) => navigate(route)}
            onSaved={() => setHasSaved(true)}
          />
        </ChunkBoundary>
      )}
      <Grid>
        {ranges.value.map((range) => (
          <li key={range.code}>
            <RangeCard range={range} onChoose={() => navigate(`/${range.code}`)} />
          </li>
        ))}
      </Grid>
      {!codeEntryFailed && (
        <ChunkBoundary onFail={() => setCodeEntryFailed(true)}>
          <buildCodeEntry.Component />
        </ChunkBoundary>
      )}
      {hasSaved && (
        <ChunkBoundary onFail={() => setHasSaved(false)}>
          <savedBuilds.Component />
        </ChunkBoundary>
      )}
      {savedRange && !offerDismissed && (
        <ChunkBoundary onFail={() => setOfferDismissed(true)}>
          <continueBuildModal.Component
            model={savedRange.name}
            onDecline={declineSaved}
            onAccept={acceptSaved}
            onDismiss={() => setOfferDismissed(true)}
          />
        </ChunkBoundary>
      )}
    </Page>
  );
}
