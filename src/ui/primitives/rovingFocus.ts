/**
 * The arrow-key rule shared by the element's tab lists and radio groups (WAI-ARIA APG
 * "Tabs", "Radio Group"): from the current index, the index a key moves to, wrapping at
 * the ends; Home and End go to the first and last. Pure: no DOM, no React.
 */

/** Which arrows move: a horizontal tab list answers Left and Right only, a radio group all four. */
export type RovingArrows = 'horizontal' | 'all';

const NEXT: Readonly<Record<RovingArrows, readonly string[]>> = { horizontal: ['ArrowRight'], all: ['ArrowRight', 'ArrowDown'] };
const PREVIOUS: Readonly<Record<RovingArrows, readonly string[]>> = { horizontal: ['ArrowLeft'], all: ['ArrowLeft', 'ArrowUp'] };

/** The index `key` moves to among `count` items from `from`, or null when the key does not move. */
export function rovingIndex(key: string, from: number, count: number, arrows: RovingArrows = 'all'): number | null {
  if (count <= 0) return null;
  if (NEXT[arrows].includes(key)) return (from + 1 + count) % count;
  if (PREVIOUS[arrows].includes(key)) return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
