import { describe, expect, it } from 'vitest';
import {
  dealerMapsUrl,
  drawerForViewParam,
  drawerTitle,
  enquiryModelName,
  enquiryPath,
  isBulkOrder,
  isSubmitPath,
  queryWithoutViewDrawer,
  showsDealer,
  SUBMIT_BUTTON_TEXT,
  telHref,
  thankYouText,
} from '../../../src/domain/enquiry';
import type { SelectedDealer } from '../../../src/domain/types';
import { LEASE_NSW, PRIVATE_NSW } from '../../support/catalogFactory';

const QUOTE = 'Get a Dealer Quote' as const;
const TEST_DRIVE = 'Book a Test Drive' as const;

describe('drawer title (spec 2)', () => {
  it("reads 'Test Drive a new {model}' for the test drive drawer", () => {
    expect(drawerTitle(TEST_DRIVE, 'Triton GLX')).toBe('Test Drive a new Triton GLX');
  });
  it("reads 'Your brand new {model}' for the quote drawer", () => {
    expect(drawerTitle(QUOTE, 'Triton GLX')).toBe('Your brand new Triton GLX');
  });
  it('names the vehicle as the header strip does: display name then model name', () => {
    expect(enquiryModelName({ displayName: 'Triton' }, 'GLS')).toBe('Triton GLS');
    expect(enquiryModelName({ displayName: 'ASX ' }, '')).toBe('ASX');
  });
});

describe('viewDrawer (spec 2)', () => {
  it('accepts the CTA values and the drawer names', () => {
    expect(drawerForViewParam('get-a-quote', PRIVATE_NSW)).toBe(QUOTE);
    expect(drawerForViewParam('book-a-test-drive', PRIVATE_NSW)).toBe(TEST_DRIVE);
    expect(drawerForViewParam('Get a Dealer Quote', PRIVATE_NSW)).toBe(QUOTE);
    expect(drawerForViewParam('Book a Test Drive', PRIVATE_NSW)).toBe(TEST_DRIVE);
    expect(drawerForViewParam(' BOOK-A-TEST-DRIVE ', PRIVATE_NSW)).toBe(TEST_DRIVE);
  });
  it('ignores anything else', () => {
    for (const value of ['', 'true', 'quote', 'get a quote', null, 42, undefined, {}])
      expect(drawerForViewParam(value, PRIVATE_NSW)).toBeNull();
  });
  it('opens the quote instead of a test drive under lease (no test drive for mmba)', () => {
    expect(drawerForViewParam('book-a-test-drive', LEASE_NSW)).toBe(QUOTE);
  });
  it('gives each CTA its submit text (spec 9)', () => {
    expect(SUBMIT_BUTTON_TEXT['get-a-quote']).toBe('Get a quote');
    expect(SUBMIT_BUTTON_TEXT['book-a-test-drive']).toBe('Book a test drive');
  });
});

describe('submit route (spec 2)', () => {
  it('moves between /{carModel} and /{carModel}/submit', () => {
    expect(enquiryPath('triton', true)).toBe('/triton/submit');
    expect(enquiryPath('triton', false)).toBe('/triton');
    expect(isSubmitPath('/triton/submit', 'triton')).toBe(true);
    expect(isSubmitPath('/triton/submit/', 'triton')).toBe(true);
    expect(isSubmitPath('/triton', 'triton')).toBe(false);
    expect(isSubmitPath('/asx/submit', 'triton')).toBe(false);
  });
  it('drops viewDrawer (any case) from a query and keeps the rest in order', () => {
    expect(queryWithoutViewDrawer('?a=1&viewDrawer=get-a-quote&b=2')).toBe('a=1&b=2');
    expect(queryWithoutViewDrawer('viewdrawer&model-selection=X')).toBe('model-selection=X');
    expect(queryWithoutViewDrawer('')).toBe('');
  });
});

describe('thank-you (spec 4, 9)', () => {
  const dealer: SelectedDealer = {
    name: 'Sydney City Mitsubishi',
    address: { street: '1 George St', city: 'Sydney', region: 'NSW', postcode: '2000', phone: '(02) 9000 0000' },
  };

  it("reads 'Thank you for your enquiry, {name}'", () => {
    expect(thankYouText('Jane')).toBe('Thank you for your enquiry, Jane');
    expect(thankYouText('  ')).toBe('Thank you for your enquiry');
  });
  it("flags a bulk order when the number of vehicles includes '5'", () => {
    expect(isBulkOrder('5+')).toBe(true);
    expect(isBulkOrder('15')).toBe(true);
    expect(isBulkOrder('1')).toBe(false);
    expect(isBulkOrder('2-4')).toBe(false);
  });
  it('hides the dealer for lease and for bulk orders', () => {
    expect(showsDealer(PRIVATE_NSW, false)).toBe(true);
    expect(showsDealer(PRIVATE_NSW, true)).toBe(false);
    expect(showsDealer(LEASE_NSW, false)).toBe(false);
    expect(showsDealer({ customerType: 'mmba', pricingType: 'mmba', state: null }, false)).toBe(false);
  });
  it('links the dealer on Google Maps and by phone', () => {
    expect(dealerMapsUrl(dealer)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Sydney%20City%20Mitsubishi%2C%201%20George%20St%2C%20Sydney%20NSW%202000',
    );
    expect(telHref('(02) 9000 0000')).toBe('tel:0290000000');
    expect(telHref('+61 2 9000 0000')).toBe('tel:+61290000000');
    expect(telHref('call us')).toBeNull();
  });
});
