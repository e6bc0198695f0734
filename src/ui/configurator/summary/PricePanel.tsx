/** The Price tab: the build's price with its label and marker, lease terms under lease, and the customer-type disclaimer. */
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { customerTypeDisclaimer } from '../../../domain/disclaimers';
import { leaseTerms, offerKey, offerPriceLabel } from '../../../domain/offers';
import { pricingAtom, storeDisclaimersAtom } from '../../../state/atoms';
import { offerAtom, poaExplanationAtom, priceDisplayAtom } from '../../../state/configurator';
import { SafeHtml } from '../../common/SafeHtml';
import { theme } from '../../common/theme';

const Label = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: 15px;
`;

const Price = styled.p`
  margin: 4px 0 12px;
  min-height: 1.2em;
  font-size: 32px;
  font-weight: 700;
  line-height: 1.2;
  sup {
    font-size: 0.5em;
  }
`;

const Why = styled.p`
  margin: 0 0 12px;
  font-size: 15px;
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
  font-size: 13px;
  line-height: 1.45;
  p {
    display: inline;
    margin: 0;
  }
`;

export function PricePanel() {
  const pricing = useAtomValue(pricingAtom);
  const display = useAtomValue(priceDisplayAtom);
  const offer = useAtomValue(offerAtom);
  const store = useAtomValue(storeDisclaimersAtom);
  const poaWhy = useAtomValue(poaExplanationAtom);
  if (!display || !offer) return null;
  const terms = leaseTerms(pricing);
  const label = offerPriceLabel(offer.price, pricing.state);
  const disclaimer = customerTypeDisclaimer(store, offerKey(pricing));
  return (
    <>
      {label && <Label>{label}</Label>}
      <Price>
        {display.text}
        {display.marker && <sup>{display.marker}</sup>}
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
          {disclaimer.marker && <sup>{disclaimer.marker} </sup>}
          <SafeHtml as="span" html={disclaimer.text} />
        </Note>
      )}
    </>
  );
}
