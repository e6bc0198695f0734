import { describe, expect, it } from 'vitest';
import {
  ctaForDrawer,
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
import {
  enquiryFormUrl,
  enquiryHiddenFields,
  enquirySummary,
  urlWithoutFormExcludedParams,
  type EnquiryHiddenFields,
} from '../../../src/domain/enquiryForm';
import type { SelectedDealer } from '../../../src/domain/types';
import { accessory, CLOTH, LEASE_NSW, LEATHER, model, PREMIUM, PRIVATE_NSW, RED, testBuild, WHITE } from '../../support/catalogFactory';

const CAR = { displayName: 'Triton', modelYear: '2025' };
const QUOTE = 'Get a Dealer Quote' as const;
const TEST_DRIVE = 'Book a Test Drive' as const;

function glx(cart: string[] = [], pricing = PRIVATE_NSW) {
  return testBuild({
    models: [
      model('GLX', {
        name: 'GLX',
        exteriors: [WHITE, RED],
        interiors: [CLOTH, LEATHER],
        packs: [PREMIUM],
        price: 45990,
        transmission: '6-speed automatic',
      }),
    ],
    accessories: [
      accessory('TUB', { title: 'Tub liner', price: 500 }),
      accessory('LID', { title: 'Hard lid', price: 3499, colours: [['Jet Black', '#111']] }),
    ],
    optionSku: 'GLX-2-11-20',
    cart,
    pricing,
  });
}

function fieldsOf(t: ReturnType<typeof glx>, drawer: typeof QUOTE | typeof TEST_DRIVE = QUOTE): EnquiryHiddenFields {
  return enquiryHiddenFields({
    car: CAR,
    catalog: t.ctx.catalog,
    resolved: t.resolved,
    build: t.build,
    pricing: t.ctx.pricing,
    drawer,
    url: 'https://www.test/bp#/triton',
  });
}

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
  it('stores the CTA of each drawer and gives its submit text (spec 9)', () => {
    expect(ctaForDrawer(QUOTE)).toBe('get-a-quote');
    expect(ctaForDrawer(TEST_DRIVE)).toBe('book-a-test-drive');
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

describe('enquiry hidden fields (spec 3)', () => {
  it('fills every field from the build, the lead type from the offer key and the form name from the drawer', () => {
    const t = glx(['TUB', 'LID-Jet Black']);
    expect(fieldsOf(t)).toEqual({
      accessories: 'Tub liner, LID Jet Black',
      balloon: '',
      body_type: 'Double Cab',
      colour: 'Red Diamond',
      deposit: '',
      drive_type: '4WD',
      fuel_type: 'Diesel',
      interest_rate: '',
      interior: 'Leather',
      loan_term: '',
      model1: 'GLX',
      model: 'Triton GLX',
      model_year: '2025',
      option: 'Premium Pack',
      sku: 'GLX-2-11-20',
      transmission: '6-speed automatic',
      url: 'https://www.test/bp#/triton',
      // 45,990 + Red 700 + Leather 1,500 + Premium 2,000 (the model's offer prices its options) + 500 + 3,499
      vehicle_price: '$54,189',
      lead_type: 'PRIVATE PRICE QUOTE',
      form_name: 'Get a Dealer Quote',
    });
  });

  it('adds the colour to an accessory title that does not name it', () => {
    const t = testBuild({ accessories: [accessory('MAT', { title: 'Floor mats', colours: [['Grey']] })], cart: [] });
    const build = { ...t.build, cart: ['MAT-Grey'] };
    const fields = enquiryHiddenFields({
      car: CAR,
      catalog: t.ctx.catalog,
      resolved: t.resolved,
      build,
      pricing: PRIVATE_NSW,
      drawer: QUOTE,
      url: '',
    });
    // The factory's variant title is 'MAT Grey', which names its colour.
    expect(fields.accessories).toBe('MAT Grey');
    const untitled = { ...t.ctx.catalog, bySku: new Map(t.ctx.catalog.bySku) };
    const entry = untitled.bySku.get('MAT-Grey')!;
    untitled.bySku.set('MAT-Grey', { ...entry, variant: { ...entry.variant!, title: 'Floor mats' } });
    expect(
      enquiryHiddenFields({ car: CAR, catalog: untitled, resolved: t.resolved, build, pricing: PRIVATE_NSW, drawer: QUOTE, url: '' })
        .accessories,
    ).toBe('Floor mats (Grey)');
  });

  it('carries the calculator values once the visitor used finance', () => {
    const t = glx();
    const build = {
      ...t.build,
      financeSelected: true,
      finance: { calculatorAmount: 50000, deposit: 5000, balloon: 10000, interestRate: 7.5, loanTerm: 3, paymentFrequency: 12 as const },
    };
    const fields = enquiryHiddenFields({
      car: CAR,
      catalog: t.ctx.catalog,
      resolved: t.resolved,
      build,
      pricing: PRIVATE_NSW,
      drawer: TEST_DRIVE,
      url: '',
    });
    expect([fields.deposit, fields.balloon, fields.interest_rate, fields.loan_term]).toEqual(['5000', '10000', '7.5', '3']);
    expect(fields.form_name).toBe('Book a Test Drive');
  });

  it('carries the calculator defaults (no deposit or balloon, one year) when the Finance tab is open untouched', () => {
    const t = glx();
    const build = { ...t.build, financeSelected: true, finance: null };
    const fields = enquiryHiddenFields({
      car: CAR,
      catalog: t.ctx.catalog,
      resolved: t.resolved,
      build,
      pricing: PRIVATE_NSW,
      drawer: QUOTE,
      url: '',
    });
    expect([fields.deposit, fields.balloon, fields.interest_rate, fields.loan_term]).toEqual(['0', '0', '', '1']);
  });

  it('has no finance and a weekly price under lease, with the MMBA lead type', () => {
    const t = glx([], LEASE_NSW);
    const build = { ...t.build, financeSelected: true };
    const fields = enquiryHiddenFields({
      car: CAR,
      catalog: t.ctx.catalog,
      resolved: t.resolved,
      build,
      pricing: LEASE_NSW,
      drawer: QUOTE,
      url: '',
    });
    expect(fields.lead_type).toBe('MMBA PRICE QUOTE');
    expect([fields.deposit, fields.balloon, fields.interest_rate, fields.loan_term]).toEqual(['', '', '', '']);
    // Lease: a dearer colour (Red) puts the price on application (spec 4).
    expect(fields.vehicle_price).toBe('POA');
    const white = testBuild({ models: [model('GLX', { name: 'GLX', price: 45990 })], pricing: LEASE_NSW });
    // 45,990 / 300 rounded = 153 per week (the factory's weekly offer).
    expect(
      enquiryHiddenFields({
        car: CAR,
        catalog: white.ctx.catalog,
        resolved: white.resolved,
        build: white.build,
        pricing: LEASE_NSW,
        drawer: QUOTE,
        url: '',
      }).vehicle_price,
    ).toBe('$153 per week');
  });

  it('uses the business lead type for business drive-away', () => {
    const t = glx([], { customerType: 'business', pricingType: 'drive-away', state: 'nsw' });
    expect(fieldsOf(t).lead_type).toBe('BUSINESS PRICE QUOTE');
  });
});

describe('url field', () => {
  it('keeps the page URL without the parameters the form must not receive, in the query and the hash route', () => {
    expect(
      urlWithoutFormExcludedParams('https://www.test/bp?gclid=1&utm_source=a#/triton?viewDrawer=get-a-quote&model-selection=GLX&WCMMODE=x'),
    ).toBe('https://www.test/bp?utm_source=a#/triton?model-selection=GLX');
    expect(urlWithoutFormExcludedParams('https://www.test/#/triton?gbraid=1&wbraid=2')).toBe('https://www.test/#/triton');
    expect(urlWithoutFormExcludedParams('https://www.test/#/triton')).toBe('https://www.test/#/triton');
  });

  it('fills the url field with it', () => {
    const t = glx();
    const fields = enquiryHiddenFields({
      car: CAR,
      catalog: t.ctx.catalog,
      resolved: t.resolved,
      build: t.build,
      pricing: PRIVATE_NSW,
      drawer: QUOTE,
      url: 'https://www.test/#/triton?gclid=x&a=1',
    });
    expect(fields.url).toBe('https://www.test/#/triton?a=1');
  });
});

describe('form frame URL (spec 7)', () => {
  const fields = fieldsOf(glx());

  it('passes the page and route parameters through except wcmmode, viewdrawer, wbraid, gclid and gbraid', () => {
    const url = enquiryFormUrl(
      '/form.html',
      ['?utm_campaign=spring&GCLID=1', '?gclid=x&wcmmode=y&viewDrawer=get-a-quote&utm_source=z&wbraid=w&gbraid=g&model-selection=GLX'],
      fields,
      { cta: 'get-a-quote', parentOrigin: 'https://www.test' },
    );
    const params = new URL(url, 'https://www.test/').searchParams;
    expect(url.startsWith('/form.html?utm_campaign=spring&utm_source=z&model-selection=GLX&')).toBe(true);
    for (const excluded of ['gclid', 'GCLID', 'wcmmode', 'viewDrawer', 'wbraid', 'gbraid']) expect(params.has(excluded)).toBe(false);
    expect(params.get('utm_source')).toBe('z');
  });

  it('carries every hidden field, the CTA and the parent origin, encoded', () => {
    const url = enquiryFormUrl('https://forms.test/q.html', [''], fields, { cta: 'book-a-test-drive', parentOrigin: 'https://www.test' });
    const params = new URL(url).searchParams;
    for (const [name, value] of Object.entries(fields)) expect(params.get(name)).toBe(value);
    expect(params.get('CTA')).toBe('book-a-test-drive');
    expect(params.get('parentOrigin')).toBe('https://www.test');
    expect(params.get('lead_type')).toBe('PRIVATE PRICE QUOTE');
  });

  it('lets no page parameter stand in for a hidden field, and keeps the form URL query and fragment', () => {
    const url = enquiryFormUrl('/q.html?lang=en#top', ['?sku=FAKE&lead_type=x&cta=z'], fields, {
      cta: 'get-a-quote',
      parentOrigin: 'https://www.test',
    });
    const parsed = new URL(url, 'https://www.test/');
    expect(parsed.searchParams.getAll('sku')).toEqual([fields.sku]);
    expect(parsed.searchParams.getAll('lead_type')).toEqual(['PRIVATE PRICE QUOTE']);
    expect(parsed.searchParams.getAll('CTA')).toEqual(['get-a-quote']);
    expect(parsed.searchParams.get('lang')).toBe('en');
    expect(parsed.hash).toBe('#top');
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

describe('what the drawer says is being enquired about', () => {
  it('passes the chosen postcode to the form, and nothing that is not a postcode', () => {
    const fields = fieldsOf(glx());
    const url = (postcode: string | null) =>
      new URL(enquiryFormUrl('https://forms.test/q.html', [''], fields, { cta: 'get-a-quote', parentOrigin: 'https://www.test', postcode }))
        .searchParams;
    expect(url('6725').get('postcode')).toBe('6725');
    expect(url(null).has('postcode')).toBe(false);
    expect(url('67&x=1').has('postcode')).toBe(false);
  });

  it('lists the car, its build and its price, leaving out what the build does not have', () => {
    const fields = { ...fieldsOf(glx()), model_year: '2025', model: 'Triton GLX', colour: 'Red', interior: 'Cloth', option: '' };
    expect(enquirySummary({ ...fields, accessories: 'Towbar, Bull bar', vehicle_price: '$52,490' })).toEqual([
      { label: 'Vehicle', value: '2025 Triton GLX' },
      { label: 'Colour', value: 'Red' },
      { label: 'Interior', value: 'Cloth' },
      { label: 'Accessories', value: 'Towbar, Bull bar' },
      { label: 'Price', value: '$52,490' },
    ]);
  });
});
