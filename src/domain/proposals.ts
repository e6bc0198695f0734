/**
 * The proposed change a modal shows (spec 2 "Modals", 3 "Proposed change"):
 * headings and items built from a rule plan. Copy is exactly the spec's.
 */
import { accessoryPrice, accessoryTitle, colourLabelOf, keyOf, type Catalog } from './catalog';
import type { PlannedItem, RulePlan } from './accessoryRules';
import type { Build, ConfigurableItem, ImpactedItem, ItemBeingUpdated, ProposalTrigger, ProposedChange } from './types';

/** Modal copy, exactly as the spec spells it. */
export const PROPOSAL_COPY = {
  defaultHeader: 'Your selection requires changes',
  fineTuneHeader: "Let's fine-tune your build",
  colourHeader: 'Great colour choice! Do you want to change others?',
  colourSubHeader: 'Do you want to update any of your accessory colours to match the vehicle colour?',
  dontMixHeader: "Some accessories don't mix",
  plusOneHeader: "This one's got a plus-one",
  /** The spec names no heading for a removed item's plus-ones. */
  plusOnes: 'Also remove what was added for it',
  removeHeader: 'Remove this accessory?',
  remove: 'Remove to make room',
  /** The spec names this section without quoting its copy. */
  selectToAdd: 'Select to add',
  add: 'Accessories added',
  colours: 'Your accessory colours',
  priceChange: 'Price change',
  newTotal: 'New total cost',
  /** Why an item leaves (issue 32.4; the spec has no copy for it): the item it cannot be fitted with, */
  conflictReason: (title: string): string => `Can't be fitted with the ${title}`,
  /** the item it needs that leaves, */
  dependentReason: (title: string): string => `Needs the ${title}`,
  /** the pack that brings it, */
  packReason: (title: string): string => `Comes with the ${title}`,
  /** or the vehicle that does not take it. */
  vehicleReason: "Doesn't fit the new model",
} as const;

/** Why a plan removes an item, as its row says; null when the plan does not know (issue 32.4). */
export function removalReason(catalog: Catalog, item: PlannedItem): string | null {
  if (item.reason === 'vehicle') return PROPOSAL_COPY.vehicleReason;
  if (item.because === undefined) return null;
  // An item by its own name, not its colour's ('the Sports bar', not 'the Sports bar – Black').
  const title = accessoryTitle(catalog, keyOf(catalog, item.because) ?? item.because);
  if (item.reason === 'conflict') return PROPOSAL_COPY.conflictReason(title);
  if (item.reason === 'dependent') return PROPOSAL_COPY.dependentReason(title);
  return item.reason === 'pack' ? PROPOSAL_COPY.packReason(title) : null;
}

/** The modal heading for an accessory change: conflicts only, requirements only, or both (the default). */
export function accessoryProposalHeader(plan: RulePlan): string {
  const removes = plan.removed.some((item) => item.reason !== 'pack');
  const adds = plan.added.length > 0 || plan.choices.length > 0;
  if (removes && !adds) return PROPOSAL_COPY.dontMixHeader;
  if (adds && !removes) return PROPOSAL_COPY.plusOneHeader;
  return PROPOSAL_COPY.defaultHeader;
}

/** Whether a plan changes more than the item itself and so needs the visitor's consent (pack copies only raise an alert). */
export function needsProposal(plan: RulePlan): boolean {
  return plan.ok && (plan.added.length > 0 || plan.choices.length > 0 || plan.removed.some((item) => item.reason !== 'pack'));
}

function impacted(catalog: Catalog, sku: string, action: ImpactedItem['action'], group: 1 | 2, reason: string | null = null): ImpactedItem {
  return {
    action,
    group,
    sku,
    title: accessoryTitle(catalog, sku),
    price: accessoryPrice(catalog, sku),
    colourLabel: colourLabelOf(catalog, sku),
    reason,
  };
}

/** The impacted items of a plan: removals, choose groups (every candidate), then other additions. */
export function impactedItems(catalog: Catalog, plan: RulePlan): ImpactedItem[] {
  const chosen = new Set(plan.choices.map((choice) => choice.chosen));
  return [
    ...plan.removed.map((item) => impacted(catalog, item.sku, 'remove', item.group, removalReason(catalog, item))),
    ...plan.choices.flatMap((choice) => choice.candidates.map((sku) => impacted(catalog, sku, 'choose', choice.group))),
    ...plan.added.filter((item) => !chosen.has(item.sku)).map((item) => impacted(catalog, item.sku, 'add', item.group)),
  ];
}

/** The accessory item a proposal is about. */
export function accessoryBeingUpdated(
  catalog: Catalog,
  sku: string,
  action: 'add' | 'remove',
  itemType: ItemBeingUpdated['itemType'] = 'accessory',
): ItemBeingUpdated {
  return {
    action,
    itemType,
    sku,
    title: accessoryTitle(catalog, sku),
    colourLabel: colourLabelOf(catalog, sku),
    price: accessoryPrice(catalog, sku),
    imageUrl: null,
  };
}

/** Assembles a proposal; `base` is the build exactly as it was, which cancel restores. */
export function makeProposal(
  catalog: Catalog,
  input: {
    trigger: ProposalTrigger;
    header: string;
    subHeader?: string | null;
    changeHeading?: string | null;
    itemBeingUpdated: ItemBeingUpdated;
    impactedItems?: readonly ImpactedItem[];
    optionalRemovals?: readonly string[];
    configurableItems?: readonly ConfigurableItem[];
    currentTotal: number;
    newTotal: number;
    base: Build;
  },
): ProposedChange {
  return {
    trigger: input.trigger,
    modalHeader: input.header,
    modalSubHeader: input.subHeader ?? null,
    changeHeading: input.changeHeading ?? null,
    impactedItemsHeaders: { remove: PROPOSAL_COPY.remove, selectToAdd: PROPOSAL_COPY.selectToAdd, add: PROPOSAL_COPY.add },
    priceChangeHeading: PROPOSAL_COPY.priceChange,
    newTotalHeading: PROPOSAL_COPY.newTotal,
    itemBeingUpdated: input.itemBeingUpdated,
    impactedItems: input.impactedItems ?? [],
    optionalRemovals: (input.optionalRemovals ?? []).map((sku) => impacted(catalog, sku, 'remove', 1)),
    configurableItems: input.configurableItems ?? [],
    priceChange: input.newTotal - input.currentTotal,
    newTotal: input.newTotal,
    base: input.base,
  };
}
