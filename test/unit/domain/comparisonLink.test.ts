import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { comparisonQuery, parseComparisonLink, sharedBuildRoute, type SharedBuild } from '../../../src/domain/comparisonLink';
import type { PricingContext } from '../../../src/domain/types';

const PRIVATE_NSW: PricingContext = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' };
const SAM: SharedBuild = {
  name: 'For Sam',
  range: 'triton',
  modelSku: 'TR25GLXDCPI4DA',
  variantSku: 'TR25GLXDCPI4DA-W32-C1',
  cart: ['MZ330060'],
};
const DIAMOND: SharedBuild = {
  name: 'Diamond & more',
  range: 'triton',
  modelSku: 'TR25GLXDCPI4DA',
  variantSku: 'TR25GLXDCPI4DA-W37-C1',
  cart: [],
};

/** The query of SAM and DIAMOND for private NSW, written out by hand. */
const WRITTEN =
  'a-range=triton&a-name=For%20Sam&a-model-selection=TR25GLXDCPI4DA&a-option-sku=TR25GLXDCPI4DA-W32-C1&a-accessories=MZ330060' +
  '&b-range=triton&b-name=Diamond%20%26%20more&b-model-selection=TR25GLXDCPI4DA&b-option-sku=TR25GLXDCPI4DA-W37-C1' +
  '&priced-for=private.drive-away.nsw';

describe('the comparison link (issue 32.5)', () => {
  it('names each build as a build link does, prefixed by its side, then the pricing it was priced with', () => {
    expect(comparisonQuery(SAM, DIAMOND, PRIVATE_NSW)).toBe(WRITTEN);
  });

  it('reads both builds and the pricing back, from the route or the whole hash', () => {
    const expected = { ok: true, builds: [SAM, DIAMOND], pricing: PRIVATE_NSW };
    expect(parseComparisonLink(`?${WRITTEN}`)).toEqual(expected);
    expect(parseComparisonLink(`#/?${WRITTEN}`)).toEqual(expected);
  });

  it('round-trips any two builds of names, range codes and skus a catalog may have', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,20}$/);
    const sku = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !s.includes(',') && s.trim() === s && !/\s/.test(s));
    const name = fc.string({ minLength: 1, maxLength: 80 }).filter((s) => /^\S(.*\S)?$/u.test(s) && !/\s\s|\p{Cc}/u.test(s));
    const build = fc.record({ name, range: token, modelSku: sku, variantSku: sku, cart: fc.uniqueArray(sku, { maxLength: 8 }) });
    const pricing = fc.record({
      customerType: fc.constantFrom('private', 'business', 'mmba'),
      pricingType: fc.constantFrom('drive-away', 'mmba'),
      state: fc.constantFrom(null, 'nsw', 'wa', 'vic'),
    }) as fc.Arbitrary<PricingContext>;
    fc.assert(
      fc.property(build, build, pricing, (a, b, priced) => {
        expect(parseComparisonLink(`?${comparisonQuery(a, b, priced)}`)).toEqual({ ok: true, builds: [a, b], pricing: priced });
      }),
    );
  });

  it('is not a comparison link without a parameter of either side: a build link, the selector, junk', () => {
    for (const query of ['', '?model-selection=A&option-sku=B', '?c-range=triton', '%E0%A4%A', undefined]) {
      expect(parseComparisonLink(query)).toBeNull();
    }
  });

  it('keeps what a damaged link still names whole, and says it is damaged', () => {
    // Cut short in a mail: the second build is gone.
    const cut = WRITTEN.slice(0, WRITTEN.indexOf('&b-model-selection'));
    expect(parseComparisonLink(`?${cut}`)).toEqual({ ok: false, builds: [SAM], pricing: null });
    // A build without its variant, a range that would leave the route, a sku with a space, an over-long sku.
    for (const broken of [
      WRITTEN.replace('&a-option-sku=TR25GLXDCPI4DA-W32-C1', ''),
      WRITTEN.replace('a-range=triton', 'a-range=..%2Fevil'),
      WRITTEN.replace('a-range=triton', 'a-range=%2F%2Fevil.example'),
      WRITTEN.replace('a-model-selection=TR25GLXDCPI4DA', 'a-model-selection=TR25%20GLX'),
      WRITTEN.replace('a-model-selection=TR25GLXDCPI4DA', `a-model-selection=${'X'.repeat(65)}`),
    ]) {
      expect(parseComparisonLink(`?${broken}`)).toEqual({ ok: false, builds: [DIAMOND], pricing: PRIVATE_NSW });
    }
    expect(parseComparisonLink('?a-range=&b-name=x')).toEqual({ ok: false, builds: [], pricing: null });
  });

  it('names a build without a name by its side, cuts a long name, and reads the cart as a build link does', () => {
    const query = WRITTEN.replace('a-name=For%20Sam', '')
      .replace('b-name=Diamond%20%26%20more', `b-name=${'n'.repeat(90)}`)
      .replace('a-accessories=MZ330060', `a-accessories=MZ1,,MZ1, MZ2 ,${'x'.repeat(65)}`);
    expect(parseComparisonLink(`?${query}`)).toEqual({
      ok: true,
      builds: [
        { ...SAM, name: 'First build', cart: ['MZ1', 'MZ2'] },
        { ...DIAMOND, name: 'n'.repeat(80) },
      ],
      pricing: PRIVATE_NSW,
    });
  });

  it('never throws on junk, and every build it reads opens an in-app route', () => {
    const junk = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('%', '%zz', '%E0%A4%A', '%2F%2F', '..', '#', '&&', '=', 'triton', 'A,B', '\u0000'),
    );
    const field = fc.constantFrom('range', 'name', 'model-selection', 'option-sku', 'accessories');
    const pair = fc.tuple(fc.constantFrom('a', 'b'), field, junk).map(([side, key, value]) => `${side}-${key}=${value}`);
    fc.assert(
      fc.property(fc.array(pair, { minLength: 1, maxLength: 12 }), (pairs) => {
        const link = parseComparisonLink(`?${pairs.join('&')}`);
        expect(link).not.toBeNull();
        for (const build of link!.builds) expect(sharedBuildRoute(build, null)).toMatch(/^\/[A-Za-z0-9][\w-]*\?model-selection=/);
      }),
    );
  });

  it("opens one build at a build link's route, with the pricing it was shared with", () => {
    expect(sharedBuildRoute(SAM, PRIVATE_NSW)).toBe(
      '/triton?model-selection=TR25GLXDCPI4DA&option-sku=TR25GLXDCPI4DA-W32-C1&accessories=MZ330060&priced-for=private.drive-away.nsw',
    );
    expect(sharedBuildRoute(DIAMOND, null)).toBe('/triton?model-selection=TR25GLXDCPI4DA&option-sku=TR25GLXDCPI4DA-W37-C1');
  });

  it('two builds of 10 accessories each under 80-character names fit in 2,048 characters, what a dealer form field holds', () => {
    const full = (build: SharedBuild): SharedBuild => ({
      ...build,
      name: 'N'.repeat(80),
      cart: Array.from({ length: 10 }, (_, i) => `MZ3300${String(i).padStart(2, '0')}`),
    });
    const link = `https://www.mitsubishi-motors.com.au/build-and-price.html#/?${comparisonQuery(full(SAM), full(DIAMOND), PRIVATE_NSW)}`;
    expect(link.length).toBeLessThanOrEqual(2048);
  });
});
