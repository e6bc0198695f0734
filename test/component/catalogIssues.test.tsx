/**
 * A hostile catalog's data problems (issue 27.4) are logged once per range load, naming
 * their skus: not again each time another customer type's prices join the catalog.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchOtherOffersAtom } from '../../src/state/vehicle';
import { tritonAnswers } from '../support/storeAnswers';
import { loadRange, renderHarness } from './harness';

const accessory = (sku: string, requires: string[]) => ({
  __typename: 'SimpleProduct',
  sku,
  name: `Triton ${sku}`,
  title: sku,
  price_range: { minimum_price: { final_price: { value: 100 } } },
  related_products: requires.map((required) => ({ sku: required })),
  crosssell_products: [],
  upsell_products: [],
});

const hostileAccessories = {
  data: {
    categories: {
      total_count: 1,
      items: [
        {
          uid: 'YWNj',
          name: 'Triton accessories',
          url_key: 'triton-accessories',
          products: {
            total_count: 3,
            items: [accessory('SELF', ['SELF']), accessory('LOOP-A', ['LOOP-B']), accessory('LOOP-B', ['LOOP-A'])],
          },
        },
      ],
    },
  },
};

afterEach(() => vi.restoreAllMocks());

describe('catalog problems', () => {
  it('are logged once, naming the skus, however many customer types are priced after', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderHarness(<div />, { answers: { ...tritonAnswers, GetAccessoriesInRange: hostileAccessories } });
    await loadRange(view.instance, 'triton');
    // Every other customer type's prices (business, mmba) join the catalog.
    await view.instance.store.set(prefetchOtherOffersAtom);
    const logged = warn.mock.calls.map((call) => String(call[0]));
    expect(logged.filter((line) => line.includes('SELF lists itself as required'))).toHaveLength(1);
    expect(logged.filter((line) => line.includes('LOOP-A requires LOOP-B requires LOOP-A (a cycle)'))).toHaveLength(1);
  });
});
