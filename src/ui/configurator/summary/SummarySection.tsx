/**
 * Summary and calculator (spec 2): the 'Your build' block, then the Price and
 * Finance tabs. With no valid offer for the pricing context nothing priced is
 * rendered and a console error is logged once (spec 5, 8).
 */
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { offerKey } from '../../../domain/offers';
import { pricingAtom } from '../../../state/atoms';
import { offerAtom, resolvedAtom, shownBuildAtom } from '../../../state/configurator';
import { theme } from '../../common/theme';
import { MobileHero } from '../hero/MobileHero';
import { SummaryTabs } from './SummaryTabs';
import { YourBuild } from './YourBuild';

const Section = styled.section`
  display: grid;
  gap: 24px;
  margin: 48px 0 0;
  scroll-margin-top: 100px;
  ${theme.desktop} {
    margin-top: 64px;
  }
`;

export function SummarySection() {
  const build = useAtomValue(shownBuildAtom);
  const resolved = useAtomValue(resolvedAtom);
  const pricing = useAtomValue(pricingAtom);
  const offer = useAtomValue(offerAtom);
  const headingId = useId();
  const logged = useRef<string | null>(null);

  const missingOffer = resolved !== null && offer === null;
  const missingKey = resolved ? `${resolved.variant.sku}|${offerKey(pricing)}` : null;
  useEffect(() => {
    if (!missingOffer) {
      logged.current = null;
      return;
    }
    if (logged.current === missingKey) return;
    logged.current = missingKey;
    console.error(`bp-configurator: no valid ${offerKey(pricing)} offer for ${resolved?.variant.sku}; no price is shown`);
  }, [missingOffer, missingKey, pricing, resolved]);

  if (!build || !resolved) return null;
  return (
    <Section id="summaryContent" aria-labelledby={headingId}>
      <MobileHero section="summaryContent" />
      <YourBuild headingId={headingId} priced={!missingOffer} />
      {!missingOffer && <SummaryTabs />}
    </Section>
  );
}
