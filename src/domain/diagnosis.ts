/**
 * Preferred minimal diagnosis (FastDiag, Felfernig, Schubert and Zehentner 2012): which of the
 * visitor's choices to give up so that what they want becomes possible, giving up as little as
 * possible and, of that, the oldest choices first. Generic over what a choice is; the caller
 * says what "consistent" means (see reach.ts for options and accessories).
 */

/**
 * The preferred minimal diagnosis of `choices`: the choices to drop so that the rest is consistent.
 *
 * `choices` are ordered least preferred first: the oldest choice first, the most recent last.
 * `isConsistent(kept)` says whether the wanted thing is possible while keeping `kept` (a
 * subsequence of `choices`, in the same order); it must be monotone: a subset of a consistent
 * set is consistent.
 *
 * The result D (in the order of `choices`) is:
 * - a diagnosis: `isConsistent(choices without D)` holds;
 * - minimal: putting back any one choice of D (so any proper subset of D) is not consistent;
 * - preferred: of all minimal diagnoses it keeps the most recent choices, lexicographically from
 *   the most recent down: the kept set K is the one a scan from the last choice to the first
 *   would build, keeping each choice c whenever K ∪ {c} is consistent. So a more recent choice is
 *   dropped only when no set of older drops would admit the wanted thing with it kept.
 *
 * Returns [] when `choices` are consistent as they are, and null when even dropping every
 * choice is not consistent (the wanted thing is impossible on its own). Uses O(d log(n/d))
 * consistency checks for d dropped of n choices, plus two.
 */
export function preferredMinimalDiagnosis<T>(choices: readonly T[], isConsistent: (kept: readonly T[]) => boolean): readonly T[] | null {
  if (!isConsistent([])) return null;
  if (choices.length === 0 || isConsistent(choices)) return [];
  const dropped = new Set(fastDiag(false, choices, choices, isConsistent));
  return choices.filter((choice) => dropped.has(choice));
}

/**
 * FD(D, C, AC) of the paper, with `all` standing for AC (the choices still in play):
 * `justDropped` says D ≠ ∅, so `all` is worth a check. Returns the part of C to drop.
 * C's first half is tried as dropped first, so the diagnosis reaches into the later half
 * (the more recent choices) only as far as dropping the whole older half leaves it no choice.
 */
function fastDiag<T>(
  justDropped: boolean,
  candidates: readonly T[],
  all: readonly T[],
  isConsistent: (kept: readonly T[]) => boolean,
): T[] {
  if (justDropped && isConsistent(all)) return [];
  if (candidates.length === 1) return [...candidates];
  const half = Math.floor(candidates.length / 2);
  const older = candidates.slice(0, half);
  const newer = candidates.slice(half);
  const fromNewer = fastDiag(older.length > 0, newer, without(all, older), isConsistent);
  const fromOlder = fastDiag(fromNewer.length > 0, older, without(all, fromNewer), isConsistent);
  return [...fromNewer, ...fromOlder];
}

function without<T>(list: readonly T[], removed: readonly T[]): T[] {
  if (removed.length === 0) return [...list];
  const gone = new Set(removed);
  return list.filter((item) => !gone.has(item));
}
