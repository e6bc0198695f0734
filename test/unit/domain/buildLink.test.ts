import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildLinkQuery, parsePricedFor, sharedBuildQuery, sharedPricingNotice } from '../../../src/domain/buildLink';
import { parseAccessoriesParam, parseConfiguratorParams } from '../../../src/domain/urlParams';
import type { PricingContext } from '../../../src/domain/types';

const PRIVATE_NSW: PricingContext = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' };

describe('build links', () => {
  it('names the model, the variant and the cart, keeping the page parameters', () => {
    expect(buildLinkQuery('viewDrawer=1&gclid=abc&model-selection=OLD', 'MV-1', 'MV-1-RED', ['TOW', 'MAT'], PRIVATE_NSW)).toBe(
      'viewDrawer=1&gclid=abc&model-selection=MV-1&option-sku=MV-1-RED&accessories=TOW,MAT&priced-for=private.drive-away.nsw',
    );
  });

  it('leaves the cart out when it is empty', () => {
    expect(buildLinkQuery('', 'A', 'B', [], PRIVATE_NSW)).toBe('model-selection=A&option-sku=B&priced-for=private.drive-away.nsw');
  });

  it('reads the cart back from the link', () => {
    const query = buildLinkQuery('', 'A', 'B', ['TOW BAR', 'MAT,2'], PRIVATE_NSW);
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
        expect(parseAccessoriesParam(`?${buildLinkQuery('', 'M', 'V', cart, PRIVATE_NSW)}`)).toEqual(cart);
      }),
    );
  });
});

describe('the pricing a build link was priced with (priced-for)', () => {
  it('carries customer type, pricing type and state, replacing the one the page had', () => {
    expect(
      buildLinkQuery('priced-for=mmba.mmba.wa&x=1', 'A', 'B', [], { customerType: 'business', pricingType: 'mmba', state: 'qld' }),
    ).toBe('x=1&model-selection=A&option-sku=B&priced-for=business.mmba.qld');
    expect(buildLinkQuery('', 'A', 'B', [], { customerType: 'private', pricingType: 'drive-away', state: null })).toBe(
      'model-selection=A&option-sku=B&priced-for=private.drive-away',
    );
  });

  it('reads it back from the link, with or without a state', () => {
    expect(parsePricedFor('#/triton?model-selection=A&priced-for=private.drive-away.nsw')).toEqual(PRIVATE_NSW);
    expect(parsePricedFor('?priced-for=business.mmba')).toEqual({ customerType: 'business', pricingType: 'mmba', state: null });
    expect(parsePricedFor('?priced-for=MMBA.MMBA.VIC')).toEqual({ customerType: 'mmba', pricingType: 'mmba', state: 'vic' });
  });

  it('reads nothing from a link without it or with an unknown value', () => {
    for (const query of [
      '?model-selection=A',
      '?priced-for=',
      '?priced-for=dealer.drive-away.nsw',
      '?priced-for=private.cash.nsw',
      '?priced-for=private.drive-away.nz',
      '?priced-for=private.drive-away.nsw.x',
    ]) {
      expect(parsePricedFor(query)).toBeNull();
    }
  });
});

describe('a shared link priced for other settings (docs/embedding.md "Routes")', () => {
  const privateNsw = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } as const;

  it('says nothing for a link without pricing, or priced as the visitor prices', () => {
    expect(sharedPricingNotice(null, privateNsw)).toBeNull();
    expect(sharedPricingNotice(privateNsw, { ...privateNsw })).toBeNull();
    // business lease and the mmba customer type are the same lease prices
    expect(
      sharedPricingNotice(
        { customerType: 'mmba', pricingType: 'mmba', state: 'vic' },
        { customerType: 'business', pricingType: 'mmba', state: 'vic' },
      ),
    ).toBeNull();
  });

  it("names the sender's state and customer type and the visitor's own", () => {
    expect(sharedPricingNotice(privateNsw, { ...privateNsw, state: 'wa' })).toBe(
      "This build was shared with NSW private drive-away prices. You're seeing WA private drive-away prices, from your own settings.",
    );
    expect(sharedPricingNotice({ customerType: 'business', pricingType: 'mmba', state: 'qld' }, { ...privateNsw, state: null })).toBe(
      "This build was shared with QLD business lease prices. You're seeing national private drive-away prices, from your own settings.",
    );
    expect(sharedPricingNotice(privateNsw, { customerType: 'business', pricingType: 'drive-away', state: 'nsw' })).toBe(
      "This build was shared with NSW private drive-away prices. You're seeing NSW business drive-away prices, from your own settings.",
    );
  });
  it('says the same of the two builds of a comparison link (issue 32)', () => {
    expect(sharedPricingNotice(privateNsw, { ...privateNsw, state: 'wa' }, 'These builds were')).toBe(
      "These builds were shared with NSW private drive-away prices. You're seeing WA private drive-away prices, from your own settings.",
    );
    expect(sharedPricingNotice(privateNsw, { ...privateNsw }, 'These builds were')).toBeNull();
  });
});

describe('the query a shared build link and its QR code carry (issue 34.3)', () => {
  it('keeps only the build own parameters, in order', () => {
    expect(
      sharedBuildQuery(
        'utm_source=newsletter&email=victim%40example.com&next=https%3A%2F%2Fevil.example&model-selection=TR25GLX&option-sku=TR25GLX-W37&accessories=MZ1,MZ2&priced-for=private.drive-away',
      ),
    ).toBe('model-selection=TR25GLX&option-sku=TR25GLX-W37&accessories=MZ1,MZ2&priced-for=private.drive-away');
    expect(sharedBuildQuery('next=https://evil.example')).toBeNull();
    expect(sharedBuildQuery(null)).toBeNull();
    expect(sharedBuildQuery('%E0%A4%A=1&model-selection=X')).toBe('model-selection=X');
  });
});
