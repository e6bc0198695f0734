/**
 * For a build to order, the closest build a dealer has in stock (issue 32.2): the smallest change
 * to the visitor's choices that gets the build onto a variant in stock, keeping the most recent
 * choices (the reach engine's preferred minimal diagnosis, reach.ts), the closest variant for
 * the rest (spec 4's rule), the cart as an option change plans it; as a proposal the modal shows,
 * itemised with prices, applied on one Confirm. Accessories never make a build unavailable, so
 * they are given up only where the vehicle in stock cannot take them. Loaded lazily, with the
 * reach engine, when the visitor first asks.
 */
import { resolvedOf, settled, totalOf, type EngineContext } from './build';
import { combinationKey, type Catalog, type Combination } from './catalog';
import { newPaintLabel } from './buildTransitions';
import { cartDiff, fixedBuildProposal, reachAmong, reachSteps } from './reach';
import { STOCK_COPY } from './stock';
import type { Build, BuildChoice, ProposedChange, ReachStep } from './types';

/** The way from a build to order to the closest build in stock, with the prices. */
export interface StockOffer {
  /** The build as it was (settled); cancel returns it. */
  base: Build;
  /** The build in stock accepting gives. */
  build: Build;
  /** The visitor's choices given up, oldest first. */
  dropped: readonly BuildChoice[];
  /** The groups that change, in the form's order. */
  steps: readonly ReachStep[];
  /** Cart skus that leave, and that join, in cart order. */
  removed: readonly string[];
  added: readonly string[];
  priceChange: number;
  newTotal: number;
}

/**
 * The closest build in stock to a build to order; null when the build is in stock or its stock is
 * not known (nothing to offer), or when nothing in the range is in stock.
 */
export function closestInStock(ctx: EngineContext, build: Build): StockOffer | null {
  const base = settled(build);
  if (resolvedOf(ctx, base)?.variant.stock !== 'out-of-stock') return null;
  const inStock = ctx.catalog.combinations.filter((combo) => combo.variant.stock === 'in-stock' && formReaches(ctx.catalog, combo));
  if (inStock.length === 0) return null;
  const found = reachAmong(ctx, base, inStock, base.choiceOrder);
  if (!found) return null;
  const newTotal = totalOf(ctx, found.build);
  return {
    base,
    build: found.build,
    dropped: found.dropped,
    steps: reachSteps(ctx, base, found.build, null),
    ...cartDiff(base.cart, found.build.cart),
    priceChange: newTotal - totalOf(ctx, base),
    newTotal,
  };
}

/**
 * Whether choosing a combination's values in the form opens that combination: a second model the
 * store lists with the same choices as an earlier one is never opened (the first is, catalog.ts
 * combinationByKey), so its stock cannot be offered.
 */
function formReaches(catalog: Catalog, combo: Combination): boolean {
  return catalog.combinationByKey.get(combinationKey(combo.values)) === combo;
}

/**
 * The proposal for an offer: the build in stock as the item, every change itemised with its price
 * by the modal (proposalPrices), and, when the paint changes, the colour-matched accessories asked
 * about as a paint change asks (spec 4).
 */
export function stockOfferProposal(ctx: EngineContext, offer: StockOffer): ProposedChange {
  const resolved = resolvedOf(ctx, offer.build);
  const { model, bodyStyle } = offer.build.selections;
  return fixedBuildProposal(ctx, offer.base, offer.build, offer.newTotal, {
    trigger: { kind: 'in-stock', build: offer.build },
    header: STOCK_COPY.offerHeader,
    subHeader: STOCK_COPY.offerSubHeader,
    itemBeingUpdated: {
      action: 'add',
      itemType: 'model',
      sku: resolved?.variant.sku ?? '',
      title: [model, bodyStyle].filter((part) => part !== null).join(' '),
      // Only a real change (issue 35): the new paint when the offer repaints the car.
      colourLabel: resolved ? newPaintLabel(offer.base, resolved) : null,
      price: offer.newTotal,
      imageUrl: null,
    },
  });
}
