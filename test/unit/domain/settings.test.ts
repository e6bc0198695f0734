import { describe, expect, it } from 'vitest';
import { classifyLocationInput, matchLocations } from '../../../src/domain/location';
import { pricedForText } from '../../../src/domain/savedBuilds';
import {
  canChoosePricingType,
  CUSTOMER_CHOICES,
  customerChoiceOf,
  customerTypeLabel,
  pricingTypeFor,
  applySettings,
  type PricingSettings,
} from '../../../src/domain/settings';
import { CUSTOMER_TYPES, type PricingLocation } from '../../../src/domain/types';

describe('customer types in the settings modal and in words (spec 4, 5)', () => {
  it('offers Private and Business, and shows a lease customer as Business', () => {
    expect(CUSTOMER_CHOICES).toEqual([
      { value: 'private', label: 'Private' },
      { value: 'business', label: 'Business' },
    ]);
    expect(CUSTOMER_TYPES.map((type) => [type, customerChoiceOf(type), customerTypeLabel(type)])).toEqual([
      ['private', 'private', 'Private'],
      ['business', 'business', 'Business'],
      ['mmba', 'business', 'Business'],
    ]);
  });

  it('lets only a business buyer choose lease; private keeps drive-away and mmba keeps lease', () => {
    expect(
      CUSTOMER_TYPES.map((type) => [canChoosePricingType(type), pricingTypeFor(type, 'mmba'), pricingTypeFor(type, 'drive-away')]),
    ).toEqual([
      [false, 'drive-away', 'drive-away'],
      [true, 'mmba', 'drive-away'],
      [false, 'mmba', 'mmba'],
    ]);
  });

  it('says who a build is priced for in words: a lease customer is a business buyer', () => {
    expect(pricedForText({ customerType: 'mmba', pricingType: 'mmba', state: 'wa' })).toBe('WA, business, lease (weekly)');
    expect(pricedForText({ customerType: 'private', pricingType: 'drive-away', state: null })).toBe(
      'national prices (no location set), private, drive-away',
    );
  });
});

describe('settings (spec 4, 5)', () => {
  const sydney: PricingLocation = { suburb: 'Sydney', state: 'nsw', postcode: '2000' };
  const current: PricingSettings = { customerType: 'private', pricingType: 'drive-away', location: sydney };

  it('lets only business choose lease pricing; private keeps drive-away', () => {
    expect([canChoosePricingType('business'), canChoosePricingType('private')]).toEqual([true, false]);
    expect([pricingTypeFor('private', 'mmba'), pricingTypeFor('business', 'mmba')]).toEqual(['drive-away', 'mmba']);
  });

  it('treats input with a digit as a postcode search, else a suburb', () => {
    expect([classifyLocationInput('20').kind, classifyLocationInput('Syd').kind]).toEqual(['postcode', 'suburb']);
  });

  it("asks 'Please enter a suburb or postcode' for empty input", () => {
    expect(classifyLocationInput('  ')).toEqual({ kind: 'empty', message: 'Please enter a suburb or postcode' });
  });

  it('says No options for "{input}" when nothing matches, and lists at most 100', () => {
    expect(matchLocations('Zz', [sydney]).message).toBe('No options for "Zz"');
    const many = Array.from({ length: 150 }, (_, i) => ({ suburb: `Town ${i}`, state: 'vic' as const, postcode: '3000' }));
    expect(matchLocations('3000', many).matches).toHaveLength(100);
  });

  it('refuses to apply without a location, closes an unchanged form, and clears the CTA for lease', () => {
    expect(applySettings(current, { ...current, location: null }, null)).toEqual({
      kind: 'error',
      message: 'Please enter a suburb or postcode',
    });
    expect(applySettings(current, current, null)).toEqual({ kind: 'unchanged' });
    expect(applySettings(current, { ...current, customerType: 'business', pricingType: 'mmba' }, 'Book a Test Drive')).toMatchObject({
      kind: 'apply',
      clearCta: true,
      switchDrawerTo: 'Get a Dealer Quote',
    });
  });
});
