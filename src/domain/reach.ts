/**
 * Every grade and option of the range within reach (issue 22): for a value the build hides
 * (spec 5 hides what the current choices do not allow), the smallest change to the
 * visitor's own choices that admits it, keeping the most recent choices (a preferred
 * minimal diagnosis, diagnosis.ts), as data the proposal modal shows; and the grades side
 * by side. Loaded lazily, when the visitor first asks for a hidden value.
 */
import { cartViolations, isAcceptedByVehicle } from './accessoryRules';
import { isTrayItem, settled, totalOf, type EngineContext } from './build';
import { planOptionChange } from './buildStart';
import { baseTraySku } from './trays';
import { accessoryTitle, colourLabelOf, type Combination } from './catalog';
import { preferredMinimalDiagnosis } from './diagnosis';
import { optionCodeOf, SELECTION_LABELS } from './optionGroups';
import { makeProposal, PROPOSAL_COPY } from './proposals';
import { isPriceOnApplication, itemName, modelBasePrice, optionPrice, optionPriceText, vehiclePriceDisplay } from './pricing';
import { chosenOptionValue, closestIn, isOptionShown, modelKeyFeature, optionValues, resolveSelection, selectionsOf } from './selection';
import {
  SELECTION_GROUPS,
  type Build,
  type BuildChoice,
  type Configurable,
  type KeyFeature,
  type ProposedChange,
  type ReachLimit,
  type ReachStep,
  type ResolvedSelection,
  type SelectionGroup,
  type SelectionValue,
  type Variant,
} from './types';

/** The way to a wanted value: the build it gives and everything that changes, with the prices. */
export interface Reach {
  group: SelectionGroup;
  value: string | number;
  /** The wanted value's label, e.g. 'GSR'. */
  label: string;
  /** The build as it was (settled); cancel returns it. */
  base: Build;
  /** The build accepting gives: the wanted value, the closest match for the rest (spec 4), the choice recorded. */
  build: Build;
  /** The visitor's choices given up, oldest first (the preferred minimal diagnosis). */
  dropped: readonly BuildChoice[];
  /** The other groups that change, in the form's order. */
  steps: readonly ReachStep[];
  limits: readonly ReachLimit[];
  /** Cart skus that leave, and that join (a tray for the new body), in cart order. */
  removed: readonly string[];
  added: readonly string[];
  priceChange: number;
  newTotal: number;
}

/** The label of a group's value: option groups by the store's label, the others as they read. */
export function valueLabel(ctx: EngineContext, group: SelectionGroup, value: SelectionValue): string | null {
  if (value === null) return null;
  const code = optionCodeOf(group);
  if (!code) return String(value);
  for (const configurable of ctx.catalog.configurables) {
    const option = optionValues(configurable, code).find((v) => v.valueIndex === value);
    if (option) return option.label;
  }
  return String(value);
}

/** Every value the range sells in a group, in display order (the models' order, then the option's). */
export function rangeGroupValues(ctx: EngineContext, group: SelectionGroup): (string | number)[] {
  return valuesIn(ctx.catalog.combinations, group);
}

/** A group's values among combinations, in display order: each model's option order, models in catalog order. */
function valuesIn(combinations: readonly Combination[], group: SelectionGroup): (string | number)[] {
  const seen = new Set<SelectionValue>();
  const configurables = new Set<Configurable>();
  for (const combo of combinations) {
    seen.add(combo.values[group]);
    configurables.add(combo.configurable);
  }
  const out = new Set<string | number>();
  const code = optionCodeOf(group);
  if (code) {
    for (const configurable of configurables) {
      for (const option of optionValues(configurable, code)) if (seen.has(option.valueIndex)) out.add(option.valueIndex);
    }
  }
  for (const value of seen) if (value !== null) out.add(value);
  return [...out];
}

/** The combinations with a value in a group (indexed by the catalog). */
function combinationsWith(ctx: EngineContext, group: SelectionGroup, value: SelectionValue): readonly Combination[] {
  return ctx.catalog.combinationsWith.get(group)?.get(value) ?? [];
}

function resolvedOfCombination(combo: Combination): ResolvedSelection {
  return { selections: selectionsOf(combo.configurable, combo.variant), configurable: combo.configurable, variant: combo.variant };
}

/** The visitor's choices a reach may give up: all but the wanted group's own. */
function choicesFor(build: Build, group: SelectionGroup): BuildChoice[] {
  return build.choiceOrder.filter((choice) => choice.kind !== 'option' || choice.group !== group);
}

/**
 * The search: for kept choices, the combinations with the wanted value that keep every kept
 * option choice and whose vehicle keeps every kept cart item (as an option change would plan it).
 */
function searchFor(ctx: EngineContext, base: Build, group: SelectionGroup, value: SelectionValue) {
  const withValue = combinationsWith(ctx, group, value);
  const itemChoices = base.choiceOrder.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
  const keepsItems = new Map<string, boolean>();
  const requirementsMet = new Map<string, boolean>();
  const takesNoTray = new Map<Variant, boolean>();
  const cartKeeping = (kept: readonly BuildChoice[]) => {
    const keptItems = kept.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
    const droppedItems = itemChoices.filter((sku) => !keptItems.includes(sku));
    return { keptItems, cart: base.cart.filter((sku) => !droppedItems.includes(sku)) };
  };
  /** Whether the cart as it is (a dropped item's dependents still in it) meets every requirement. */
  const meetsRequirements = (cart: readonly string[]) => {
    const key = cart.join(',');
    let met = requirementsMet.get(key);
    if (met === undefined) {
      met = !cartViolations(ctx.catalog, null, cart).some((issue) => issue.kind === 'unsatisfiable-requirement');
      requirementsMet.set(key, met);
    }
    return met;
  };
  /** Whether the vehicle gets no tray of its own (a tray joining the cart could push a kept item out). */
  const getsNoTray = (combo: Combination) => {
    let none = takesNoTray.get(combo.variant);
    if (none === undefined) {
      none = baseTraySku(ctx.catalog, combo) === null;
      takesNoTray.set(combo.variant, none);
    }
    return none;
  };
  const fits = (combo: Combination, keptItems: readonly string[], cart: readonly string[]) => {
    if (keptItems.length === 0) return true;
    // A vehicle that does not take a kept item loses it (planVehicleChange): no need to plan the cart.
    const variantSku = combo.variant.sku;
    if (!keptItems.every((sku) => isAcceptedByVehicle(ctx.catalog, variantSku, cart, sku))) return false;
    // One that takes the whole cart, with every requirement met and no tray in play, keeps it as it is.
    const noTray = !cart.some((sku) => isTrayItem(ctx.catalog, sku)) && getsNoTray(combo);
    const accepted = cart.map((sku) => isAcceptedByVehicle(ctx.catalog, variantSku, cart, sku));
    if (noTray && meetsRequirements(cart) && accepted.every(Boolean)) return true;
    // With no tray in play the plan depends on the vehicle only through which cart items it takes,
    // so vehicles that take the same items share one plan.
    const vehicleKey = noTray ? accepted.map((a) => (a ? '1' : '0')).join('') : variantSku;
    const key = `${vehicleKey}|${cart.join(',')}`;
    let ok = keepsItems.get(key);
    if (ok === undefined) {
      const planned = planOptionChange(ctx, { ...base, cart }, resolvedOfCombination(combo)).plan.cart;
      ok = keptItems.every((sku) => planned.includes(sku));
      keepsItems.set(key, ok);
    }
    return ok;
  };
  const optionsKept = (combo: Combination, kept: readonly BuildChoice[]) =>
    kept.every((c) => c.kind !== 'option' || combo.values[c.group] === base.selections[c.group]);
  return {
    isConsistent(kept: readonly BuildChoice[]): boolean {
      const { keptItems, cart } = cartKeeping(kept);
      return withValue.some((combo) => optionsKept(combo, kept) && fits(combo, keptItems, cart));
    },
    /**
     * The closest combination (spec 4) among those that keep every kept choice, and the cart before
     * the vehicle change. The cart is planned only for the closest candidates, one at a time, until
     * one keeps every kept item (planning all of them would cost a plan per variant).
     */
    closest(kept: readonly BuildChoice[]): { resolved: ResolvedSelection | null; cart: readonly string[] } {
      const { keptItems, cart } = cartKeeping(kept);
      let candidates = withValue.filter(
        (combo) => optionsKept(combo, kept) && keptItems.every((sku) => isAcceptedByVehicle(ctx.catalog, combo.variant.sku, cart, sku)),
      );
      for (;;) {
        const resolved = closestIn(candidates, base.selections);
        if (!resolved) return { resolved: null, cart };
        const combo = candidates.find((c) => c.variant === resolved.variant)!;
        if (fits(combo, keptItems, cart)) return { resolved, cart };
        candidates = candidates.filter((c) => c !== combo);
      }
    },
  };
}

function cartDiff(before: readonly string[], after: readonly string[]) {
  return { removed: before.filter((sku) => !after.includes(sku)), added: after.filter((sku) => !before.includes(sku)) };
}

function limitsOf(ctx: EngineContext, base: Build, group: SelectionGroup, value: SelectionValue): ReachLimit[] {
  const withValue = combinationsWith(ctx, group, value);
  return SELECTION_GROUPS.flatMap((other): ReachLimit[] => {
    if (other === group) return [];
    const byValue = ctx.catalog.combinationsWith.get(other);
    const rangeCount = byValue ? byValue.size - (byValue.has(null) ? 1 : 0) : 0;
    // In the wanted value's own display order (the GSR's paints as the GSR lists them).
    const only = valuesIn(withValue, other);
    if (only.length === rangeCount || only.length === 0) return [];
    const current = base.selections[other];
    return [
      {
        group: other,
        label: SELECTION_LABELS[other],
        only: only.map((v) => valueLabel(ctx, other, v) ?? String(v)),
        notWith: current !== null && !only.includes(current) ? valueLabel(ctx, other, current) : null,
      },
    ];
  });
}

/**
 * The smallest change that gets the build to `value` in `group`: the visitor's choices that
 * must go (preferred minimal diagnosis over build.choiceOrder, the most recent kept first),
 * then the closest match for every group they did not choose (spec 4's rule, within what
 * the kept choices allow), and the cart as an option change plans it. Null when the range
 * does not sell the value at all.
 */
export function reachOption(ctx: EngineContext, build: Build, group: SelectionGroup, value: string | number): Reach | null {
  const base = settled(build);
  const search = searchFor(ctx, base, group, value);
  const choices = choicesFor(base, group);
  const dropped = preferredMinimalDiagnosis(choices, search.isConsistent);
  if (dropped === null) return null;
  const kept = choices.filter((c) => !dropped.includes(c));
  const { resolved, cart } = search.closest(kept);
  if (!resolved) return null;
  const planned = planOptionChange(ctx, { ...base, cart }, resolved).plan.cart;
  const choiceOrder = [...kept.filter((c) => c.kind === 'item' || c.group !== group), { kind: 'option' as const, group }];
  const reached: Build = {
    ...base,
    selections: resolved.selections,
    cart: planned,
    choiceOrder,
    finance: null,
    alert: null,
    pending: null,
  };
  const steps = SELECTION_GROUPS.flatMap((g): ReachStep[] =>
    g === group || base.selections[g] === resolved.selections[g]
      ? []
      : [
          {
            group: g,
            label: SELECTION_LABELS[g],
            from: valueLabel(ctx, g, base.selections[g]),
            to: valueLabel(ctx, g, resolved.selections[g]),
            wasChoice: base.choiceOrder.some((c) => c.kind === 'option' && c.group === g),
          },
        ],
  );
  const current = totalOf(ctx, base);
  const newTotal = totalOf(ctx, reached);
  return {
    group,
    value,
    label: valueLabel(ctx, group, value) ?? String(value),
    base,
    build: reached,
    dropped,
    steps,
    limits: limitsOf(ctx, base, group, value),
    ...cartDiff(base.cart, planned),
    priceChange: newTotal - current,
    newTotal,
  };
}

/** What else a reach changes, in one line: 'Double Cab Pick Up, 6-speed automatic, 4WD Diesel; removes Tow bar'; '' when nothing. */
export function reachNeedsText(ctx: EngineContext, reach: Reach): string {
  const values = reach.steps.flatMap((step) => (step.to === null ? [] : [step.to]));
  const removed = reach.removed.map((sku) => itemName(accessoryTitle(ctx.catalog, sku), colourLabelOf(ctx.catalog, sku)));
  return [values.join(', '), removed.length > 0 ? `removes ${removed.join(', ')}` : ''].filter((part) => part !== '').join('; ');
}

/** The proposal the modal shows for a reach: the spec's headings, the wanted value as the item being updated. */
export function reachProposal(ctx: EngineContext, reach: Reach): ProposedChange {
  const resolved = resolveSelection(ctx.catalog, reach.build.selections);
  const exterior = resolved ? chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode') : null;
  const proposal = makeProposal(ctx.catalog, {
    trigger: { kind: 'reach', group: reach.group, value: reach.value, build: reach.build },
    header: PROPOSAL_COPY.defaultHeader,
    itemBeingUpdated: {
      action: 'add',
      itemType: 'model',
      sku: resolved?.variant.sku ?? String(reach.value),
      title: reach.group === 'model' ? reach.label : `${SELECTION_LABELS[reach.group]}: ${reach.label}`,
      colourLabel: reach.group === 'model' ? (exterior?.label ?? null) : null,
      price: reach.newTotal,
      imageUrl: null,
    },
    currentTotal: totalOf(ctx, reach.base),
    newTotal: reach.newTotal,
    base: reach.base,
  });
  return { ...proposal, reach: { group: reach.group, label: reach.label, steps: reach.steps, limits: reach.limits } };
}

/** One value of a group as the 'Not seeing the one you want?' list and the grade table show it. */
export interface RangeValue {
  value: string | number;
  label: string;
  /** Its own price as its option row would show it: '$68,990*' for a grade, '+ $740' for an option. */
  priceText: string | null;
  /** The total the build would have with it, as the footer shows it ('$69,730*'). */
  totalText: string | null;
  /** Shown in the form now (spec 5). */
  shown: boolean;
  selected: boolean;
  /** The way there; null for the selected value. */
  reach: Reach | null;
}

// A value whose build would put lease prices on application shows 'POA', never a weekly amount that cannot apply.
function ownPriceText(ctx: EngineContext, group: SelectionGroup, reach: Reach): string | null {
  const resolved = resolveSelection(ctx.catalog, reach.build.selections);
  if (!resolved) return null;
  const poa = isPriceOnApplication(ctx.catalog, resolved, reach.build.cart, ctx.pricing);
  const code = optionCodeOf(group);
  if (code)
    return optionPriceText(optionPrice(chosenOptionValue(resolved.configurable, resolved.variant, code), ctx.pricing), ctx.pricing, poa);
  const display = vehiclePriceDisplay(resolved, ctx.pricing, poa, modelBasePrice(resolved, ctx.pricing) ?? 0);
  return display ? `${display.text}${display.marker}` : null;
}

function totalText(ctx: EngineContext, build: Build): string | null {
  const resolved = resolveSelection(ctx.catalog, build.selections);
  if (!resolved) return null;
  const poa = isPriceOnApplication(ctx.catalog, resolved, build.cart, ctx.pricing);
  const display = vehiclePriceDisplay(resolved, ctx.pricing, poa, totalOf(ctx, build));
  return display ? `${display.text}${display.marker}` : null;
}

/** Every value the range sells in a group, with its price, whether the form shows it, and the way to it. */
export function rangeValues(ctx: EngineContext, build: Build, group: SelectionGroup): RangeValue[] {
  return rangeGroupValues(ctx, group).map((value): RangeValue => {
    const selected = build.selections[group] === value;
    const reach = selected ? null : reachOption(ctx, build, group, value);
    const priceReach = reach ?? reachOption(ctx, { ...build, choiceOrder: [] }, group, value);
    return {
      value,
      label: valueLabel(ctx, group, value) ?? String(value),
      priceText: priceReach ? ownPriceText(ctx, group, priceReach) : null,
      totalText: totalText(ctx, reach?.build ?? build),
      shown: isOptionShown(ctx.catalog, build.selections, group, value),
      selected,
      reach,
    };
  });
}

/** A grade's column in the comparison: its price for the visitor's choices, key features and what switching needs. */
export interface GradeColumn extends RangeValue {
  /** The key-feature entry for the grade as reached (spec 5's matching), or null. */
  keyFeature: KeyFeature | null;
}

/** The grades of the range side by side for the visitor's current choices (issue 22, item 4). */
export function gradeComparison(ctx: EngineContext, build: Build, keyFeatures: readonly KeyFeature[]): GradeColumn[] {
  return rangeValues(ctx, build, 'model').map((column): GradeColumn => ({
    ...column,
    keyFeature: modelKeyFeature(keyFeatures, (column.reach?.build ?? build).selections),
  }));
}
