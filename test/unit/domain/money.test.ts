import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_STORE_PRICE,
  formatMoney,
  formatPriceDifference,
  formatWeeklyPrice,
  roundToCents,
  roundUpDollars,
  validStorePrice,
} from '../../../src/domain/money';

describe('money (spec 9: en-AU, $, thousands separators, +/- prefixes)', () => {
  it('formats dollars with thousands separators', () => {
    expect([formatMoney(0), formatMoney(999), formatMoney(45990), formatMoney(1234567)]).toEqual(['$0', '$999', '$45,990', '$1,234,567']);
  });

  it('shows cents only when there are some, or when asked', () => {
    expect([formatMoney(2221.2), formatMoney(1000, { cents: true }), formatMoney(1.005)]).toEqual(['$2,221.20', '$1,000.00', '$1.01']);
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-1500)).toBe('−$1,500');
  });

  it('prefixes differences with + or -', () => {
    expect([formatPriceDifference(500), formatPriceDifference(-1500), formatPriceDifference(0)]).toEqual(['+ $500', '− $1,500', '$0']);
  });

  it("writes lease prices as '+ $X per week'", () => {
    expect(formatWeeklyPrice(1234)).toBe('+ $1,234 per week');
  });

  it('rounds tray prices up and amounts to cents', () => {
    expect([roundUpDollars(2999.01), roundUpDollars(3000), roundUpDollars(0.1 + 0.2 + 2.7)]).toEqual([3000, 3000, 3]);
    expect(roundToCents(0.1 + 0.2)).toBe(0.3);
  });

  it('never prints NaN', () => {
    expect(formatMoney(Number.NaN)).toBe('$0');
  });

  it('prints the store garbage the issue found as something other than a broken price', () => {
    expect(formatMoney(1.7e308)).not.toMatch(/NaN|Infinity|In,fin/);
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(formatMoney(9007199254740993)).toBe('$9,007,199,254,740,992');
    expect(formatMoney(1e21)).toBe('$1,000,000,000,000,000,000,000');
    expect(formatMoney(12345678901.23)).toBe('$12,345,678,901.23');
  });
});

/** What a money text must look like: optional minus, '$', digits grouped by threes, optional cents. */
const MONEY_TEXT = /^−?\$(0|[1-9]\d{0,2}(,\d{3})*)(\.\d{2})?$/;

describe('money formatting is total (property)', () => {
  it('prints every double, NaN and ±Infinity included, as well-grouped money without NaN, Infinity or an exponent', () => {
    fc.assert(
      fc.property(fc.double(), fc.boolean(), (amount, cents) => {
        const text = formatMoney(amount, { cents });
        expect(text).toMatch(MONEY_TEXT);
        expect(text).not.toMatch(/NaN|Infinity|e/i);
      }),
      { numRuns: 2000 },
    );
  });

  it('prints a difference as "+ $X", "− $X" or "$0" for every double', () => {
    fc.assert(
      fc.property(fc.double(), (amount) => {
        expect(formatPriceDifference(amount)).toMatch(/^([+−] )?\$(0|[1-9]\d{0,2}(,\d{3})*)(\.\d{2})?$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the digits of any whole number of dollars up to the store bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_STORE_PRICE }), (dollars) => {
        expect(formatMoney(dollars).replace(/[$,]/g, '')).toBe(String(dollars));
      }),
    );
  });

  it('keeps every cent of amounts up to the store bound', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_STORE_PRICE * 100 }), (cents) => {
        const expected = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(formatMoney(cents / 100, { cents: true }).replace(/[$,]/g, '')).toBe(expected);
      }),
    );
  });
});

describe('store prices (issue 16: no wrong price is shown)', () => {
  it('accepts 0 to $10,000,000', () => {
    expect([validStorePrice(0), validStorePrice(35990), validStorePrice(149.95), validStorePrice(10_000_000)]).toEqual([
      0, 35990, 149.95, 10_000_000,
    ]);
  });

  it('refuses negative, non-finite, absurd and non-number prices', () => {
    const junk = [-35990, -0.01, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1.7e308, 9007199254740993, 10_000_000.01];
    expect(junk.map(validStorePrice)).toEqual(junk.map(() => null));
    expect([validStorePrice('35990'), validStorePrice(null), validStorePrice(undefined), validStorePrice({})]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('every accepted price is one the formatter prints without a minus (property)', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const price = validStorePrice(value);
        if (price !== null) expect(formatMoney(price)).toMatch(/^\$/);
        else expect(Number.isFinite(value) && value >= 0 && value <= MAX_STORE_PRICE).toBe(false);
      }),
    );
  });
});
