import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolvedOf, totalOf, type EngineContext } from '../../../src/domain/build';
import { createBuild } from '../../../src/domain/buildStart';
import { acceptProposal, changeOption } from '../../../src/domain/buildTransitions';
import { indexCatalog, type Catalog, type Combination } from '../../../src/domain/catalog';
import { closestInStock, stockOfferProposal, type StockOffer } from '../../../src/domain/closestInStock';
import { rangeGroupValues, valueLabel } from '../../../src/domain/reach';
import { selectionFromUrl } from '../../../src/domain/selection';
import type { Build, StockStatus } from '../../../src/domain/types';
import { stepsOf, visitArb } from '../../support/arbitraries';
import { CLOTH, LEATHER, RED, WHITE, accessory, model, testBuild } from '../../support/catalogFactory';
import { expectSoundPlan } from '../../support/keepsOracle';
import { shippedCatalog } from '../../support/shippedCatalog';

/**
 * A combination in stock that the form opens: of two models the store lists with the same choices,
 * the form opens the first in catalog order, so only its stock can be had.
 */
const inStockIn = (catalog: Catalog) => (combo: Combination) =>
  combo.variant.stock === 'in-stock' &&
  catalog.combinations.find((c) => JSON.stringify(c.values) === JSON.stringify(combo.values)) === combo;

/** What every offer must be: in stock, and sound as every plan must be (test/support/keepsOracle.ts). */
function expectSoundOffer(ctx: EngineContext, base: Build, offer: StockOffer) {
  expect(resolvedOf(ctx, offer.build)!.variant.stock).toBe('in-stock');
  expectSoundPlan(ctx, base, base.choiceOrder, inStockIn(ctx.catalog), offer);
}

/** The same catalog with each variant's stock as `stockOf` says. */
function restocked(catalog: Catalog, stockOf: (index: number) => StockStatus | null): Catalog {
  let index = 0;
  return indexCatalog({
    configurables: catalog.configurables.map((c) => ({ ...c, variants: c.variants.map((v) => ({ ...v, stock: stockOf(index++) })) })),
    accessories: catalog.accessories,
    has3DView: catalog.has3DView,
  });
}

describe('the closest build in stock on the shipped Triton (issue 32.2)', () => {
  let ctx: EngineContext;
  let base: Build;
  beforeAll(async () => {
    const catalog = await shippedCatalog('triton');
    ctx = { catalog, pricing: { customerType: 'private', pricingType: 'drive-away', state: null } };
    base = createBuild(ctx, selectionFromUrl(catalog, { modelSelection: null, optionSku: null })!);
  });
  const valueOf = (group: 'model' | 'exterior', label: string) =>
    rangeGroupValues(ctx, group).find((v) => valueLabel(ctx, group, v) === label)!;

  it('offers a GLS in Red Diamond (built to order) in White Solid, $1,040 less, giving up only the paint', () => {
    let build = changeOption(ctx, base, 'model', valueOf('model', 'GLS')).build;
    build = changeOption(ctx, build, 'exterior', valueOf('exterior', 'Red Diamond')).build;
    expect(resolvedOf(ctx, build)!.variant.stock).toBe('out-of-stock');
    expect(totalOf(ctx, build)).toBe(65530);

    const offer = closestInStock(ctx, build)!;
    expect(offer.steps.map((s) => [s.label, s.from, s.to])).toEqual([['Exterior', 'Red Diamond', 'White Solid']]);
    expect(offer.dropped).toEqual([{ kind: 'option', group: 'exterior' }]);
    expect([offer.newTotal, offer.priceChange]).toEqual([64490, -1040]);
    expectSoundOffer(ctx, build, offer);

    const proposal = stockOfferProposal(ctx, offer);
    expect(proposal.modalHeader).toBe('The closest build available now');
    expect(proposal.itemBeingUpdated).toMatchObject({ title: 'GLS Double Cab Pick Up', colourLabel: 'White Solid', price: 64490 });
    const accepted = acceptProposal(ctx, { ...build, pending: proposal }, proposal);
    expect(resolvedOf(ctx, accepted)!.variant.stock).toBe('in-stock');
    expect(totalOf(ctx, accepted)).toBe(64490);
    expect(accepted.selections.model).toBe('GLS');
  });

  it('offers nothing for a build in stock', () => {
    expect(resolvedOf(ctx, base)!.variant.stock).toBe('in-stock');
    expect(closestInStock(ctx, base)).toBeNull();
  });

  it('finds a sound offer for every build to order reached by generated visits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('model' as const, 'exterior' as const, 'interior' as const, 'optionPack' as const), fc.nat()), {
          maxLength: 4,
        }),
        (moves) => {
          let build = base;
          for (const [group, n] of moves) {
            const values = rangeGroupValues(ctx, group);
            const outcome = changeOption(ctx, build, group, values[n % values.length]!);
            build = outcome.build.pending ? acceptProposal(ctx, outcome.build, outcome.build.pending) : outcome.build;
          }
          const offer = closestInStock(ctx, build);
          if (resolvedOf(ctx, build)!.variant.stock !== 'out-of-stock') {
            expect(offer).toBeNull();
          } else {
            expect(offer).not.toBeNull();
            expectSoundOffer(ctx, build, offer!);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the closest build in stock on generated catalogs and stock', () => {
  it('keeps the most recent choice when either of two would do', () => {
    // Red with leather is built to order; red with cloth and white with leather are in stock.
    const stock = (sku: string): StockStatus => (sku === 'GLX-2-11' ? 'out-of-stock' : sku === 'GLX-1-10' ? 'out-of-stock' : 'in-stock');
    const range = () => testBuild({ models: [model('GLX', { exteriors: [WHITE, RED], interiors: [CLOTH, LEATHER], stock })] });
    const leatherThenRed = range().choose('interior', LEATHER.valueIndex).choose('exterior', RED.valueIndex);
    const redOffer = closestInStock(leatherThenRed.ctx, leatherThenRed.build)!;
    expect(redOffer.dropped).toEqual([{ kind: 'option', group: 'interior' }]);
    expect([redOffer.build.selections.exterior, redOffer.build.selections.interior]).toEqual([RED.valueIndex, CLOTH.valueIndex]);

    const redThenLeather = range().choose('exterior', RED.valueIndex).choose('interior', LEATHER.valueIndex);
    const leatherOffer = closestInStock(redThenLeather.ctx, redThenLeather.build)!;
    expect(leatherOffer.dropped).toEqual([{ kind: 'option', group: 'exterior' }]);
    expect([leatherOffer.build.selections.exterior, leatherOffer.build.selections.interior]).toEqual([
      WHITE.valueIndex,
      LEATHER.valueIndex,
    ]);
  });

  it('keeps the accessories: they never make a build unavailable, and the build in stock takes them', () => {
    const stock = (sku: string): StockStatus => (sku.startsWith('GLX-2') ? 'out-of-stock' : 'in-stock');
    const t = testBuild({ models: [model('GLX', { exteriors: [WHITE, RED], stock })], accessories: [accessory('BAR')] })
      .choose('exterior', RED.valueIndex)
      .add('BAR');
    const offer = closestInStock(t.ctx, t.build)!;
    expect(offer.build.cart).toEqual(['BAR']);
    expect(offer.removed).toEqual([]);
    expect(offer.dropped).toEqual([{ kind: 'option', group: 'exterior' }]);
  });

  it('never offers a model the form cannot open: of two listed with the same choices, only the first one’s stock counts', () => {
    // Found by the generated visits below: the first GLX's red says nothing of stock, the second's is in stock.
    const first = model('GLX-A', { name: 'GLX', exteriors: [WHITE, RED], stock: (sku) => (sku === 'GLX-A-1' ? 'out-of-stock' : null) });
    const second = model('GLX-B', { name: 'GLX', exteriors: [WHITE, RED], stock: () => 'in-stock' });
    const shadowed = testBuild({ models: [first, second] });
    expect(resolvedOf(shadowed.ctx, shadowed.build)!.variant.sku).toBe('GLX-A-1');
    expect(closestInStock(shadowed.ctx, shadowed.build)).toBeNull();

    // With the first GLX's red in stock, that is the offer.
    const redInStock = model('GLX-A', {
      name: 'GLX',
      exteriors: [WHITE, RED],
      stock: (sku) => (sku === 'GLX-A-1' ? 'out-of-stock' : 'in-stock'),
    });
    const t = testBuild({ models: [redInStock, second] });
    const offer = closestInStock(t.ctx, t.build)!;
    expect(resolvedOf(t.ctx, offer.build)!.variant.sku).toBe('GLX-A-2');
  });

  it('offers nothing when nothing in the range is in stock, or when the store says nothing of stock', () => {
    const none = testBuild({ models: [model('GLX', { exteriors: [WHITE, RED], stock: () => 'out-of-stock' })] });
    expect(closestInStock(none.ctx, none.build)).toBeNull();
    const unknown = testBuild({ models: [model('GLX', { exteriors: [WHITE, RED] })] });
    expect(closestInStock(unknown.ctx, unknown.build)).toBeNull();
  });

  it('gives an offer in stock, valid, minimal and preferred after generated visits with generated stock', () => {
    fc.assert(
      fc.property(
        visitArb(8),
        fc.array(fc.constantFrom<StockStatus | null>('in-stock', 'out-of-stock', 'out-of-stock', null), { minLength: 1 }),
        (visit, stocks) => {
          let last: Build = visit.start;
          for (const { build } of stepsOf(visit)) last = build.pending ? { ...build, pending: null } : build;
          const catalog = restocked(visit.ctx.catalog, (i) => stocks[i % stocks.length]!);
          const ctx: EngineContext = { ...visit.ctx, catalog };
          const offer = closestInStock(ctx, last);
          const anyInStock = catalog.combinations.some(inStockIn(catalog));
          if (resolvedOf(ctx, last)?.variant.stock !== 'out-of-stock' || !anyInStock) {
            expect(offer).toBeNull();
          } else {
            expect(offer).not.toBeNull();
            expectSoundOffer(ctx, last, offer!);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});
