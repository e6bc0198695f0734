import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCode, CODE_DIGITS, type CodedBuild } from '../../../src/domain/buildCode';
import { codeBuild, codeRange, codeRoute, RETIRED_VARIANT, type CodeRange } from '../../../src/domain/buildCodeRead';
import { indexCatalog, type Catalog } from '../../../src/domain/catalog';
import { selectionFromUrl } from '../../../src/domain/selection';
import { parseAccessoriesParam, parseConfiguratorParams } from '../../../src/domain/urlParams';
import { accessory, BLACK, catalogOf, model, RED, WHITE } from '../../support/catalogFactory';
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

function read(code: string, catalog?: Catalog): ReturnType<typeof codeBuild> | CodeRange {
  const range = codeRange(code, RANGES);
  return range.kind === 'range' ? codeBuild(range, catalog ?? catalogs.get(range.range)!) : range;
}

/** A shipped catalog with some parts retired (a variant, an accessory or a colour of one) or added. */
function changed(catalog: Catalog, change: { retire?: string; addVariant?: [string, string]; addItem?: string }): Catalog {
  const configurables = catalog.configurables
    .map((m) => ({
      ...m,
      variants: [
        ...m.variants.filter((v) => v.sku !== change.retire),
        ...(change.addVariant?.[0] === m.sku ? [{ ...m.variants[0]!, sku: change.addVariant[1] }] : []),
      ],
    }))
    .filter((m) => m.variants.length > 0);
  const accessories = [
    ...catalog.accessories
      .filter((a) => a.sku !== change.retire)
      .map((a) => ({ ...a, variants: a.variants.filter((v) => v.sku !== change.retire) })),
    ...(change.addItem ? [{ ...catalog.accessories.find((a) => a.variants.length === 0)!, sku: change.addItem }] : []),
  ];
  return indexCatalog({ configurables, accessories, has3DView: catalog.has3DView });
}

/** What a cart can hold: accessories without colours, and each colour of those with them. */
const cartable = (catalog: Catalog): string[] =>
  catalog.accessories.flatMap((a) => (a.variants.length > 0 ? a.variants.map((v) => v.sku) : [a.sku]));

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
    // 'W001-NNZ' is buildCode.test.ts' code of a one-model catalog (test/support/buildCodeReference.py).
    const tiny = catalogOf({ models: [model('GLX', { exteriors: [WHITE] })] });
    const ranges = ['triton', 'asx'];
    expect(buildCode(ranges, tiny, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: [] })).toBe('W001-NNZ');
    expect(codeRange('W001-NNZ', ranges).kind).toBe('range');
    expect(codeRange('W001-NNZU', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('W00U-NNZ', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('W001-NN*', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('', ranges)).toEqual({ kind: 'wrong' });
    expect(codeRange('8', ranges)).toEqual({ kind: 'wrong' });
  });
});

describe('a code made before the catalog changed (issue 32.1: what is still sold opens, what changed is told)', () => {
  it('a range the store no longer lists is unknown, not wrong', () => {
    const build = { range: 'zinger', model: 'TR25GLXSCCA2PM', variant: 'TR25GLXSCCA2PM-W32-C1', cart: [] };
    // 'zinger' sorts after the five: its place (5) is past the end of the store's list.
    const code = buildCode([...RANGES, 'zinger'], catalogs.get('triton')!, build)!;
    expect(codeRange(code, RANGES)).toEqual({ kind: 'unknown' });
  });

  it('a variant retired: its code opens the model, at its closest variant through the link, which tells it', () => {
    // Worked by test/support/buildCodeReference.py: 'M150-Q4X' is the black MV1's code when the range also sold it.
    const then = catalogOf({ models: [model('MV1', { exteriors: [WHITE, RED, BLACK] }), model('MV2', { exteriors: [WHITE] })] });
    expect(buildCode(['triton'], then, { range: 'triton', model: 'MV1', variant: 'MV1-3', cart: [] })).toBe('M150-Q4X');
    const now = catalogOf({ models: [model('MV1', { exteriors: [WHITE, RED] }), model('MV2', { exteriors: [WHITE] })] });
    const outcome = codeBuild(codeRange('M150-Q4X', ['triton']) as Extract<CodeRange, { kind: 'range' }>, now);
    expect(outcome).toEqual({ kind: 'build', build: { range: 'triton', model: 'MV1', variant: null, cart: [] }, lost: 0 });
    if (outcome.kind !== 'build') return;
    // The link names a variant no catalog has: it opens the model's first colour, and withLinkCart tells it (buildStart.test.ts).
    expect(codeRoute(outcome)).toBe(`/triton?model-selection=MV1&option-sku=${RETIRED_VARIANT}`);
    expect(selectionFromUrl(now, parseConfiguratorParams(codeRoute(outcome)))?.variant.sku).toBe('MV1-1');
  });

  it('a model retired: nothing of it is guessed', () => {
    const then = catalogOf({ models: [model('MV1', { exteriors: [WHITE, RED, BLACK] }), model('MV2', { exteriors: [WHITE] })] });
    expect(buildCode(['triton'], then, { range: 'triton', model: 'MV2', variant: 'MV2-1', cart: [] })).toBe('M00K-PPB');
    const now = catalogOf({ models: [model('MV1', { exteriors: [WHITE, RED, BLACK] })] });
    expect(codeBuild(codeRange('M00K-PPB', ['triton']) as Extract<CodeRange, { kind: 'range' }>, now)).toEqual({ kind: 'vehicle-gone' });
  });

  it('each variant of the five shipped ranges retired in turn: every other vehicle opens exactly as coded, the retired one at its model', () => {
    let codes = 0;
    for (const range of RANGES) {
      const catalog = catalogs.get(range)!;
      const own = vehicles().filter((v) => v.range === range);
      const coded = own.map((vehicle) => ({ vehicle, code: buildCode(RANGES, catalog, { ...vehicle, cart: [] })! }));
      for (const retired of own) {
        const now = changed(catalog, { retire: retired.variant });
        for (const { vehicle, code } of coded) {
          const expected = vehicle.variant === retired.variant ? { ...vehicle, variant: null } : vehicle;
          expect(read(code, now)).toEqual({ kind: 'build', build: { ...expected, cart: [] }, lost: 0 });
          codes++;
        }
      }
    }
    expect(codes).toBe(32_627);
  }, 120_000);

  it('an accessory or accessory colour retired, each in turn: the rest of the cart opens, the retired one is told', () => {
    for (const range of RANGES) {
      const catalog = catalogs.get(range)!;
      const items = cartable(catalog);
      const own = vehicles().filter((v) => v.range === range);
      items.forEach((retired, i) => {
        const now = changed(catalog, { retire: retired });
        const cart = [...new Set([retired, items[(i * 7 + 3) % items.length]!, items[(i * 13 + 5) % items.length]!])];
        const vehicle = own[(i * 5) % own.length]!;
        const kept = cart.filter((sku) => sku !== retired).sort();
        const outcome = read(buildCode(RANGES, catalog, { ...vehicle, cart })!, now);
        expect(outcome.kind === 'build' && { ...outcome, build: { ...outcome.build, cart: [...outcome.build.cart].sort() } }).toEqual({
          kind: 'build',
          build: { ...vehicle, cart: kept },
          lost: 1,
        });
        // The route carries the retired item as a sku no catalog has: the link tells it as 'no longer offered'.
        if (outcome.kind === 'build') expect(parseAccessoriesParam(codeRoute(outcome)).sort()).toEqual([...kept, 'retired-1'].sort());
      });
    }
  }, 120_000);

  it('an accessory added: every code means what it meant, also where the new sku shares a coded item’s hash (the build’s check tells them apart)', () => {
    const glx = () => model('GLX', { exteriors: [WHITE, RED] });
    const catalogWith = (skus: string[]) => catalogOf({ models: [glx()], accessories: skus.map((sku) => accessory(sku)) });
    const then = catalogWith(['A', 'B', 'C', 'D']);
    const builds = [['A'], ['B', 'C'], ['A', 'C', 'D'], []].map((cart, i) => ({
      range: 'triton',
      model: 'GLX',
      variant: `GLX-${1 + (i % 2)}`,
      cart,
    }));
    const codes = builds.map(
      (build) => codeRange(buildCode(['triton'], then, build)!, ['triton']) as Extract<CodeRange, { kind: 'range' }>,
    );
    let sharing = 0;
    for (let n = 0; n < 1000; n++) {
      const now = catalogWith(['A', 'B', 'C', 'D', `NEW-${n}`]);
      builds.forEach((build, i) => {
        const outcome = codeBuild(codes[i]!, now);
        expect(outcome.kind === 'build' && { ...outcome.build, cart: [...outcome.build.cart].sort() }).toEqual(build);
      });
      // With A retired, A's code is refused exactly when NEW-n has A's hash: then, above, only the check told A from it.
      if (codeBuild(codes[0]!, catalogWith(['B', 'C', 'D', `NEW-${n}`])).kind === 'unknown') sharing++;
    }
    expect(sharing).toBeGreaterThan(0);
  });

  it('an accessory added to a shipped range: any build’s code opens the same build', () => {
    fc.assert(
      fc.property(shippedBuild(8), fc.nat(), (build, n) => {
        const now = changed(catalogs.get(build.range)!, { addItem: `MZ9${n}` });
        const outcome = read(buildCode(RANGES, catalogs.get(build.range)!, build)!, now);
        expect(outcome.kind === 'build' && { ...outcome, build: { ...outcome.build, cart: [...outcome.build.cart].sort() } }).toEqual({
          kind: 'build',
          build: { ...build, cart: [...build.cart].sort() },
          lost: 0,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('a part retired and a new one sharing its hash: never the new one in its place, unnoticed', () => {
    const models = (variants: string[]) => [
      model('GLX', { exteriors: [WHITE, RED] }),
      { ...model('GLS'), variants: variants.map((sku) => ({ ...model('GLS').variants[0]!, sku })) },
    ];
    const then = catalogOf({ models: models(['GLS-1', 'GLS-OLD']), accessories: ['A', 'B', 'OLD'].map((sku) => accessory(sku)) });
    const variantCode = buildCode(['triton'], then, { range: 'triton', model: 'GLS', variant: 'GLS-OLD', cart: ['A'] })!;
    const itemCode = buildCode(['triton'], then, { range: 'triton', model: 'GLX', variant: 'GLX-2', cart: ['OLD', 'B'] })!;
    const told = { variant: 0, item: 0, unknown: 0 };
    for (let n = 0; n < 300; n++) {
      const now = catalogOf({
        models: models(['GLS-1', `GLS-NEW-${n}`]),
        accessories: ['A', 'B', `NEW-${n}`].map((sku) => accessory(sku)),
      });
      const read = (code: string) => codeBuild(codeRange(code, ['triton']) as Extract<CodeRange, { kind: 'range' }>, now);
      const variant = read(variantCode);
      const item = read(itemCode);
      // Either the model opens at its closest variant, told, or the code is told as unknown: never the new variant.
      if (variant.kind === 'build') expect(variant.build).toEqual({ range: 'triton', model: 'GLS', variant: null, cart: ['A'] });
      else expect(variant).toEqual({ kind: 'unknown' });
      // (Where the new sku shares B's hash instead, B cannot be told apart either: it is left out and told too.)
      if (item.kind === 'build') {
        expect(item.build).toMatchObject({ range: 'triton', model: 'GLX', variant: 'GLX-2' });
        expect([['B'], []]).toContainEqual(item.build.cart);
        expect(item.lost).toBe(2 - item.build.cart.length);
      } else expect(item).toEqual({ kind: 'unknown' });
      told.variant += variant.kind === 'build' ? 1 : 0;
      told.item += item.kind === 'build' ? 1 : 0;
      told.unknown += (variant.kind === 'unknown' ? 1 : 0) + (item.kind === 'unknown' ? 1 : 0);
    }
    // Both ways happen over 300 new skus: most open told; where the new sku took the retired one's hash, the check refused it.
    expect(told.variant).toBeGreaterThan(250);
    expect(told.item).toBeGreaterThan(250);
    expect(told.unknown).toBeGreaterThan(0);
  });
});

describe('code lengths over the shipped catalogs', () => {
  /** Characters a visitor reads (the dashes between groups left out). */
  const length = (build: CodedBuild) => buildCode(RANGES, catalogs.get(build.range)!, build)!.replace(/-/g, '').length;
  const stats = (lengths: number[]) => {
    const sorted = [...lengths].sort((a, b) => a - b);
    return { builds: sorted.length, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted.at(-1)! };
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

  it('a typical build is at most 12 characters, the Triton’s (85 skus) at most 15', () => {
    const lengths = Object.fromEntries(
      RANGES.map((range) => {
        const own = vehicles().filter((v) => v.range === range);
        const typicals = own.flatMap((vehicle) => [0, 1, 2, 3].map((pick) => length(typical(vehicle, pick))));
        return [range, { typical: stats(typicals), vehicleOnly: stats(own.map((vehicle) => length({ ...vehicle, cart: [] }))) }];
      }),
    );
    // The lengths of any build up to 12 items, for the closing notes only (2,000 codes, slow on a loaded machine).
    if (process.env.CODE_LENGTHS) {
      const any = fc.sample(shippedBuild(12), { numRuns: 2000, seed: 32 }).map(length);
      console.info(JSON.stringify({ ...lengths, anyUpTo12Items: stats(any) }));
    }
    for (const range of RANGES) expect(lengths[range]!.typical.max, range).toBeLessThanOrEqual(range === 'triton' ? 15 : 12);
  });
});
