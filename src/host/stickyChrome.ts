/**
 * The browser side of keeping a focused control in sight (WCAG 2.2 2.4.11): the element's sticky header and footer are measured
 * where they stand (whatever the host page or the layout does to them), never
 * assumed at fixed viewport positions. They carry `data-sticky-chrome="top"` or
 * `"bottom"`.
 */
import { clearanceScroll, type ChromeInsets } from '../domain/scrollOffsets';

/** The px value of a CSS length as computed, or 0 ('auto', unset). */
function px(value: string): number {
  const number = parseFloat(value);
  return Number.isFinite(number) ? number : 0;
}

/** Where a sticky or fixed box rests: the CSS top of it or of the nearest sticky or fixed box holding it. */
function restingTop(element: HTMLElement): number {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.position === 'sticky' || style.position === 'fixed') return px(style.top);
  }
  return 0;
}

/**
 * How much of the viewport the sticky chrome of `root` covers. The header counts at its
 * resting place even while slid away: scrolling down to a control brings it back.
 */
export function measureChrome(root: Document | ShadowRoot): ChromeInsets {
  let top = 0;
  let bottom = 0;
  const viewportHeight = window.innerHeight;
  for (const element of root.querySelectorAll<HTMLElement>('[data-sticky-chrome]')) {
    const style = getComputedStyle(element);
    if (style.display === 'none') continue;
    if (element.dataset.stickyChrome === 'top') {
      top = Math.max(top, restingTop(element) + element.offsetHeight);
    } else {
      const rect = element.getBoundingClientRect();
      if (rect.height > 0) bottom = Math.max(bottom, viewportHeight - rect.top);
    }
  }
  return { top, bottom };
}

/** Scrolls the page, at once, so `target` is wholly clear of the chrome of its root. */
export function scrollClearOfChrome(target: Element): void {
  const root = target.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  if (target.getClientRects().length === 0) return;
  // Scrolled boxes inside the page first (a row of thumbnails scrolled sideways), then the page against the chrome.
  target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
  const rect = target.getBoundingClientRect();
  const delta = clearanceScroll(rect, window.innerHeight, measureChrome(root));
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}

/** Where the element's sticky header rests: below a host page's own sticky header, if any. */
export function headerRest(root: Document | ShadowRoot): number {
  const header = root.querySelector<HTMLElement>('[data-sticky-chrome="top"]');
  return header ? restingTop(header) : 0;
}

/**
 * Brings a screen's top into view when the page is scrolled past it (a new screen
 * starts at its top, not at the last one's scroll position); a screen already in
 * view is left where it is, so the host page above it does not jump away.
 */
export function revealScreenTop(top: Element): void {
  const root = top.getRootNode();
  const covered = root instanceof Document || root instanceof ShadowRoot ? headerRest(root) : 0;
  const rect = top.getBoundingClientRect();
  if (rect.top < covered) window.scrollBy({ top: rect.top - covered, behavior: 'instant' });
}
