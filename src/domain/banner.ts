/** The sticky header's offer banner and scroll (spec 4 "Other", 9). */

/** Changes smaller than this many pixels are ignored (spec 4). */
export const BANNER_MIN_SCROLL_DELTA = 5;
/** The scroll check is throttled to this many milliseconds (spec 9). */
export const BANNER_SCROLL_THROTTLE_MS = 100;
/** The threshold on mobile with the 3D visualiser (spec 9). */
export const MOBILE_3D_BANNER_THRESHOLD = 580;

/** The banner's scroll state: whether it shows and the last position that counted. */
export interface BannerScroll {
  visible: boolean;
  lastY: number;
}

/** The scroll threshold: 580 on mobile with 3D, else the header height (spec 9). */
export function bannerThreshold(input: { isMobile: boolean; has3D: boolean; headerHeight: number }): number {
  if (input.isMobile && input.has3D) return MOBILE_3D_BANNER_THRESHOLD;
  return Number.isFinite(input.headerHeight) ? input.headerHeight : 0;
}

/** The next banner state: shows when scrolling down past the threshold, hides on scroll up, ignores moves under 5 px. */
export function nextBannerScroll(previous: BannerScroll, y: number, threshold: number): BannerScroll {
  if (!Number.isFinite(y)) return previous;
  const delta = y - previous.lastY;
  if (Math.abs(delta) < BANNER_MIN_SCROLL_DELTA) return previous;
  return { visible: delta > 0 && y > threshold, lastY: y };
}
