/** Markers (spec 5, 9): one meaning each, as the store's disclaimers use them; a customer type's disclaimer is asked for. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getStoreConfigDetailsQuery } from '../../../src/data/queries';
import { BALLOON_MARKER, MARKERS, PRICE_MARKERS, priceMarker } from '../../../src/domain/disclaimers';
import { CUSTOMER_TYPES } from '../../../src/domain/types';

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
