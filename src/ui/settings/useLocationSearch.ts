/**
 * Suburb or postcode search as the visitor types (spec 5): debounced, the
 * previous request aborted, and any answer for older text ignored, so typing
 * never waits on the network.
 */
import { useEffect, useState } from 'react';
import { searchLocations } from '../../data/locationLookup';
import { matchLocations } from '../../domain/location';
import type { PricingLocation } from '../../domain/types';

/** Quiet time after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

export type LocationSearch =
  | { status: 'idle' }
  /** While waiting, the earlier matches that still fit the text stay listed. */
  | { status: 'searching'; query: string; matches: PricingLocation[] }
  | { status: 'done'; query: string; matches: PricingLocation[] }
  | { status: 'failed'; query: string };

/** The search for `query` (trimmed; '' searches nothing). */
export function useLocationSearch(endpoint: string, query: string): LocationSearch {
  const [search, setSearch] = useState<LocationSearch>({ status: 'idle' });
  const text = query.trim();

  useEffect(() => {
    if (text === '') {
      setSearch({ status: 'idle' });
      return;
    }
    setSearch((previous) => {
      if (previous.status !== 'idle' && previous.query === text) return previous;
      const earlier = previous.status === 'done' || previous.status === 'searching' ? previous.matches : [];
      return { status: 'searching', query: text, matches: matchLocations(text, earlier).matches };
    });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchLocations(endpoint, text, { signal: controller.signal }).then((result) => {
        if (controller.signal.aborted) return;
        setSearch(result.ok ? { status: 'done', query: text, matches: result.value } : { status: 'failed', query: text });
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [endpoint, text]);

  return search;
}
