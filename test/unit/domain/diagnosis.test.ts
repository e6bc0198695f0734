import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preferredMinimalDiagnosis } from '../../../src/domain/diagnosis';

/** Consistent unless the kept choices contain a whole conflict (monotone, as the engine's checks are). */
function conflictFree(conflicts: readonly (readonly number[])[]) {
  return (kept: readonly number[]) => !conflicts.some((conflict) => conflict.every((c) => kept.includes(c)));
}

/** Every subset of 0..n-1 as a sorted list. */
function subsets(n: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << n; mask++) out.push([...Array(n).keys()].filter((i) => (mask & (1 << i)) !== 0));
  return out;
}

/**
 * The brute-force answer: of the minimal diagnoses, the one whose kept set is best when
 * compared from the most recent choice (the highest index) down.
 */
function oracle(n: number, isConsistent: (kept: readonly number[]) => boolean): number[] | null {
  const all = [...Array(n).keys()];
  const keptOf = (drop: readonly number[]) => all.filter((c) => !drop.includes(c));
  const diagnoses = subsets(n).filter((drop) => isConsistent(keptOf(drop)));
  if (diagnoses.length === 0) return null;
  const minimal = diagnoses.filter((d) => !diagnoses.some((other) => other.length < d.length && other.every((c) => d.includes(c))));
  const rank = (drop: readonly number[]) => all.map((c) => (drop.includes(c) ? 0 : 1)).reverse();
  const better = (a: number[], b: number[]) => {
    const ra = rank(a);
    const rb = rank(b);
    const i = ra.findIndex((x, j) => x !== rb[j]);
    return i !== -1 && ra[i]! > rb[i]!;
  };
  return minimal.reduce((best, d) => (better(d, best) ? d : best));
}

const instanceArb = fc.integer({ min: 0, max: 9 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    conflicts: fc.array(fc.uniqueArray(fc.integer({ min: 0, max: Math.max(n - 1, 0) }), { minLength: 1, maxLength: 3 }), {
      maxLength: 6,
    }),
  }),
);

describe('preferredMinimalDiagnosis (FastDiag)', () => {
  it('drops nothing when the choices already admit what is wanted', () => {
    expect(preferredMinimalDiagnosis(['body', 'colour'], () => true)).toEqual([]);
  });

  it('is null when even no choices at all would admit it', () => {
    expect(preferredMinimalDiagnosis(['body', 'colour'], () => false)).toBeNull();
  });

  it('drops the older of two choices that cannot both stay', () => {
    const isConsistent = (kept: readonly string[]) => !(kept.includes('Single Cab Chassis') && kept.includes('White Solid'));
    expect(preferredMinimalDiagnosis(['Single Cab Chassis', 'White Solid'], isConsistent)).toEqual(['Single Cab Chassis']);
    expect(preferredMinimalDiagnosis(['White Solid', 'Single Cab Chassis'], isConsistent)).toEqual(['White Solid']);
  });

  it('drops one recent choice rather than two older ones only when the older ones alone would not do', () => {
    // Conflicts {a, c} and {b, c}: dropping c (the most recent) is smaller, but dropping a and b keeps c: preferred.
    const isConsistent = conflictFree([
      [0, 2],
      [1, 2],
    ]);
    expect(preferredMinimalDiagnosis([0, 1, 2], isConsistent)).toEqual([0, 1]);
    // A choice conflicting with what is wanted on its own always goes, whatever its age.
    expect(preferredMinimalDiagnosis([0, 1, 2], conflictFree([[2]]))).toEqual([2]);
  });

  it('keeps the diagnosis in the order the choices were made', () => {
    expect(preferredMinimalDiagnosis([0, 1, 2, 3, 4], conflictFree([[4], [1], [3]]))).toEqual([1, 3, 4]);
  });

  it('equals the brute-force preferred minimal diagnosis on small random instances', () => {
    fc.assert(
      fc.property(instanceArb, ({ n, conflicts }) => {
        const isConsistent = conflictFree(conflicts);
        const choices = [...Array(n).keys()];
        expect(preferredMinimalDiagnosis(choices, isConsistent)).toEqual(oracle(n, isConsistent));
      }),
      { numRuns: 400 },
    );
  });

  it('returns a diagnosis that is minimal and preferred, checking each property on its own', () => {
    fc.assert(
      fc.property(instanceArb, ({ n, conflicts }) => {
        const isConsistent = conflictFree(conflicts);
        const choices = [...Array(n).keys()];
        const dropped = preferredMinimalDiagnosis(choices, isConsistent);
        if (dropped === null) {
          expect(isConsistent([])).toBe(false);
          return;
        }
        const kept = choices.filter((c) => !dropped.includes(c));
        // A diagnosis: what is left admits the wanted thing.
        expect(isConsistent(kept)).toBe(true);
        // Minimal: putting back any dropped choice breaks it (monotone checks make that every proper subset).
        for (const c of dropped) expect(isConsistent([...kept, c].sort((a, b) => a - b))).toBe(false);
        // Preferred: no dropped choice could stay by dropping only older ones instead.
        for (const c of dropped) {
          const keepNewerAndC = choices.filter((x) => x === c || (x > c && kept.includes(x)));
          expect(isConsistent(keepNewerAndC)).toBe(false);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('needs few checks when few of many choices must go', () => {
    let checks = 0;
    const isConsistent = (kept: readonly number[]) => {
      checks++;
      return !kept.includes(17);
    };
    expect(preferredMinimalDiagnosis([...Array(64).keys()], isConsistent)).toEqual([17]);
    // log2(64) = 6 halvings, two checks each at most, plus the two opening checks.
    expect(checks).toBeLessThanOrEqual(2 * 6 + 3);
  });
});
