/**
 * The closable indicative-pricing disclaimer under the car name (spec 2): the
 * store config's indicative_pricing_disclaimer with its marker.
 */
import { useAtom, useAtomValue } from 'jotai';
import { storeDisclaimersAtom } from '../../../state/atoms';
import { indicativeDisclaimerClosedAtom } from '../../../state/ui';
import { DisclaimerText } from '../../primitives/DisclaimerText';
import { ClosableNote } from './ClosableNote';

export function IndicativePricingDisclaimer() {
  const disclaimers = useAtomValue(storeDisclaimersAtom);
  const [closed, setClosed] = useAtom(indicativeDisclaimerClosedAtom);
  const disclaimer = disclaimers?.indicativePricing ?? null;
  if (closed || !disclaimer || disclaimer.text.trim() === '') return null;
  return (
    <ClosableNote tone="quiet" testId="indicative-pricing-disclaimer" closeLabel="Close pricing disclaimer" onClose={() => setClosed(true)}>
      <DisclaimerText disclaimer={disclaimer} />
    </ClosableNote>
  );
}
