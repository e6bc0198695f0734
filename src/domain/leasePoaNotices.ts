/**
 * Price on application under lease, told before it happens (issue 26.4): that a change about
 * to be confirmed would put a weekly lease on application, and a paint that would, where it
 * is offered. Only the configurator screen says these: kept apart from leasePoa.ts so that
 * they come with that screen's code, not the element's first module.
 */
import type { Catalog } from './catalog';
import { poaReason } from './leasePoa';
import { isPoaPaint, isPriceOnApplication, optionPrice, optionPriceText } from './pricing';
import type { Configurable, OptionValue, PricingContext, ResolvedSelection } from './types';

/**
 * Said before a change is confirmed that would put a lease on application (issue 26.4), e.g.
 * 'Confirming this makes prices show POA (price on application): a lease with accessories is
 * priced by your dealer.'; null when the build is already on application or stays weekly.
 */
export function becomesPoaNotice(
  catalog: Catalog,
  before: { resolved: ResolvedSelection; cart: readonly string[] },
  after: { resolved: ResolvedSelection; cart: readonly string[] },
  pricing: PricingContext,
): string | null {
  if (isPriceOnApplication(catalog, before.resolved, before.cart, pricing)) return null;
  const why = poaReason(catalog, after.resolved, after.cart, pricing);
  return why ? `Confirming this makes prices show POA (price on application): ${why.reason}.` : null;
}

/**
 * An exterior's price text where it is offered: as optionPriceText, except that under lease a
 * paint that would put the lease on application says so instead of a weekly price that could
 * never apply ('+ $3 per week', issue 26.4).
 */
export function exteriorPriceText(
  configurable: Configurable,
  value: OptionValue,
  pricing: PricingContext,
  priceOnApplication: boolean,
): string {
  if (!priceOnApplication && isPoaPaint(configurable, value, pricing)) return POA_PAINT;
  return optionPriceText(optionPrice(value, pricing), pricing, priceOnApplication);
}

/** A lease paint's price text when choosing it puts the lease on application. */
export const POA_PAINT = 'POA: lease priced by your dealer';
