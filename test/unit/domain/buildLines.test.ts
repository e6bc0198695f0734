/** Issue 23, points 1-2: a saved build priced again today, two builds side by side (the build sheet: buildSheet.test.ts). */
import { describe, expect, it } from 'vitest';
import { compareBuilds, pricedBuild, repriceSavedBuild, savedItemNames, VEHICLE_GONE_NOTE } from '../../../src/domain/buildLines';
import type { SavedBuild } from '../../../src/domain/savedBuilds';
import type { FinanceInputs } from '../../../src/domain/types';
import {
  BUSINESS_NSW,
  LEASE_NSW,
  PRIVATE,
  PRIVATE_NSW,
  RED,
  WHITE,
  accessory,
  catalogOf,
  model,
  testBuild,
} from '../../support/catalogFactory';

const models = [model('GLX', { name: 'GLX', price: 40000, exteriors: [WHITE, RED] }), model('GLS', { name: 'GLS', price: 52000 })];
const accessories = [accessory('TOW', { title: 'Tow bar', price: 1250 }), accessory('MATS', { title: 'Floor mats', price: 199 })];

const saved = (href: string, extra: Partial<SavedBuild> = {}): SavedBuild => ({
  id: 'b1',
  name: 'Mine',
  href,
  savedAt: '2026-11-01T10:00:00.000Z',
  pricing: PRIVATE_NSW,
  total: 41250,
  priceText: '$41,250*',
  itemNames: [{ sku: 'TOW', name: 'Tow bar' }],
  ...extra,
});

describe('a saved build priced today', () => {
  const catalog = catalogOf({ models, accessories });

  it('lists every line with its price and the total', () => {
    const repriced = repriceSavedBuild(
      catalog,
      'Triton',
      saved('/triton?model-selection=GLX&option-sku=GLX-1&accessories=TOW'),
      PRIVATE_NSW,
    );
    expect(repriced.notes).toEqual([]);
    expect(repriced.priced?.vehicleName).toBe('Triton GLX');
    expect(repriced.priced?.lines.map((l) => [l.label, l.value, l.priceText])).toEqual([
      ['Body Style', 'Double Cab', null],
      ['Transmission', 'Automatic', null],
      ['Model', 'GLX', '$40,000*'],
      ['Drive & Fuel Type', '4WD Diesel', null],
      ['Exterior', 'White Diamond', '$0'],
      ['Accessory', 'Tow bar', '+ $1,250'],
    ]);
    expect(repriced.priced?.total).toEqual({ text: '$41,250', marker: '*' });
    expect(repriced.priced?.amount).toBe(41250);
  });

  it('says when the price changed since it was saved', () => {
    const repriced = repriceSavedBuild(
      catalog,
      'Triton',
      saved('/triton?model-selection=GLX&option-sku=GLX-1&accessories=TOW', { total: 40990, priceText: '$40,990*' }),
      PRIVATE_NSW,
    );
    expect(repriced.notes).toEqual(['The price has changed since you saved it: $40,990* then, $41,250* now.']);
  });

  it('says when it is priced for other settings than it was saved with', () => {
    const repriced = repriceSavedBuild(
      catalog,
      'Triton',
      saved('/triton?model-selection=GLX&option-sku=GLX-1&accessories=TOW'),
      BUSINESS_NSW,
    );
    expect(repriced.priced?.total).toEqual({ text: '$40,250', marker: '#' });
    expect(repriced.notes).toEqual([
      'Saved with NSW, private, drive-away prices ($41,250*). Priced now for your settings: NSW, business, drive-away.',
    ]);
  });

  it('says a build saved before a location was set had national prices, in sentence case (issue 35)', () => {
    const repriced = repriceSavedBuild(
      catalog,
      'Triton',
      saved('/triton?model-selection=GLX&option-sku=GLX-1&accessories=TOW', { pricing: PRIVATE }),
      BUSINESS_NSW,
    );
    expect(repriced.notes).toEqual([
      'Saved before a location was set, with national private drive-away prices ($41,250*). Priced now for your settings: NSW, business, drive-away.',
    ]);
    const now = repriceSavedBuild(catalog, 'Triton', saved('/triton?model-selection=GLX&option-sku=GLX-1&accessories=TOW'), PRIVATE);
    expect(now.notes).toEqual([
      'Saved with NSW, private, drive-away prices ($41,250*). Priced now for your settings: national prices (no location set), private, drive-away.',
    ]);
  });

  it('names an accessory that left the catalog and prices the rest', () => {
    const repriced = repriceSavedBuild(
      catalogOf({ models, accessories: [accessories[1]!] }),
      'Triton',
      saved('/triton?model-selection=GLX&option-sku=GLX-1&accessories=TOW,MATS', { itemNames: [{ sku: 'TOW', name: 'Tow bar' }] }),
      PRIVATE_NSW,
    );
    expect(repriced.priced?.lines.at(-1)?.value).toBe('Floor mats');
    expect(repriced.priced?.total?.text).toBe('$40,199');
    expect(repriced.notes[0]).toBe('No longer sold with this build, so left out: Tow bar.');
  });

  it('says the vehicle is no longer sold when its model is gone', () => {
    const repriced = repriceSavedBuild(catalog, 'Triton', saved('/triton?model-selection=GSR&option-sku=GSR-1'), PRIVATE_NSW);
    expect(repriced.priced).toBeNull();
    expect(repriced.notes).toEqual([VEHICLE_GONE_NOTE]);
    expect(repriceSavedBuild(null, 'Triton', saved('/triton?model-selection=GLX'), PRIVATE_NSW).notes).toEqual([VEHICLE_GONE_NOTE]);
  });
});

describe('two builds side by side', () => {
  const finance: FinanceInputs = { calculatorAmount: 1, deposit: 5000, balloon: 0, interestRate: 0, loanTerm: 1, paymentFrequency: 12 };

  it('puts the differing lines first, then the shared ones, with both totals and their difference', () => {
    const a = testBuild({ models, accessories, cart: ['TOW'] });
    const b = testBuild({ models, accessories, optionSku: 'GLX-2', cart: ['MATS'] });
    const comparison = compareBuilds(
      pricedBuild(a.ctx.catalog, 'Triton', a.resolved, a.cart, PRIVATE_NSW),
      pricedBuild(b.ctx.catalog, 'Triton', b.resolved, b.cart, PRIVATE_NSW),
      finance,
    );
    expect(
      comparison.differences.map((row) => [
        row.label,
        row.a?.value ?? null,
        row.a?.priceText ?? null,
        row.b?.value ?? null,
        row.b?.priceText ?? null,
      ]),
    ).toEqual([
      ['Exterior', 'White Diamond', '$0', 'Red Diamond', '+ $700'],
      ['Accessory', 'Tow bar', '+ $1,250', null, null],
      ['Accessory', null, null, 'Floor mats', '+ $199'],
    ]);
    expect(comparison.same.map((row) => row.label)).toEqual(['Vehicle', 'Body Style', 'Transmission', 'Model', 'Drive & Fuel Type']);
    expect(comparison.totals).toEqual({ a: '$41,250*', b: '$40,899*' });
    expect(comparison.difference).toBe('− $351');
    // 0 % over 12 months, $5,000 down: (41,250 - 5,000) / 12 and (40,899 - 5,000) / 12.
    expect(comparison.repayments).toEqual({ label: 'Estimated repayments', a: '$3,020.83 per month', b: '$2,991.58 per month' });
  });

  it('compares models of two ranges, and shows weekly lease prices as the repayment under lease', () => {
    const a = testBuild({ models, pricing: LEASE_NSW });
    const b = testBuild({ models, modelSelection: 'GLS', pricing: LEASE_NSW });
    const comparison = compareBuilds(
      pricedBuild(a.ctx.catalog, 'Triton', a.resolved, a.cart, LEASE_NSW),
      pricedBuild(b.ctx.catalog, 'Triton', b.resolved, b.cart, LEASE_NSW),
      null,
    );
    expect(comparison.differences.map((row) => row.label)).toEqual(['Vehicle', 'Model']);
    expect(comparison.totals).toEqual({ a: '$133 per week^', b: '$173 per week^' });
    expect(comparison.difference).toBe('+ $40 per week');
    expect(comparison.repayments).toEqual({ label: 'Weekly lease price', a: '$133 per week^', b: '$173 per week^' });
  });

  it('gives no difference between prices for different settings', () => {
    const a = testBuild({ models });
    const comparison = compareBuilds(
      pricedBuild(a.ctx.catalog, 'Triton', a.resolved, a.cart, PRIVATE_NSW),
      pricedBuild(a.ctx.catalog, 'Triton', a.resolved, a.cart, BUSINESS_NSW),
      null,
    );
    expect(comparison.difference).toBeNull();
    expect(comparison.repayments).toBeNull();
  });
});

describe("a saved build's item names", () => {
  it('names each cart item by its own line, whatever order the lines come in', () => {
    const build = testBuild({ models, accessories, cart: ['TOW', 'MATS'] });
    const priced = pricedBuild(build.ctx.catalog, 'Triton', build.resolved, build.cart, PRIVATE_NSW);
    const expected = [
      { sku: 'TOW', name: 'Tow bar' },
      { sku: 'MATS', name: 'Floor mats' },
    ];
    expect(savedItemNames(priced)).toEqual(expected);
    expect(savedItemNames({ cart: priced.cart, lines: [...priced.lines].reverse() })).toEqual(expected);
  });

  it('names an item with no line of its own by its sku', () => {
    expect(savedItemNames({ cart: ['GONE'], lines: [] })).toEqual([{ sku: 'GONE', name: 'GONE' }]);
  });
});
