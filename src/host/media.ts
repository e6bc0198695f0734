/** The page's media queries (viewport width, reduced motion); false where matchMedia is missing (jsdom, very old browsers). */

/**
 * One MediaQueryList per query (and per matchMedia, which a page or test may replace): React
 * reads the value on every render of every component that asks, and a click re-renders many.
 */
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();

function listOf(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const matchMedia = window.matchMedia;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = window.matchMedia(query);
    byQuery.set(query, list);
  }
  return list;
}

/** Whether `query` (e.g. `(min-width: 1200px)`) matches now. */
export function mediaMatches(query: string): boolean {
  return listOf(query)?.matches ?? false;
}

/** Calls `onChange` each time whether `query` matches changes; returns the stop. */
export function onMediaChange(query: string, onChange: () => void): () => void {
  const list = listOf(query);
  if (!list) return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The visitor asked the system for less motion: no fades or camera flights. */
export function prefersReducedMotion(): boolean {
  return mediaMatches('(prefers-reduced-motion: reduce)');
}
