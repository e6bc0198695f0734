/**
 * Why prices show POA under lease (spec 4 "Price on application", issue 26.4), naming every
 * cause. What the configurator screen alone says of it (before Confirm, beside a paint) is in
 * leasePoaNotices.ts, so that it comes with that screen's code.
 */
import type { Catalog } from './catalog';
import { isPoaPaint, poaCauses } from './pricing';
import { chosenOptionValue, optionValues } from './selection';
import type { PricingContext, ResolvedSelection } from './types';

/**
 * Why a lease is on application, naming every cause (a paint, accessories, or both), e.g.
 * 'a lease in Red Diamond with accessories is priced by your dealer', with the way back to a
 * weekly price; null when it is not.
 */
export function poaReason(
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
