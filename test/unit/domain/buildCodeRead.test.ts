import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCode, CODE_DIGITS, type CodedBuild } from '../../../src/domain/buildCode';
import { codeBuild, codeRange, codeRoute, type CodeRange } from '../../../src/domain/buildCodeRead';
import type { Catalog } from '../../../src/domain/catalog';
import { selectionFromUrl } from '../../../src/domain/selection';
import { parseAccessoriesParam, parseConfiguratorParams } from '../../../src/domain/urlParams';
import { accessory, catalogOf, model, RED, WHITE } from '../../support/catalogFactory';
import { shippedCatalog } from '../../support/shippedCatalog';

/** The shipped demo ranges (demo/catalog/store.json lists these five). */
const RANGES = ['triton', 'pajero-sport', 'outlander-my25', 'eclipse-cross-my24', 'asx'];
const catalogs = new Map<string, Catalog>();

beforeAll(async () => {
  for (const range of RANGES) catalogs.set(range, await shippedCatalog(range));
}, 60_000);

/** Every vehicle of the shipped ranges. */
function vehicles(): { range: string; model: string; variant: string }[] {
  return RANGES.flatMap((range) =>
    catalogs.get(range)!.configurables.flatMap((m) => m.variants.map((v) => ({ range, model: m.sku, variant: v.sku }))),
  );
}

/** A build of a shipped range: any vehicle and any set of the skus its catalog sells. */
const shippedBuild = (maxItems: number) =>
  fc.constantFrom(...vehicles()).chain((vehicle) =>
    fc
      .subarray([...catalogs.get(vehicle.range)!.bySku.keys()], { maxLength: Math.min(maxItems, catalogs.get(vehicle.range)!.bySku.size) })
      .chain((cart) => fc.shuffledSubarray(cart, { minLength: cart.length }))
      .map((cart): CodedBuild => ({ ...vehicle, cart })),
  );

function read(code: string): ReturnType<typeof codeBuild> | CodeRange {
  const range = codeRange(code, RANGES);
  return range.kind === 'range' ? codeBuild(range, catalogs.get(range.range)!) : range;
}

describe('build code round trip over the shipped catalogs', () => {
  it('every vehicle, with no accessories, reads back as itself', () => {
    for (const vehicle of vehicles()) {
      const code = buildCode(RANGES, catalogs.get(vehicle.range)!, { ...vehicle, cart: [] })!;
      expect(read(code)).toEqual({ kind: 'build', build: { ...vehicle, cart: [] }, lost: 0 });
    }
  });

  it('any build reads back as itself (the cart as a set), typed in any case, and opens through the build link', () => {
    fc.assert(
      fc.property(shippedBuild(12), fc.boolean(), (build, lower) => {
        const code = buildCode(RANGES, catalogs.get(build.range)!, build)!;
        const outcome = read(lower ? code.toLowerCase() : code);
        expect(outcome.kind).toBe('build');
        if (outcome.kind !== 'build') return;
        expect(outcome.lost).toBe(0);
        expect({ ...outcome.build, cart: [...outcome.build.cart].sort() }).toEqual({ ...build, cart: [...build.cart].sort() });
        // The route is the share button's link: the link path reads the same vehicle and cart from it.
        const route = codeRoute(outcome);
        expect(route.startsWith(`/${build.range}?`)).toBe(true);
        const selection = selectionFromUrl(catalogs.get(build.range)!, parseConfiguratorParams(route));
        expect([selection?.configurable.sku, selection?.variant.sku]).toEqual([build.model, build.variant]);
        expect(parseAccessoriesParam(route).sort()).toEqual([...build.cart].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('also with many accessories (up to 60)', () => {
    fc.assert(
      fc.property(shippedBuild(60), (build) => {
        const outcome = read(buildCode(RANGES, catalogs.get(build.range)!, build)!);
        expect(outcome.kind === 'build' && [...outcome.build.cart].sort()).toEqual([...build.cart].sort());
      }),
      { numRuns: 60 },
    );
  });
});

describe('a mistyped build code', () => {
  it('one wrong character is always caught', () => {
    fc.assert(
      fc.property(shippedBuild(8), fc.nat(), fc.integer({ min: 1, max: 31 }), (build, at, shift) => {
        const code = buildCode(RANGES, catalogs.get(build.range)!, build)!.replace(/-/g, '');
        const place = at % code.length;
        const wrong = CODE_DIGITS[(CODE_DIGITS.indexOf(code[place]!) + shift) % 32]!;
        expect(codeRange(code.slice(0, place) + wrong + code.slice(place + 1), RANGES)).toEqual({ kind: 'wrong' });
      }),
      { numRuns: 500 },
    );
  });

  it('two neighbours swapped are caught', () => {
    fc.assert(
      fc.property(shippedBuild(8), fc.nat(), (build, at) => {
        const code = buildCode(RANGES, catalogs.get(build.range)!, build)!.replace(/-/g, '');
        const place = at % (code.length - 1);
        fc.pre(code[place] !== code[place + 1]);
        const swapped = code.slice(0, place) + code[place + 1] + code[place] + code.slice(place + 2);
        expect(codeRange(swapped, RANGES)).toEqual({ kind: 'wrong' });
      }),
      { numRuns: 300 },
    );
  });

  it('reads I and L as 1 and O as 0, ignores spaces and dashes', () => {
    fc.assert(
      fc.property(shippedBuild(8), fc.constantFrom('I', 'i', 'L', 'l'), fc.constantFrom('O', 'o'), (build, one, zero) => {
        const code = buildCode(RANGES, catalogs.get(build.range)!, build)!;
        const typed = ` ${code.replace(/1/g, one).replace(/0/g, zero).replace(/-/g, ' - ')} `;
        expect(read(typed)).toEqual(read(code));
        expect(read(code)).toMatchObject({ kind: 'build', lost: 0 });
      }),
      { numRuns: 100 },
    );
  });

  it('a character no code has, or no code at all, is wrong', () => {
    // '9P8' is buildCode.test.ts' hand-worked code of a one-model catalog.
    const tiny = catalogOf({ models: [model('GLX', { exteriors: [WHITE] })] });
    const ranges = ['triton', 'asx'];
    expect(buildCode(ranges, tiny, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: [] })).toBe('9P8');
    expect(codeRange('9P8', ranges).kind).toBe('range');
    expect(codeRange('9P8U', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('9U8', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('9P*', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('8', ranges)).toEqual({ kind: 'wrong' });
  });
});

describe('a code the catalog no longer sells', () => {
  it('a range the store no longer lists is unknown, not wrong', () => {
    const build = { range: 'zinger', model: 'TR25GLXSCCA2PM', variant: 'TR25GLXSCCA2PM-W32-C1', cart: [] };
    // 'zinger' sorts after the five: its place (5) is past the end of the store's list.
    const code = buildCode([...RANGES, 'zinger'], catalogs.get('triton')!, build)!;
    expect(codeRange(code, RANGES)).toEqual({ kind: 'unknown' });
  });

  const models = [model('GLS', { exteriors: [WHITE, RED] }), model('GLX', { exteriors: [WHITE, RED] })];
  const items = ['A', 'B', 'C', 'D'].map((sku) => accessory(sku));
  const then = catalogOf({ models, accessories: items });
  const ranges = ['triton'];
  const readAgainst = (code: string, catalog: Catalog) =>
    codeBuild(codeRange(code, ranges) as Extract<CodeRange, { kind: 'range' }>, catalog);

  it('an accessory retired since: the vehicle opens, its accessories told as no longer offered (as a link says)', () => {
    const code = buildCode(ranges, then, { range: 'triton', model: 'GLX', variant: 'GLX-2', cart: ['C', 'D'] })!;
    const now = catalogOf({ models, accessories: items.filter((a) => a.sku !== 'B') });
    const outcome = readAgainst(code, now);
    expect(outcome).toEqual({ kind: 'build', build: { range: 'triton', model: 'GLX', variant: 'GLX-2', cart: [] }, lost: 2 });
    if (outcome.kind === 'build') expect(parseAccessoriesParam(codeRoute(outcome))).toEqual(['retired-1', 'retired-2']);
  });

  it('an accessory added since, after the cart items in sku order, changes nothing', () => {
    const code = buildCode(ranges, then, { range: 'triton', model: 'GLS', variant: 'GLS-1', cart: ['A', 'B'] })!;
    const now = catalogOf({ models, accessories: [...items, accessory('E')] });
    // Five items need more bits than four (C(5,2) = 10 > C(4,2) = 6): the places no longer read, and the hash says so.
    expect(readAgainst(code, now)).toEqual({
      kind: 'build',
      build: { range: 'triton', model: 'GLS', variant: 'GLS-1', cart: [] },
      lost: 2,
    });
    const sameSize = catalogOf({ models, accessories: [...items.slice(0, 3), accessory('Z')] });
    expect(readAgainst(code, sameSize)).toEqual({
      kind: 'build',
      build: { range: 'triton', model: 'GLS', variant: 'GLS-1', cart: ['A', 'B'] },
      lost: 0,
    });
  });

  it('a variant or model retired since: the vehicle is gone, nothing of it is guessed', () => {
    const code = buildCode(ranges, then, { range: 'triton', model: 'GLX', variant: 'GLX-2', cart: [] })!;
    const noRed = catalogOf({ models: [models[0]!, model('GLX', { exteriors: [WHITE] })], accessories: items });
    expect(readAgainst(code, noRed)).toEqual({ kind: 'vehicle-gone' });
    const noGlx = catalogOf({ models: [models[0]!], accessories: items });
    expect(readAgainst(code, noGlx)).toEqual({ kind: 'vehicle-gone' });
  });
});

describe('code lengths over the shipped catalogs', () => {
  /** Characters a visitor reads (the dashes between groups left out). */
  const length = (build: CodedBuild) => buildCode(RANGES, catalogs.get(build.range)!, build)!.replace(/-/g, '').length;
  const stats = (lengths: number[]) => {
    const sorted = [...lengths].sort((a, b) => a - b);
    return { builds: sorted.length, median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
  };

  /** A typical build (issue 32): the vehicle, a tray with its paint where the range has trays, and 3 accessories. */
  function typical(vehicle: { range: string; model: string; variant: string }, pick: number): CodedBuild {
    const { accessories } = catalogs.get(vehicle.range)!;
    const nth = <T>(list: readonly T[], n: number): T[] => (list.length === 0 ? [] : [list[n % list.length]!]);
    const trays = accessories.filter((a) => a.isTray).map((a) => a.sku);
    const paints = accessories.filter((a) => a.isTrayPaint).flatMap((a) => a.variants.map((v) => v.sku));
    const others = accessories
      .filter((a) => !a.isTray && !a.isTrayPaint)
      .flatMap((a) => (a.variants.length > 0 ? [a.variants[0]!.sku] : [a.sku]));
    const three = [0, 1, 2].flatMap((i) => nth(others, pick * 7 + i * 5));
    return { ...vehicle, cart: [...nth(trays, pick), ...(trays.length > 0 ? nth(paints, pick) : []), ...three] };
  }

  it('a typical build is at most 12 characters (the issue goal)', () => {
    const lengths = vehicles().flatMap((vehicle) => [0, 1, 2, 3].map((pick) => length(typical(vehicle, pick))));
    const vehicleOnly = vehicles().map((vehicle) => length({ ...vehicle, cart: [] }));
    const any = fc.sample(shippedBuild(12), { numRuns: 2000, seed: 32 }).map(length);
    if (process.env.CODE_LENGTHS)
      console.info(JSON.stringify({ vehicleOnly: stats(vehicleOnly), typical: stats(lengths), anyUpTo12Items: stats(any) }));
    expect(Math.max(...lengths)).toBeLessThanOrEqual(12);
  });
});
