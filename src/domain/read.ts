/**
 * The one reader toolkit for untyped values at the element's borders: the store's
 * GraphQL answers, asset listings and the location look-up (src/data), window
 * messages, session values and attributes (src/host), stored values
 * (domain/storageValues). Every reader is total: it returns a value or null, never
 * throws and never passes an unchecked value on.
 *
 * It lives in src/domain, the lowest layer, because it is pure (no DOM, network or
 * clock) and every border that reads untyped JSON may import it from there: data,
 * host, and the domain's own parsers of stored values and pricing locations.
 */

export type Json = Record<string, unknown>;

/** Whether a value is a plain JSON-like object (not null, not an array). */
export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Json | null {
  return isRecord(value) ? value : null;
}

export function asArray(value: unknown): unknown[] | null {
  return Array.isArray(value) ? value : null;
}

/** Exactly a string (a number is not one): for senders whose shape is documented as text. */
export function str(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A string, trimmed; null when it is not a string or holds only white space. */
export function text(value: unknown): string | null {
  const trimmed = str(value)?.trim();
  return trimmed ? trimmed : null;
}

/** A string, or a finite number as its text (the store spells some codes either way). */
export function asString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A finite number, or text that spells one (the store spells some numbers as text). */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** A store flag: true for true, 1, '1' and 'true'; false for anything else. */
export function asBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The value when it is one of the list's strings, else null. */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * An own data property of a plain object, else undefined: never a getter's value
 * (nor its throw) and never a prototype's, so `__proto__` or a polluted
 * prototype cannot leak in. For values a page hands over (window messages).
 */
export function own(value: unknown, key: string): unknown {
  if (!isRecord(value)) return undefined;
  try {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    return descriptor && 'value' in descriptor ? descriptor.value : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `obj.a.b.c` (a number steps into a list), or null when any step is missing. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (typeof key === 'number') {
      const list = asArray(current);
      if (!list) return null;
      current = list[key];
    } else {
      const record = asRecord(current);
      if (!record) return null;
      current = record[key];
    }
  }
  return current ?? null;
}

/** The items of a list that `readItem` reads (null drops an item); a value that is no list reads as []. */
export function readList<T>(value: unknown, readItem: (item: unknown) => T | null): T[] {
  const list = asArray(value);
  if (!list) return [];
  const items: T[] = [];
  for (const item of list) {
    const read = readItem(item);
    if (read !== null) items.push(read);
  }
  return items;
}

/** The value JSON text holds, or null when the text is missing or not JSON. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
