/** What the first price needs of trays (spec 4 "Tray", 9): which skus are trays, the base tray, a tray's relative price. */
import { describe, expect, it } from 'vitest';
import {
  baseTraySku,
  compatibleTrays,
  isPickUpSubrange,
  isTrayPaintSku,
  isTraySku,
  relativeTrayPrice,
} from '../../../src/domain/trayPrice';
import { CAB_CHASSIS, PICK_UP, accessory, model, testBuild, tray, trayPaint } from '../../support/catalogFactory';

const cabChassis = () =>
  testBuild({
    models: [model('CC', { subrange: CAB_CHASSIS })],
    accessories: [
      tray('ALLOY', 2999.5, 'alloy'),
      tray('STEEL', 3500, 'steel'),
      trayPaint('PAINT', null, [['Black', 450]]),
      accessory('BAR', { price: 250 }),
    ],
  });

describe('trays and tray paint by sku', () => {
  it('knows a Pick Up subrange by its label, however it is spelt', () => {
    expect(isPickUpSubrange(PICK_UP)).toBe(true);
    expect(isPickUpSubrange({ label: 'PICK-UP', path: 'x' })).toBe(true);
    expect(isPickUpSubrange(CAB_CHASSIS)).toBe(false);
    expect(isPickUpSubrange(null)).toBe(false);
  });

  it('tells trays and tray paints (and their colour variants) from other accessories', () => {
    const { catalog } = cabChassis().ctx;
    expect(['ALLOY', 'PAINT', 'PAINT-Black', 'BAR', 'UNKNOWN'].map((sku) => isTraySku(catalog, sku))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(['ALLOY', 'PAINT', 'PAINT-Black', 'BAR', 'UNKNOWN'].map((sku) => isTrayPaintSku(catalog, sku))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the base tray and tray prices (spec 4)', () => {
  it('lists the compatible trays in catalog order, prices rounded up to the dollar, none for a Pick Up', () => {
    const t = cabChassis();
    expect(compatibleTrays(t.ctx.catalog, CAB_CHASSIS, t.variantSku!).map((tr) => [tr.sku, tr.price])).toEqual([
      ['ALLOY', 3000],
      ['STEEL', 3500],
    ]);
    expect(compatibleTrays(t.ctx.catalog, PICK_UP, t.variantSku!)).toEqual([]);
  });

  it('takes the first compatible tray as the base tray, none for a vehicle without trays', () => {
    const t = cabChassis();
    expect(baseTraySku(t.ctx.catalog, t.resolved)).toBe('ALLOY');
    const pickUp = testBuild({ models: [model('PU', { subrange: PICK_UP })], accessories: [tray('ALLOY', 3000)] });
    expect(baseTraySku(pickUp.ctx.catalog, pickUp.resolved)).toBeNull();
  });

  it('prices a tray by its difference from the base tray, both rounded up; in full with no base; 0 for an unknown sku', () => {
    const { catalog } = cabChassis().ctx;
    expect(relativeTrayPrice(catalog, 'STEEL', 'ALLOY')).toBe(500);
    expect(relativeTrayPrice(catalog, 'ALLOY', 'ALLOY')).toBe(0);
    expect(relativeTrayPrice(catalog, 'ALLOY', 'STEEL')).toBe(-500);
    expect(relativeTrayPrice(catalog, 'STEEL', null)).toBe(3500);
    expect(relativeTrayPrice(catalog, 'UNKNOWN', 'ALLOY')).toBe(0);
  });
});
