import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { totalOf, type EngineContext } from '../../../src/domain/build';
import { createBuild } from '../../../src/domain/buildStart';
import { acceptProposal, changeOption } from '../../../src/domain/buildTransitions';
import type { Catalog } from '../../../src/domain/catalog';
import {
  gradeComparison,
  rangeGroupValues,
  rangeValues,
  reachOption,
  reachProposal,
  valueLabel,
  type Reach,
} from '../../../src/domain/reach';
import { isOptionShown, selectionFromUrl } from '../../../src/domain/selection';
import { SELECTION_GROUPS, type Build, type SelectionGroup } from '../../../src/domain/types';
import { stepsOf, visitArb } from '../../support/arbitraries';
import { PRIVATE_NSW, RED, WHITE, accessory, model, testBuild } from '../../support/catalogFactory';
import { expectSoundPlan } from '../../support/keepsOracle';
import { shippedCatalog } from '../../support/shippedCatalog';

const PRIVATE = { customerType: 'private', pricingType: 'drive-away', state: null } as const;

function defaultBuild(ctx: EngineContext): Build {
  return createBuild(ctx, selectionFromUrl(ctx.catalog, { modelSelection: null, optionSku: null })!);
}

/** The checks every reach must pass: the value wanted, and sound as every plan must be (test/support/keepsOracle.ts). */
function expectSoundReach(ctx: EngineContext, base: Build, group: SelectionGroup, value: string | number, reach: Reach) {
  expect(reach.build.selections[group]).toBe(value);
  const choices = base.choiceOrder.filter((c) => c.kind !== 'option' || c.group !== group);
  expectSoundPlan(ctx, base, choices, (combo) => combo.values[group] === value, reach);
}

describe('reaching a hidden grade on the shipped Triton', () => {
  let catalog: Catalog;
  let ctx: EngineContext;
  beforeAll(async () => {
    catalog = await shippedCatalog('triton');
    ctx = { catalog, pricing: PRIVATE };
  });

  it('shows the GSR is one step from the default build: Double Cab Pick Up, automatic, 4WD Diesel, a premium paint, $69,730', () => {
    const base = defaultBuild(ctx);
    expect([base.selections.bodyStyle, base.selections.model, totalOf(ctx, base)]).toEqual(['Single Cab Chassis', 'GLX', 35990]);
    expect(isOptionShown(catalog, base.selections, 'model', 'GSR')).toBe(false);

    const reach = reachOption(ctx, base, 'model', 'GSR')!;
    expect(reach.steps.map((s) => [s.label, s.from, s.to])).toEqual([
      ['Body Style', 'Single Cab Chassis', 'Double Cab Pick Up'],
      ['Transmission', '6-speed manual', '6-speed automatic'],
      ['Drive & Fuel Type', '2WD Petrol', '4WD Diesel'],
      ['Exterior', 'White Solid', 'White Diamond'],
      ['Interior', 'Black cloth', 'Black leather with orange stitching'],
    ]);
    expect(reach.limits.map((l) => [l.label, l.only, l.notWith])).toEqual([
      ['Body Style', ['Double Cab Pick Up'], 'Single Cab Chassis'],
      ['Transmission', ['6-speed automatic'], '6-speed manual'],
      ['Drive & Fuel Type', ['4WD Diesel'], '2WD Petrol'],
      ['Exterior', ['White Diamond', 'Graphite Grey', 'Jet Black', 'Yamabuki Orange'], 'White Solid'],
      ['Interior', ['Black leather with orange stitching'], 'Black cloth'],
    ]);
    expect([reach.newTotal, reach.priceChange]).toEqual([68990 + 740, 68990 + 740 - 35990]);
    expect(reach.dropped).toEqual([]);
    expectSoundReach(ctx, base, 'model', 'GSR', reach);
  });

  it('accepting the proposal gives exactly the reached build; cancelling keeps the build', () => {
    const base = defaultBuild(ctx);
    const reach = reachOption(ctx, base, 'model', 'GSR')!;
    const proposal = reachProposal(ctx, reach);
    expect(proposal.modalHeader).toBe('Your selection requires changes');
    expect(proposal.newTotal).toBe(69730);
    const accepted = acceptProposal(ctx, { ...base, pending: proposal }, proposal);
    expect(accepted.selections).toEqual(reach.build.selections);
    expect(totalOf(ctx, accepted)).toBe(69730);
    expect(accepted.choiceOrder).toEqual([{ kind: 'option', group: 'model' }]);
  });

  it('gives up only the choice the GSR cannot take, keeping the colour the visitor chose', () => {
    let build = defaultBuild(ctx);
    build = changeOption(ctx, build, 'exterior', reachValue(ctx, 'exterior', 'Graphite Grey')).build;
    build = changeOption(ctx, build, 'bodyStyle', 'Double Cab Chassis').build;
    const reach = reachOption(ctx, build, 'model', 'GSR')!;
    // Graphite Grey (the GSR has it) stays; the body style goes.
    expect(reach.dropped).toEqual([{ kind: 'option', group: 'bodyStyle' }]);
    expect(valueOfExterior(ctx, reach)).toBe('Graphite Grey');
    expectSoundReach(ctx, build, 'model', 'GSR', reach);
  });

  it('reaches every value of every group from generated visits on the Triton, soundly', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...SELECTION_GROUPS), fc.nat()), { maxLength: 5 }), fc.nat(), (moves, pick) => {
        let build = defaultBuild(ctx);
        for (const [group, n] of moves) {
          const values = rangeGroupValues(ctx, group);
          if (values.length === 0) continue;
          const reach = reachOption(ctx, build, group, values[n % values.length]!);
          if (reach) build = reach.build;
        }
        const group = SELECTION_GROUPS[pick % SELECTION_GROUPS.length]!;
        const values = rangeGroupValues(ctx, group);
        for (const value of values) {
          const reach = reachOption(ctx, build, group, value);
          expect(reach).not.toBeNull();
          expectSoundReach(ctx, build, group, value, reach!);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('compares every grade with its total for the current choices', () => {
    const columns = gradeComparison(ctx, defaultBuild(ctx), []);
    expect(columns.map((c) => c.label)).toEqual(['GLX', 'GLX+', 'GLS', 'GSR']);
    expect(columns.find((c) => c.label === 'GSR')?.totalText).toBe('$69,730*');
    expect(columns.find((c) => c.label === 'GLX')?.selected).toBe(true);
  });
});

describe('a reach that repaints the car (issue 35)', () => {
  // GLS only in White Diamond, GSR only in Red Diamond ($700), a canopy in both colours ($3,000).
  const range = () =>
    testBuild({
      models: [model('GLS', { exteriors: [WHITE], price: 50000 }), model('GSR', { exteriors: [RED], price: 60000 })],
      accessories: [accessory('CANOPY', { title: 'Canopy', colours: [['White Diamond'], ['Red Diamond']], price: 3000 })],
      cart: ['CANOPY-White Diamond'],
    });

  it('asks about the colour-matched canopy, as a paint change does, and recolours it on accept', () => {
    const t = range();
    const reach = reachOption(t.ctx, t.build, 'model', 'GSR')!;
    const proposal = reachProposal(t.ctx, reach);
    expect(proposal.configurableItems).toEqual([
      expect.objectContaining({ accessorySku: 'CANOPY', currentSku: 'CANOPY-White Diamond', suggestedSku: 'CANOPY-Red Diamond' }),
    ]);
    // $60,000 + $700 paint + $3,000 canopy, in the suggested Red Diamond.
    expect(proposal.newTotal).toBe(63700);
    expect(acceptProposal(t.ctx, t.build, proposal).cart).toEqual(['CANOPY-Red Diamond']);
    // The visitor may keep the old colour.
    expect(acceptProposal(t.ctx, t.build, proposal, { colours: { CANOPY: 'CANOPY-White Diamond' } }).cart).toEqual([
      'CANOPY-White Diamond',
    ]);
  });

  it('asks nothing when the paint stays the same', () => {
    const t = testBuild({
      models: [model('GLS', { exteriors: [WHITE], price: 50000 }), model('GSR', { exteriors: [WHITE], price: 60000 })],
      accessories: [accessory('CANOPY', { title: 'Canopy', colours: [['White Diamond'], ['Red Diamond']], price: 3000 })],
      cart: ['CANOPY-White Diamond'],
    });
    const proposal = reachProposal(t.ctx, reachOption(t.ctx, t.build, 'model', 'GSR')!);
    expect(proposal.configurableItems).toEqual([]);
    expect(acceptProposal(t.ctx, t.build, proposal).cart).toEqual(['CANOPY-White Diamond']);
  });
});

describe('reaching values under lease', () => {
  it("shows 'POA' where the reached build is on application, never a weekly price that cannot apply (spec 4)", async () => {
    const catalog = await shippedCatalog('triton', 'mmba');
    const ctx: EngineContext = { catalog, pricing: { customerType: 'business', pricingType: 'mmba', state: null } };
    const base = defaultBuild(ctx);
    // Under lease a GLX in White Solid has weekly prices; the GSR in its cheapest paint is $401 + $3 a week.
    expect(gradeComparison(ctx, base, []).find((c) => c.label === 'GSR')!.totalText).toBe('$404 per week^');
    // White Diamond costs more than the GLX's base paint: the build goes on application.
    const diamond = rangeGroupValues(ctx, 'exterior').find((v) => valueLabel(ctx, 'exterior', v) === 'White Diamond')!;
    const onApplication = changeOption(ctx, base, 'exterior', diamond).build;
    const columns = gradeComparison(ctx, onApplication, []);
    for (const label of ['GLX', 'GLX+', 'GLS']) expect(columns.find((c) => c.label === label)!.totalText).toBe('POA');
    const hidden = rangeValues(ctx, onApplication, 'model').find((v) => v.label === 'GLS')!;
    expect(hidden.totalText).toBe('POA');
  });
});

function reachValue(ctx: EngineContext, group: SelectionGroup, label: string): string | number {
  const value = rangeGroupValues(ctx, group).find((v) => reachOption(ctx, defaultBuild(ctx), group, v)?.label === label);
  if (value === undefined) throw new Error(`no ${label}`);
  return value;
}

function valueOfExterior(ctx: EngineContext, reach: Reach): string | null {
  const step = reach.steps.find((s) => s.group === 'exterior');
  return step ? step.to : (reachOption(ctx, reach.build, 'exterior', reach.build.selections.exterior!)?.label ?? null);
}

describe('reaching values on generated catalogs', () => {
  it('keeps the cart item the visitor chose last when a grade cannot take both', () => {
    const models = [model('GLX', { compatible: ['A', 'B'] }), model('GLS', { name: 'GLS', bodyStyle: 'Single Cab', compatible: ['B'] })];
    const t = testBuild({ models, accessories: [accessory('A'), accessory('B')] })
      .add('A')
      .add('B');
    const reach = reachOption(t.ctx, t.build, 'model', 'GLS')!;
    expect(reach.dropped).toEqual([{ kind: 'item', sku: 'A' }]);
    expect(reach.removed).toEqual(['A']);
    expect(reach.build.cart).toEqual(['B']);
  });

  it('is null for a value the range does not sell', () => {
    const t = testBuild({ models: [model('GLX', { exteriors: [WHITE, RED] })] });
    expect(reachOption(t.ctx, t.build, 'model', 'GSR')).toBeNull();
  });

  it('gives a valid, minimal, preferred build for every value after generated visits', () => {
    fc.assert(
      fc.property(visitArb(8), fc.nat(), (visit, pick) => {
        const { ctx } = visit;
        let last: Build | null = null;
        for (const { build } of stepsOf(visit)) last = build.pending ? { ...build, pending: null } : build;
        if (!last) return;
        const group = SELECTION_GROUPS[pick % SELECTION_GROUPS.length]!;
        for (const value of rangeGroupValues(ctx, group)) {
          const reach = reachOption(ctx, last, group, value);
          expect(reach).not.toBeNull();
          expectSoundReach(ctx, last, group, value, reach!);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps to PRIVATE_NSW prices when the context says so', () => {
    const t = testBuild({
      pricing: PRIVATE_NSW,
      models: [model('GLX'), model('GLS', { name: 'GLS', bodyStyle: 'Single Cab', price: 50000 })],
    });
    expect(reachOption(t.ctx, t.build, 'model', 'GLS')!.newTotal).toBe(50000);
  });
});
