/**
 * The Price tab: the build's price with its label and marker, lease terms under lease, the customer-type
 * disclaimer, and what the offer includes: under lease the 'mmba' content fragment (what the weekly price
 * covers), for every customer the 'diamond-advantage' fragment (spec 7). The fragments are fetched when the
 * panel comes near the viewport; nothing shows while they load or when they failed (spec 8).
 */
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { customerTypeDisclaimer } from '../../../domain/disclaimers';
import { leaseTerms, offerKey, offerPriceLabel, priceLabelBeside } from '../../../domain/offers';
import { pricingAtom, storeDisclaimersAtom } from '../../../state/atoms';
import { offerAtom, priceDisplayAtom } from '../../../state/configurator';
import { poaExplanationAtom } from '../../../state/poaExplanation';
import { useContentFragment } from '../../../state/contentFragments';
import { StoreHtml } from '../../common/StoreHtml';
import { theme } from '../../common/theme';
import { useNearViewport } from '../../common/useNearViewport';
import { DisclaimerText } from '../../primitives/DisclaimerText';
import { PriceText } from '../../primitives/PriceText';

const Label = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.type.body};
`;

const Price = styled.p`
  margin: 4px 0 12px;
  min-height: 1.2em;
  font-size: ${theme.type.display};
  font-weight: 700;
  line-height: 1.2;
  sup {
    font-size: 0.5em;
  }
`;

const Why = styled.p`
  margin: 0 0 12px;
  font-size: ${theme.type.body};
  line-height: 1.45;
`;

const Terms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  font-weight: 600;
`;

const Note = styled.p`
  margin: 12px 0 0;
  color: ${theme.colour.muted};
  font-size: ${theme.type.small};
  line-height: 1.45;
  p {
    display: inline;
    margin: 0;
  }
`;

const About = styled.div`
  margin-top: 16px;
  font-size: ${theme.type.body};
  line-height: 1.5;
  &:empty {
    margin: 0;
  }
  > div + div {
    margin-top: 16px;
    padding-top: 16px;
    border-top: 1px solid ${theme.colour.line};
  }
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.type.base};
  }
  p {
    margin: 0;
  }
  p + p {
    margin-top: 8px;
  }
`;

export function PricePanel() {
  const pricing = useAtomValue(pricingAtom);
  const display = useAtomValue(priceDisplayAtom);
  const offer = useAtomValue(offerAtom);
  const store = useAtomValue(storeDisclaimersAtom);
  const poaWhy = useAtomValue(poaExplanationAtom);
  const [aboutBox, setAboutBox] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(aboutBox);
  const lease = offerKey(pricing) === 'mmba';
  const mmbaHtml = useContentFragment('mmba', near && lease);
  const diamondAdvantageHtml = useContentFragment('diamond-advantage', near);
  if (!display || !offer) return null;
  const terms = leaseTerms(pricing);
  // 'Per week' above '$330 per week' said it twice: the label shows only when the price does not say it (issue 35).
  const label = priceLabelBeside(offerPriceLabel(offer.price, pricing.state), display.text);
  const disclaimer = customerTypeDisclaimer(store, offerKey(pricing));
  return (
    <>
      {label && <Label>{label}</Label>}
      <Price>
        <PriceText price={display} />
      </Price>
      {poaWhy && <Why data-testid="poa-explanation">{poaWhy}</Why>}
      {terms.length > 0 && (
        <Terms>
          {terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </Terms>
      )}
      {disclaimer && (
        <Note>
          <DisclaimerText disclaimer={disclaimer} spaced />
        </Note>
      )}
      <About ref={setAboutBox} data-testid="offer-includes">
        {lease && mmbaHtml ? <StoreHtml html={mmbaHtml} /> : null}
        {diamondAdvantageHtml ? <StoreHtml html={diamondAdvantageHtml} /> : null}
      </About>
    </>
  );
}
