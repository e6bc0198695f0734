/**
 * Where the configurator scrolls things to (spec 9 "Scroll offsets", "Popover offsets"),
 * and how far the page must move so a focused control is clear of the sticky header and
 * footer (WCAG 2.2 2.4.11). Offsets are pixels from the top of the viewport.
 */

/** A section's top after a scroll to it: 60 px, or 100 px while the offer banner is expanded (spec 9). */
export function sectionScrollOffset(bannerExpanded: boolean): number {
  return bannerExpanded ? 100 : 60;
}

/** The car name's top after a scroll to it: 0, or 20 px while the offer banner is expanded (spec 9). */
export function carNameScrollOffset(bannerExpanded: boolean): number {
  return bannerExpanded ? 20 : 0;
}

/** The summary popover's top: 76 px on mobile, 74 px on desktop (spec 9). */
export function summaryPopoverOffset(isMobile: boolean): number {
  return isMobile ? 76 : 74;
}

/**
 * The offset a scroll really uses: the spec's figure, or the bottom of the sticky chrome
 * above when that is lower (a host page's own sticky header, a two-line strip), so the
 * target is never scrolled under it.
 */
export function clearOffset(specOffset: number, chromeTop: number): number {
  return Math.max(specOffset, Number.isFinite(chromeTop) ? chromeTop : 0);
}

/** How much of the viewport the sticky chrome covers: pixels down from the top and up from the bottom. */
export interface ChromeInsets {
  top: number;
  bottom: number;
}

/** A box's vertical extent in viewport pixels. */
export interface VerticalBox {
  top: number;
  bottom: number;
}

/** Room kept between a focused control and the chrome, so its focus ring shows too. */
export const FOCUS_CLEARANCE_PX = 8;

/**
 * How far to scroll (positive: down) so `box` sits wholly between the chrome, with
 * `clearance` to spare; 0 when it already does. A box taller than the room left shows
 * its top.
 */
export function clearanceScroll(box: VerticalBox, viewportHeight: number, insets: ChromeInsets, clearance = FOCUS_CLEARANCE_PX): number {
  const roomTop = insets.top + clearance;
  const roomBottom = viewportHeight - insets.bottom - clearance;
  if (box.top >= roomTop && box.bottom <= roomBottom) return 0;
  if (box.top < roomTop || box.bottom - box.top > roomBottom - roomTop) return box.top - roomTop;
  return box.bottom - roomBottom;
}
