import { describe, expect, it } from 'vitest';
import { customerTypeDisclaimer, footerDisclaimers } from '../../../src/domain/disclaimers';
import { offerPriceLabel, priceLabelBeside, rangeFromPrice } from '../../../src/domain/offers';
import type { Offer, StoreDisclaimers } from '../../../src/domain/types';

const store: StoreDisclaimers = {
  indicativePricing: null,
  accessoriesImages: null,
  financePayments: null,
  balloonPayments: null,
  byCustomer: {
    private: { marker: '*', text: 'Private drive away prices include on-road costs.' },
    business: { marker: '#', text: 'Business prices are for ABN holders.' },
    mmba: null,
  },
};

const offerWith = (specialOfferFlag: boolean): Offer => ({
  title: 'Drive away price',
  specialOfferFlag,
  disclaimers: [
    { marker: '*', text: 'Drive away price includes registration.' },
    { marker: '', text: 'Images are for illustration only.' },
  ],
  price: { value: 45990 },
});

describe('offer price label', () => {
  it('reads the state label first, then the national label', () => {
    const price = { value: 1, label: 'Drive away', states: { vic: { value: 1, label: 'Drive away VIC' }, nsw: { value: 1, label: '' } } };
    expect([offerPriceLabel(price, 'vic'), offerPriceLabel(price, 'nsw'), offerPriceLabel(price, null)]).toEqual([
      'Drive away VIC',
      'Drive away',
      'Drive away',
    ]);
  });

  it('gives null when the store has no label or no price', () => {
    expect([offerPriceLabel({ value: 1, label: '  ' }, null), offerPriceLabel(null, 'nsw')]).toEqual([null, null]);
  });
});

describe('a price label beside its price (issue 35)', () => {
  it("is left out when the price already says it: 'Per week' above '$330 per week'", () => {
    expect([
      priceLabelBeside('Per week', '$330 per week'),
      priceLabelBeside('Drive away (ABN holders)', '$35,290'),
      priceLabelBeside(null, '$35,290'),
    ]).toEqual([null, 'Drive away (ABN holders)', null]);
  });
});

describe("a landing card's 'From' price (issue 35)", () => {
  const priced = (value: number, label: string): Offer => ({ ...offerWith(false), price: { value, label } });

  it("carries the lowest offer's own label and the pricing's marker: '#' for business, '*' private", () => {
    const offers = [priced(40990, 'Drive away (ABN holders) 2'), priced(35290, 'Drive away (ABN holders)'), null];
    expect(rangeFromPrice(offers, { customerType: 'business', pricingType: 'drive-away', state: null })).toEqual({
      label: 'Drive away (ABN holders)',
      text: 'From $35,290',
      marker: '#',
    });
    expect(rangeFromPrice([priced(29990, 'Drive away')], { customerType: 'private', pricingType: 'drive-away', state: null })).toEqual({
      label: 'Drive away',
      text: 'From $29,990',
      marker: '*',
    });
  });

  it("is weekly with '^' under lease, its 'Per week' label not said twice; null with no priced offer", () => {
    const lease = { customerType: 'business', pricingType: 'mmba', state: null } as const;
    expect(rangeFromPrice([priced(330, 'Per week')], lease)).toEqual({ label: null, text: 'From $330 per week', marker: '^' });
    expect(rangeFromPrice([null, priced(0, 'Per week')], lease)).toBeNull();
  });
});

describe('footer disclaimers (spec 5)', () => {
  it('takes the store config disclaimer of the offer key', () => {
    expect(customerTypeDisclaimer(store, 'business')?.marker).toBe('#');
    expect([customerTypeDisclaimer(store, 'mmba'), customerTypeDisclaimer(null, 'private')]).toEqual([null, null]);
  });

  it('drops marked offer disclaimers when the form is hidden and the offer is not special, then adds the customer one', () => {
    expect(footerDisclaimers(offerWith(false), store.byCustomer.private!, { leadFormVisible: false }).map((d) => d.text)).toEqual([
      'Images are for illustration only.',
      'Private drive away prices include on-road costs.',
    ]);
  });

  it('keeps marked disclaimers of a special offer, each text once', () => {
    const customer = { marker: '*', text: 'Drive away price includes registration.' };
    expect(footerDisclaimers(offerWith(true), customer, { leadFormVisible: false }).map((d) => d.marker)).toEqual(['*', '']);
  });
});
