/**
 * Notes written once per kind (issue 34.5): an ignored window message is logged once per
 * message kind and origin, not once per message (20,021 forged messages wrote 20,042
 * lines). The kinds remembered are bounded, so a flood of new origins cannot grow them
 * without end: past the bound one last note says the rest go unlogged.
 */

/** How many kinds are remembered before further ones go unlogged. */
export const ONCE_EACH_LIMIT = 64;

/** What to do with the next occurrence of a kind: log it, log that no more kinds will be, or stay quiet. */
export type OnceEachVerdict = 'log' | 'last' | 'quiet';

/** A keeper of the kinds seen: `check(kind)` says whether this occurrence is logged. */
export function onceEach(limit: number = ONCE_EACH_LIMIT): (kind: string) => OnceEachVerdict {
  const seen = new Set<string>();
  let full = false;
  return (kind) => {
    if (seen.has(kind)) return 'quiet';
    if (seen.size < limit) {
      seen.add(kind);
      return 'log';
    }
    if (full) return 'quiet';
    full = true;
    return 'last';
  };
}
