/** The sticky footer's styles (StickyFooter.tsx). */
import styled, { css } from 'styled-components';
import { shadow } from '../../common/elevation';
import { theme } from '../../common/theme';

/** Sticks to the bottom of the viewport within the element's own column (never over the page's side columns). */
export const FooterSection = styled.section`
  position: sticky;
  bottom: 0;
  z-index: 30;
  background: ${theme.colour.surface};
  border-top: 1px solid ${theme.colour.line};
  box-shadow: ${shadow.footer};
  font-family: ${theme.font};
`;

/**
 * A phone: the price (and Undo and Redo) beside the actions, the smaller actions (the pricing location,
 * disclaimers) in a row below, so the footer stays at 71 px and the location popover,
 * 79 px above its bottom (spec 9), clears it. Its 6 px at the top give Undo and Redo their
 * 44 px targets between the footer's edge and its links (HistoryButtons.tsx). Narrower than 380 px the actions take a row of
 * their own. A desktop: one row. Below 600 px the sides are 12 px, so the price's label
 * ('Drive away (ABN holders)') keeps one line beside the actions (issue 26.13).
 */
export const FooterBar = styled.div`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'price actions'
    'links links';
  align-items: center;
  gap: 2px 12px;
  max-width: 1600px;
  margin: 0 auto;
  padding: 6px 16px 2px;
  @media (max-width: 599px) {
    column-gap: 8px;
    padding-right: 12px;
    padding-left: 12px;
  }
  @media (max-width: 379px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'price'
      'actions'
      'links';
    gap: 4px;
  }
  ${theme.desktop} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'price links actions';
    gap: 24px;
    padding: 12px 16px;
  }
`;

export const FooterPrice = styled.div`
  grid-area: price;
  min-width: 0;
  ${theme.desktop} {
    min-width: 200px;
  }
`;

export const FooterPriceLabel = styled.p`
  margin: 0;
  min-height: 14px;
  color: ${theme.colour.muted};
  font: 600 ${theme.type.caption} / 14px ${theme.font};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  /* A phone: the store's own case, a third narrower than capitals, so a business label keeps one line. */
  @media (max-width: 599px) {
    text-transform: none;
    letter-spacing: 0;
  }
  ${theme.desktop} {
    min-height: 16px;
    line-height: 16px;
  }
`;

export const FooterPriceValue = styled.p`
  margin: 0;
  font: 700 ${theme.type.heading} / 22px ${theme.font};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  sup {
    font-size: 0.6em;
    line-height: 0;
  }
  ${theme.desktop} {
    font-size: ${theme.type.headingLarge};
    line-height: 28px;
  }
`;

/** The footer's small text buttons (the pricing location, the disclaimers): 24 px targets on a phone (WCAG 2.5.8). */
const smallFooterButtons = css`
  button {
    gap: 4px;
    min-height: 24px;
    padding: 0 2px;
    font-size: ${theme.type.caption};
    ${theme.desktop} {
      gap: 6px;
      min-height: 32px;
      padding: 0 4px;
      font-size: ${theme.type.small};
    }
  }
`;

/**
 * The price and, once the visit has a change, Undo and Redo beside it, where the visitor sees what
 * a change did (their own row would cut the pricing location below on a phone: 'Set your …').
 */
export const FooterPriceRow = styled.div`
  display: flex;
  align-items: center;
  column-gap: 4px;
  min-width: 0;
  ${theme.desktop} {
    flex-wrap: wrap;
    column-gap: 8px;
  }
`;

/** The pricing location and the disclaimers. */
export const FooterLinks = styled.div`
  grid-area: links;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  ${theme.desktop} {
    gap: 16px;
  }
  /* A phone: tighter, so 'National price · Set your postcode' shows whole beside Disclaimers at 390 px. */
  ${smallFooterButtons}
`;

export const FooterActions = styled.div`
  grid-area: actions;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: auto;
  gap: 8px;
  @media (max-width: 379px) {
    grid-auto-columns: 1fr;
  }
  ${theme.desktop} {
    gap: 12px;
  }
  /* A phone: a button's words on two lines rather than the price squeezed out (text 14 px, targets 36 px). */
  button {
    min-height: 36px;
    padding: 0 8px;
    font-size: ${theme.type.label};
    line-height: 16px;
    /* 'Book a / test drive' and 'Get a / quote' on two lines each: room for the price's label on one. */
    @media (min-width: 380px) and (max-width: 599px) {
      padding: 0 6px;
      &:not(:last-child) {
        max-width: calc(5.8em + 16px);
      }
      &:last-child {
        max-width: calc(3.6em + 16px);
      }
    }
    ${theme.desktop} {
      min-height: 44px;
      padding: 0 28px;
      font-size: ${theme.type.body};
      line-height: 1;
      white-space: nowrap;
    }
  }
`;
