import { describe, expect, it } from 'vitest';
import { offerBannerTexts } from '../../../src/domain/offerBanner';
import type { Offer } from '../../../src/domain/types';

const offer = (texts: Partial<Offer>): Offer => ({ specialOfferFlag: false, disclaimers: [], price: null, ...texts });

describe('offer banner texts (spec 2, 3)', () => {
  it('shows the short description on a phone and the description on a desktop', () => {
    const texts = offerBannerTexts(offer({ title: ' Drive away ', shortDescription: 'Short', description: 'Long' }));
    expect(texts).toMatchObject({ title: 'Drive away', mobile: 'Short', desktop: 'Long', priceDisclaimer: null, hasDetails: true });
  });

  it('lets one description stand in for the other', () => {
    expect(offerBannerTexts(offer({ description: 'Long' }))).toMatchObject({ mobile: 'Long', desktop: 'Long' });
    expect(offerBannerTexts(offer({ shortDescription: 'Short' }))).toMatchObject({ mobile: 'Short', desktop: 'Short' });
  });

  it("keeps the price's disclaimer with the details: a title and a disclaimer still expand", () => {
    const texts = offerBannerTexts(offer({ title: 'Offer', price: { value: 1, disclaimer: 'Ends 30 June' } }));
    expect(texts).toMatchObject({ mobile: null, desktop: null, priceDisclaimer: 'Ends 30 June', hasDetails: true });
  });

  it('has no details with a title only, and no banner when every text is blank', () => {
    expect(offerBannerTexts(offer({ title: 'Offer', description: '  ' }))?.hasDetails).toBe(false);
    expect(offerBannerTexts(offer({ title: ' ', shortDescription: null, price: { value: 1, disclaimer: '' } }))).toBeNull();
  });

  it('gives a new key when the words change, so the text swaps in again', () => {
    const a = offerBannerTexts(offer({ title: 'A', description: 'x' }))!.key;
    expect(offerBannerTexts(offer({ title: 'A', description: 'y' }))!.key).not.toBe(a);
    expect(offerBannerTexts(offer({ title: 'A', description: 'x' }))!.key).toBe(a);
  });
});
