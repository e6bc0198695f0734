import { describe, expect, it } from 'vitest';
import { locationFromTyped, sharedPricingNotice } from '../../../src/domain/settings';

const place = (suburb: string, state: 'wa' | 'tas' | 'qld', postcode: string) => ({ suburb, state, postcode });
const BROOME = place('Broome', 'wa', '6725');
const BROOMEHILL = place('Broomehill', 'wa', '6318');
const PERTH_WA = place('Perth', 'wa', '6000');
const PERTH_TAS = place('Perth', 'tas', '7300');
const PERTH_GPO = place('Perth GPO', 'wa', '6000');

describe('a typed suburb or postcode on Apply (spec 5)', () => {
  it('applies the only match', () => {
    expect(locationFromTyped('Broomehill', [BROOMEHILL])).toEqual({ kind: 'one', location: BROOMEHILL });
  });

  it('applies the one place whose suburb or postcode is exactly the text, ignoring case', () => {
    expect(locationFromTyped(' broome ', [BROOME, BROOMEHILL])).toEqual({ kind: 'one', location: BROOME });
    expect(locationFromTyped('7300', [PERTH_TAS])).toEqual({ kind: 'one', location: PERTH_TAS });
  });

  it('asks to choose when several places match', () => {
    expect(locationFromTyped('Perth', [PERTH_TAS, PERTH_WA, PERTH_GPO])).toEqual({
      kind: 'several',
      message: 'More than one place matches "Perth". Choose yours from the list.',
    });
    expect(locationFromTyped('6000', [PERTH_WA, PERTH_GPO]).kind).toBe('several');
  });

  it("says 'No options for' the text when nothing matches, and asks for input when there is none", () => {
    expect(locationFromTyped('Zzz', [])).toEqual({ kind: 'none', message: 'No options for "Zzz"' });
    expect(locationFromTyped('  ', [BROOME])).toEqual({ kind: 'none', message: 'Please enter a suburb or postcode' });
  });
});

describe('a shared link priced for other settings (README "Routes")', () => {
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
});
