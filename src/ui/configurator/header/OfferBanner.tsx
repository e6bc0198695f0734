/**
 * The offer banner of the sticky header (spec 2): the vehicle offer's title and
 * its short description (mobile) or description (desktop), special offers
 * highlighted; expanded or collapsed, the collapsed choice kept for the session.
 *
 * Its size follows spec 9's scroll offsets, so a section scrolled to 100 px (banner
 * expanded) or 60 px (collapsed) is never under the header (WCAG 2.4.11): expanded, it is
 * one row of at most 40 px above the 60 px vehicle strip, its details scrolling within it
 * when they are longer; collapsed, it is a tab beside the strip, in the strip's 60 px.
 */
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { offerBannerTexts, type OfferBannerTexts } from '../../../domain/offerBanner';
import type { Offer } from '../../../domain/types';
import { focusRing } from '../../common/Button';
import { SafeHtml } from '../../common/SafeHtml';
import { theme } from '../../common/theme';
import { overlay } from '../../common/elevation';
import { onElementResize } from '../../../host/resize';
import { offerBannerCollapsed, saveOfferBannerCollapsed } from '../../../host/session';

/** The offer text swap animation (spec 9). */
const OFFER_TEXT_SWAP_MS = 400;

const swapIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

/** The expanded banner's row: spec 9's 100 px offset less the 60 px strip. */
const ROW_PX = 40;
/** Its text's line height: two lines fit the row. */
const LINE_PX = 16;

const Banner = styled.div<{ $special: boolean; $collapsed: boolean }>`
  color: ${(p) => (p.$special ? theme.colour.onBrand : theme.colour.onInk)};
  background: ${(p) => (p.$special ? theme.colour.brand : theme.colour.ink)};
  /* Collapsed, a tab in the strip's row (the sticky header lays the two out, StickyHeader.tsx). */
  ${(p) =>
    p.$collapsed &&
    css`
      display: flex;
      align-items: center;
    `}
`;

const Inner = styled.div<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  box-sizing: border-box;
  max-width: 1600px;
  max-height: ${ROW_PX}px;
  margin: 0 auto;
  padding: 4px 16px;
  ${(p) =>
    p.$collapsed &&
    css`
      gap: 8px;
      max-height: none;
      padding: 0 8px;
    `}
`;

const Text = styled.div<{ $collapsed: boolean }>`
  flex: 1;
  min-width: 0;
  max-height: ${2 * LINE_PX}px;
  overflow-y: auto;
  overscroll-behavior: contain;
  font: 400 ${theme.type.caption} / ${LINE_PX}px ${theme.font};
  animation: ${swapIn} ${OFFER_TEXT_SWAP_MS}ms ease-out;
  ${theme.reducedMotion} {
    animation: none;
  }
  /* The title and the details run on as one paragraph. */
  & > p,
  & > div:not([hidden]),
  & > div > *,
  & > div > * > p {
    display: inline;
    margin: 0;
  }
  & > p:not(:last-child),
  & > div > *:not(:last-child) {
    margin-right: 0.5em;
  }
  scrollbar-width: thin;
  scrollbar-color: ${overlay.onFillMuted} transparent;
  a {
    color: inherit;
  }
  &:focus-visible {
    outline: 2px solid currentColor;
    outline-offset: -2px;
  }
  /* Collapsed: the title only, on a desktop; a phone keeps it for screen readers. */
  ${(p) =>
    p.$collapsed &&
    css`
      flex: 0 1 auto;
      max-width: 240px;
      overflow: hidden;
      white-space: nowrap;
      text-overflow: ellipsis;
      @media not all and (min-width: 1200px) {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
      }
    `}
`;

const Title = styled.p`
  font-size: ${theme.type.small};
  font-weight: 700;
`;

/** Short description below the desktop breakpoint, description at and above it (spec 9: 1200px). */
const MobileOnly = styled(SafeHtml)`
  ${theme.desktop} {
    display: none !important;
  }
`;
const DesktopOnly = styled(SafeHtml)`
  display: none !important;
  ${theme.desktop} {
    display: inline !important;
  }
`;

const Toggle = styled.button<{ $expanded: boolean }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 1px solid ${overlay.onFillLine};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: currentColor;
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
  font-size: ${theme.type.caption};
`;

export interface OfferBannerProps {
  offer: Offer;
}

export function OfferBanner({ offer }: OfferBannerProps) {
  const texts = offerBannerTexts(offer);
  return texts ? <OfferBannerOf texts={texts} special={offer.specialOfferFlag} /> : null;
}

/** Details longer than the row scroll within it: the box is then reached and scrolled by keyboard too. */
function useScrollable(text: RefObject<HTMLDivElement | null>, expanded: boolean, texts: OfferBannerTexts): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const box = text.current;
    if (!box) return;
    const measure = () => setScrollable(expanded && box.scrollHeight > box.clientHeight + 1);
    measure();
    return onElementResize(box, measure);
  }, [text, expanded, texts.key, texts.priceDisclaimer]);
  return scrollable;
}

function OfferBannerOf({ texts, special }: { texts: OfferBannerTexts; special: boolean }) {
  const [collapsed, setCollapsed] = useState(() => offerBannerCollapsed());
  const textRef = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  const { title, hasDetails } = texts;
  const expanded = hasDetails && !collapsed;
  const scrollable = useScrollable(textRef, expanded, texts);
  const folded = !expanded && hasDetails;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    saveOfferBannerCollapsed(next);
  };

  return (
    <Banner
      $special={special}
      $collapsed={folded}
      data-testid="offer-banner"
      data-special={special || undefined}
      data-collapsed={folded ? '' : undefined}
    >
      <Inner $collapsed={folded}>
        <Text
          key={texts.key}
          ref={textRef}
          $collapsed={folded}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? (title ?? 'Offer') : undefined}
        >
          {title ? <Title>{title}</Title> : null}
          {hasDetails ? <OfferDetails id={detailsId} texts={texts} hidden={!expanded} /> : null}
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

function OfferDetails({ id, texts, hidden }: { id: string; texts: OfferBannerTexts; hidden: boolean }) {
  return (
    <div id={id} hidden={hidden}>
      {texts.mobile ? (
        <>
          <MobileOnly html={texts.mobile} />
          <DesktopOnly html={texts.desktop} />
        </>
      ) : null}
      {texts.priceDisclaimer ? <PriceDisclaimer html={texts.priceDisclaimer} /> : null}
    </div>
  );
}
