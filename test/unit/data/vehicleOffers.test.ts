/**
 * Prices come per customer type (GetVehicleOffers) and are added to the models, variants and
 * option values GetVehiclesInRange gave: the page prices with its own customer type first and
 * gets the others on demand, so a switch of customer type in the settings prices correctly.
 */
import { describe, expect, it } from 'vitest';
import { configurablesFromStore, hasOffers, rangeOffersFromStore, withOffers } from '../../../src/data/catalog';
import { buildTotal } from '../../../src/domain/pricing';
import { indexCatalog } from '../../../src/domain/catalog';
import { resolveSelection } from '../../../src/domain/selection';

/** GetVehiclesInRange's product: no prices. */
const structure = {
  sku: 'TR25GLX',
  name: 'GLX',
  configurable_options: [
    {
      attribute_code: 'exterior_code',
      label: 'Exterior',
      values: [
        { label: 'White', value_index: 1, option_slug: 'white' },
        { label: 'Red', value_index: 2, option_slug: 'red' },
      ],
    },
  ],
  variants: [{ product: { sku: 'TR25GLX-W', exterior_code: 1 } }, { product: { sku: 'TR25GLX-R', exterior_code: 2 } }],
};

/** A GetVehicleOffers answer for one key: the model's and the white variant's offers, the red's option price. */
function offersAnswer(key: string, model: number, white: number | null, red: number) {
  const offer = (value: number) => ({ title: `${key} offer`, disclaimers: [], price: { value, nsw: { value: value + 100 } } });
  return {
    categories: {
      items: [
        {
          uid: 'dHJpdG9u',
          products: {
            items: [
              {
                sku: 'TR25GLX',
                offer: { [key]: offer(model) },
                configurable_options: [
                  {
                    attribute_code: 'exterior_code',
                    values: [
                      { value_index: 1, pricing: { [key]: { value: 0 } } },
                      { value_index: 2, pricing: { [key]: { value: red, nsw_value: red + 10 } } },
                    ],
                  },
                ],
                variants: [
                  { product: { sku: 'TR25GLX-W', offer: { [key]: white === null ? null : offer(white) } } },
                  { product: { sku: 'TR25GLX-R', offer: { [key]: null } } },
                ],
              },
            ],
          },
        },
      ],
    },
  };
}

const read = (key: 'private' | 'business' | 'mmba', model: number, white: number | null, red: number) => {
  const prices = rangeOffersFromStore(offersAnswer(key, model, white, red), key);
  if (!prices.ok) throw new Error(prices.error);
  return prices.value;
};

describe('prices per customer type', () => {
  it('has no prices before an offer answer, and one key’s after it', () => {
    const bare = configurablesFromStore([structure]);
    expect(hasOffers(bare, 'private')).toBe(false);
    const priced = withOffers(bare, read('private', 40000, 41000, 700));
    expect(hasOffers(priced, 'private')).toBe(true);
    expect(hasOffers(priced, 'business')).toBe(false);
    const [model] = priced;
    expect(model!.offers.private?.price?.value).toBe(40000);
    expect(model!.variants[0]!.offers.private?.price?.states?.nsw?.value).toBe(41100);
    expect(model!.variants[1]!.offers.private).toBeNull();
    expect(model!.configurableOptions[0]!.values[1]!.pricing.private).toMatchObject({ value: 700, states: { nsw: 710 } });
  });

  it('adds another key without touching the first, and the totals follow the customer type', () => {
    const both = withOffers(
      withOffers(configurablesFromStore([structure]), read('private', 40000, 41000, 700)),
      read('business', 38000, 39000, 650),
    );
    const catalog = indexCatalog({ configurables: both, accessories: [] });
    const white = resolveSelection(catalog, { model: 'GLX', exterior: 1 })!;
    const red = resolveSelection(catalog, { model: 'GLX', exterior: 2 })!;
    const total = (resolved: typeof white, customerType: 'private' | 'business', state: 'nsw' | null) =>
      buildTotal(catalog, resolved, [], { customerType, pricingType: 'drive-away', state }).total;
    // White has its own offer; red falls back to the model's offer plus its option price.
    expect(total(white, 'private', null)).toBe(41000);
    expect(total(white, 'business', null)).toBe(39000);
    expect(total(red, 'private', 'nsw')).toBe(40100 + 710);
    expect(total(red, 'business', null)).toBe(38000 + 650);
  });

  it('refuses an answer without categories', () => {
    expect(rangeOffersFromStore({ data: null }, 'mmba').ok).toBe(false);
  });

  it('gives no offer where the answer carries an invalid price', () => {
    const priced = withOffers(configurablesFromStore([structure]), read('private', -5, 41000, 700));
    expect(priced[0]!.offers.private).toBeNull();
  });
});
