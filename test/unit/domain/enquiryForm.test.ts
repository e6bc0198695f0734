import { describe, expect, it } from 'vitest';
import {
  enquiryFormUrl,
  enquiryHiddenFields,
  enquirySummary,
  urlWithoutFormExcludedParams,
  type EnquiryHiddenFields,
} from '../../../src/domain/enquiryForm';
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

/** The hidden fields of a test build (its catalog, variant, build and pricing), the quote drawer's, with `changes` applied. */
function fieldsOf(t: ReturnType<typeof testBuild>, changes: Partial<Parameters<typeof enquiryHiddenFields>[0]> = {}): EnquiryHiddenFields {
  return enquiryHiddenFields({
    car: CAR,
    catalog: t.ctx.catalog,
    resolved: t.resolved,
    build: t.build,
    pricing: t.ctx.pricing,
    drawer: QUOTE,
    url: 'https://www.test/bp#/triton',
    buildCode: 'K7F2-9QX4-M',
    ...changes,
  });
}

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
      build_code: 'K7F2-9QX4-M',
    });
  });

  it('adds the colour to an accessory title that does not name it', () => {
    const t = testBuild({ accessories: [accessory('MAT', { title: 'Floor mats', colours: [['Grey']] })], cart: [] });
    const build = { ...t.build, cart: ['MAT-Grey'] };
    const fields = fieldsOf(t, { build });
    // The factory's variant title is 'MAT Grey', which names its colour.
    expect(fields.accessories).toBe('MAT Grey');
    const untitled = { ...t.ctx.catalog, bySku: new Map(t.ctx.catalog.bySku) };
    const entry = untitled.bySku.get('MAT-Grey')!;
    untitled.bySku.set('MAT-Grey', { ...entry, variant: { ...entry.variant!, title: 'Floor mats' } });
    expect(fieldsOf(t, { catalog: untitled, build }).accessories).toBe('Floor mats (Grey)');
  });

  it('carries the calculator values once the visitor used finance', () => {
    const t = glx();
    const build = {
      ...t.build,
      financeSelected: true,
      finance: { calculatorAmount: 50000, deposit: 5000, balloon: 10000, interestRate: 7.5, loanTerm: 3, paymentFrequency: 12 as const },
    };
    const fields = fieldsOf(t, { build, drawer: TEST_DRIVE });
    expect([fields.deposit, fields.balloon, fields.interest_rate, fields.loan_term]).toEqual(['5000', '10000', '7.5', '3']);
    expect(fields.form_name).toBe('Book a Test Drive');
  });

  it('carries the calculator defaults (no deposit or balloon, one year) when the Finance tab is open untouched', () => {
    const t = glx();
    const build = { ...t.build, financeSelected: true, finance: null };
    const fields = fieldsOf(t, { build });
    expect([fields.deposit, fields.balloon, fields.interest_rate, fields.loan_term]).toEqual(['0', '0', '', '1']);
  });

  it('has no finance and a weekly price under lease, with the MMBA lead type', () => {
    const t = glx([], LEASE_NSW);
    const build = { ...t.build, financeSelected: true };
    const fields = fieldsOf(t, { build });
    expect(fields.lead_type).toBe('MMBA PRICE QUOTE');
    expect([fields.deposit, fields.balloon, fields.interest_rate, fields.loan_term]).toEqual(['', '', '', '']);
    // Lease: a dearer colour (Red) puts the price on application (spec 4).
    expect(fields.vehicle_price).toBe('POA');
    const white = testBuild({ models: [model('GLX', { name: 'GLX', price: 45990 })], pricing: LEASE_NSW });
    // 45,990 / 300 rounded = 153 per week (the factory's weekly offer).
    expect(fieldsOf(white).vehicle_price).toBe('$153 per week');
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
    const fields = fieldsOf(t, { url: 'https://www.test/#/triton?gclid=x&a=1' });
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
      { label: 'Build code', value: 'K7F2-9QX4-M' },
    ]);
    expect(enquirySummary({ ...fields, build_code: '' }).map((line) => line.label)).not.toContain('Build code');
  });
});
