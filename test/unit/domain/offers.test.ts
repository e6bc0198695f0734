import { describe, expect, it } from 'vitest';
import {
  offerPriceLabel,
  priceLabelBeside,
  rangeFromPrice,
  LEASE_TERMS_COPY,
  leadType,
  leaseTerms,
  lowestOfferPrice,
  offerKey,
  statePriceValue,
} from '../../../src/domain/offers';
import type { Offer, PricingContext } from '../../../src/domain/types';
import { BUSINESS_NSW, LEASE_NSW, PRIVATE_NSW, offer, offerWith } from '../../support/catalogFactory';

const mmbaCustomer: PricingContext = { customerType: 'mmba', pricingType: 'drive-away', state: null };

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

describe('offers (spec 9)', () => {
  it('uses mmba as the offer key for lease, otherwise the customer type', () => {
    expect([offerKey(LEASE_NSW), offerKey(BUSINESS_NSW), offerKey(PRIVATE_NSW), offerKey(mmbaCustomer)]).toEqual([
      'mmba',
      'business',
      'private',
      'mmba',
    ]);
  });

  it("makes the lead type '{OFFER KEY} PRICE QUOTE'", () => {
    expect([leadType(LEASE_NSW), leadType(PRIVATE_NSW)]).toEqual(['MMBA PRICE QUOTE', 'PRIVATE PRICE QUOTE']);
  });

  it("gives a range's 'From' price: the lowest shown price in the state, skipping no price, $0, absurd prices and override labels", () => {
    const offers = [
      offer(52000, { states: { nsw: 41000 } }),
      offer(45000),
      null,
      offer(0),
      offer(-8000),
      { ...offer(30000), price: { value: 30000, overrideLabel: 'Coming soon' } },
      { ...offer(1), price: null },
    ];
    expect([lowestOfferPrice(offers, 'nsw'), lowestOfferPrice(offers, 'vic'), lowestOfferPrice([null, offer(0)], null)]).toEqual([
      41000,
      45000,
      null,
    ]);
  });

  it('uses the state price when available, else the national value', () => {
    const price = offer(45000, { states: { nsw: 46000 } }).price;
    expect([statePriceValue(price, 'nsw'), statePriceValue(price, 'vic'), statePriceValue(price, null)]).toEqual([46000, 45000, 45000]);
  });

  it('shows the lease terms only under lease (spec 9)', () => {
    expect(leaseTerms(LEASE_NSW)).toEqual(['24 to 60 Months', '15,000km/Year']);
    expect(leaseTerms(PRIVATE_NSW)).toEqual([]);
    expect(leaseTerms(BUSINESS_NSW)).toEqual([]);
  });

  it('gives the lease copy', () => {
    expect(LEASE_TERMS_COPY).toEqual({ months: '24 to 60 Months', mileage: '15,000km/Year' });
  });
});
