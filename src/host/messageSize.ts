/**
 * The size of a window message, judged before anything in it is parsed (issue 27.4): the dealer
 * form's frame and the host page may post anything, and reading a message of 200,000 fields
 * field by field blocked the page for seconds.
 */
import { own } from '../domain/read';

/** The longest JSON text a window message may be. */
export const MAX_MESSAGE_TEXT = 100_000;
/**
 * The most entries (object keys and list items, at every level) a window message may hold: a
 * dealer form's submit has a few dozen fields; one of 200,000 blocked the page for seconds.
 */
export const MAX_MESSAGE_ENTRIES = 2_000;

/**
 * Whether a window message is too large to read, judged by its size before anything in it is
 * parsed or copied: JSON text by its length, an object by its entries, counted level by level
 * and given up on as soon as the count is over the limit.
 */
export function isOversizedMessage(data: unknown): boolean {
  if (typeof data === 'string') return data.length > MAX_MESSAGE_TEXT;
  const seen = new Set<object>();
  const pending: unknown[] = [data];
  let entries = 0;
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    let keys: string[];
    try {
      keys = Object.keys(value);
    } catch {
      return true;
    }
    entries += keys.length;
    if (entries > MAX_MESSAGE_ENTRIES) return true;
    for (const key of keys) pending.push(own(value, key));
  }
  return false;
}
