/**
 * Suburb or postcode search as the visitor types (spec 5): debounced, the
 * previous request aborted, and any answer for older text ignored, so typing
 * never waits on the network. And 'Use my location' (spec 7 geolocation lookup).
 */
import { useEffect, useState } from 'react';
import { locateByCoordinates, searchLocations } from '../data/locationLookup';
import { matchLocations } from '../domain/location';
import type { LocationSearch } from '../domain/locationField';
import type { PricingLocation } from '../domain/types';
import { currentPosition } from '../host/geolocation';

/** Quiet time after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 250;

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

/** The visitor's location from the browser's position, or null when either the browser or the look-up gives none. */
export async function locateVisitor(endpoint: string, signal: AbortSignal): Promise<PricingLocation | null> {
  const position = await currentPosition();
  const result = position ? await locateByCoordinates(endpoint, position.lat, position.lng, { signal }) : null;
  return result?.ok ? result.value : null;
}
