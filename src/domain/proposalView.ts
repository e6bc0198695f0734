/**
 * What the proposed-changes modal shows of a proposal (spec 3 "Proposed change"), apart from
 * its prices (proposalPrices.ts): the choose groups with the pick each one holds, the items
 * already shown by name (so 'Changes to your build' lists only the others), and the plus-ones
 * the visitor keeps.
 */
import { impactedPriceText, itemPriceText, type ProposalPrices } from './proposalPrices';
import type { BuildChange } from './buildChanges';
import { PROPOSAL_COPY } from './proposals';
import type { ImpactedItem, ItemBeingUpdated, PricingContext, ProposedChange } from './types';

export type ProposalGroup = 1 | 2;

/** One choose group of a proposal: its candidates in the proposal's order and the one picked. */
export interface ProposalChooseGroup {
  group: ProposalGroup;
  items: readonly ImpactedItem[];
  /** The visitor's pick when it is still a candidate of the group, else the first candidate. */
  selected: string;
}

/** The choose items of a proposal by group, in the proposal's order, each with its valid pick. */
export function proposalChooseGroups(
  items: readonly ImpactedItem[],
  picked: Partial<Record<ProposalGroup, string>>,
): ProposalChooseGroup[] {
  const groups: { group: ProposalGroup; items: ImpactedItem[] }[] = [];
  for (const item of items) {
    if (item.action !== 'choose') continue;
    const entry = groups.find((g) => g.group === item.group);
    if (entry) entry.items.push(item);
    else groups.push({ group: item.group, items: [item] });
  }
  return groups.map(({ group, items: candidates }) => {
    const pick = picked[group];
    const valid = pick !== undefined && candidates.some((item) => item.sku === pick);
    return { group, items: candidates, selected: valid ? pick : candidates[0]!.sku };
  });
}

/** The pick of each choose group, as the proposal's choices carry it. */
export function selectedGroups(groups: readonly ProposalChooseGroup[]): Partial<Record<ProposalGroup, string>> {
  return Object.fromEntries(groups.map(({ group, selected }) => [group, selected]));
}

/**
 * The skus the modal names in its own sections: the accessory being updated, the items removed
 * and added, the plus-ones offered for removal and each group's pick.
 */
export function proposalShownSkus(proposal: ProposedChange, groups: readonly ProposalChooseGroup[]): string[] {
  return [
    ...(proposal.itemBeingUpdated.itemType !== 'model' ? [proposal.itemBeingUpdated.sku] : []),
    ...proposal.impactedItems.filter((item) => item.action !== 'choose').map((item) => item.sku),
    ...proposal.optionalRemovals.map((item) => item.sku),
    ...groups.map(({ selected }) => selected),
  ];
}

/** The plus-ones kept after the visitor ticks or unticks one: a kept one leaves the list, another joins it. */
export function toggleKept(kept: readonly string[], sku: string): readonly string[] {
  return kept.includes(sku) ? kept.filter((other) => other !== sku) : [...kept, sku];
}

/** The price texts of the modal's rows under the proposal's prices; empty while the range has no pricing. */
export interface ProposalRowPrices {
  /** Every change accepting makes (proposalPrices.lines), none before prices are known. */
  lines: readonly BuildChange[];
  /** A removed or added item: what its own line does to the total, else its listed price. */
  item: (item: ImpactedItem) => string;
  /** A candidate of a choose group: its own price. */
  choice: (item: ImpactedItem) => string;
  /** A candidate of a choose group: the new total choosing it gives ('New total cost $69,337*'), or null (issue 32.4). */
  choiceTotal: (item: ImpactedItem) => string | null;
  /** The accessory or paint being updated, as an item row; null for a model change. */
  updated: string | null;
}

export function proposalRowPrices(
  pricing: PricingContext | null,
  prices: ProposalPrices | null,
  updated: ItemBeingUpdated,
  choiceTotals: Readonly<Record<string, string>> = {},
): ProposalRowPrices {
  const poa = prices?.priceOnApplication ?? false;
  const lines = prices?.lines ?? [];
  if (!pricing) return { lines, item: () => '', choice: () => '', choiceTotal: () => null, updated: null };
  return {
    lines,
    item: (item) => itemPriceText(lines, item, pricing, poa),
    choice: (item) => impactedPriceText(item, pricing, poa),
    choiceTotal: (item) => (choiceTotals[item.sku] === undefined ? null : `${PROPOSAL_COPY.newTotal} ${choiceTotals[item.sku]}`),
    updated: updated.itemType !== 'model' ? itemPriceText(lines, updated, pricing, poa) : null,
  };
}
