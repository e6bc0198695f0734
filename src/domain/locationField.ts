/**
 * The location field's list and messages (spec 5, 8): which option the arrow, Home, End
 * and Enter keys reach in the list of matches, and which message the field shows.
 */
import { LOCATION_MESSAGES } from './settings';
import type { PricingLocation } from './types';

/** Shown when the look-up service itself fails; the spec has no copy for it. */
export const SEARCH_FAILED = 'Location search is unavailable. Please try again.';

/** The search for the typed text, as the field sees it. */
export type LocationSearch =
  | { status: 'idle' }
  /** While waiting, the earlier matches that still fit the text stay listed. */
  | { status: 'searching'; query: string; matches: PricingLocation[] }
  | { status: 'done'; query: string; matches: PricingLocation[] }
  | { status: 'failed'; query: string };

/** The matches the list offers: the search's answer, or while it searches the earlier matches that still fit. */
export function listedMatches(search: LocationSearch): PricingLocation[] {
  return search.status === 'done' || search.status === 'searching' ? search.matches : [];
}

/** What a key does to the list of `count` matches; null when the key is the input's own. */
export type ListKey =
  /** The list opens with this option active (ArrowDown the first, ArrowUp the last). */
  | { kind: 'open'; active: number }
  /** The active option moves by one, wrapping (listStep). */
  | { kind: 'move'; step: 1 | -1 }
  /** Home or End: the first or last option. */
  | { kind: 'jump'; active: number }
  /** Enter: the active option is picked. */
  | { kind: 'pick'; index: number };

export function listKey(key: string, list: { count: number; expanded: boolean; active: number }): ListKey | null {
  const { count, expanded, active } = list;
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    if (count === 0) return null;
    if (!expanded) return { kind: 'open', active: key === 'ArrowDown' ? 0 : count - 1 };
    return { kind: 'move', step: key === 'ArrowDown' ? 1 : -1 };
  }
  if (!expanded || active < 0) return null;
  if (key === 'Enter') return { kind: 'pick', index: active };
  if (key === 'Home' || key === 'End') return { kind: 'jump', active: key === 'Home' ? 0 : count - 1 };
  return null;
}

/** The option active after a move: from none, the first (down) or last (up); else the next one round. */
export function listStep(active: number, step: 1 | -1, count: number): number {
  if (active < 0) return step > 0 ? 0 : count - 1;
  return (active + step + count) % count;
}

/** What the field knows when it picks its message. */
export interface LocationFieldState {
  /** 'Use my location' found nothing. */
  locateFailed: boolean;
  /** The text searched for (what the visitor typed; a picked location searches nothing). */
  query: string;
  search: LocationSearch;
  /** The text in the field. */
  text: string;
  /** The visitor emptied the field. */
  cleared: boolean;
  /** The form's message (Apply with no location), or null. */
  formError: string | null;
  hasLocation: boolean;
}

/** The field's message, first that applies: location not found, no match, search failed, empty, the form's. */
export function locationFieldMessage(state: LocationFieldState): { text: string; error: boolean } | null {
  const { search } = state;
  const typed = state.query.trim() !== '';
  if (state.locateFailed) return { text: LOCATION_MESSAGES.notFound, error: true };
  if (typed && search.status === 'done' && search.matches.length === 0)
    return { text: LOCATION_MESSAGES.noMatch(search.query), error: false };
  if (typed && search.status === 'failed') return { text: SEARCH_FAILED, error: true };
  if (state.text.trim() === '' && (state.cleared || state.formError)) return { text: LOCATION_MESSAGES.empty, error: true };
  if (state.formError && !state.hasLocation) return { text: state.formError, error: true };
  return null;
}
