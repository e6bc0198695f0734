import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvedOf, type EngineContext } from '../../../src/domain/build';
import {
  buildTotal,
  cartLines,
  isPriceOnApplication,
  modelBasePrice,
  summaryDetails,
  vehiclePriceDisplay,
} from '../../../src/domain/pricing';
import { stepsOf, visitArb } from '../../support/arbitraries';
import { CLOTH, LEATHER, PREMIUM, PRIVATE_NSW, RED, WHITE, accessory, model, offers, testBuild } from '../../support/catalogFactory';

/** Cents of a shown price: '$35,990*' → 3599000, '+ $740' → 74000, '− $1,250.50' → -125050, '$3 per week^' → 300. */
function shownCents(text: string): number {
  const match = /^([+−] )?\$([\d,]+)(?:\.(\d{2}))?( per week)?[*#^]?$/.exec(text);
  if (!match) throw new Error(`not a price: ${text}`);
  const cents = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3] ?? '0');
  return match[1] === '− ' ? -cents : cents;
}

/** Everything 'Your build' shows for a build: the model and option lines, the cart lines and the total. */
function shownBuild(ctx: EngineContext, build: Parameters<typeof resolvedOf>[1]) {
  const resolved = resolvedOf(ctx, build)!;
  const details = summaryDetails(ctx.catalog, resolved, build.cart, ctx.pricing);
  const poa = isPriceOnApplication(ctx.catalog, resolved, build.cart, ctx.pricing);
  const total = vehiclePriceDisplay(resolved, ctx.pricing, poa, buildTotal(ctx.catalog, resolved, build.cart, ctx.pricing).total);
  const lines = [
    details.price,
    details.exteriorPrice,
    details.interiorPrice,
    details.optionPrice,
    ...cartLines(ctx.catalog, resolved, build.cart, ctx.pricing).map((line) => line.priceText),
  ].filter((text): text is string => text !== null);
  return { lines, total: total ? `${total.text}${total.marker}` : null };
}

describe("'Your build' adds up (spec 9 'Summary details')", () => {
  it('lists lines that sum exactly to the total shown, for every customer type, state and generated build', () => {
    fc.assert(
      fc.property(visitArb(10), (visit) => {
        const { ctx } = visit;
        for (const { build } of stepsOf(visit)) {
          const shown = shownBuild(ctx, build);
          if (shown.total === null) continue;
          if (shown.total === 'POA') {
            // On application every price in the build is on application too (spec 5).
            expect(shown.lines.every((line) => line === 'POA' || line === '$0')).toBe(true);
            expect(shown.lines[0]).toBe('POA');
            continue;
          }
          expect(shown.lines.reduce((sum, line) => sum + shownCents(line), 0)).toBe(shownCents(shown.total));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('prices the model line at its base colour, interior and pack when the variant carries its own offer', () => {
    // The maker's store prices each variant: GLS $50,000 base, Red +$700, Leather +$1,500, Premium +$2,000.
    const gls = model('GLS', {
      exteriors: [WHITE, RED],
      interiors: [CLOTH, LEATHER],
      packs: [PREMIUM],
      price: 50000,
      variantOffers: (sku) => offers(50000 + (sku.includes('-2-') ? 700 : 0) + (sku.includes('-11-') ? 1500 : 0) + 2000),
    });
    const t = testBuild({ models: [gls], accessories: [accessory('TB', { price: 1250 })], cart: ['TB'] })
      .choose('exterior', RED.valueIndex)
      .choose('interior', LEATHER.valueIndex);
    expect(summaryDetails(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toMatchObject({
      price: '$50,000*',
      exteriorPrice: '+ $700',
      interiorPrice: '+ $1,500',
      optionPrice: '+ $2,000',
    });
    // 50,000 + 700 + 1,500 + 2,000 + 1,250
    expect(t.total).toBe(55450);
  });

  it("keeps a grade's price in the Model list when a dearer paint is chosen", () => {
    const priced = (sku: string) => offers(45000 + (sku.includes('-2') ? 700 : 0));
    const t = testBuild({ models: [model('GLX', { price: 45000, variantOffers: priced })] });
    expect(modelBasePrice(t.resolved, PRIVATE_NSW)).toBe(45000);
    t.choose('exterior', RED.valueIndex);
    expect(modelBasePrice(t.resolved, PRIVATE_NSW)).toBe(45000);
  });
});
