import { describe, expect, it } from 'vitest';
import { customerTypeDisclaimer, footerDisclaimers } from '../../../src/domain/disclaimers';
import { offerPriceLabel } from '../../../src/domain/offers';
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
