import { describe, expect, it } from 'vitest';
import { vehicleName } from '../../../src/domain/car';
import { leaseTerms } from '../../../src/domain/offers';
import { itemName } from '../../../src/domain/pricing';
import { BUSINESS_NSW, LEASE_NSW, PRIVATE_NSW } from '../../support/catalogFactory';

describe("names and terms as 'Your build' shows them", () => {
  it('adds an accessory colour after its title unless the title already names it', () => {
    expect(itemName('Tow bar', 'Jet Black')).toBe('Tow bar, Jet Black');
    expect(itemName('Bonnet protector Jet Black', 'Jet Black')).toBe('Bonnet protector Jet Black');
    expect(itemName('Tow bar', null)).toBe('Tow bar');
  });

  it('names the vehicle by range and model', () => {
    expect(vehicleName({ displayName: 'Triton' }, 'GLS')).toBe('Triton GLS');
  });

  it('shows the lease terms only under lease (spec 9)', () => {
    expect(leaseTerms(LEASE_NSW)).toEqual(['24 to 60 Months', '15,000km/Year']);
    expect(leaseTerms(PRIVATE_NSW)).toEqual([]);
    expect(leaseTerms(BUSINESS_NSW)).toEqual([]);
  });
});
