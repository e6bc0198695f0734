import { describe, expect, it } from 'vitest';
import { cartCount, cartViolations } from '../../../src/domain/accessoryRules';
import { accessoryPriceText } from '../../../src/domain/pricing';
import {
  hasTraySection,
  isListedAccessory,
  isPaintChoiceInteractive,
  trayButton,
  trayPaintColour,
  trayPriceText,
  trayPaints,
} from '../../../src/domain/trays';
import { relativeTrayPrice } from '../../../src/domain/trayPrice';
import {
  CAB_CHASSIS,
  LEASE_NSW,
  PICK_UP,
  PRIVATE_NSW,
  accessory,
  catalogOf,
  model,
  testBuild,
  tray,
  trayPaint,
} from '../../support/catalogFactory';

const cabChassis = (extra: { accessories?: ReturnType<typeof accessory>[] } = {}) =>
  testBuild({
    models: [model('CC', { subrange: CAB_CHASSIS })],
    accessories: [
      tray('ALLOY', 2999.5, 'alloy'),
      tray('STEEL', 3500, 'steel'),
      trayPaint('PAINT', null, [
        ['Black', 450.2],
        ['White', 450],
      ]),
      ...(extra.accessories ?? []),
    ],
  });

describe('tray section (spec 2, 4, 5)', () => {
  it('shows for non-Pick Up subranges with a compatible tray', () => {
    const t = cabChassis();
    expect(hasTraySection(t.ctx.catalog, CAB_CHASSIS, t.variantSku!)).toBe(true);
  });

  it('does not show for Pick Up subranges', () => {
    const catalog = catalogOf({ models: [model('PU', { subrange: PICK_UP })], accessories: [tray('ALLOY', 3000)] });
    expect(hasTraySection(catalog, PICK_UP, 'PU-1')).toBe(false);
  });

  it('does not show when no tray is compatible', () => {
    const catalog = catalogOf({ models: [model('CC', { subrange: CAB_CHASSIS, compatible: [] })], accessories: [tray('ALLOY', 3000)] });
    expect(hasTraySection(catalog, CAB_CHASSIS, 'CC-1')).toBe(false);
  });

  it('excludes tray accessories from the accessory list for Cab Chassis', () => {
    expect(isListedAccessory(tray('ALLOY', 3000), CAB_CHASSIS)).toBe(false);
    expect(isListedAccessory(accessory('BAR'), CAB_CHASSIS)).toBe(true);
  });

  it('adds the default tray on first load', () => {
    expect(cabChassis().cart).toEqual(['ALLOY']);
  });

  it('prices a tray relative to the compatible default tray', () => {
    const t = cabChassis();
    expect(relativeTrayPrice(t.ctx.catalog, 'STEEL', 'ALLOY')).toBe(500);
    expect(t.selectTray('STEEL').total - cabChassis().total).toBe(500);
  });

  it("starts the paint list with 'Unpainted' (#d7d7d9, price 0), then the paint variants", () => {
    expect(trayPaints(cabChassis().ctx.catalog, 'ALLOY')).toEqual([
      { sku: null, label: 'Unpainted', colour: '#d7d7d9', price: 0 },
      { sku: 'PAINT-Black', label: 'Black', colour: '#000000', price: 451 },
      { sku: 'PAINT-White', label: 'White', colour: '#000000', price: 450 },
    ]);
  });

  it('adds the paint price to the tray price', () => {
    const t = cabChassis();
    expect(t.selectPaint('PAINT-Black').total - cabChassis().total).toBe(451);
  });

  it('swaps the paint sku when the paint changes, and drops it for Unpainted', () => {
    const t = cabChassis().selectPaint('PAINT-Black').selectPaint('PAINT-White');
    expect(t.cart).toEqual(['ALLOY', 'PAINT-White']);
    expect(t.selectPaint(null).cart).toEqual(['ALLOY']);
  });

  it('removes the other tray and its paint when a tray is selected', () => {
    expect(cabChassis().selectPaint('PAINT-Black').selectTray('STEEL').cart).toEqual(['STEEL']);
  });

  it("reads 'Included in build' for the tray in the build and 'Select tray' for the others", () => {
    const t = cabChassis();
    expect(trayButton(t.ctx.catalog, t.cart, 'ALLOY')).toEqual({ label: 'Included in build', disabled: true });
    expect(trayButton(t.ctx.catalog, t.cart, 'STEEL')).toEqual({ label: 'Select tray', disabled: false });
  });

  it('makes the colour dropdown non-interactive with only one colour', () => {
    expect(isPaintChoiceInteractive([{ sku: null, label: 'Unpainted', colour: '#d7d7d9', price: 0 }])).toBe(false);
  });

  it("counts the tray and its paint in the accessory count, as 'Your build' lists them under Accessories (issue 26.3)", () => {
    const t = cabChassis();
    expect(cartCount(t.ctx.catalog, t.cart)).toBe(1);
    t.selectPaint('PAINT-Black');
    expect(cartCount(t.ctx.catalog, t.cart)).toBe(2);
  });

  it("shows tray and accessory prices as 'POA' under lease when above 0", () => {
    expect(accessoryPriceText(500, LEASE_NSW, false)).toBe('POA');
    expect(accessoryPriceText(500, PRIVATE_NSW, false)).toBe('+ $500');
  });

  it('never holds two trays, even when an accessory requires another tray', () => {
    const t = cabChassis({ accessories: [accessory('KIT', { requires: ['STEEL'] })] }).add('KIT');
    expect(t.cart).toEqual(['ALLOY']);
    expect(t.issues.map((i) => i.kind)).toContain('unsatisfiable-requirement');
  });

  it('leaves the build valid when a pack includes the tray being selected', () => {
    const t = cabChassis({ accessories: [accessory('PACK', { includes: ['STEEL'] })] })
      .add('PACK')
      .selectTray('STEEL');
    expect(cartViolations(t.ctx.catalog, t.variantSku, t.cart)).toEqual([]);
  });

  it("prices a tray row against the base tray: the base tray '$0', a dearer one '+ $500', 'POA' under lease", () => {
    const t = cabChassis();
    expect(trayPriceText(t.ctx.catalog, t.resolved, 'ALLOY', PRIVATE_NSW, false)).toBe('$0');
    expect(trayPriceText(t.ctx.catalog, t.resolved, 'STEEL', PRIVATE_NSW, false)).toBe('+ $500');
    expect(trayPriceText(t.ctx.catalog, t.resolved, 'STEEL', LEASE_NSW, false)).toBe('POA');
  });

  it("gives the tray in the build its paint's colour, none while unpainted", () => {
    const t = cabChassis();
    expect(trayPaintColour(t.ctx.catalog, t.build.cart)).toBeNull();
    expect(trayPaintColour(t.ctx.catalog, t.selectPaint('PAINT-Black').build.cart)).toBe('#000000');
  });
});
