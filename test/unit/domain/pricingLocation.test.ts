import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePricingLocation, locationLabel } from '../../../src/domain/pricingLocation';

const PERTH = { suburb: 'Perth', state: 'wa', postcode: '6000' };

describe('a pricing location from an untyped value', () => {
  it('reads suburb, state and postcode, trimmed, with the state code in lower case', () => {
    expect(parsePricingLocation(PERTH)).toEqual(PERTH);
    expect(parsePricingLocation({ suburb: ' St Kilda East ', state: ' VIC ', postcode: ' 3183 ' })).toEqual({
      suburb: 'St Kilda East',
      state: 'vic',
      postcode: '3183',
    });
    for (const state of ['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas']) {
      expect(parsePricingLocation({ ...PERTH, state })?.state).toBe(state);
    }
  });

  it('refuses anything that is not one of the eight state codes', () => {
    for (const state of ['Western Australia', 'w a', 'xx', '', 6, null]) expect(parsePricingLocation({ ...PERTH, state })).toBeNull();
  });

  it('refuses a suburb that is missing, blank, too long, or carries markup or control characters', () => {
    for (const suburb of [undefined, '', '   ', 'x'.repeat(101), '<b>Perth</b>', 'Perth\u0007', 123]) {
      expect(parsePricingLocation({ ...PERTH, suburb })).toBeNull();
    }
    expect(parsePricingLocation({ ...PERTH, suburb: 'x'.repeat(100) })?.suburb).toHaveLength(100);
    expect(parsePricingLocation({ ...PERTH, suburb: 'O’Connor' })?.suburb).toBe('O’Connor');
  });

  it('takes the page’s postcode only as four digits of text', () => {
    for (const postcode of ['600', '60000', '6O00', '', 6000, 800, null]) expect(parsePricingLocation({ ...PERTH, postcode })).toBeNull();
  });

  it('takes the look-up’s postcode as text or a number, padding three digits (NT postcodes start with 0)', () => {
    expect(parsePricingLocation({ suburb: 'Darwin', state: 'nt', postcode: 800 }, 'lookup')).toEqual({
      suburb: 'Darwin',
      state: 'nt',
      postcode: '0800',
    });
    expect(parsePricingLocation({ ...PERTH, postcode: ' 0800 ' }, 'lookup')?.postcode).toBe('0800');
    expect(parsePricingLocation({ ...PERTH, postcode: '870' }, 'lookup')?.postcode).toBe('0870');
    expect(parsePricingLocation({ ...PERTH, postcode: 6000 }, 'lookup')?.postcode).toBe('6000');
    for (const postcode of ['80', 80, '60000', 6000.5, 'abc', null])
      expect(parsePricingLocation({ ...PERTH, postcode }, 'lookup')).toBeNull();
    // The suburb and state rules are the page's.
    expect(parsePricingLocation({ ...PERTH, suburb: '<i>x</i>' }, 'lookup')).toBeNull();
    expect(parsePricingLocation({ ...PERTH, state: 'Western Australia' }, 'lookup')).toBeNull();
  });

  it('reads only own properties and survives getters that throw', () => {
    expect(parsePricingLocation(Object.create(PERTH))).toBeNull();
    expect(parsePricingLocation(JSON.parse('{"__proto__": {"suburb": "Perth", "state": "wa", "postcode": "6000"}}'))).toBeNull();
    const hostile = Object.defineProperty({ ...PERTH }, 'suburb', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parsePricingLocation(hostile)).toBeNull();
  });

  it('is null for anything but a location object, and never throws', () => {
    for (const junk of [null, undefined, 'Perth, WA 6000', [PERTH], 6000]) expect(parsePricingLocation(junk)).toBeNull();
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withObjectString: true }),
        fc.constantFrom('page', 'lookup') as fc.Arbitrary<'page' | 'lookup'>,
        (value, sender) => {
          const location = parsePricingLocation(value, sender);
          if (location !== null) expect(location.postcode).toMatch(/^\d{4}$/);
        },
      ),
    );
  });
});

describe('locationLabel', () => {
  it('reads suburb, state code in capitals and postcode', () => {
    expect(locationLabel({ suburb: 'Perth', state: 'wa', postcode: '6000' })).toBe('Perth, WA 6000');
    expect(locationLabel({ suburb: 'Darwin', state: 'nt', postcode: '0800' })).toBe('Darwin, NT 0800');
  });
});
