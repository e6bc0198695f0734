import { describe, expect, it } from 'vitest';
import { BALLOON_MARKER, priceMarker, visibleDisclaimers } from '../../../src/domain/disclaimers';
import { LEASE_TERMS_COPY, leadType, lowestOfferPrice, offerKey, statePriceValue } from '../../../src/domain/offers';
import {
  buildTotal,
  isOfferMissing,
  isPriceOnApplication,
  optionPriceText,
  summaryDetails,
  vehiclePriceDisplay,
} from '../../../src/domain/pricing';
import type { OffersByCustomer, PricingContext } from '../../../src/domain/types';
import {
  BUSINESS_NSW,
  CAB_CHASSIS,
  LEASE_NSW,
  PRIVATE_NSW,
  RED,
  WHITE,
  accessory,
  model,
  offer,
  testBuild,
  tray,
} from '../../support/catalogFactory';

const mmbaCustomer: PricingContext = { customerType: 'mmba', pricingType: 'drive-away', state: null };

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

  it('gives the lease copy', () => {
    expect(LEASE_TERMS_COPY).toEqual({ months: '24 to 60 Months', mileage: '15,000km/Year' });
  });
});

describe('drive-away total (spec 9)', () => {
  it('adds the vehicle offer price, options and accessories', () => {
    const t = testBuild({ models: [model('GLX', { price: 40000 })], accessories: [accessory('A', { price: 250 })], cart: ['A'] }).choose(
      'exterior',
      RED.valueIndex,
    );
    expect(t.total).toBe(40000 + 700 + 250);
  });

  it("takes a variant's own offer as already pricing its colour, adding only accessories", () => {
    // The store prices each variant: White 40,000, Red 40,740 (its +$740 option is inside that price).
    const variantOffers = (sku: string) => ({ private: offer(sku.endsWith(`-${RED.valueIndex}`) ? 40740 : 40000) });
    const t = testBuild({
      models: [model('GLX', { price: 40000, variantOffers })],
      accessories: [accessory('A', { price: 250 })],
      cart: ['A'],
    }).choose('exterior', RED.valueIndex);
    expect(t.total).toBe(40740 + 250);
  });

  it('counts a missing part as 0 and returns a warning', () => {
    const t = testBuild({ accessories: [accessory('A', { price: null })], cart: ['A'] });
    const total = buildTotal(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW);
    expect([total.total, total.warnings.length]).toEqual([40000, 1]);
  });

  it('uses the business offer for business customers', () => {
    expect(testBuild({ pricing: BUSINESS_NSW }).total).toBe(39000);
  });

  it('gives a weekly lease total without accessories', () => {
    const t = testBuild({ pricing: LEASE_NSW, models: [model('GLX', { price: 42000 })], accessories: [accessory('A')], cart: ['A'] });
    expect(buildTotal(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toMatchObject({ total: 140, weekly: true });
  });
});

describe('price on application (spec 4, 5)', () => {
  it('applies under lease with accessories in the cart', () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A')], cart: ['A'] });
    expect(isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toBe(true);
  });

  it('does not count the compatible tray', () => {
    const t = testBuild({ pricing: LEASE_NSW, models: [model('CC', { subrange: CAB_CHASSIS })], accessories: [tray('T', 3000)] });
    expect([t.cart, isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)]).toEqual([['T'], false]);
  });

  it('applies under lease with an exterior dearer than the base exterior', () => {
    const t = testBuild({ pricing: LEASE_NSW }).choose('exterior', RED.valueIndex);
    expect(isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toBe(true);
  });

  it('never applies to drive-away pricing', () => {
    const t = testBuild({ accessories: [accessory('A')], cart: ['A'] }).choose('exterior', RED.valueIndex);
    expect(isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toBe(false);
  });

  it("shows 'POA' with no marker when on application", () => {
    const t = testBuild({ pricing: LEASE_NSW });
    expect(vehiclePriceDisplay(t.resolved, LEASE_NSW, true, 140)).toEqual({ text: 'POA', marker: '' });
  });
});

describe('price text', () => {
  it("shows lease option prices as '+ $X per week'", () => {
    expect(optionPriceText(3, LEASE_NSW, false)).toBe('+ $3 per week');
  });

  it('shows drive-away prices with the customer marker', () => {
    const t = testBuild();
    expect(vehiclePriceDisplay(t.resolved, PRIVATE_NSW, false, 45990)).toEqual({ text: '$45,990', marker: '*' });
    expect(vehiclePriceDisplay(t.resolved, BUSINESS_NSW, false, 45990)?.marker).toBe('#');
  });

  it('renders no price when the store has no offer for the customer type', () => {
    const t = testBuild({ models: [model('GLX', { variantOffers: () => ({}) })] });
    expect(
      vehiclePriceDisplay({ ...t.resolved, configurable: { ...t.resolved.configurable, offers: {} } }, PRIVATE_NSW, false, 0),
    ).toBeNull();
  });

  it('tells a missing offer (the store answered null for the key) from prices still loading (the key not there yet)', () => {
    const t = testBuild();
    const withOffers = (offers: OffersByCustomer) => ({ ...t.resolved, configurable: { ...t.resolved.configurable, offers } });
    const privateOnly = withOffers({ private: offer(45990) });
    // Only the private prices are in: business and lease are loading, private is there.
    expect([
      isOfferMissing(privateOnly, PRIVATE_NSW),
      isOfferMissing(privateOnly, BUSINESS_NSW),
      isOfferMissing(privateOnly, LEASE_NSW),
    ]).toEqual([false, false, false]);
    // Business and lease answered: business has no price, lease has one.
    const answered = withOffers({ private: offer(45990), business: null, mmba: offer(150) });
    expect([isOfferMissing(answered, BUSINESS_NSW), isOfferMissing(answered, LEASE_NSW)]).toEqual([true, false]);
    // A variant's own offer counts even where the model has none.
    const variantPriced = { ...answered, variant: { ...answered.variant, offers: { business: offer(44990) } } };
    expect(isOfferMissing(variantPriced, BUSINESS_NSW)).toBe(false);
  });

  it('gives the summary details of the chosen model and options', () => {
    const t = testBuild().choose('exterior', RED.valueIndex);
    expect(summaryDetails(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toEqual({
      model: 'GLX',
      price: '$40,000*',
      exteriorLabel: 'Red Diamond',
      exteriorPrice: '+ $700',
      interiorLabel: null,
      interiorPrice: null,
      optionLabel: null,
      optionPrice: null,
    });
    void WHITE;
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
