/**
 * The price texts of the proposed-changes modal (spec 2 "Modals", 5, 9): each item's
 * price with its action symbol ('+' added, '-' removed), the price change and the new
 * total, under drive-away or lease pricing and price on application.
 */
import { acceptProposal, resolvedOf, type EngineContext } from './build';
import { formatPriceDifference } from './money';
import { isLease } from './offers';
import { POA, accessoryPriceText, isPriceOnApplication, vehiclePriceDisplay } from './pricing';
import type { ImpactAction, ItemBeingUpdated, PricingContext, ProposalChoices, ProposedChange } from './types';

/** What the modal's price sections show for a proposal. */
export interface ProposalPrices {
  /** '+ $1,234', '- $500', '$0'; under lease '+ $12 per week' or 'POA'. */
  priceChange: string;
  /** The new total as the footer would show it, with its marker; null when the vehicle has no offer (spec 5). */
  newTotal: string | null;
  /** Price on application once the proposal is accepted (spec 4). */
  priceOnApplication: boolean;
}

/** A difference of totals: signed dollars, weekly under lease, 'POA' on application. */
export function priceChangeText(amount: number, pricing: PricingContext, priceOnApplication: boolean): string {
  if (!isLease(pricing)) return formatPriceDifference(amount);
  return priceOnApplication ? POA : `${formatPriceDifference(amount)} per week`;
}

/** An accessory's price in a proposal: '+ $X' when it joins the build, '- $X' when it leaves; 'POA' where spec 5 says so. */
export function impactedPriceText(
  item: { action: ImpactAction; price: number | null },
  pricing: PricingContext,
  priceOnApplication: boolean,
): string {
  const text = accessoryPriceText(item.price, pricing, priceOnApplication);
  return item.action === 'remove' && text !== POA ? formatPriceDifference(-(item.price ?? 0)) : text;
}

/** The item being updated's price text; null for a model, whose price is the new total shown below it. */
export function updatedItemPriceText(item: ItemBeingUpdated, pricing: PricingContext, priceOnApplication: boolean): string | null {
  return item.itemType === 'model' ? null : impactedPriceText(item, pricing, priceOnApplication);
}

/** The price change and new total of a proposal (see build.proposalWithChoices) accepted with these choices. */
export function proposalPrices(ctx: EngineContext, proposal: ProposedChange, choices: ProposalChoices = {}): ProposalPrices {
  const next = acceptProposal(ctx, proposal.base, proposal, choices);
  const resolved = resolvedOf(ctx, next);
  const poa = resolved ? isPriceOnApplication(ctx.catalog, resolved, next.cart, ctx.pricing) : false;
  const display = resolved ? vehiclePriceDisplay(resolved, ctx.pricing, poa, proposal.newTotal) : null;
  return {
    priceChange: priceChangeText(proposal.priceChange, ctx.pricing, poa),
    newTotal: display ? `${display.text}${display.marker}` : null,
    priceOnApplication: poa,
  };
}
