import { describe, expect, it } from 'vitest';
import { ctaForDrawer, isLeadFormVisible } from '../../../src/domain/leadForm';

describe('the CTA a drawer stores (spec 4, 7)', () => {
  it('stores the CTA of each drawer', () => {
    expect(ctaForDrawer('Get a Dealer Quote')).toBe('get-a-quote');
    expect(ctaForDrawer('Book a Test Drive')).toBe('book-a-test-drive');
  });
});

describe('lead form visibility (spec 5)', () => {
  it('is visible while a drawer shows its form, not once the thank-you replaces it, nor with no drawer', () => {
    expect(isLeadFormVisible('Get a Dealer Quote', false)).toBe(true);
    expect(isLeadFormVisible('Book a Test Drive', true)).toBe(false);
    expect(isLeadFormVisible(null, false)).toBe(false);
  });
});
