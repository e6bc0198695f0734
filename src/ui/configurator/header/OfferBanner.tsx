/**
 * The offer banner of the sticky header (spec 2): the vehicle offer's title and
 * its short description (mobile) or description (desktop), special offers
 * highlighted; expanded or collapsed, the collapsed choice kept for the session.
 */
import { useId, useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { Offer } from '../../../domain/types';
import { focusRing } from '../../common/Button';
import { SafeHtml } from '../../common/SafeHtml';
import { theme } from '../../common/theme';
import { OFFER_BANNER_COLLAPSED_KEY, sessionPreference } from '../../../host/sessionPreference';

/** The offer text swap animation (spec 9). */
const OFFER_TEXT_SWAP_MS = 400;

const swapIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

const Banner = styled.div<{ $special: boolean }>`
  color: #fff;
  background: ${(p) => (p.$special ? theme.colour.brand : theme.colour.ink)};
`;

const Inner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  max-width: 1600px;
  margin: 0 auto;
  padding: 4px 16px;
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  padding: 5px 0;
  font: 400 14px/1.4 ${theme.font};
  animation: ${swapIn} ${OFFER_TEXT_SWAP_MS}ms ease-out;
  ${theme.reducedMotion} {
    animation: none;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
  }
`;

const Title = styled.p<{ $collapsed: boolean }>`
  font-weight: 700;
  ${(p) =>
    p.$collapsed &&
    css`
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
    `}
`;

/** Short description below the desktop breakpoint, description at and above it (spec 9: 1200px). */
const MobileOnly = styled(SafeHtml)`
  ${theme.desktop} {
    display: none;
  }
`;
const DesktopOnly = styled(SafeHtml)`
  display: none;
  ${theme.desktop} {
    display: block;
  }
`;

const Toggle = styled.button<{ $expanded: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid rgba(255, 255, 255, 0.6);
  background: transparent;
  color: #fff;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: #fff;
  }
  span {
    display: block;
    width: 9px;
    height: 9px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: ${(p) => (p.$expanded ? 'translateY(2px) rotate(-135deg)' : 'translateY(-2px) rotate(45deg)')};
  }
`;

const PriceDisclaimer = styled(SafeHtml)`
  margin-top: 4px;
  font-size: 12px;
`;

function readCollapsed(): boolean {
  return sessionPreference.get(OFFER_BANNER_COLLAPSED_KEY) === 'true';
}

export interface OfferBannerProps {
  offer: Offer;
}

export function OfferBanner({ offer }: OfferBannerProps) {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const detailsId = useId();
  const title = offer.title?.trim() || null;
  const short = offer.shortDescription?.trim() || null;
  const long = offer.description?.trim() || null;
  // The price's own disclaimer (spec 3 Offer price.disclaimer) goes with the offer's details.
  const priceDisclaimer = offer.price?.disclaimer?.trim() || null;
  if (!title && !short && !long && !priceDisclaimer) return null;
  const hasDetails = Boolean(short || long || priceDisclaimer);
  const expanded = hasDetails && !collapsed;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    if (next) sessionPreference.set(OFFER_BANNER_COLLAPSED_KEY, 'true');
    else sessionPreference.remove(OFFER_BANNER_COLLAPSED_KEY);
  };

  return (
    <Banner $special={offer.specialOfferFlag} data-testid="offer-banner" data-special={offer.specialOfferFlag || undefined}>
      <Inner>
        <Text key={`${title}|${short}|${long}`}>
          {title ? <Title $collapsed={!expanded}>{title}</Title> : null}
          {hasDetails ? (
            <div id={detailsId} hidden={!expanded}>
              {short || long ? (
                <>
                  <MobileOnly html={short ?? long} />
                  <DesktopOnly html={long ?? short} />
                </>
              ) : null}
              {priceDisclaimer ? <PriceDisclaimer html={priceDisclaimer} /> : null}
            </div>
          ) : null}
        </Text>
        {hasDetails ? (
          <Toggle
            type="button"
            aria-label="Offer details"
            aria-expanded={expanded}
            aria-controls={detailsId}
            $expanded={expanded}
            onClick={toggle}
          >
            <span aria-hidden="true" />
          </Toggle>
        ) : null}
      </Inner>
    </Banner>
  );
}
