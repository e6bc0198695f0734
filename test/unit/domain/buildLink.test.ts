import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLinkQuery, parseAccessoriesParam, parseConfiguratorParams } from '../../../src/domain/urlParams';

describe('build links', () => {
  it('names the model, the variant and the cart, keeping the page parameters', () => {
    expect(buildLinkQuery('viewDrawer=1&gclid=abc&model-selection=OLD', 'MV-1', 'MV-1-RED', ['TOW', 'MAT'])).toBe(
      'viewDrawer=1&gclid=abc&model-selection=MV-1&option-sku=MV-1-RED&accessories=TOW,MAT',
    );
  });

  it('leaves the cart out when it is empty', () => {
    expect(buildLinkQuery('', 'A', 'B', [])).toBe('model-selection=A&option-sku=B');
  });

  it('reads the cart back from the link', () => {
    const query = buildLinkQuery('', 'A', 'B', ['TOW BAR', 'MAT,2']);
    expect(parseConfiguratorParams(query)).toMatchObject({ modelSelection: 'A', optionSku: 'B' });
    expect(parseAccessoriesParam(`?${query}`)).toEqual(['TOW BAR', 'MAT', '2']);
  });

  it('ignores empty, repeated and over-long cart entries', () => {
    expect(parseAccessoriesParam('?accessories=A,,A, B ,' + 'x'.repeat(65))).toEqual(['A', 'B']);
  });

  it('round-trips any skus without commas', () => {
    const sku = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes(',') && s.trim() === s);
    fc.assert(
      fc.property(fc.uniqueArray(sku, { maxLength: 10 }), (cart) => {
        expect(parseAccessoriesParam(`?${buildLinkQuery('', 'M', 'V', cart)}`)).toEqual(cart);
      }),
    );
  });
});
