/**
 * The thank-you shown in the form's place (spec 2, 9): 'Thank you for your
 * enquiry, {name}' and, unless hidden (lease or a bulk order), the selected
 * dealer's name, address, phone and a maps link.
 */
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { dealerMapsUrl, telHref, thankYouText } from '../../domain/enquiry';
import type { SelectedDealer } from '../../domain/types';
import type { EnquiryThankYou } from '../../state/leadForm';
import { focusRing, SecondaryButton } from '../common/Button';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { theme } from '../common/theme';

const Panel = styled.div`
  padding: 32px 24px;
  font-family: ${theme.font};
  h3 {
    margin: 0 0 24px;
    font-size: ${theme.type.title};
    line-height: 1.3;
    /* Focused by script so screen readers announce it; it is not a control, so no ring. */
    &:focus {
      outline: none;
    }
  }
  a {
    color: ${theme.colour.ink};
    text-underline-offset: 3px;
    ${focusRing}
  }
`;

const Dealer = styled.section`
  padding: 20px;
  background: ${theme.colour.subtle};
  h4 {
    margin: 0 0 8px;
    color: ${theme.colour.muted};
    font: 600 ${theme.type.small} / 1.4 ${theme.font};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0 0 4px;
    font-weight: 700;
    font-size: ${theme.type.lead};
  }
  address {
    margin: 0 0 12px;
    font-style: normal;
    line-height: 1.5;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 24px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const NextSteps = styled.p`
  margin: 0 0 24px;
  line-height: 1.5;
`;

const Back = styled.div`
  margin-top: 24px;
`;

export interface ThankYouProps {
  thankYou: EnquiryThankYou;
  /** The dealer to show, or null when none was chosen or it is hidden. */
  dealer: SelectedDealer | null;
  /** 'Back to your build': closes the drawer. */
  onBackToBuild: () => void;
}

export function ThankYou({ thankYou, dealer, onBackToBuild }: ThankYouProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const dealerHeadingId = useId();
  // The frame that held focus is gone: the thank-you takes it, inside the drawer.
  useEffect(() => heading.current?.focus(), []);
  const phone = dealer ? telHref(dealer.address.phone) : null;
  const { street, city, region, postcode } = dealer?.address ?? { street: '', city: '', region: '', postcode: '' };
  const locality = [city, region, postcode].filter((part) => part !== '').join(' ');
  return (
    <Panel data-testid="enquiry-thank-you">
      <h3 ref={heading} tabIndex={-1}>
        {thankYouText(thankYou.customerName)}
      </h3>
      <NextSteps>
        What happens next: {dealer ? 'the dealer below' : 'a dealer'} will contact you to talk through your build, its price and a time that
        suits you. Your build stays saved on this device.
      </NextSteps>
      {dealer ? (
        <Dealer aria-labelledby={dealerHeadingId}>
          <h4 id={dealerHeadingId}>Your selected dealer</h4>
          <p>{dealer.name}</p>
          <address>
            {street ? (
              <>
                {street}
                <br />
              </>
            ) : null}
            {locality}
          </address>
          <ul>
            {phone ? (
              <li>
                <a href={phone}>{dealer.address.phone}</a>
              </li>
            ) : null}
            <li>
              <a href={dealerMapsUrl(dealer)} target="_blank" rel="noopener noreferrer">
                View on Google Maps<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          </ul>
        </Dealer>
      ) : null}
      <Back>
        <SecondaryButton type="button" onClick={onBackToBuild}>
          Back to your build
        </SecondaryButton>
      </Back>
    </Panel>
  );
}
