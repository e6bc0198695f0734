/** Whether a media query matches, following changes; false where matchMedia is missing. */
import { useSyncExternalStore } from 'react';

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

export function useMediaQuery(query: string): boolean {
  const subscribe = (onChange: () => void) => {
    const list = listOf(query);
    if (!list) return () => {};
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
  const read = () => listOf(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, read, () => false);
}
