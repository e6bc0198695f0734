import { describe, expect, it } from 'vitest';
import { cartViolations } from '../../../src/domain/accessoryRules';
import { ALERT_DURATION_MS, selectFinanceTab, updateFinance, resetBuild } from '../../../src/domain/build';
import { createBuild } from '../../../src/domain/buildStart';
import { defaultFinanceInputs } from '../../../src/domain/finance';
import { BLACK, CAB_CHASSIS, RED, WHITE, accessory, model, testBuild, tray, trayPaint } from '../../support/catalogFactory';

const colourRange = () =>
  testBuild({
    models: [model('GLX', { exteriors: [WHITE, RED, BLACK] })],
    accessories: [accessory('CANOPY', { colours: [['White Diamond'], ['Red Diamond'], ['Jet Black']] }), accessory('BAR')],
    cart: ['CANOPY-White Diamond', 'BAR'],
  });

describe('option changes (spec 4)', () => {
  it('resets finance to null and clears the alert on any option change', () => {
    const t = testBuild({ accessories: [accessory('A', { is3DReady: false })] }).add('A');
    t.build = updateFinance(t.build, defaultFinanceInputs(40000));
    t.choose('exterior', RED.valueIndex);
    expect([t.build.finance, t.build.alert]).toEqual([null, null]);
  });

  it('gives engine alerts a duration so they fade on their own (spec 4 "Other")', () => {
    const t = testBuild({ accessories: [accessory('A', { is3DReady: false })] }).add('A');
    expect(t.build.alert?.duration).toBe(ALERT_DURATION_MS);
    expect(ALERT_DURATION_MS).toBeGreaterThan(0);
  });

  it('keeps compatible accessories when the option changes', () => {
    const t = testBuild({ accessories: [accessory('A')], cart: ['A'] }).choose('exterior', RED.valueIndex);
    expect(t.cart).toEqual(['A']);
  });

  it("opens 'Let's fine-tune your build' when cart accessories do not fit the new variant", () => {
    const models = [model('GLX', { compatible: ['A', 'B'] }), model('GLS', { compatible: ['A'] })];
    const t = testBuild({ models, accessories: [accessory('A'), accessory('B')], cart: ['A', 'B'] }).choose('model', 'GLS');
    expect(t.pending?.modalHeader).toBe("Let's fine-tune your build");
    expect(t.pending?.impactedItems).toMatchObject([{ action: 'remove', sku: 'B' }]);
  });

  it('applies the new selection and removes incompatible accessories on accept', () => {
    const models = [model('GLX', { compatible: ['A', 'B'] }), model('GLS', { compatible: ['A'] })];
    const t = testBuild({ models, accessories: [accessory('A'), accessory('B')], cart: ['A', 'B'] })
      .choose('model', 'GLS')
      .accept();
    expect([t.build.selections.model, t.cart]).toEqual(['GLS', ['A']]);
  });

  it('restores the previous selections on cancel', () => {
    const models = [model('GLX', { compatible: ['A', 'B'] }), model('GLS', { compatible: ['A'] })];
    const t = testBuild({ models, accessories: [accessory('A'), accessory('B')], cart: ['A', 'B'] });
    const before = t.build;
    expect(t.choose('model', 'GLS').cancel().build).toBe(before);
  });

  it('swaps tray and tray paint silently when only they are affected', () => {
    const models = [
      model('CC1', { subrange: CAB_CHASSIS, compatible: ['T1', 'T2', 'W1'] }),
      model('CC2', { subrange: CAB_CHASSIS, compatible: ['T3', 'T4'] }),
    ];
    const accessories = [
      tray('T1', 2000, 'alloy'),
      tray('T2', 3000, 'steel'),
      tray('T3', 2100, 'steel'),
      tray('T4', 2200, 'alloy'),
      trayPaint('P', null, [['Black', 400]]),
    ];
    const t = testBuild({ models, accessories }).selectTray('T2').selectPaint('P-Black').choose('model', 'CC2');
    expect(t.pending).toBeNull();
    expect(t.cart).toEqual(['T3', 'P-Black']);
  });

  it('opens the colour proposal when the exterior changes with colour accessories in the cart', () => {
    const t = colourRange().choose('exterior', RED.valueIndex);
    expect(t.pending).toMatchObject({
      modalHeader: 'Great colour choice! Do you want to change others?',
      modalSubHeader: 'Do you want to update any of your accessory colours to match the vehicle colour?',
      changeHeading: 'Your accessory colours',
    });
    expect(t.pending?.configurableItems[0]).toMatchObject({ currentSku: 'CANOPY-White Diamond', suggestedSku: 'CANOPY-Red Diamond' });
  });

  it('asks about accessory colours only when an accessory in the build comes in the new colour (issue 26.5)', () => {
    const t = testBuild({
      models: [model('GLX', { exteriors: [WHITE, RED, BLACK] })],
      accessories: [accessory('CANOPY', { colours: [['White Diamond'], ['Jet Black']] })],
      cart: ['CANOPY-White Diamond'],
    }).choose('exterior', RED.valueIndex);
    // No Red Diamond canopy: nothing to match, so no question; the paint changes at once.
    expect(t.pending).toBeNull();
    expect([t.build.selections.exterior, t.cart]).toEqual([RED.valueIndex, ['CANOPY-White Diamond']]);
  });

  it('recolours accessories as chosen and keeps the change on accept', () => {
    const t = colourRange()
      .choose('exterior', RED.valueIndex)
      .accept({ colours: { CANOPY: 'CANOPY-Jet Black' } });
    expect([t.build.selections.exterior, [...t.cart].sort()]).toEqual([RED.valueIndex, ['BAR', 'CANOPY-Jet Black']]);
  });

  it('reverts the exterior on cancel of the colour proposal', () => {
    const t = colourRange();
    const before = t.build;
    expect(t.choose('exterior', RED.valueIndex).cancel().build).toBe(before);
  });

  it('leaves a build with no proposal unchanged when the same option is chosen again', () => {
    const t = testBuild();
    const before = t.build;
    expect(t.choose('exterior', WHITE.valueIndex).build).toBe(before);
  });
});

describe('build state', () => {
  it('records the Finance and Price tabs', () => {
    expect(selectFinanceTab(testBuild().build, true).financeSelected).toBe(true);
  });

  it('resets accessories, finance and the Finance tab on landing page entry', () => {
    const t = testBuild({ accessories: [accessory('A')], cart: ['A'] });
    const reset = resetBuild(selectFinanceTab(t.build, true));
    expect([reset.cart, reset.finance, reset.financeSelected]).toEqual([[], null, false]);
  });

  it('drops saved cart items the vehicle does not accept when a build is created', () => {
    const t = testBuild({
      models: [model('GLX', { compatible: ['A'] })],
      accessories: [accessory('A'), accessory('B')],
      cart: ['A', 'B', 'JUNK'],
    });
    expect(cartViolations(t.ctx.catalog, t.variantSku, t.cart)).toEqual([]);
  });
});

describe('a build from a saved link', () => {
  it('keeps the saved cart order, so the most recent same-spot accessory stays the one shown', () => {
    const t = testBuild({ accessories: [accessory('A'), accessory('B')] });
    const rebuilt = createBuild(t.ctx, t.resolved, ['B', 'A']);
    expect(rebuilt.cart).toEqual(['B', 'A']);
  });

  it('drops unknown skus from a saved cart', () => {
    const t = testBuild({ accessories: [accessory('A')] });
    expect(createBuild(t.ctx, t.resolved, ['NOPE', 'A', 'A']).cart).toEqual(['A']);
  });
});
