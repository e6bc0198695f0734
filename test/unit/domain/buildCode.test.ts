import { describe, expect, it } from 'vitest';
import { buildCode, checkDigit, expGolomb, grouped, widthFor } from '../../../src/domain/buildCode';
import { accessory, catalogOf, model, WHITE } from '../../support/catalogFactory';

// The codes below were computed by test/support/buildCodeReference.py, an independent Python
// reference of the bit layout (python3 test/support/buildCodeReference.py), not by the code under test.
const catalog = catalogOf({
  models: [model('GLX', { exteriors: [WHITE] })],
  accessories: [accessory('A'), accessory('B'), accessory('C')],
});
const RANGES = ['triton', 'asx'];

describe('build code', () => {
  it('writes a build as Base32 digits in groups of four with a check digit', () => {
    expect(buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: ['C', 'B'] })).toBe('W001-8MFT-4E6');
    expect(buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: [] })).toBe('W001-NNZ');
  });

  it('is the same whatever order the cart was filled in', () => {
    const one = buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: ['A', 'C', 'B'] });
    expect(buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: ['B', 'A', 'C'] })).toBe(one);
  });

  it('does not change when the catalog lists its models or accessories in another order', () => {
    const reordered = catalogOf({
      models: [model('GLX', { exteriors: [WHITE] })],
      accessories: [accessory('C'), accessory('A'), accessory('B')],
    });
    expect(buildCode(RANGES, reordered, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: ['C', 'B'] })).toBe('W001-8MFT-4E6');
  });

  it('has no code for a build the catalog does not sell (or before its accessories are in)', () => {
    expect(buildCode(RANGES, catalog, { range: 'ralliart', model: 'GLX', variant: 'GLX-1', cart: [] })).toBeNull();
    expect(buildCode(RANGES, catalog, { range: 'triton', model: 'GLS', variant: 'GLX-1', cart: [] })).toBeNull();
    expect(buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-2', cart: [] })).toBeNull();
    expect(buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: ['D'] })).toBeNull();
  });

  it('uses no look-alike letters', () => {
    const code = buildCode(RANGES, catalog, { range: 'triton', model: 'GLX', variant: 'GLX-1', cart: ['A', 'B', 'C'] })!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z-]+$/);
  });
});

describe('build code parts', () => {
  it('check digit: the digits weighted by powers of 2 in GF(32), times 2', () => {
    // [1]: 1·2 = 2; [1, 0]: (1·2 + 0)·2 = 4; [16]: 16·2 = 32 = x^5 → x^2 + 1 = 5.
    expect(checkDigit([1])).toBe(2);
    expect(checkDigit([1, 0])).toBe(4);
    expect(checkDigit([16])).toBe(5);
  });

  it('Exp-Golomb of orders 0, 1 and 5, widths and groups', () => {
    expect([0, 1, 2, 3, 6].map((n) => expGolomb(n))).toEqual(['1', '010', '011', '00100', '00111']);
    expect([0, 1, 2, 5].map((n) => expGolomb(n, 1))).toEqual(['10', '11', '0100', '0111']);
    expect([0, 31, 32, 95, 96].map((n) => expGolomb(n, 5))).toEqual(['100000', '111111', '01000000', '01111111', '0010000000']);
    expect([0n, 1n, 2n, 3n, 4n, 5n, 32n, 33n].map((n) => widthFor(n))).toEqual([0, 0, 1, 2, 2, 3, 5, 6]);
    expect(grouped('K7F29QX4M')).toBe('K7F2-9QX4-M');
  });
});
