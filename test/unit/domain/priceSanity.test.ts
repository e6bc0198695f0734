/**
 * Prices that make no sense are no price (issue 26.7, spec 5): an option priced above its
 * variant, an offer without a price, a vehicle dearer than MAX_STORE_PRICE.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STORE_PRICE } from '../../../src/domain/money';
import { modelBasePrice, offerPriceProblem, vehicleOffer, vehiclePriceDisplay } from '../../../src/domain/pricing';
import { priceProblemText } from '../../../src/domain/priceProblemText';
import { resolveSelection } from '../../../src/domain/selection';
import { PRIVATE_NSW, WHITE, model, offer, offers, optionValue, testBuild } from '../../support/catalogFactory';

const GOLD = (price: number) => optionValue('Gold', 5, price);

/** A GLX whose variants carry their own offer at `variantPrice`, in White (+$0) or Gold (+`goldPrice`), Gold chosen. */
function goldGlx(variantPrice: number, goldPrice: number) {
  const t = testBuild({
    models: [model('GLX', { exteriors: [WHITE, GOLD(goldPrice)], variantOffers: () => offers(variantPrice) })],
    optionSku: 'GLX-5',
  });
  return { t, resolved: resolveSelection(t.ctx.catalog, t.build.selections)! };
}

describe('a price sanity rule (issue 26.7)', () => {
  it('gives no offer, with the reason, when an option is priced above its variant', () => {
    const { resolved } = goldGlx(40000, 50000);
    expect(priceProblemText(offerPriceProblem(resolved, PRIVATE_NSW)!)).toBe(
      "its options' prices ($50,000) exceed the offer price ($40,000)",
    );
    expect(vehicleOffer(resolved, PRIVATE_NSW)).toBeNull();
    expect(modelBasePrice(resolved, PRIVATE_NSW)).toBeNull();
  });

  it('keeps a consistent offer: the base is the variant price less its options', () => {
    const { resolved } = goldGlx(40000, 700);
    expect(offerPriceProblem(resolved, PRIVATE_NSW)).toBeNull();
    expect(modelBasePrice(resolved, PRIVATE_NSW)).toBe(39300);
  });

  it('gives no offer when the offer has no price for the context', () => {
    const t = testBuild({ models: [{ ...model('GLX'), offers: { private: offer(null) } }] });
    const resolved = resolveSelection(t.ctx.catalog, t.build.selections)!;
    expect(priceProblemText(offerPriceProblem(resolved, PRIVATE_NSW)!)).toBe('the offer has no price');
    expect(vehicleOffer(resolved, PRIVATE_NSW)).toBeNull();
  });

  it('gives no offer when options take the vehicle above MAX_STORE_PRICE', () => {
    const t = testBuild({
      models: [model('GLX', { price: MAX_STORE_PRICE, exteriors: [WHITE, GOLD(MAX_STORE_PRICE)] })],
      optionSku: 'GLX-5',
    });
    const resolved = resolveSelection(t.ctx.catalog, t.build.selections)!;
    expect(priceProblemText(offerPriceProblem(resolved, PRIVATE_NSW)!)).toBe("the vehicle's price ($20,000,000) is above $10,000,000");
  });

  it('never shows a negative or absurd vehicle or grade price, whatever the store prices (property)', () => {
    const storePrice = fc.integer({ min: 0, max: MAX_STORE_PRICE });
    fc.assert(
      fc.property(storePrice, storePrice, fc.boolean(), (variantPrice, goldPrice, ownOffer) => {
        const spec = ownOffer ? { variantOffers: () => offers(variantPrice) } : { price: variantPrice };
        const t = testBuild({ models: [model('GLX', { exteriors: [WHITE, GOLD(goldPrice)], ...spec })], optionSku: 'GLX-5' });
        const resolved = resolveSelection(t.ctx.catalog, t.build.selections)!;
        const base = modelBasePrice(resolved, PRIVATE_NSW);
        if (base !== null) expect(base).toBeGreaterThanOrEqual(0);
        const display = vehiclePriceDisplay(resolved, PRIVATE_NSW, false, t.total);
        if (display !== null) {
          expect(display.text).not.toMatch(/[-−]/);
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(t.total).toBeLessThanOrEqual(MAX_STORE_PRICE);
        }
      }),
      { numRuns: 200 },
    );
  });
});
