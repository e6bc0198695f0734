/** The offer banner's styles (OfferBanner.tsx). */
import styled, { css, keyframes } from 'styled-components';
import { focusRing } from '../../common/Button';
import { overlay } from '../../common/elevation';
import { StoreHtml } from '../../common/StoreHtml';
import { theme } from '../../common/theme';

/** The offer text swap animation (spec 9). */
const OFFER_TEXT_SWAP_MS = 400;

/** The expanded banner's row: spec 9's 100 px offset less the 60 px strip. */
const ROW_PX = 40;
/** Its text's line height: two lines fit the row. */
const LINE_PX = 16;

const swapIn = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

export const Banner = styled.div<{ $special: boolean; $collapsed: boolean }>`
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

export const Inner = styled.div<{ $collapsed: boolean }>`
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

export const Text = styled.div<{ $collapsed: boolean }>`
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

export const Title = styled.p`
  font-size: ${theme.type.small};
  font-weight: 700;
`;

/** Short description below the desktop breakpoint, description at and above it (spec 9: 1200px). */
export const MobileOnly = styled(StoreHtml)`
  ${theme.desktop} {
    display: none !important;
  }
`;

export const DesktopOnly = styled(StoreHtml)`
  display: none !important;
  ${theme.desktop} {
    display: inline !important;
  }
`;

export const Toggle = styled.button<{ $expanded: boolean }>`
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

export const PriceDisclaimer = styled(StoreHtml)`
  font-size: ${theme.type.caption};
`;
