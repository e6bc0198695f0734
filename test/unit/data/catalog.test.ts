import { describe, expect, it } from 'vitest';
import { configurableFromStore, rangeOffersFromStore } from '../../../src/data/catalog';

const values = [{ label: 'White', value_index: 1 }];

describe('store option codes', () => {
  it('keeps the options the configurator knows and leaves out any other attribute code, prototype names included', () => {
    const configurable = configurableFromStore({
      sku: 'TR25GLX',
      name: 'GLX',
      variants: [{ product: { sku: 'TR25GLX-W37', exterior_code: 1 } }],
      configurable_options: ['exterior_code', 'constructor', 'toString', '__proto__', 'paint'].map((code) => ({
        attribute_code: code,
        values,
      })),
    });
    expect(configurable?.configurableOptions.map((option) => option.attributeCode)).toEqual(['exteriorCode']);
  });

  it('reads no option prices under a prototype name', () => {
    const answer = {
      categories: {
        items: [
          {
            products: {
              items: [
                {
                  sku: 'TR25GLX',
                  configurable_options: ['interior_code', 'hasOwnProperty'].map((code) => ({
                    attribute_code: code,
                    values: [{ value_index: 1, pricing: { private: { value: 500 } } }],
                  })),
                },
              ],
            },
          },
        ],
      },
    };
    const offers = rangeOffersFromStore(answer, 'private');
    expect(offers.ok && [...offers.value.models.get('TR25GLX')!.options.keys()]).toEqual(['interiorCode:1']);
  });
});
