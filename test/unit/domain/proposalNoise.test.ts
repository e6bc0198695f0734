/**
 * Issue 35, proposal noise: a proposal lists only real constraints and real changes. On the
 * shipped Triton, reaching the GLS from the default GLX (no option pack) listed 'Option Pack:
 * Standard, Premium Pack' under 'GLS comes only with' (the build has no option pack to give up)
 * and 'Standard $0' as a change, and put the unchanged 'White Solid' under the GLS as if the paint
 * changed. What is listed still sums exactly to the price change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { totalOf, type EngineContext } from '../../../src/domain/build';
import { createBuild } from '../../../src/domain/buildStart';
import { acceptProposal, changeOption } from '../../../src/domain/buildTransitions';
import { sumMoney } from '../../../src/domain/money';
import { otherChanges, proposalPrices } from '../../../src/domain/proposalPrices';
import { reachOption, reachProposal } from '../../../src/domain/reach';
import { selectionFromUrl } from '../../../src/domain/selection';
import { shippedCatalog } from '../../support/shippedCatalog';

const PRIVATE = { customerType: 'private', pricingType: 'drive-away', state: null } as const;

describe('proposal noise (issue 35)', () => {
  let ctx: EngineContext;
  beforeAll(async () => {
    ctx = { catalog: await shippedCatalog('triton'), pricing: PRIVATE };
  });

  it("reaching the GLS from the default GLX lists no option pack under 'comes only with' and no $0 option line", () => {
    const base = createBuild(ctx, selectionFromUrl(ctx.catalog, { modelSelection: null, optionSku: null })!);
    expect([base.selections.model, base.selections.optionPack]).toEqual(['GLX', null]);
    const reach = reachOption(ctx, base, 'model', 'GLS')!;
    // The GLS takes an option pack the GLX has none of: nothing the visitor must give up.
    expect(reach.build.selections.optionPack).not.toBeNull();
    expect(reach.limits.map((limit) => limit.label)).not.toContain('Option Pack');
    // Every limit listed is one the build breaks, and says what of the build it rules out.
    for (const limit of reach.limits) {
      expect(limit.notWith).not.toBeNull();
      expect(limit.only).not.toContain(limit.notWith);
    }

    const proposal = reachProposal(ctx, reach);
    const prices = proposalPrices(ctx, proposal);
    const listed = otherChanges(ctx.catalog, prices.lines, []);
    expect(listed.filter((line) => line.kind === 'option' && line.amount === 0 && line.action !== 'change')).toEqual([]);
    expect(listed.map((line) => line.title)).not.toContain('Standard');
    // The lines listed sum exactly to the change accepting makes to the total.
    const accepted = acceptProposal(ctx, { ...base, pending: proposal }, proposal);
    expect(sumMoney(listed.map((line) => line.amount))).toBe(totalOf(ctx, accepted) - totalOf(ctx, base));
  });

  it('names the paint under the vehicle only when the change repaints the car', () => {
    const glx = createBuild(ctx, selectionFromUrl(ctx.catalog, { modelSelection: null, optionSku: null })!);
    // GLX White Solid to the GLS, which comes in White Solid too: the car keeps its paint.
    const toGls = reachProposal(ctx, reachOption(ctx, glx, 'model', 'GLS')!);
    expect(toGls.itemBeingUpdated.title).toBe('GLS');
    expect(toGls.itemBeingUpdated.colourLabel).toBeNull();

    // The GLS in White Solid to the GSR, which has no White Solid: the proposal names the new paint.
    const gls = createBuild(
      ctx,
      selectionFromUrl(ctx.catalog, { modelSelection: 'TR25GLSDCPI4DA', optionSku: 'TR25GLSDCPI4DA-W32-S1-P0' })!,
    );
    const toGsr = reachProposal(ctx, reachOption(ctx, gls, 'model', 'GSR')!);
    expect(toGsr.itemBeingUpdated.colourLabel).toBe('White Diamond');

    // White Diamond (5002) on the GLS asks about the colour-matched hard lid and names the paint.
    const withLid = { ...gls, cart: ['MZ330011-W32'] };
    const repaint = changeOption(ctx, withLid, 'exterior', 5002).build.pending;
    expect(repaint?.itemBeingUpdated.colourLabel).toBe('White Diamond');
  });
});
