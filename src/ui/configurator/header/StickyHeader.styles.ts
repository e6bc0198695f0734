/** The sticky header's styles (StickyHeader.tsx). */
import styled from 'styled-components';
import { SmallLinkButton } from '../../common/Button';
import { theme } from '../../common/theme';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

const SLIDE_MS = 250;

/**
 * A zero-height sticky anchor: the bar hangs from it over the content, as wide as the element.
 * While the summary popover hangs from it, it is above the sticky footer (z-index 30), so the
 * popover is never drawn under the footer, also where the footer has returned to the flow at
 * the element's end and stands in the middle of the viewport.
 */
export const Anchor = styled.div<{ $raised: boolean }>`
  position: sticky;
  top: ${theme.stickyTop};
  z-index: ${(p) => (p.$raised ? 31 : 30)};
  height: 0;
`;

/** Clips the bar as it slides up, so it never covers the page's own header above the element. */
export const Clip = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  overflow: hidden;
  pointer-events: none;
`;

/**
 * The offer banner's row above the vehicle strip; collapsed, the banner is a tab at the
 * start of the strip's row instead, so the header is the strip's 60 px (spec 9's offsets).
 */
export const HeaderBar = styled.section<{ $visible: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  & > * {
    grid-column: 1 / -1;
  }
  & > [data-collapsed] {
    grid-column: 1;
  }
  & > [data-collapsed] + * {
    grid-column: 2;
  }
  & > [data-collapsed] + * > div {
    padding-left: 8px;
  }
  pointer-events: auto;
  transform: translateY(${(p) => (p.$visible ? '0' : '-100%')});
  visibility: ${(p) => (p.$visible ? 'visible' : 'hidden')};
  transition:
    transform ${SLIDE_MS}ms ease,
    visibility 0s linear ${(p) => (p.$visible ? '0s' : `${SLIDE_MS}ms`)};
  ${theme.reducedMotion} {
    transition: none;
  }
`;

/**
 * The way in while the header is away: focusable, seen by no one (focus goes straight on into
 * the header). Wholly inside the viewport where the header rests, so reaching it scrolls nothing.
 */
export const WayIn = styled(VisuallyHidden)`
  top: 0;
  left: 0;
  margin: 0;
`;

export const PriceTrigger = styled(SmallLinkButton)`
  flex: none;
  min-height: 44px;
  font-size: ${theme.type.body};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  sup {
    font-size: 0.6em;
    line-height: 0;
  }
`;
