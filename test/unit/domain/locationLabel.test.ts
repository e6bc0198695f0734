import { describe, expect, it } from 'vitest';
import { locationLabel } from '../../../src/domain/pricingLocation';

describe('locationLabel', () => {
  it('reads suburb, state code in capitals and postcode', () => {
    expect(locationLabel({ suburb: 'Perth', state: 'wa', postcode: '6000' })).toBe('Perth, WA 6000');
    expect(locationLabel({ suburb: 'Darwin', state: 'nt', postcode: '0800' })).toBe('Darwin, NT 0800');
  });
});
