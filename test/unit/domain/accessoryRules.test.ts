import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALERTS, areIncompatible, cartCount, cartCountText, cartViolations, renderedAccessories } from '../../../src/domain/accessoryRules';
import { indexCatalog, keyOf, relationsOf, type Catalog } from '../../../src/domain/catalog';
import { includedClosure } from '../../../src/domain/packs';
import { isTrayPaintSku, isTraySku } from '../../../src/domain/trayPrice';
import { catalogArb } from '../../support/arbitraries';
import { accessory, model, testBuild } from '../../support/catalogFactory';

describe('adding and removing accessories', () => {
  it('adds an accessory by sku', () => {
    const t = testBuild({ accessories: [accessory('A')] }).add('A');
    expect(t.cart).toEqual(['A']);
  });

  it('asks to confirm a removal with "Remove this accessory?"', () => {
    const t = testBuild({ accessories: [accessory('A')], cart: ['A'] }).remove('A');
    expect(t.pending?.modalHeader).toBe('Remove this accessory?');
    expect(t.cart).toEqual(['A']);
  });

  it('removes the accessory once the removal is accepted', () => {
    const t = testBuild({ accessories: [accessory('A')], cart: ['A'] })
      .remove('A')
      .accept();
    expect(t.cart).toEqual([]);
  });

  it('swaps the variant when the colour of a cart accessory changes', () => {
    const t = testBuild({ accessories: [accessory('A', { colours: [['Red'], ['Blue']] })], cart: ['A-Red'] }).add('A-Blue');
    expect(t.cart).toEqual(['A-Blue']);
  });

  it('refuses an accessory the variant does not accept, reporting why', () => {
    const t = testBuild({ models: [model('GLX', { compatible: ['B'] })], accessories: [accessory('A'), accessory('B')] }).add('A');
    expect([t.cart, t.issues[0]?.kind]).toEqual([[], 'incompatible-with-vehicle']);
  });

  it('reports an unknown sku instead of throwing', () => {
    expect(testBuild().add('NOPE').issues[0]?.kind).toBe('unknown-sku');
  });
});

describe('required accessories', () => {
  it("proposes the required accessory under 'This one's got a plus-one'", () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B')] }).add('A');
    expect(t.pending?.modalHeader).toBe("This one's got a plus-one");
    expect(t.pending?.impactedItems).toMatchObject([{ action: 'add', sku: 'B', group: 1 }]);
  });

  it('adds the required accessory on accept', () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B')] })
      .add('A')
      .accept();
    expect([...t.cart].sort()).toEqual(['A', 'B']);
  });

  it('offers a choice when several accessories satisfy the requirement, and adds the chosen one', () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B', 'C'] }), accessory('B'), accessory('C')] }).add('A');
    expect(t.pending?.impactedItems.filter((i) => i.action === 'choose').map((i) => i.sku)).toEqual(['B', 'C']);
    expect([...t.accept({ groups: { 1: 'C' } }).cart].sort()).toEqual(['A', 'C']);
  });

  it('asks for extra-required accessories as a second group', () => {
    const t = testBuild({
      accessories: [accessory('A', { requires: ['B'], extraRequires: ['C', 'D'] }), accessory('B'), accessory('C'), accessory('D')],
    }).add('A');
    expect(t.pending?.impactedItems.filter((i) => i.group === 2).map((i) => [i.action, i.sku])).toEqual([
      ['choose', 'C'],
      ['choose', 'D'],
    ]);
  });

  it('does not ask again when a requirement is already in the build', () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B')], cart: ['B'] }).add('A');
    expect(t.pending).toBeNull();
    expect(t.cart).toEqual(['B', 'A']);
  });

  it('removes the accessories that required a removed one', () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B')] })
      .addAndAccept('A')
      .remove('B');
    expect(t.pending?.impactedItems).toMatchObject([{ action: 'remove', sku: 'A' }]);
    expect(t.accept().cart).toEqual([]);
  });
});

describe('incompatible accessories', () => {
  it("proposes removing the incompatible one under 'Some accessories don't mix'", () => {
    const t = testBuild({ accessories: [accessory('A', { excludes: ['B'] }), accessory('B')], cart: ['B'] }).add('A');
    expect(t.pending?.modalHeader).toBe("Some accessories don't mix");
    expect(t.pending?.impactedItems).toMatchObject([{ action: 'remove', sku: 'B' }]);
  });

  it('applies incompatibility both ways', () => {
    const t = testBuild({ accessories: [accessory('A', { excludes: ['B'] }), accessory('B')], cart: ['A'] })
      .add('B')
      .accept();
    expect(t.cart).toEqual(['B']);
  });

  it("uses 'Your selection requires changes' when an add both removes and adds", () => {
    const t = testBuild({
      accessories: [accessory('A', { requires: ['C'], excludes: ['B'] }), accessory('B'), accessory('C')],
      cart: ['B'],
    }).add('A');
    expect(t.pending?.modalHeader).toBe('Your selection requires changes');
  });

  it('gives the price change and the new total of the proposal', () => {
    const t = testBuild({ accessories: [accessory('A', { excludes: ['B'], price: 300 }), accessory('B', { price: 100 })], cart: ['B'] });
    const before = t.total;
    expect(t.add('A').pending).toMatchObject({ priceChange: 200, newTotal: before + 200 });
  });
});

describe('packs', () => {
  it('removes the separate copy when a pack includes it, with the alert', () => {
    const t = testBuild({ accessories: [accessory('PACK', { includes: ['A'] }), accessory('A', { title: 'Nudge Bar' })], cart: ['A'] }).add(
      'PACK',
    );
    expect(t.cart).toEqual(['PACK']);
    expect(t.alert).toBe("Good news! This pack comes with the Nudge Bar so we've removed the individual item(s) to save you money.");
  });

  it('does not add an accessory the pack already includes, with the alert', () => {
    const t = testBuild({ accessories: [accessory('PACK', { includes: ['A'] }), accessory('A')], cart: ['PACK'] }).add('A');
    expect(t.cart).toEqual(['PACK']);
    expect(t.alert).toBe('Good news, you get this accessory as part of your selected pack!');
  });

  it('locks an accessory included in the pack against removal', () => {
    const t = testBuild({ accessories: [accessory('PACK', { includes: ['A'] }), accessory('A')], cart: ['PACK'] }).remove('A');
    expect(t.alert).toBe(ALERTS.lockedInPack);
    expect(t.pending).toBeNull();
  });

  it("counts a pack as the items it contains, as 'Your build' lists them, not as itself too (issue 26.3)", () => {
    const t = testBuild({
      accessories: [accessory('PACK', { includes: ['A', 'B'] }), accessory('A'), accessory('B'), accessory('C')],
      cart: ['PACK', 'C'],
    });
    // A and B in the pack, and C.
    expect(cartCount(t.ctx.catalog, t.cart)).toBe(3);
    // Issue 35: the words say what is counted, the pack's items among them.
    expect(cartCountText(t.ctx.catalog, t.cart)).toBe('3 accessories in your build, 2 in your pack');
  });

  it("words the count by what it counts: '1 accessory', 'accessories', and how many came in packs", () => {
    const accessories = [
      accessory('P1', { includes: ['A'] }),
      accessory('P2', { includes: ['B', 'A'] }),
      accessory('A'),
      accessory('B'),
      accessory('C'),
    ];
    const text = (cart: string[]) => cartCountText(testBuild({ accessories, cart }).ctx.catalog, cart);
    expect([text([]), text(['C']), text(['C', 'A']), text(['P1', 'P2'])]).toEqual([
      '0 accessories in your build',
      '1 accessory in your build',
      '2 accessories in your build',
      '2 accessories in your build, 2 in your packs',
    ]);
  });

  it('treats an included accessory as meeting a requirement', () => {
    const t = testBuild({
      accessories: [accessory('PACK', { includes: ['B'] }), accessory('A', { requires: ['B'] }), accessory('B')],
      cart: ['PACK'],
    }).add('A');
    expect(t.pending).toBeNull();
    expect(t.cart).toEqual(['PACK', 'A']);
  });
});

describe('same spot and 3D', () => {
  it('keeps both accessories for the same spot and shows the most recent, with the alert', () => {
    const t = testBuild({ accessories: [accessory('A', { sameSpot: ['B'] }), accessory('B')], cart: ['A'] }).add('B');
    expect(t.cart).toEqual(['A', 'B']);
    expect(t.alert).toBe("You've selected two accessories for the same spot, we'll show the most recent one.");
    expect(renderedAccessories(t.ctx.catalog, t.cart)).toEqual(['B']);
  });

  it('alerts when an accessory cannot be displayed in 3D', () => {
    const t = testBuild({ accessories: [accessory('A', { title: 'Mud Flaps', is3DReady: false })] }).add('A');
    expect(t.alert).toBe(
      "Mud Flaps has been added to your configuration. While it can't be displayed, rest assured it's added to your list!",
    );
  });

  it('says nothing about 3D on a range that has no 3D view', () => {
    const t = testBuild({ accessories: [accessory('A', { title: 'Mud Flaps', is3DReady: false })], has3DView: false }).add('A');
    expect(t.cart).toEqual(['A']);
    expect(t.alert).toBeNull();
  });
});

describe('catalog cycles and contradictions', () => {
  it('reports A requires B, B excludes A and refuses the add', () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B', { excludes: ['A'] })] });
    expect(t.ctx.catalog.issues.map((i) => i.kind)).toContain('requires-excluded');
    t.add('A');
    expect(t.cart).toEqual([]);
    expect(t.issues.map((i) => i.kind)).toContain('unsatisfiable-requirement');
  });

  it('reports a pack that includes itself and still adds it', () => {
    const t = testBuild({ accessories: [accessory('PACK', { includes: ['PACK', 'A'] }), accessory('A')] });
    expect(t.ctx.catalog.issues.map((i) => i.kind)).toContain('self-reference');
    expect(t.add('PACK').cart).toEqual(['PACK']);
  });

  it('adds every accessory of a required chain that loops, once', () => {
    const t = testBuild({
      accessories: [accessory('A', { requires: ['B'] }), accessory('B', { requires: ['C'] }), accessory('C', { requires: ['A'] })],
    });
    expect(t.ctx.catalog.issues.map((i) => i.kind)).toContain('require-cycle');
    expect([...t.add('A').accept().cart].sort()).toEqual(['A', 'B', 'C']);
  });

  it('survives packs that include each other', () => {
    const t = testBuild({ accessories: [accessory('P', { includes: ['Q'] }), accessory('Q', { includes: ['P'] })], cart: ['Q'] }).add('P');
    expect(t.ctx.catalog.issues.map((i) => i.kind)).toContain('include-cycle');
    expect(cartViolations(t.ctx.catalog, t.variantSku, t.cart)).toEqual([]);
  });
});

describe('cancel', () => {
  it('leaves the build exactly as it was', () => {
    const t = testBuild({ accessories: [accessory('A', { excludes: ['B'] }), accessory('B')], cart: ['B'] });
    const before = t.build;
    expect(t.add('A').cancel().build).toBe(before);
  });
});

/** Whether two cart skus may not share the build, as the rule reads (spec 4), worked out afresh on every call. */
function incompatibleAsTheRuleReads(catalog: Catalog, a: string, b: string): boolean {
  const footprint = (sku: string) => {
    const key = keyOf(catalog, sku);
    return key ? [key, ...includedClosure(catalog, sku)] : [];
  };
  const left = footprint(a);
  const right = footprint(b);
  if (left[0] === undefined || right[0] === undefined || left[0] === right[0]) return false;
  for (const isKind of [isTraySku, isTrayPaintSku]) {
    const ours = left.filter((x) => isKind(catalog, x));
    if (ours.length > 0 && right.some((y) => isKind(catalog, y) && !ours.includes(y))) return true;
  }
  return left.some((x) => right.some((y) => x !== y && relationsOf(catalog, x).incompatible.has(y)));
}

describe('what a sku brings to the rules, worked out once per catalog (issue 31.5)', () => {
  it('two skus conflict exactly when the rule, worked out afresh, says so, on generated catalogs asked in turn', () => {
    let conflicts = 0;
    fc.assert(
      fc.property(fc.array(catalogArb, { minLength: 2, maxLength: 3 }), (datas) => {
        const catalogs = datas.map((data) => indexCatalog(data));
        // Catalogs asked in turn, twice each: the records of one are never the answers for another.
        for (const catalog of [...catalogs, ...catalogs]) {
          const skus = [...catalog.bySku.keys(), 'UNKNOWN'];
          for (const a of skus) {
            for (const b of skus) {
              const expected = incompatibleAsTheRuleReads(catalog, a, b);
              if (areIncompatible(catalog, a, b) !== expected) expect([a, b, areIncompatible(catalog, a, b)]).toEqual([a, b, expected]);
              if (expected) conflicts++;
            }
          }
        }
      }),
      { numRuns: 100, seed: 20261128 },
    );
    expect(conflicts).toBeGreaterThan(100);
  }, 30_000);
});
