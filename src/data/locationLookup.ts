/**
 * The location look-up (spec 7 "Geolocation lookup", spec 5 suburb or postcode
 * search) at the element's `location-endpoint`:
 * `?q=` answers `{ locations: [{ suburb, state, postcode }] }`,
 * `?lat=&lng=` answers `{ location: { suburb, state, postcode } }` or 404.
 * Answers are read by total readers; every failure is a Result error.
 */
import { parsePricingLocation } from '../domain/pricingLocation';
import { asArray, at, readList } from '../domain/read';
import { MAX_LOCATION_MATCHES, classifyLocationInput } from '../domain/location';
import type { PricingLocation } from '../domain/types';
import { fetchWithTimeout } from './client';
import { fail, ok, type Result } from './result';

/** How long one look-up may take before it counts as failed. */
export const locationTimeoutMs = 8_000;

/** The longest search text sent (the demo server refuses longer). */
export const MAX_LOCATION_INPUT = 64;

/** A caller's abort signal, and the deadline (default locationTimeoutMs). */
export interface LookupOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * The endpoint with these query parameters added. The endpoint may be relative
 * (the default '/api/location'): fetch resolves it against the page.
 */
export function lookupUrl(endpoint: string, params: Record<string, string>): string | null {
  const trimmed = endpoint.trim();
  if (trimmed === '') return null;
  try {
    new URL(trimmed, 'https://base.invalid/');
  } catch {
    return null;
  }
  const withoutHash = trimmed.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  const path = at < 0 ? withoutHash : withoutHash.slice(0, at);
  const search = new URLSearchParams(at < 0 ? '' : withoutHash.slice(at + 1));
  for (const [key, value] of Object.entries(params)) search.set(key, value);
  return `${path}?${search.toString()}`;
}

async function getJson(
  url: string,
  { signal, timeoutMs = locationTimeoutMs }: LookupOptions,
): Promise<Result<{ status: number; body: unknown }>> {
  try {
    const response = await fetchWithTimeout(timeoutMs)(url, { signal, headers: { accept: 'application/json' } });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return ok({ status: response.status, body });
  } catch {
    return fail(signal?.aborted ? 'aborted' : 'failed');
  }
}

/**
 * Locations whose postcode (input with a digit) or suburb starts with the input,
 * at most 100 (spec 5). Empty input asks nothing and gives no locations.
 */
export async function searchLocations(endpoint: string, input: string, options: LookupOptions = {}): Promise<Result<PricingLocation[]>> {
  const read = classifyLocationInput(input);
  if (read.kind === 'empty') return ok([]);
  const url = lookupUrl(endpoint, { q: read.query.slice(0, MAX_LOCATION_INPUT) });
  if (!url) return fail('failed');
  const answer = await getJson(url, options);
  if (!answer.ok) return answer;
  const list = asArray(at(answer.value.body, 'locations'));
  if (answer.value.status !== 200 || !list) return fail('failed');
  return ok(readList(list, (item) => parsePricingLocation(item, 'lookup')).slice(0, MAX_LOCATION_MATCHES));
}

/** The locality nearest to a position (spec 7 "Geolocation lookup"), or why there is none. */
export async function locateByCoordinates(
  endpoint: string,
  lat: number,
  lng: number,
  options: LookupOptions = {},
): Promise<Result<PricingLocation>> {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return fail('not-found');
  const url = lookupUrl(endpoint, { lat: lat.toFixed(5), lng: lng.toFixed(5) });
  if (!url) return fail('failed');
  const answer = await getJson(url, options);
  if (!answer.ok) return answer;
  if (answer.value.status === 404) return fail('not-found');
  if (answer.value.status !== 200) return fail('failed');
  const location = parsePricingLocation(at(answer.value.body, 'location'), 'lookup');
  return location ? ok(location) : fail('failed');
}
