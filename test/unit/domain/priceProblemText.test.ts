/** A price problem in words, for the console error the footer logs (issue 26.7). */
import { describe, expect, it } from 'vitest';
import { priceProblemText } from '../../../src/domain/priceProblemText';

describe('a price problem in words', () => {
  it('says an offer has no price', () => {
    expect(priceProblemText({ kind: 'no-price' })).toBe('the offer has no price');
  });

  it("names the options' prices and the offer price, as money, when the options cost more", () => {
    expect(priceProblemText({ kind: 'options-exceed-offer', options: 50000, price: 40000 })).toBe(
      "its options' prices ($50,000) exceed the offer price ($40,000)",
    );
  });

  it("names the vehicle's price and the $10,000,000 ceiling when it is above it", () => {
    expect(priceProblemText({ kind: 'above-max', vehicle: 12500000 })).toBe("the vehicle's price ($12,500,000) is above $10,000,000");
  });
});
