/**
 * The build's transitions (src/domain/buildTransitions.ts), called as the store calls them:
 * (context, build, input) → outcome (spec 4 "Selections", "Exterior colour", "Tray", "Accessories").
 * Expected carts and totals are worked out by hand from the catalog each test writes.
 */
import { describe, expect, it } from 'vitest';
import { cancelProposal } from '../../../src/domain/build';
import {
  acceptProposal,
  addAccessory,
  changeAccessoryColour,
  changeOption,
  colourItems,
  newPaintLabel,
  proposalWithChoices,
  removeAccessory,
  selectTray,
  selectTrayPaint,
} from '../../../src/domain/buildTransitions';
import type { Build } from '../../../src/domain/types';
import { BLACK, CAB_CHASSIS, RED, WHITE, accessory, model, testBuild, tray, trayPaint } from '../../support/catalogFactory';

/** The GLX (white $0, red $700 on $40,000) with accessories at $100 unless priced. */
const glx = (accessories: ReturnType<typeof accessory>[], cart: string[] = []) => testBuild({ accessories, cart });

describe('accessories (spec 4 "Accessories")', () => {
  it('adds an accessory with no rules straight to the cart, the price rising by its price', () => {
    const t = glx([accessory('BAR', { price: 250 })]);
    const { build } = addAccessory(t.ctx, t.build, 'BAR');
    expect(build.cart).toEqual(['BAR']);
    expect(build.pending).toBeNull();
    expect(totalAfter(t, build)).toBe(40250);
  });

  it('asks before adding what an accessory requires, the cart unchanged until accepted', () => {
    const t = glx([accessory('LIGHTS', { requires: ['BAR'], price: 300 }), accessory('BAR', { price: 200 })]);
    const { build } = addAccessory(t.ctx, t.build, 'LIGHTS');
    expect(build.cart).toEqual([]);
    expect(build.pending?.modalHeader).toBe("This one's got a plus-one");
    expect(build.pending).toMatchObject({ priceChange: 500, newTotal: 40500 });
    expect([...acceptProposal(t.ctx, build, build.pending!).cart].sort()).toEqual(['BAR', 'LIGHTS']);
  });

  it('always confirms a removal with "Remove this accessory?", removing only on accept', () => {
    const t = glx([accessory('BAR', { price: 200 })], ['BAR']);
    const { build } = removeAccessory(t.ctx, t.build, 'BAR');
    expect(build.cart).toEqual(['BAR']);
    expect(build.pending?.modalHeader).toBe('Remove this accessory?');
    expect(build.pending).toMatchObject({ priceChange: -200, newTotal: 40000 });
    expect(acceptProposal(t.ctx, build, build.pending!).cart).toEqual([]);
  });

  it('cancelling a proposal leaves the build exactly as it was', () => {
    const t = glx([accessory('BAR')], ['BAR']);
    const { build } = removeAccessory(t.ctx, t.build, 'BAR');
    expect(cancelProposal(build)).toEqual(t.build);
  });

  it('replaces the old colour variant of a cart accessory with the new one', () => {
    const t = glx([accessory('CANOPY', { colours: [['White Diamond'], ['Jet Black']] })], ['CANOPY-White Diamond']);
    expect(changeAccessoryColour(t.ctx, t.build, 'CANOPY-Jet Black').build.cart).toEqual(['CANOPY-Jet Black']);
  });
});

describe('trays (spec 4 "Tray")', () => {
  const cabChassis = () =>
    testBuild({
      models: [model('CC', { subrange: CAB_CHASSIS })],
      accessories: [
        tray('ALLOY', 3000, 'alloy'),
        tray('STEEL', 3500, 'steel'),
        trayPaint('PAINT', null, [
          ['Black', 450],
          ['White', 400],
        ]),
      ],
    });

  it('starts with the first tray, and selecting another removes it and its paint', () => {
    const t = cabChassis();
    expect(t.build.cart).toEqual(['ALLOY']);
    const painted = selectTrayPaint(t.ctx, t.build, 'PAINT-Black').build;
    expect(painted.cart).toEqual(['ALLOY', 'PAINT-Black']);
    const { build } = selectTray(t.ctx, painted, 'STEEL');
    const settled = build.pending ? acceptProposal(t.ctx, build, build.pending) : build;
    expect(settled.cart).toEqual(['STEEL']);
  });

  it('swaps the paint sku, and Unpainted takes the paint away', () => {
    const t = cabChassis();
    const black = selectTrayPaint(t.ctx, t.build, 'PAINT-Black').build;
    expect(selectTrayPaint(t.ctx, black, 'PAINT-White').build.cart).toEqual(['ALLOY', 'PAINT-White']);
    expect(selectTrayPaint(t.ctx, black, null).build.cart).toEqual(['ALLOY']);
  });

  it('refuses a tray that is not for the vehicle, saying so, the build unchanged', () => {
    const t = cabChassis();
    const outcome = selectTray(t.ctx, t.build, 'BAR');
    expect(outcome.build.cart).toEqual(['ALLOY']);
    expect(outcome.issues).toEqual([
      { kind: 'incompatible-with-vehicle', sku: 'BAR', related: 'CC-1', message: 'BAR is not a tray for this vehicle' },
    ]);
  });
});

describe('options (spec 4 "Selections", "Exterior colour")', () => {
  it('applies an option change with finance values reset and the alert cleared', () => {
    const t = glx([]);
    const before: Build = {
      ...t.build,
      finance: { calculatorAmount: 40000, deposit: 5000, balloon: 0, interestRate: 7.5, loanTerm: 5, paymentFrequency: 12 },
      alert: { content: 'Accessory added', duration: null },
    };
    const { build } = changeOption(t.ctx, before, 'exterior', RED.valueIndex);
    expect(build.selections.exterior).toBe(RED.valueIndex);
    expect(build.finance).toBeNull();
    expect(build.alert).toBeNull();
    expect(totalAfter(t, build)).toBe(40700);
  });

  it("opens 'Let's fine-tune your build' when a cart accessory does not fit the new variant; accept removes it", () => {
    const t = testBuild({
      models: [model('GLX', { exteriors: [WHITE, RED], without: [], compatible: null }), model('GLS', { compatible: ['BAR'] })],
      accessories: [accessory('BAR'), accessory('SNORKEL', { price: 900 })],
      cart: ['BAR', 'SNORKEL'],
    });
    const { build } = changeOption(t.ctx, t.build, 'model', 'GLS');
    expect(build.pending?.modalHeader).toBe("Let's fine-tune your build");
    expect(build.pending?.impactedItems).toMatchObject([{ action: 'remove', sku: 'SNORKEL' }]);
    expect(build.cart).toEqual(['BAR', 'SNORKEL']);
    expect(acceptProposal(t.ctx, build, build.pending!).cart).toEqual(['BAR']);
  });

  it('asks to match colour accessories to a new exterior, naming the new paint; accept recolours them', () => {
    const t = glx([accessory('CANOPY', { colours: [['White Diamond'], ['Red Diamond']] })], ['CANOPY-White Diamond']);
    const { build } = changeOption(t.ctx, t.build, 'exterior', RED.valueIndex);
    expect(build.pending?.modalHeader).toBe('Great colour choice! Do you want to change others?');
    expect(build.pending?.modalSubHeader).toBe('Do you want to update any of your accessory colours to match the vehicle colour?');
    expect(build.pending?.itemBeingUpdated.colourLabel).toBe('Red Diamond');
    expect(build.pending?.configurableItems).toMatchObject([
      { accessorySku: 'CANOPY', currentSku: 'CANOPY-White Diamond', suggestedSku: 'CANOPY-Red Diamond' },
    ]);
    const accepted = acceptProposal(t.ctx, build, build.pending!);
    expect(accepted.cart).toEqual(['CANOPY-Red Diamond']);
    expect(accepted.selections.exterior).toBe(RED.valueIndex);
  });

  it('asks nothing about a colour accessory that does not come in the new paint', () => {
    const t = testBuild({
      models: [model('GLX', { exteriors: [WHITE, BLACK] })],
      accessories: [accessory('CANOPY', { colours: [['White Diamond'], ['Red Diamond']] })],
      cart: ['CANOPY-White Diamond'],
    });
    expect(colourItems(t.ctx, t.build, repainted(t, BLACK.valueIndex))).toEqual([]);
    // In red it would have asked: the same canopy in the paint it comes in.
    const red = testBuild({
      accessories: [accessory('CANOPY', { colours: [['White Diamond'], ['Red Diamond']] })],
      cart: ['CANOPY-White Diamond'],
    });
    expect(colourItems(red.ctx, red.build, repainted(red, RED.valueIndex))).toMatchObject([{ suggestedSku: 'CANOPY-Red Diamond' }]);
  });

  it('names the new paint under the vehicle only when the change repaints it', () => {
    const t = glx([]);
    expect(newPaintLabel(t.build, t.resolved)).toBeNull();
    expect(newPaintLabel(t.build, repainted(t, RED.valueIndex))).toBe('Red Diamond');
  });

  it('changes nothing when the option chosen is the one already chosen', () => {
    const t = glx([]);
    expect(changeOption(t.ctx, t.build, 'exterior', WHITE.valueIndex).build).toEqual(t.build);
  });
});

describe('a proposal with the visitor’s choices', () => {
  it('totals the candidate the visitor picks, not the first', () => {
    const t = glx([
      accessory('LIGHTS', { requires: ['HOOP', 'BAR'], price: 300 }),
      accessory('BAR', { price: 200 }),
      accessory('HOOP', { price: 600 }),
    ]);
    const pending = addAccessory(t.ctx, t.build, 'LIGHTS').build.pending!;
    // The cheapest way first, whatever the store's order: BAR ($200) before HOOP ($600), and taken unless the visitor picks.
    expect(pending.impactedItems.map((item) => [item.action, item.sku])).toEqual([
      ['choose', 'BAR'],
      ['choose', 'HOOP'],
    ]);
    expect([...acceptProposal(t.ctx, t.build, pending).cart].sort()).toEqual(['BAR', 'LIGHTS']);
    const withHoop = proposalWithChoices(t.ctx, pending, { groups: { 1: 'HOOP' } });
    expect(withHoop).toMatchObject({ newTotal: 40900, priceChange: 900 });
    expect([...acceptProposal(t.ctx, t.build, pending, { groups: { 1: 'HOOP' } }).cart].sort()).toEqual(['HOOP', 'LIGHTS']);
  });
});

/** The build's vehicle in another exterior colour, as a selection change resolves it. */
function repainted(t: ReturnType<typeof testBuild>, exterior: number) {
  const { resolved } = t;
  const variant = resolved.configurable.variants.find((v) => v.exteriorCode === exterior);
  if (!variant) throw new Error(`no variant in ${exterior}`);
  return { ...resolved, variant, selections: { ...resolved.selections, exterior } };
}

function totalAfter(t: ReturnType<typeof testBuild>, build: Build): number {
  const before = t.build;
  t.build = build;
  const total = t.total;
  t.build = before;
  return total;
}
