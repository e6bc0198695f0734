/**
 * Where the configurator scrolls things to (spec 9 "Scroll offsets", "Popover offsets"):
 * pixels down from the top of the viewport, below a host page's own sticky header. Apart
 * from scrollOffsets.ts so only the configurator's lazy chunk carries them.
 */

/**
 * A section's top after a scroll to it: 60 px below the vehicle summary strip alone, 100 px
 * while the offer banner shows above it (spec 9's 'offers banner expanded': the banner's
 * one-line state here; its details reach lower, see `landingOffset`).
 */
export function sectionScrollOffset(bannerShown: boolean): number {
  return bannerShown ? 100 : 60;
}

/** The car name's top after a scroll to it: 0, or 20 px while the offer banner shows (spec 9). */
export function carNameScrollOffset(bannerShown: boolean): number {
  return bannerShown ? 20 : 0;
}

/** The summary popover's top below the top of the vehicle summary strip: 76 px on mobile, 74 px on desktop (spec 9). */
export function summaryPopoverOffset(isMobile: boolean): number {
  return isMobile ? 76 : 74;
}

/**
 * Where a scrolled-to target's top lands: the spec's offset below the host page's own
 * sticky header (`pageTop`), or just below the element's sticky chrome (`chromeBottom`,
 * 0 when nothing covers) when that reaches lower, so the target is never under it.
 */
export function landingOffset(specOffset: number, pageTop: number, chromeBottom: number): number {
  const top = Number.isFinite(pageTop) ? pageTop : 0;
  return Math.max(top + specOffset, Number.isFinite(chromeBottom) ? chromeBottom : 0);
}
