/**
 * The price texts of the proposed-changes modal (spec 2 "Modals", 5, 9): each item's
 * price with its action symbol ('+' added, '-' removed), the price change and the new
 * total, under drive-away or lease pricing and price on application.
 */
import { resolvedOf, totalOf, type EngineContext } from './build';
import { acceptProposal } from './buildTransitions';
import { buildChanges, noticeableChanges, type BuildChange } from './buildChanges';
import type { Catalog } from './catalog';
import { becomesPoaNotice } from './leasePoaNotices';
import { sumMoney } from './money';
import { formatPriceDifference } from './money';
import { POA, accessoryPriceText, isPriceOnApplication, priceChangeText, vehiclePriceDisplay } from './pricing';
import type { ImpactAction, PricingContext, ProposalChoices, ProposedChange } from './types';

/** What the modal's price sections show for a proposal. */
export interface ProposalPrices {
  /** '+ $1,234', '− $500', '$0'; under lease '+ $12 per week' or 'POA'. */
  priceChange: string;
  /** The new total as the footer would show it, with its marker; null when the vehicle has no offer (spec 5). */
  newTotal: string | null;
  /** Price on application once the proposal is accepted (spec 4). */
  priceOnApplication: boolean;
  /** Every change accepting makes, each with its own price; they sum exactly to the price change. */
  lines: readonly BuildChange[];
  /** Under lease, said before Confirm when accepting would put prices on application (issue 26.4); else null. */
  becomesPoa: string | null;
}

/** An accessory's price in a proposal: '+ $X' when it joins the build, '− $X' when it leaves; 'POA' where spec 5 says so. */
export function impactedPriceText(
  item: { action: ImpactAction; price: number | null },
  pricing: PricingContext,
  priceOnApplication: boolean,
): string {
  const text = accessoryPriceText(item.price, pricing, priceOnApplication);
  return item.action === 'remove' && text !== POA ? formatPriceDifference(-(item.price ?? 0)) : text;
}

/** The price change and new total of a proposal (see build.proposalWithChoices) accepted with these choices. */
export function proposalPrices(ctx: EngineContext, proposal: ProposedChange, choices: ProposalChoices = {}): ProposalPrices {
  const next = acceptProposal(ctx, proposal.base, proposal, choices);
  const resolved = resolvedOf(ctx, next);
  const poa = resolved ? isPriceOnApplication(ctx.catalog, resolved, next.cart, ctx.pricing) : false;
  const lines = buildChanges(ctx.catalog, ctx.pricing, proposal.base, next);
  const was = resolvedOf(ctx, proposal.base);
  const becomesPoa =
    was && resolved
      ? becomesPoaNotice(ctx.catalog, { resolved: was, cart: proposal.base.cart }, { resolved, cart: next.cart }, ctx.pricing)
      : null;
  const change = sumMoney(lines.map((line) => line.amount));
  const display = resolved ? vehiclePriceDisplay(resolved, ctx.pricing, poa, sumMoney([totalOf(ctx, proposal.base), change])) : null;
  return {
    priceChange: priceChangeText(change, ctx.pricing, poa),
    newTotal: display ? `${display.text}${display.marker}` : null,
    priceOnApplication: poa,
    lines,
    becomesPoa,
  };
}

/**
 * The new total each way of a proposal's choose groups gives, as the foot shows a total
 * ('$69,337*'), the other groups as picked: what choosing it would make the total (issue 32.4).
 */
export function choiceNewTotals(ctx: EngineContext, proposal: ProposedChange, choices: ProposalChoices = {}): Record<string, string> {
  const totals: Record<string, string> = {};
  for (const item of proposal.impactedItems) {
    if (item.action !== 'choose') continue;
    const { newTotal } = proposalPrices(ctx, proposal, { ...choices, groups: { ...choices.groups, [item.group]: item.sku } });
    if (newTotal !== null) totals[item.sku] = newTotal;
  }
  return totals;
}

/**
 * The lines a proposal's item rows do not already show: the vehicle and its options, and any
 * cart item that changes without being the item being updated, a removed, added or chosen one;
 * never a $0 no-op ('Standard $0', 'No option pack — was Standard $0': issue 35), so only real
 * changes are listed and they still sum to the price change.
 */
export function otherChanges(catalog: Catalog, lines: readonly BuildChange[], shownSkus: readonly string[]): BuildChange[] {
  return noticeableChanges(catalog, lines).filter((line) => line.sku === null || !shownSkus.includes(line.sku));
}

/** An item row's price: its own line's amount when accepting changes it, else its price as listed. */
export function itemPriceText(
  lines: readonly BuildChange[],
  item: { sku: string; action: ImpactAction; price: number | null },
  pricing: PricingContext,
  priceOnApplication: boolean,
): string {
  return lines.find((line) => line.sku === item.sku)?.priceText ?? impactedPriceText(item, pricing, priceOnApplication);
}
