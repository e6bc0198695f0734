import { describe, expect, it } from 'vitest';
import { isComparisonQuery } from '../../../src/domain/comparisonParams';

describe('telling a comparison link by its parameters (issue 32.5)', () => {
  it('is one with any parameter of either side, whole or damaged', () => {
    for (const query of ['?a-range=triton', '#/?x=1&b-option-sku=', '?a-name=For%20Sam', 'b-accessories=A,B', '?%61-range=triton']) {
      expect(isComparisonQuery(query)).toBe(true);
    }
  });

  it('is not one without: a build link, the selector, another prefix, junk', () => {
    for (const query of [
      '',
      '?',
      '?model-selection=A&option-sku=B',
      '?priced-for=private.drive-away',
      '?c-range=triton',
      '?a-colour=red',
      '%E0%A4%A',
      undefined,
      42,
    ]) {
      expect(isComparisonQuery(query)).toBe(false);
    }
  });
});
