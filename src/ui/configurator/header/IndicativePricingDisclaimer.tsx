/**
 * The closable indicative-pricing disclaimer under the car name (spec 2): the
 * store config's indicative_pricing_disclaimer with its marker.
 */
import { useAtom, useAtomValue } from 'jotai';
import styled from 'styled-components';
import { storeDisclaimersAtom } from '../../../state/atoms';
import { indicativeDisclaimerClosedAtom } from '../../../state/ui';
import { GlyphButton } from '../../common/Button';
import { SafeHtml } from '../../common/SafeHtml';
import { theme } from '../../common/theme';

const Note = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: 760px;
  padding: 8px 8px 8px 12px;
  border-left: 3px solid ${theme.colour.line};
  background: ${theme.colour.subtle};
  color: ${theme.colour.muted};
  font: 400 13px/1.45 ${theme.font};
`;

const Text = styled.p`
  flex: 1;
  margin: 6px 0;
  p {
    display: inline;
    margin: 0;
  }
`;

const Close = styled(GlyphButton)`
  width: 32px;
  height: 32px;
  font-size: 22px;
  &:hover {
    background: ${theme.colour.line};
  }
`;

export function IndicativePricingDisclaimer() {
  const disclaimers = useAtomValue(storeDisclaimersAtom);
  const [closed, setClosed] = useAtom(indicativeDisclaimerClosedAtom);
  const disclaimer = disclaimers?.indicativePricing ?? null;
  if (closed || !disclaimer || disclaimer.text.trim() === '') return null;
  return (
    <Note data-testid="indicative-pricing-disclaimer">
      <Text>
        {disclaimer.marker ? <sup>{disclaimer.marker}</sup> : null}
        <SafeHtml as="span" html={disclaimer.text} />
      </Text>
      <Close type="button" aria-label="Close pricing disclaimer" onClick={() => setClosed(true)}>
        <span aria-hidden="true">×</span>
      </Close>
    </Note>
  );
}
