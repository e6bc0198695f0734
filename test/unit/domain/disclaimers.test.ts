/** Markers (spec 5, 9): one meaning each, as the store's disclaimers use them; a customer type's disclaimer is asked for. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getStoreConfigDetailsQuery } from '../../../src/data/queries';
import {
  BALLOON_MARKER,
  MARKERS,
  PRICE_MARKERS,
  priceMarker,
  visibleDisclaimers,
  customerTypeDisclaimer,
  footerDisclaimers,
} from '../../../src/domain/disclaimers';
import { CUSTOMER_TYPES, type StoreDisclaimers } from '../../../src/domain/types';
import { offerWith } from '../../support/catalogFactory';

const store = JSON.parse(readFileSync('demo/catalog/store.json', 'utf8')) as { storeConfig: Record<string, { marker: string } | unknown> };
const storeMarker = (field: string) => (store.storeConfig[field] as { marker: string }).marker;

describe('markers', () => {
  it("are the spec's: * private, # business, ^ lease, < balloon, and none on a price on application", () => {
    expect(PRICE_MARKERS).toEqual({ private: '*', business: '#', mmba: '^' });
    expect(BALLOON_MARKER).toBe('<');
    expect(priceMarker('business', false)).toBe('#');
    expect(priceMarker('business', true)).toBe('');
  });

  it('mean one thing each: no two rows of the table share a marker (a new price marker must be free)', () => {
    const markers = Object.values(MARKERS);
    expect(new Set(markers).size).toBe(markers.length);
    expect(markers.every((marker) => marker.length > 0)).toBe(true);
  });

  it("match the store's disclaimers, so a price's marker finds its disclaimer", () => {
    for (const type of CUSTOMER_TYPES) expect(storeMarker(`${type}_disclaimer`)).toBe(MARKERS[type]);
    expect(storeMarker('balloon_payments_disclaimer')).toBe(MARKERS.balloon);
    expect(storeMarker('finance_payments_disclaimer')).toBe(MARKERS.financePayments);
  });

  it("asks the store for every customer type's own disclaimer (GetStoreConfigDetails)", () => {
    for (const type of CUSTOMER_TYPES) expect(getStoreConfigDetailsQuery).toMatch(new RegExp(`\\b${type}_disclaimer\\s*\\{`));
  });
});

describe('disclaimers (spec 5)', () => {
  it("marks '^' mmba, '*' private, '#' business and omits the marker when POA", () => {
    expect([priceMarker('mmba', false), priceMarker('private', false), priceMarker('business', false), priceMarker('mmba', true)]).toEqual([
      '^',
      '*',
      '#',
      '',
    ]);
    expect(BALLOON_MARKER).toBe('<');
  });

  it('drops marked disclaimers when the lead form is hidden and the offer is not special', () => {
    const list = [
      { marker: '*', text: 'a' },
      { marker: '', text: 'b' },
    ];
    expect(visibleDisclaimers(list, { leadFormVisible: false, specialOffer: false })).toEqual([{ marker: '', text: 'b' }]);
    expect(visibleDisclaimers(list, { leadFormVisible: false, specialOffer: true })).toEqual(list);
    expect(visibleDisclaimers(list, { leadFormVisible: true, specialOffer: false })).toEqual(list);
  });
});

describe('footer disclaimers (spec 5)', () => {
  const storeDisclaimers: StoreDisclaimers = {
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

  it('takes the store config disclaimer of the offer key', () => {
    expect(customerTypeDisclaimer(storeDisclaimers, 'business')?.marker).toBe('#');
    expect([customerTypeDisclaimer(storeDisclaimers, 'mmba'), customerTypeDisclaimer(null, 'private')]).toEqual([null, null]);
  });

  it('drops marked offer disclaimers when the form is hidden and the offer is not special, then adds the customer one', () => {
    expect(
      footerDisclaimers(offerWith(false), storeDisclaimers.byCustomer.private!, { leadFormVisible: false }).map((d) => d.text),
    ).toEqual(['Images are for illustration only.', 'Private drive away prices include on-road costs.']);
  });

  it('keeps marked disclaimers of a special offer, each text once', () => {
    const customer = { marker: '*', text: 'Drive away price includes registration.' };
    expect(footerDisclaimers(offerWith(true), customer, { leadFormVisible: false }).map((d) => d.marker)).toEqual(['*', '']);
  });
});
