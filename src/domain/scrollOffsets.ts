/**
 * How far the page must move so a focused control is clear of the sticky header and
 * footer (WCAG 2.2 2.4.11). Where the configurator scrolls things to is in scrollTargets.ts.
 */

/** How much of the viewport the sticky chrome covers: pixels down from the top and up from the bottom. */
export interface ChromeInsets {
  top: number;
  bottom: number;
}

/** A box's vertical extent in viewport pixels. */
interface VerticalBox {
  top: number;
  bottom: number;
}

/** Room kept between a focused control and the chrome, so its focus ring shows too. */
const FOCUS_CLEARANCE_PX = 8;

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
