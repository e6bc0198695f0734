/** The car as the store names it: its display name beside the model, its model year in a url. */
import { describe, expect, it } from 'vitest';
import { modelYearForUrl, vehicleName } from '../../../src/domain/car';

describe("a vehicle's name", () => {
  it('names the vehicle by range and model', () => {
    expect(vehicleName({ displayName: 'Triton' }, 'GLS')).toBe('Triton GLS');
  });
});

describe('the model year in an asset path (spec 3)', () => {
  it('drops the dash of a model year', () => {
    expect(modelYearForUrl('2024-25')).toBe('202425');
    expect(modelYearForUrl('2025')).toBe('2025');
  });
});
