import { describe, expect, it, vi } from 'vitest';
import {
  accessoriesFromStore,
  boundedHtml,
  boundedText,
  configurableFromStore,
  MAX_MODEL_VARIANTS,
  MAX_STORE_HTML,
  rangeOffersFromStore,
} from '../../../src/data/catalog';

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

describe("a variant's stock (issue 32.2)", () => {
  const variantWith = (product: Record<string, unknown>) =>
    configurableFromStore({ sku: 'TR25GLX', name: 'GLX', variants: [{ product: { sku: 'TR25GLX-W32', exterior_code: 1, ...product } }] })
      ?.variants[0];

  it("reads Adobe Commerce's IN_STOCK and OUT_OF_STOCK, and only_x_left_in_stock as a whole count", () => {
    expect(variantWith({ stock_status: 'IN_STOCK', only_x_left_in_stock: 2 })).toMatchObject({ stock: 'in-stock', onlyLeft: 2 });
    expect(variantWith({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null })).toMatchObject({
      stock: 'out-of-stock',
      onlyLeft: null,
    });
    expect(variantWith({ stock_status: 'IN_STOCK', only_x_left_in_stock: 3.0 })?.onlyLeft).toBe(3);
  });

  it('claims nothing when the stock is missing or malformed, and keeps the variant', () => {
    for (const stock_status of [undefined, null, 'in_stock', 'AVAILABLE', 1, true, { value: 'IN_STOCK' }, ['IN_STOCK']]) {
      const variant = variantWith({ stock_status });
      expect(variant?.sku).toBe('TR25GLX-W32');
      expect(variant?.stock).toBeNull();
    }
    for (const only_x_left_in_stock of [undefined, null, 0, -2, 0.5, Number.NaN, 'lots', {}]) {
      expect(variantWith({ stock_status: 'IN_STOCK', only_x_left_in_stock })?.onlyLeft).toBeNull();
    }
    // A count spelt as text, as the store spells some numbers, is still the count.
    expect(variantWith({ stock_status: 'IN_STOCK', only_x_left_in_stock: '2' })?.onlyLeft).toBe(2);
  });
});

describe("an option pack's contents (issue 26.10)", () => {
  it("reads the maker's pack_contents as the items a pack adds, leaving out blanks and what is not text", () => {
    const configurable = configurableFromStore({
      sku: 'TR25GLS',
      name: 'GLS',
      variants: [{ product: { sku: 'TR25GLS-P1', option_pack: 7002 } }],
      configurable_options: [
        {
          attribute_code: 'option_pack',
          values: [
            { label: 'Standard', value_index: 7001, pack_contents: null },
            {
              label: 'Premium Pack',
              value_index: 7002,
              pack_contents: [' Heated front seats ', '', null, { text: 'Sunroof' }, 'Premium audio', 'Heated front seats'],
            },
          ],
        },
      ],
    });
    const packs = configurable?.configurableOptions.find((option) => option.attributeCode === 'optionPack')?.values;
    expect(packs?.map((value) => value.packContents)).toEqual([[], [' Heated front seats ', 'Premium audio', 'Heated front seats']]);
  });
});

describe('store texts too long to show (issue 27.4)', () => {
  const answer = (description: string) => ({
    categories: {
      items: [
        {
          products: {
            items: [
              { sku: 'MAT', title: 'Floor mat', description: { html: description } },
              { sku: 'BAR', title: 'Sports bar', description: { html: '<p>Short.</p>' } },
            ],
          },
        },
      ],
    },
  });

  it('cuts a 1 MB accessory description at the border, outside any tag, and logs the sku once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = `<p>${'Rubber floor mat. '.repeat(55_000)}</p><p><a href="https://example.test/more">more</a></p>`;
    const result = accessoriesFromStore(answer(html));
    const [mat, bar] = result.ok ? result.value : [];
    expect(mat!.description!.length).toBeLessThanOrEqual(MAX_STORE_HTML + 1);
    expect(mat!.description!.startsWith('<p>Rubber floor mat. ')).toBe(true);
    expect(mat!.description!.endsWith('…')).toBe(true);
    expect(mat!.description).not.toMatch(/<[^>]*…$/);
    expect(bar!.description).toBe('<p>Short.</p>');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('(MAT)');
    warn.mockRestore();
  });

  it('cuts a 1 MB accessory title as descriptions are, and logs the sku once (issue 34.5)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const title = 'Rubber floor mat '.repeat(62_000);
    expect(title.length).toBeGreaterThan(1_000_000);
    const result = accessoriesFromStore({
      categories: { items: [{ products: { items: [{ sku: 'MAT', title, name: title, description: { html: '<p>Short.</p>' } }] } }] },
    });
    const [mat] = result.ok ? result.value : [];
    // Before: the title rendered whole, 1,052,088 characters in the element.
    expect(mat!.title).toBe(`${title.slice(0, MAX_STORE_HTML)}…`);
    expect(mat!.name).toBe(`${title.slice(0, MAX_STORE_HTML)}…`);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('(MAT)');
    warn.mockRestore();
    expect(boundedText('Tow bar', () => undefined)).toBe('Tow bar');
    expect(boundedText(`${'a'.repeat(MAX_STORE_HTML - 1)}\u{1F697}`, () => undefined)).toBe(`${'a'.repeat(MAX_STORE_HTML - 1)}…`);
  });

  it('never cuts inside a tag', () => {
    const html = `${'a'.repeat(MAX_STORE_HTML - 5)}<img src="x" alt="long alt text">`;
    expect(boundedHtml(html, () => undefined)).toBe(`${'a'.repeat(MAX_STORE_HTML - 5)}…`);
  });
});

describe('absurd variant lists (issue 27.4)', () => {
  it('offers the first 20,000 variants of a model that lists more, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const variants = Array.from({ length: MAX_MODEL_VARIANTS + 5 }, (_, i) => ({ product: { sku: `HUGE-${i}`, exterior_code: i } }));
    const configurable = configurableFromStore({ sku: 'HUGE', name: 'Huge', variants });
    expect(configurable?.variants).toHaveLength(MAX_MODEL_VARIANTS);
    expect(configurable?.variants.at(-1)?.sku).toBe(`HUGE-${MAX_MODEL_VARIANTS - 1}`);
    expect(warn).toHaveBeenCalledWith(
      `bp-configurator: store data: HUGE lists ${MAX_MODEL_VARIANTS + 5} variants; only the first ${MAX_MODEL_VARIANTS} are offered`,
    );
    warn.mockRestore();
  });
});
