/**
 * Tests beside what they test (issue 33.4): each src/domain/X.ts has test/unit/domain/X.test.ts,
 * and each test/unit/domain file is named for a module of src/domain. A newcomer who changes a
 * rule finds its tests by its file name; a test of a rule is not hidden in a file named for
 * another. Tests that check several modules together keep a name for what they cover, listed here.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Domain modules with no test file of their name, each with the reason. */
const EXEMPT_MODULES: Record<string, string> = {
  // Only types and the constant lists the types are read from: nothing to run. Its lists
  // (CUSTOMER_TYPES, STATES, …) are checked where they are used (disclaimers, settings, urlParams).
  types: 'types only',
};

/** Test files named for what they cover across modules, not for one module. */
const CROSS_MODULE_TESTS: Record<string, string> = {
  // Properties that hold for any visit (fast-check): totals add up, urls and storage values
  // round-trip, the cart never breaks a rule; they read build, pricing, selection, storageValues…
  invariants: 'properties of any visit across the domain',
  // Catalogs with loops and over-long chains of requirements (issue 27.4): read by catalog,
  // answered by the build engine (accessoryRules, reach, repair) through testBuild.
  hostileCatalog: 'hostile catalogs through the whole build engine',
  // On the shipped Triton catalog (issue 35): what a proposal lists, from reach through
  // proposalPrices to the accepted build, sums exactly to the price change.
  proposalNoise: 'proposals on the shipped catalog across reach, proposalPrices and buildTransitions',
  // Issue 31.5: reach's kept plans against the plain search (every candidate planned afresh), through
  // buildStart, diagnosis and selection on generated visits.
  reachReference: 'the reach search with what it keeps, against the plain search',
};

const names = (dir: string, suffix: RegExp) =>
  readdirSync(`${root}/${dir}`)
    .filter((name) => suffix.test(name))
    .map((name) => name.replace(suffix, ''))
    .sort();

const modules = names('src/domain', /\.tsx?$/);
const tests = names('test/unit/domain', /\.test\.tsx?$/);

describe('tests beside what they test (issue 33.4)', () => {
  it('has a test/unit/domain file for every src/domain module, outside the exempt list', () => {
    expect(modules.filter((m) => !tests.includes(m) && !(m in EXEMPT_MODULES))).toEqual([]);
  });

  it('names every test/unit/domain file for a src/domain module, outside the cross-module list', () => {
    expect(tests.filter((t) => !modules.includes(t) && !(t in CROSS_MODULE_TESTS))).toEqual([]);
  });

  it('keeps the lists honest: an exempt module has no test of its name, a cross-module test names no module', () => {
    expect(Object.keys(EXEMPT_MODULES).filter((m) => !modules.includes(m) || tests.includes(m))).toEqual([]);
    expect(Object.keys(CROSS_MODULE_TESTS).filter((t) => !tests.includes(t) || modules.includes(t))).toEqual([]);
  });
});
