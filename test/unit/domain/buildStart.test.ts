import { describe, expect, it } from 'vitest';
import { updateFinance } from '../../../src/domain/build';
import { withLinkCart } from '../../../src/domain/buildStart';
import { defaultFinanceInputs } from '../../../src/domain/finance';
import { CAB_CHASSIS, accessory, model, testBuild, tray } from '../../support/catalogFactory';

/** A build made before the accessories were in (empty cart), then the catalog that has them. */
function lateAccessories(spec: Parameters<typeof testBuild>[0]) {
  const before = testBuild({ ...spec, accessories: [] });
  const after = testBuild(spec);
  return { build: before.build, ctx: after.ctx };
}

describe("a link's cart applied when the accessories arrive after the vehicle", () => {
  it('puts the link’s accessories in the cart silently when the build can keep them all', () => {
    const { build, ctx } = lateAccessories({ accessories: [accessory('TOW', { requires: ['HARNESS'] }), accessory('HARNESS')] });
    const next = withLinkCart(ctx, build, ['TOW', 'HARNESS']);
    expect(next.cart).toEqual(['TOW', 'HARNESS']);
    expect(next.alert).toBeNull();
  });

  it('keeps the selections, finance and Finance tab the visitor has meanwhile', () => {
    const { build, ctx } = lateAccessories({ accessories: [accessory('TOW')] });
    const chosen = { ...updateFinance(build, defaultFinanceInputs(40000)), financeSelected: true };
    const next = withLinkCart(ctx, chosen, ['TOW']);
    expect(next.selections).toEqual(chosen.selections);
    expect([next.finance, next.financeSelected]).toEqual([chosen.finance, true]);
  });

  it('adds the compatible tray of a Cab Chassis as a first load does (spec 4), without an alert', () => {
    const { build, ctx } = lateAccessories({
      models: [model('CC', { subrange: CAB_CHASSIS })],
      accessories: [tray('ALLOY', 4000), accessory('TOW')],
    });
    const next = withLinkCart(ctx, build, ['TOW']);
    expect([...next.cart].sort()).toEqual(['ALLOY', 'TOW']);
    expect(next.alert).toBeNull();
  });

  it('tells what the link named that this build cannot keep: a misfit by its title, a gone sku counted', () => {
    const { build, ctx } = lateAccessories({
      models: [model('GLX', { compatible: ['TOW'] })],
      accessories: [accessory('TOW'), accessory('FLARES', { title: 'Wheel arch flares' })],
    });
    const next = withLinkCart(ctx, build, ['TOW', 'FLARES', 'GONE-1']);
    expect(next.cart).toEqual(['TOW']);
    expect(next.alert?.content).toBe(
      "Left out from your link, as this build can't take them: Wheel arch flares; 1 accessory no longer offered.",
    );
  });
});

describe("a link's variant the catalog no longer sells (issue 32.1: a build code opens through a link)", () => {
  it('is told, with what the cart left out, as the link opens the closest build', () => {
    const { build, ctx } = lateAccessories({ models: [model('GLX', { compatible: ['TOW'] })], accessories: [accessory('TOW')] });
    expect(withLinkCart(ctx, build, ['TOW'], 'GLX-9').alert?.content).toBe(
      'The colour, interior or options in your link are no longer sold together: the closest build is shown.',
    );
    expect(withLinkCart(ctx, build, ['TOW', 'GONE-1'], 'GLX-9').alert?.content).toBe(
      "The colour, interior or options in your link are no longer sold together: the closest build is shown. Left out from your link, as this build can't take them: 1 accessory no longer offered.",
    );
  });

  it('says nothing of a variant the catalog sells, or when the link names none', () => {
    const { build, ctx } = lateAccessories({ models: [model('GLX', { compatible: ['TOW'] })], accessories: [accessory('TOW')] });
    expect(withLinkCart(ctx, build, ['TOW'], 'GLX-1').alert).toBeNull();
    expect(withLinkCart(ctx, build, ['TOW'], null).alert).toBeNull();
  });
});
