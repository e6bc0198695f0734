import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvedOf, type EngineContext } from '../../../src/domain/build';
import { MAX_STORE_PRICE } from '../../../src/domain/money';
import { priceProblemText } from '../../../src/domain/priceProblemText';
import {
  buildTotal,
  isOfferMissing,
  isPriceOnApplication,
  itemName,
  optionPriceText,
  summaryDetails,
  vehiclePriceDisplay,
  cartLines,
  modelBasePrice,
  offerPriceProblem,
  vehicleOffer,
} from '../../../src/domain/pricing';
import { resolveSelection } from '../../../src/domain/selection';
import type { OffersByCustomer } from '../../../src/domain/types';
import { stepsOf, visitArb } from '../../support/arbitraries';
import {
  BUSINESS_NSW,
  CAB_CHASSIS,
  LEASE_NSW,
  PRIVATE_NSW,
  RED,
  WHITE,
  accessory,
  model,
  offer,
  testBuild,
  tray,
  trayPaint,
  CLOTH,
  LEATHER,
  PREMIUM,
  offers,
  optionValue,
} from '../../support/catalogFactory';

describe('drive-away total (spec 9)', () => {
  it('adds the vehicle offer price, options and accessories', () => {
    const t = testBuild({ models: [model('GLX', { price: 40000 })], accessories: [accessory('A', { price: 250 })], cart: ['A'] }).choose(
      'exterior',
      RED.valueIndex,
    );
    expect(t.total).toBe(40000 + 700 + 250);
  });

  it("takes a variant's own offer as already pricing its colour, adding only accessories", () => {
    // The store prices each variant: White 40,000, Red 40,740 (its +$740 option is inside that price).
    const variantOffers = (sku: string) => ({ private: offer(sku.endsWith(`-${RED.valueIndex}`) ? 40740 : 40000) });
    const t = testBuild({
      models: [model('GLX', { price: 40000, variantOffers })],
      accessories: [accessory('A', { price: 250 })],
      cart: ['A'],
    }).choose('exterior', RED.valueIndex);
    expect(t.total).toBe(40740 + 250);
  });

  it('counts a missing part as 0 and returns a warning', () => {
    const t = testBuild({ accessories: [accessory('A', { price: null })], cart: ['A'] });
    const total = buildTotal(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW);
    expect([total.total, total.warnings.length]).toEqual([40000, 1]);
  });

  it('uses the business offer for business customers', () => {
    expect(testBuild({ pricing: BUSINESS_NSW }).total).toBe(39000);
  });

  it('gives a weekly lease total without accessories', () => {
    const t = testBuild({ pricing: LEASE_NSW, models: [model('GLX', { price: 42000 })], accessories: [accessory('A')], cart: ['A'] });
    expect(buildTotal(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toMatchObject({ total: 140, weekly: true });
  });
});

describe('price on application (spec 4, 5)', () => {
  it('applies under lease with accessories in the cart', () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A')], cart: ['A'] });
    expect(isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toBe(true);
  });

  it('does not count the compatible tray', () => {
    const t = testBuild({ pricing: LEASE_NSW, models: [model('CC', { subrange: CAB_CHASSIS })], accessories: [tray('T', 3000)] });
    expect([t.cart, isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)]).toEqual([['T'], false]);
  });

  it('applies under lease with an exterior dearer than the base exterior', () => {
    const t = testBuild({ pricing: LEASE_NSW }).choose('exterior', RED.valueIndex);
    expect(isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toBe(true);
  });

  it('never applies to drive-away pricing', () => {
    const t = testBuild({ accessories: [accessory('A')], cart: ['A'] }).choose('exterior', RED.valueIndex);
    expect(isPriceOnApplication(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toBe(false);
  });

  it("shows 'POA' with no marker when on application", () => {
    const t = testBuild({ pricing: LEASE_NSW });
    expect(vehiclePriceDisplay(t.resolved, LEASE_NSW, true, 140)).toEqual({ text: 'POA', marker: '' });
  });
});

describe('price text', () => {
  it("shows lease option prices as '+ $X per week'", () => {
    expect(optionPriceText(3, LEASE_NSW, false)).toBe('+ $3 per week');
  });

  it('shows drive-away prices with the customer marker', () => {
    const t = testBuild();
    expect(vehiclePriceDisplay(t.resolved, PRIVATE_NSW, false, 45990)).toEqual({ text: '$45,990', marker: '*' });
    expect(vehiclePriceDisplay(t.resolved, BUSINESS_NSW, false, 45990)?.marker).toBe('#');
  });

  it('renders no price when the store has no offer for the customer type', () => {
    const t = testBuild({ models: [model('GLX', { variantOffers: () => ({}) })] });
    expect(
      vehiclePriceDisplay({ ...t.resolved, configurable: { ...t.resolved.configurable, offers: {} } }, PRIVATE_NSW, false, 0),
    ).toBeNull();
  });

  it('tells a missing offer (the store answered null for the key) from prices still loading (the key not there yet)', () => {
    const t = testBuild();
    const withOffers = (offers: OffersByCustomer) => ({ ...t.resolved, configurable: { ...t.resolved.configurable, offers } });
    const privateOnly = withOffers({ private: offer(45990) });
    // Only the private prices are in: business and lease are loading, private is there.
    expect([
      isOfferMissing(privateOnly, PRIVATE_NSW),
      isOfferMissing(privateOnly, BUSINESS_NSW),
      isOfferMissing(privateOnly, LEASE_NSW),
    ]).toEqual([false, false, false]);
    // Business and lease answered: business has no price, lease has one.
    const answered = withOffers({ private: offer(45990), business: null, mmba: offer(150) });
    expect([isOfferMissing(answered, BUSINESS_NSW), isOfferMissing(answered, LEASE_NSW)]).toEqual([true, false]);
    // A variant's own offer counts even where the model has none.
    const variantPriced = { ...answered, variant: { ...answered.variant, offers: { business: offer(44990) } } };
    expect(isOfferMissing(variantPriced, BUSINESS_NSW)).toBe(false);
  });

  it('gives the summary details of the chosen model and options', () => {
    const t = testBuild().choose('exterior', RED.valueIndex);
    expect(summaryDetails(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toEqual({
      model: 'GLX',
      price: '$40,000*',
      exteriorLabel: 'Red Diamond',
      exteriorPrice: '+ $700',
      interiorLabel: null,
      interiorPrice: null,
      optionLabel: null,
      optionPrice: null,
    });
    void WHITE;
  });
});

describe("an item's name as 'Your build' shows it", () => {
  it('adds an accessory colour after its title unless the title already names it', () => {
    expect(itemName('Tow bar', 'Jet Black')).toBe('Tow bar, Jet Black');
    expect(itemName('Bonnet protector Jet Black', 'Jet Black')).toBe('Bonnet protector Jet Black');
    expect(itemName('Tow bar', null)).toBe('Tow bar');
  });
});

describe('cart lines of the summary (spec 4, 5, 9)', () => {
  it('lists each cart sku with its title, colour and price difference in cart order', () => {
    const t = testBuild({
      accessories: [accessory('A', { title: 'Tow bar', price: 1250 }), accessory('B', { title: 'Mats', price: 199, colours: [['Black']] })],
      cart: ['A', 'B-Black'],
    });
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toEqual([
      { sku: 'A', name: 'Tow bar', title: 'Tow bar', colourLabel: null, priceText: '+ $1,250', contents: [] },
      { sku: 'B-Black', name: 'B Black', title: 'B Black', colourLabel: 'Black', priceText: '+ $199', contents: [] },
    ]);
  });

  it('prices a tray against the compatible tray and rounds paint up', () => {
    const t = testBuild({
      models: [model('CC', { subrange: CAB_CHASSIS })],
      accessories: [tray('T1', 2999.2), tray('T2', 4100.5), trayPaint('P', 'alloy', [['Black', 450.4]])],
    });
    const first = cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW);
    expect(first).toEqual([{ sku: 'T1', name: 'T1', title: 'T1', colourLabel: null, priceText: '$0', contents: [] }]);
    t.selectTray('T2').selectPaint('P-Black');
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW).map((line) => line.priceText)).toEqual(['+ $1,101', '+ $451']);
  });

  it("shows 'POA' under lease for a priced accessory", () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A', { price: 300 })], cart: ['A'] });
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)[0]?.priceText).toBe('POA');
  });

  it('names what a pack contains, nested packs included (issue 26.3)', () => {
    const t = testBuild({
      accessories: [
        accessory('PACK', { title: 'Protection Pack', includes: ['PLATE', 'MINI'] }),
        accessory('MINI', { title: 'Mini pack', includes: ['FLAPS'] }),
        accessory('PLATE', { title: 'Bash plate' }),
        accessory('FLAPS', { title: 'Mud flaps' }),
      ],
      cart: ['PACK'],
    });
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)[0]?.contents).toEqual(['Bash plate', 'Mini pack', 'Mud flaps']);
  });

  it('is empty for an empty cart', () => {
    const t = testBuild();
    expect(cartLines(t.ctx.catalog, t.resolved, [], PRIVATE_NSW)).toEqual([]);
  });
});

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

/**
 * Prices that make no sense are no price (issue 26.7, spec 5): an option priced above its
 * variant, an offer without a price, a vehicle dearer than MAX_STORE_PRICE.
 */

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
