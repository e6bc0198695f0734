import { describe, expect, it } from 'vitest';
import { formatMoney, formatPriceDifference, formatWeeklyPrice, roundToCents, roundUpDollars } from '../../../src/domain/money';

describe('money (spec 9: en-AU, $, thousands separators, +/- prefixes)', () => {
  it('formats dollars with thousands separators', () => {
    expect([formatMoney(0), formatMoney(999), formatMoney(45990), formatMoney(1234567)]).toEqual(['$0', '$999', '$45,990', '$1,234,567']);
  });

  it('shows cents only when there are some, or when asked', () => {
    expect([formatMoney(2221.2), formatMoney(1000, { cents: true }), formatMoney(1.005)]).toEqual(['$2,221.20', '$1,000.00', '$1.01']);
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-1500)).toBe('-$1,500');
  });

  it('prefixes differences with + or -', () => {
    expect([formatPriceDifference(500), formatPriceDifference(-1500), formatPriceDifference(0)]).toEqual(['+ $500', '- $1,500', '$0']);
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
});
