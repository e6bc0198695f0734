/**
 * Price on application under lease, told where it matters (spec 4 "Price on application",
 * issue 26.4): why prices show POA, naming every cause; that a change about to be confirmed
 * would put them on application; and a paint that would, where it is offered.
 */
import type { Catalog } from './catalog';
import { isPoaPaint, isPriceOnApplication, optionPrice, optionPriceText, poaCauses } from './pricing';
import { chosenOptionValue, optionValues } from './selection';
import type { Configurable, OptionValue, PricingContext, ResolvedSelection } from './types';

/**
 * Why a lease is on application, naming every cause (a paint, accessories, or both), e.g.
 * 'a lease in Red Diamond with accessories is priced by your dealer', with the way back to a
 * weekly price; null when it is not.
 */
function poaReason(
  catalog: Catalog,
  resolved: ResolvedSelection,
  cart: readonly string[],
  pricing: PricingContext,
): { reason: string; wayBack: string } | null {
  const causes = poaCauses(catalog, resolved, cart, pricing);
  if (!causes.accessories && !causes.paint) return null;
  const { configurable, variant } = resolved;
  const paint = chosenOptionValue(configurable, variant, 'exteriorCode')?.label ?? 'this colour';
  const base = optionValues(configurable, 'exteriorCode').find((value) => !isPoaPaint(configurable, value, pricing));
  const choosePaint = base ? `choose ${base.label}` : null;
  if (causes.accessories && causes.paint) {
    const steps = [choosePaint, 'remove the accessories'].filter(Boolean).join(' and ');
    return { reason: `a lease in ${paint} with accessories is priced by your dealer`, wayBack: steps };
  }
  if (causes.accessories) return { reason: 'a lease with accessories is priced by your dealer', wayBack: 'remove the accessories' };
  return { reason: `a lease in ${paint} is priced by your dealer`, wayBack: choosePaint ?? '' };
}

const POA_LEAD = 'Prices show POA (price on application)';

const sentence = (text: string) => (text ? `${text[0]!.toUpperCase()}${text.slice(1)}` : '');

/**
 * Why lease prices show POA (spec 4 "Price on application"), in plain words with the way
 * back to a weekly price; null when they do not.
 */
export function poaExplanation(
  catalog: Catalog,
  resolved: ResolvedSelection,
  cart: readonly string[],
  pricing: PricingContext,
): string | null {
  const why = poaReason(catalog, resolved, cart, pricing);
  if (!why) return null;
  return `${POA_LEAD}: ${why.reason}.${why.wayBack ? ` ${sentence(why.wayBack)} to see weekly prices again.` : ''}`;
}

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
