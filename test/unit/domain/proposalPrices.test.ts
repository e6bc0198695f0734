import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { totalOf } from '../../../src/domain/build';
import { acceptProposal, proposalWithChoices } from '../../../src/domain/buildTransitions';
import { impactedPriceText, proposalPrices } from '../../../src/domain/proposalPrices';
import { priceChangeText } from '../../../src/domain/pricing';
import type { Accessory } from '../../../src/domain/types';
import { stepsOf, visitArb } from '../../support/arbitraries';
import {
  BLACK,
  CLOTH,
  LEASE_NSW,
  LEATHER,
  PRIVATE_NSW,
  RED,
  WHITE,
  accessory,
  model,
  offers,
  testBuild,
} from '../../support/catalogFactory';

/** A colour accessory whose White, Red and Black variants cost $500, $600 and $700. */
function pricedCanopy(): Accessory {
  const base = accessory('CANOPY', { colours: [['White Diamond'], ['Red Diamond'], ['Jet Black']] });
  return { ...base, variants: base.variants.map((v, i) => ({ ...v, price: [500, 600, 700][i] ?? null })) };
}

const lightRange = () =>
  testBuild({
    accessories: [
      accessory('LIGHT', { requires: ['BAR1', 'BAR2'] }),
      accessory('BAR1'),
      accessory('BAR2', { requires: ['HARNESS'], price: 250 }),
      accessory('HARNESS', { price: 50 }),
    ],
  });

describe('proposal with the visitor’s choices', () => {
  it('re-plans an accessory with the chosen candidate and its own requirements', () => {
    const t = lightRange().add('LIGHT');
    const proposal = t.pending!;
    // Default: LIGHT $100 + BAR1 $100 on a $40,000 vehicle.
    expect([proposal.priceChange, proposal.newTotal]).toEqual([200, 40200]);
    const revised = proposalWithChoices(t.ctx, proposal, { groups: { 1: 'BAR2' } });
    expect(revised.impactedItems.map((i) => [i.action, i.sku])).toEqual([
      ['choose', 'BAR1'],
      ['choose', 'BAR2'],
      ['add', 'HARNESS'],
    ]);
    // LIGHT $100 + BAR2 $250 + HARNESS $50.
    expect([revised.priceChange, revised.newTotal]).toEqual([400, 40400]);
    expect(revised.modalHeader).toBe(proposal.modalHeader);
    expect(revised.base).toBe(proposal.base);
  });

  it('keeps the proposal’s items with the default choices', () => {
    const t = lightRange().add('LIGHT');
    const revised = proposalWithChoices(t.ctx, t.pending!, {});
    expect(revised.impactedItems).toEqual(t.pending!.impactedItems);
    expect(revised.newTotal).toBe(40200);
  });

  it('totals the accessory colours the visitor picks in the colour proposal', () => {
    const t = testBuild({
      models: [model('GLX', { exteriors: [WHITE, RED, BLACK] })],
      accessories: [pricedCanopy()],
      cart: ['CANOPY-White Diamond'],
    }).choose('exterior', RED.valueIndex);
    const proposal = t.pending!;
    // Red paint $700 and the suggested red canopy $600 instead of the white $500.
    expect([proposal.priceChange, proposal.newTotal]).toEqual([800, 41300]);
    const black = proposalWithChoices(t.ctx, proposal, { colours: { CANOPY: 'CANOPY-Jet Black' } });
    expect([black.priceChange, black.newTotal]).toEqual([900, 41400]);
    const white = proposalWithChoices(t.ctx, proposal, { colours: { CANOPY: 'CANOPY-White Diamond' } });
    expect([white.priceChange, white.newTotal]).toEqual([700, 41200]);
  });
});

describe('proposal price texts (spec 5, 9)', () => {
  it('shows a drive-away change with its sign and the new total with the private marker', () => {
    const t = lightRange().add('LIGHT');
    expect(proposalPrices(t.ctx, t.pending!)).toMatchObject({ priceChange: '+ $200', newTotal: '$40,200*', priceOnApplication: false });
  });

  it('shows a removal as a negative change', () => {
    const t = testBuild({ accessories: [accessory('A', { price: 349 })], cart: ['A'] }).remove('A');
    expect(proposalPrices(t.ctx, t.pending!).priceChange).toBe('− $349');
  });

  it('shows POA under lease when accessories make the price on application', () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A', { requires: ['B'] }), accessory('B')] }).add('A');
    expect(proposalPrices(t.ctx, t.pending!)).toMatchObject({ priceChange: 'POA', newTotal: 'POA', priceOnApplication: true });
  });

  it('shows a weekly difference under lease off application', () => {
    expect(priceChangeText(12, LEASE_NSW, false)).toBe('+ $12 per week');
    expect(priceChangeText(-12, LEASE_NSW, false)).toBe('− $12 per week');
    expect(priceChangeText(0, PRIVATE_NSW, false)).toBe('$0');
  });

  it('signs items by action: + added, - removed, POA under lease', () => {
    expect(impactedPriceText({ action: 'add', price: 349 }, PRIVATE_NSW, false)).toBe('+ $349');
    expect(impactedPriceText({ action: 'choose', price: 1299 }, PRIVATE_NSW, false)).toBe('+ $1,299');
    expect(impactedPriceText({ action: 'remove', price: 349 }, PRIVATE_NSW, false)).toBe('− $349');
    expect(impactedPriceText({ action: 'remove', price: 349 }, LEASE_NSW, false)).toBe('POA');
  });
});

describe("a proposal itemises every change it makes (spec 2 'Modals')", () => {
  /** GLS $50,000 in White or Red (+$700) with Cloth or Leather (+$1,500); GLX $45,000 in White with Cloth only. */
  const grades = () => [
    model('GLS', {
      price: 50000,
      exteriors: [WHITE, RED],
      interiors: [CLOTH, LEATHER],
      compatible: ['SLIDERS', 'TB'],
      variantOffers: (sku) => offers(50000 + (sku.includes('-2-') ? 700 : 0) + (sku.endsWith('-11') ? 1500 : 0)),
    }),
    model('GLX', { price: 45000, exteriors: [WHITE], interiors: [CLOTH], compatible: ['TB'] }),
  ];

  it("lists the grade, paint and interior changes and the removed item in 'Let's fine-tune your build'; they sum to the price change", () => {
    const t = testBuild({
      models: grades(),
      accessories: [accessory('SLIDERS', { title: 'Rock sliders', price: 1100 }), accessory('TB', { title: 'Tow bar', price: 1250 })],
      cart: ['SLIDERS', 'TB'],
    })
      .choose('exterior', RED.valueIndex)
      .choose('interior', LEATHER.valueIndex)
      .choose('model', 'GLX');
    expect(t.pending?.modalHeader).toBe("Let's fine-tune your build");
    const prices = proposalPrices(t.ctx, t.pending!);
    expect(prices.lines.map((line) => [line.title, line.detail, line.priceText])).toEqual([
      ['GLX', 'was GLS', '− $5,000'],
      ['White Diamond', 'was Red Diamond', '− $700'],
      ['Black Cloth', 'was Leather', '− $1,500'],
      ['Rock sliders', 'Removed', '− $1,100'],
    ]);
    // 53,200 + 1,100 + 1,250 before; 45,000 + 1,250 after.
    expect(prices.priceChange).toBe('− $8,300');
    expect(prices.newTotal).toBe('$46,250*');
  });

  it('sums its lines to the price change for every generated proposal and choice', () => {
    fc.assert(
      fc.property(visitArb(10), (visit) => {
        const { ctx } = visit;
        const { pricing } = ctx;
        for (const { build } of stepsOf(visit)) {
          if (!build.pending) continue;
          const prices = proposalPrices(ctx, build.pending);
          const accepted = acceptProposal(ctx, build, build.pending);
          const change = totalOf(ctx, accepted) - totalOf(ctx, build.pending.base);
          expect(Math.round(prices.lines.reduce((sum, line) => sum + line.amount, 0) * 100)).toBe(Math.round(change * 100));
          if (!prices.priceOnApplication) expect(prices.priceChange).toBe(priceChangeText(change, pricing, false));
        }
      }),
      { numRuns: 200 },
    );
  });
});
