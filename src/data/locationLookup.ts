/**
 * The location look-up (spec 7 "Geolocation lookup", spec 5 suburb or postcode
 * search) at the element's `location-endpoint`:
 * `?q=` answers `{ locations: [{ suburb, state, postcode }] }`,
 * `?lat=&lng=` answers `{ location: { suburb, state, postcode } }` or 404.
 * Answers are read by total readers; every failure is a Result error.
 */
import { MAX_LOCATION_MATCHES, classifyLocationInput } from '../domain/settings';
import { STATES, type PricingLocation, type StateCode } from '../domain/types';
import { fetchWithTimeout } from './client';
import { asArray, asRecord, asString, at } from '../domain/read';
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

/** A pricing location from the look-up's JSON, or null when it is not one. */
export function readPricingLocation(value: unknown): PricingLocation | null {
  const record = asRecord(value);
  if (!record) return null;
  const suburb = asString(record.suburb)?.trim();
  const state = asString(record.state)?.trim().toLowerCase();
  const postcode = asString(record.postcode)?.trim();
  if (!suburb || !state || !postcode) return null;
  if (!(STATES as readonly string[]).includes(state)) return null;
  if (!/^\d{3,4}$/.test(postcode)) return null;
  return { suburb, state: state as StateCode, postcode: postcode.padStart(4, '0') };
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
  const locations: PricingLocation[] = [];
  for (const item of list) {
    const location = readPricingLocation(item);
    if (location) locations.push(location);
    if (locations.length === MAX_LOCATION_MATCHES) break;
  }
  return ok(locations);
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
  const location = readPricingLocation(at(answer.value.body, 'location'));
  return location ? ok(location) : fail('failed');
}
