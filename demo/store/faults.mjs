// @ts-check
/**
 * Fault switches (test-only): make a GraphQL operation or an asset family
 * fail on purpose so the element's error paths can be proven.
 * Text form: "GetAccessoriesInRange=500,GetAllVehicleRanges=timeout".
 * JSON form: { "GetStoreConfigDetails": "graphql-error" }. Kind "off" removes a key.
 */

export const FAULT_KEYS = /** @type {const} */ ([
  'GetAllVehicleRanges',
  'GetVehiclesInRange',
  'GetVehicleOffers',
  'GetAccessoriesInRange',
  'GetStoreConfigDetails',
  'assets',
  'accessoryAssets',
  'fragments',
  'location',
]);
export const FAULT_KINDS = /** @type {const} */ (['500', 'timeout', 'malformed', 'graphql-error', 'slow', 'hang']);

/** @typedef {(typeof FAULT_KEYS)[number]} FaultKey */
/** @typedef {(typeof FAULT_KINDS)[number]} FaultKind */
/** @typedef {Partial<Record<FaultKey, FaultKind | 'off'>>} FaultChanges */

export class FaultError extends Error {}

/** Parses the text form; throws FaultError naming the bad entry. */
export function parseFaultText(/** @type {string} */ text) {
  /** @type {Record<string, string>} */
  const changes = Object.create(null); // "__proto__=500" stays a key (and is refused), not a prototype
  for (const part of text.split(/[,\n]/)) {
    const entry = part.trim();
    if (!entry) continue;
    const eq = entry.indexOf('=');
    if (eq < 1) throw new FaultError(`fault "${entry}" must read key=kind`);
    changes[entry.slice(0, eq).trim()] = entry.slice(eq + 1).trim();
  }
  return checkFaults(changes);
}

/** Checks keys and kinds of a change set; throws FaultError naming the bad one. */
export function checkFaults(/** @type {unknown} */ value) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new FaultError('faults must be an object of key: kind');
  /** @type {FaultChanges} */
  const changes = {};
  for (const [key, kind] of Object.entries(value)) {
    if (!FAULT_KEYS.includes(/** @type {FaultKey} */ (key)))
      throw new FaultError(`unknown fault key "${key}"; keys: ${FAULT_KEYS.join(', ')}`);
    if (typeof kind !== 'string' && typeof kind !== 'number') throw new FaultError(`fault kind for ${key} must be text, e.g. "500"`);
    const k = String(kind);
    if (k !== 'off' && !FAULT_KINDS.includes(/** @type {FaultKind} */ (k)))
      throw new FaultError(`unknown fault kind "${k}" for ${key}; kinds: ${FAULT_KINDS.join(', ')}, off`);
    changes[/** @type {FaultKey} */ (key)] = /** @type {FaultKind | 'off'} */ (k);
  }
  return changes;
}

/** The switches that are on, merged with changes ("off" removes). */
export function mergeFaults(/** @type {Map<FaultKey, FaultKind>} */ current, /** @type {FaultChanges} */ changes) {
  for (const [key, kind] of /** @type {[FaultKey, FaultKind | 'off'][]} */ (Object.entries(changes))) {
    if (kind === 'off') current.delete(key);
    else current.set(key, kind);
  }
  return current;
}
