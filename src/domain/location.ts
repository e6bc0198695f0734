/**
 * The pricing location's rules (spec 5, 8): reading what the visitor types, matching
 * places, and how a place reads. Only the settings modal uses them.
 */
import { LOCATION_MESSAGES } from './settings';
import type { PricingLocation } from './types';

/** At most this many location matches are listed (spec 5). */
export const MAX_LOCATION_MATCHES = 100;

/** A location input read: empty (with the message), a postcode search or a suburb search. */
export type LocationQuery = { kind: 'empty'; message: string } | { kind: 'postcode' | 'suburb'; query: string };

/** Classifies location input: a digit means postcode, otherwise suburb; empty shows the message (spec 5). */
export function classifyLocationInput(input: unknown): LocationQuery {
  const query = typeof input === 'string' ? input.trim() : '';
  if (query === '') return { kind: 'empty', message: LOCATION_MESSAGES.empty };
  return { kind: /\d/.test(query) ? 'postcode' : 'suburb', query };
}

/** Locations matching the input (postcode or suburb prefix, case-insensitive), at most 100, or the no-match message. */
export function matchLocations(
  input: unknown,
  locations: readonly PricingLocation[],
): { matches: PricingLocation[]; message: string | null } {
  const read = classifyLocationInput(input);
  if (read.kind === 'empty') return { matches: [], message: read.message };
  const query = read.query.toLowerCase();
  const matches: PricingLocation[] = [];
  for (const location of locations) {
    const field = read.kind === 'postcode' ? location.postcode : location.suburb;
    if (field.toLowerCase().startsWith(query)) matches.push(location);
    if (matches.length === MAX_LOCATION_MATCHES) break;
  }
  return { matches, message: matches.length === 0 ? LOCATION_MESSAGES.noMatch(read.query) : null };
}

/** Typed location text read on Apply: one place, or the message to show. */
export type TypedLocation = { kind: 'one'; location: PricingLocation } | { kind: 'several' | 'none'; message: string };

/** The state and territory capitals: a capital's name typed whole means the capital (Perth WA, not Perth TAS). */
const CAPITAL_CITIES: Readonly<Record<string, PricingLocation['state']>> = {
  adelaide: 'sa',
  brisbane: 'qld',
  canberra: 'act',
  darwin: 'nt',
  hobart: 'tas',
  melbourne: 'vic',
  perth: 'wa',
  sydney: 'nsw',
};

/**
 * The place typed text names when the visitor pressed Apply without picking from the
 * list (spec 5): the one match, or the one whose suburb or postcode is exactly the text,
 * or, when several places share a capital city's name typed whole, the capital's centre (issue 35);
 * several matches or none give their message.
 */
export function locationFromTyped(input: string, matches: readonly PricingLocation[]): TypedLocation {
  const text = input.trim();
  if (text === '') return { kind: 'none', message: LOCATION_MESSAGES.empty };
  if (matches.length === 0) return { kind: 'none', message: LOCATION_MESSAGES.noMatch(text) };
  const wanted = text.toLowerCase();
  const exact = matches.filter((location) => location.suburb.toLowerCase() === wanted || location.postcode === wanted);
  const candidates = exact.length > 0 ? exact : matches;
  if (candidates.length === 1) return { kind: 'one', location: candidates[0]! };
  const capitalState = Object.hasOwn(CAPITAL_CITIES, wanted) ? CAPITAL_CITIES[wanted] : undefined;
  // The capital's city centre: its lowest postcode (Perth WA 6000, not its PO boxes at 6001).
  const [capital] = exact
    .filter((location) => location.suburb.toLowerCase() === wanted && location.state === capitalState)
    .sort((a, b) => a.postcode.localeCompare(b.postcode));
  if (capital) return { kind: 'one', location: capital };
  return { kind: 'several', message: LOCATION_MESSAGES.several(text) };
}
