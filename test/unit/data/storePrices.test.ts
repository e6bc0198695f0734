/**
 * Issue 16, point 1: a store price that is negative, not finite, absurdly large
 * (over $10,000,000) or not a number never reaches the page. An offer carrying
 * one is no valid offer (spec 5: error logged, no price rendered); an option or
 * accessory carrying one has no price.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accessoryFromStore, configurableFromStore } from '../../../src/data/catalog';
import { offerFor } from '../../../src/domain/offers';
import { vehiclePriceDisplay } from '../../../src/domain/pricing';

const GARBAGE: unknown[] = [-35990, -1, 1.7e308, 9007199254740993, 10_000_001, 'NaN', 'Infinity', '-5', 'abc', true, {}, []];

function model(offerPrice: Record<string, unknown>, optionPrice: unknown = 500) {
  return {
    sku: 'TR25GLX',
    name: 'GLX',
    offer: { private: { title: 'Model offer', price: { value: 40000 } } },
    variants: [{ product: { sku: 'TR25GLX-W37', exterior_code: 1, offer: { private: { title: 'Drive away', price: offerPrice } } } }],
    configurable_options: [
      {
        attribute_code: 'exterior_code',
        label: 'Exterior',
        values: [{ label: 'White', value_index: 1, pricing: { private: { value: optionPrice, nsw_value: optionPrice } } }],
      },
    ],
  };
}

function accessory(value: unknown) {
  return { sku: 'ACC1', title: 'Tow bar', price_range: { minimum_price: { final_price: { value } } } };
}

describe('store prices at the border', () => {
  it('keeps a good offer, option and accessory price', () => {
    const configurable = configurableFromStore(model({ value: 35990, nsw: { value: 36990 } }))!;
    expect(configurable.variants[0]!.offers.private?.price).toMatchObject({ value: 35990, states: { nsw: { value: 36990 } } });
    expect(configurable.configurableOptions[0]!.values[0]!.pricing.private).toMatchObject({ value: 500, states: { nsw: 500 } });
    expect(accessoryFromStore(accessory(1299.5))!.price).toBe(1299.5);
  });

  it.each(GARBAGE.map((value) => [value]))('treats an offer priced %j as no valid offer', (value) => {
    const configurable = configurableFromStore(model({ value }))!;
    expect(configurable.variants[0]!.offers.private).toBeNull();
  });

  it('treats an offer with one bad state price as no valid offer', () => {
    const configurable = configurableFromStore(model({ value: 35990, nsw: { value: -35990 } }))!;
    expect(configurable.variants[0]!.offers.private).toBeNull();
  });

  it('renders no vehicle price at all when every offer is garbage (spec 5)', () => {
    const configurable = configurableFromStore({ ...model({ value: -35990 }), offer: { private: { price: { value: 1.7e308 } } } })!;
    const variant = configurable.variants[0]!;
    const pricing = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } as const;
    expect(offerFor(variant.offers, pricing)).toBeNull();
    expect(vehiclePriceDisplay({ configurable, variant, selections: {} } as never, pricing, false, 0)).toBeNull();
  });

  it.each(GARBAGE.map((value) => [value]))('gives an option or accessory priced %j no price', (value) => {
    const configurable = configurableFromStore(model({ value: 35990 }, value))!;
    expect(configurable.configurableOptions[0]!.values[0]!.pricing.private).toEqual({ value: null, label: null, states: {} });
    expect(accessoryFromStore(accessory(value))!.price).toBeNull();
  });

  it('lets through only prices from $0 to $10,000,000 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null)), (value) => {
        const price = accessoryFromStore(accessory(value))!.price;
        if (price !== null) expect(price >= 0 && price <= 10_000_000).toBe(true);
      }),
    );
  });
});
