/**
 * The browser side of spec 9's scroll offsets: the element's sticky chrome is measured where
 * it stands (host/stickyChrome.ts). Apart from stickyChrome.ts so only the configurator's
 * lazy chunk carries it.
 */
import { landingOffset } from '../domain/scrollTargets';
import { headerRest, measureChrome } from './stickyChrome';

/**
 * Scrolls the page, at once, so `target`'s top sits `specOffset` px below the host page's
 * own sticky header (spec 9), or just below the element's sticky chrome when that reaches
 * lower (`under: 'chrome'`, for a section, which the header covers once the page moves
 * down; `'page'` for the car name, which a scroll up reaches with the header slid away).
 */
export function scrollToOffset(target: Element, specOffset: number, under: 'chrome' | 'page'): void {
  const root = target.getRootNode();
  if (!(root instanceof Document || root instanceof ShadowRoot)) return;
  const chromeBottom = under === 'chrome' ? measureChrome(root).top : 0;
  const delta = target.getBoundingClientRect().top - landingOffset(specOffset, headerRest(root), chromeBottom);
  if (delta !== 0) window.scrollBy({ top: delta, behavior: 'instant' });
}
