/** What the price shown is for until a state prices it (issue 26.8, spec 9: the state price when available). */
import { describe, expect, it } from 'vitest';
import { nationalPriceNote } from '../../../src/domain/priceScope';

describe('the national price note', () => {
  it("says 'National price' while no state is known", () => {
    expect(nationalPriceNote(null)).toBe('National price');
  });

  it('says nothing once a state prices the offer', () => {
    expect(nationalPriceNote('nsw')).toBeNull();
    expect(nationalPriceNote('wa')).toBeNull();
  });
});
