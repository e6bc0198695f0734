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
import { acceptProposal, colourItems, newPaintLabel } from './buildTransitions';
import { trayInCart } from './trays';
import { baseTraySku } from './trayPrice';
import { accessoryTitle, colourLabelOf, type Catalog, type Combination } from './catalog';
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
  type ItemBeingUpdated,
  type KeyFeature,
  type ProposalTrigger,
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

/**
 * What a reach works out about a cart that holds for every reach from it, kept for the last few carts
 * of a catalog: a visitor's reaches (a whole group's values listed) share one cart. The acceptance bits
 * of its skus by vehicle, the carts (it with items given up) an option change plans by vehicle key
 * (searchFor), whether such a cart meets every requirement, and which vehicles get no tray of their
 * own; each filled as it is asked about.
 */
interface CartFacts {
  bits: Map<Variant, number>;
  plans: Map<string, readonly string[]>;
  requirementsMet: Map<string, boolean>;
  /** Whether a vehicle gets no tray of its own. */
  takesNoTray: Map<Variant, boolean>;
}
const KEPT_CARTS = 4;
const factsByCatalog = new WeakMap<Catalog, Map<string, CartFacts>>();

function cartFacts(catalog: Catalog, cart: readonly string[]): CartFacts {
  let carts = factsByCatalog.get(catalog);
  if (!carts) factsByCatalog.set(catalog, (carts = new Map()));
  const key = cart.join(',');
  let facts = carts.get(key);
  if (facts) {
    // The most recently used last.
    carts.delete(key);
  } else {
    facts = { bits: new Map(), plans: new Map(), requirementsMet: new Map(), takesNoTray: new Map() };
    if (carts.size >= KEPT_CARTS) carts.delete(carts.keys().next().value!);
  }
  carts.set(key, facts);
  return facts;
}

/** Some cart skus, for vehicleAcceptance: a bit per sku of the base cart, or the skus themselves. */
type CartSet =
  { bits: number; cart: readonly string[]; skus: readonly string[] } | { bits: null; cart: readonly string[]; skus: readonly string[] };

/**
 * Which skus of a cart a vehicle takes (isAcceptedByVehicle), asked for many vehicles and many
 * subsets of one cart during a reach: each vehicle's answer for the whole cart is worked out once,
 * as one bit per cart sku, and a subset is a mask of those bits. What a vehicle takes depends on
 * the rest of the cart only for a tray paint (through the tray it goes with): a subset that keeps
 * another tray than the whole cart, or a cart of more skus than bits, is asked sku by sku.
 */
function vehicleAcceptance(ctx: EngineContext, baseCart: readonly string[], bitsOf: Map<Variant, number>) {
  const index = new Map(baseCart.map((sku, i) => [sku, i]));
  const tray = trayInCart(ctx.catalog, baseCart);
  const bits = (combo: Combination): number => {
    let known = bitsOf.get(combo.variant);
    if (known === undefined) {
      known = 0;
      for (const [i, sku] of baseCart.entries()) if (isAcceptedByVehicle(ctx.catalog, combo.variant.sku, baseCart, sku)) known |= 1 << i;
      bitsOf.set(combo.variant, known);
    }
    return known;
  };
  const eachAccepted = (combo: Combination, set: CartSet) =>
    set.skus.map((sku) => isAcceptedByVehicle(ctx.catalog, combo.variant.sku, set.cart, sku));
  return {
    /** `skus` of `cart` (a subset of the base cart), ready to ask about. */
    setOf(skus: readonly string[], cart: readonly string[]): CartSet {
      const maskable = baseCart.length <= 30 && skus.every((sku) => index.has(sku)) && trayInCart(ctx.catalog, cart) === tray;
      return { bits: maskable ? skus.reduce((mask, sku) => mask | (1 << index.get(sku)!), 0) : null, cart, skus };
    },
    /** Whether the vehicle takes every sku of the set. */
    all(combo: Combination, set: CartSet): boolean {
      return set.bits === null ? eachAccepted(combo, set).every(Boolean) : (bits(combo) & set.bits) === set.bits;
    },
    /** Which skus of the set the vehicle takes, as a key: vehicles that take the same skus have the same one. */
    which(combo: Combination, set: CartSet): string {
      return set.bits === null
        ? eachAccepted(combo, set)
            .map((a) => (a ? '1' : '0'))
            .join('')
        : String(bits(combo) & set.bits);
    },
  };
}

/** The visitor's choices a reach may give up: all but the wanted group's own. */
function choicesFor(build: Build, group: SelectionGroup): BuildChoice[] {
  return build.choiceOrder.filter((choice) => choice.kind !== 'option' || choice.group !== group);
}

/**
 * The search: for kept choices, the wanted combinations (those with the wanted value, or those in
 * stock) that keep every kept option choice and whose vehicle keeps every kept cart item (as an
 * option change would plan it).
 */
function searchFor(ctx: EngineContext, base: Build, withValue: readonly Combination[]) {
  const itemChoices = base.choiceOrder.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
  const keepsItems = new Map<string, boolean>();
  const facts = cartFacts(ctx.catalog, base.cart);
  const { requirementsMet, takesNoTray } = facts;
  const accepts = vehicleAcceptance(ctx, base.cart, facts.bits);
  const cartKeeping = (kept: readonly BuildChoice[]) => {
    const keptItems = kept.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
    const droppedItems = itemChoices.filter((sku) => !keptItems.includes(sku));
    const cart = base.cart.filter((sku) => !droppedItems.includes(sku));
    return {
      keptItems,
      cart,
      keptSet: accepts.setOf(keptItems, cart),
      cartSet: accepts.setOf(cart, cart),
      // Asked of every candidate vehicle: worked out once per kept set.
      cartKey: cart.join(','),
      trayInPlay: cart.some((sku) => isTrayItem(ctx.catalog, sku)),
      /** fits by the vehicle's key below, for this kept set (the same key gives the same answer). */
      byVehicle: new Map<string, boolean>(),
    };
  };
  type Keeping = ReturnType<typeof cartKeeping>;
  /** Whether the cart as it is (a dropped item's dependents still in it) meets every requirement. */
  const meetsRequirements = (cart: readonly string[], key: string) => {
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
  const fits = (combo: Combination, keeping: Keeping) => {
    const { keptItems, cart, keptSet, cartSet, cartKey, byVehicle } = keeping;
    if (keptItems.length === 0) return true;
    // A vehicle that does not take a kept item loses it (planVehicleChange): no need to plan the cart.
    if (!accepts.all(combo, keptSet)) return false;
    // One that takes the whole cart, with every requirement met and no tray in play, keeps it as it is.
    const noTray = !keeping.trayInPlay && getsNoTray(combo);
    if (noTray && accepts.all(combo, cartSet) && meetsRequirements(cart, cartKey)) return true;
    // With no tray in play the plan depends on the vehicle only through which cart items it takes,
    // so vehicles that take the same items share one plan (and, for one kept set, one answer).
    const vehicleKey = noTray ? accepts.which(combo, cartSet) : combo.variant.sku;
    let ok = byVehicle.get(vehicleKey);
    if (ok !== undefined) return ok;
    const key = `${vehicleKey}|${cartKey}`;
    ok = keepsItems.get(key);
    if (ok === undefined) {
      // The plan depends on the cart and the vehicle (by its key) alone: kept for later reaches from the same base cart.
      const planned = facts.plans.get(key) ?? planOptionChange(ctx, { ...base, cart }, resolvedOfCombination(combo)).plan.cart;
      facts.plans.set(key, planned);
      ok = keptItems.every((sku) => planned.includes(sku));
      keepsItems.set(key, ok);
    }
    byVehicle.set(vehicleKey, ok);
    return ok;
  };
  const optionsKept = (combo: Combination, kept: readonly BuildChoice[]) =>
    kept.every((c) => c.kind !== 'option' || combo.values[c.group] === base.selections[c.group]);
  return {
    isConsistent(kept: readonly BuildChoice[]): boolean {
      const keeping = cartKeeping(kept);
      return withValue.some((combo) => optionsKept(combo, kept) && fits(combo, keeping));
    },
    /**
     * The closest combination (spec 4) among those that keep every kept choice, and the cart before
     * the vehicle change. The cart is planned only for the closest candidates, one at a time, until
     * one keeps every kept item (planning all of them would cost a plan per variant).
     */
    closest(kept: readonly BuildChoice[]): { resolved: ResolvedSelection | null; cart: readonly string[] } {
      const keeping = cartKeeping(kept);
      const { cart } = keeping;
      let candidates = withValue.filter((combo) => optionsKept(combo, kept) && accepts.all(combo, keeping.keptSet));
      for (;;) {
        const resolved = closestIn(candidates, base.selections);
        if (!resolved) return { resolved: null, cart };
        const combo = candidates.find((c) => c.variant === resolved.variant)!;
        if (fits(combo, keeping)) return { resolved, cart };
        candidates = candidates.filter((c) => c !== combo);
      }
    },
  };
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
    // Only a real constraint (issue 35, proposal noise): the build's own value is one the wanted
    // value does not come with. A group the build has no value in (the GLX has no option pack) or
    // whose value stays possible asks nothing of the visitor.
    const current = base.selections[other];
    if (current === null || only.includes(current)) return [];
    return [
      {
        group: other,
        label: SELECTION_LABELS[other],
        only: only.map((v) => valueLabel(ctx, other, v) ?? String(v)),
        notWith: valueLabel(ctx, other, current),
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
  const found = reachAmong(ctx, base, combinationsWith(ctx, group, value), choicesFor(base, group));
  if (!found) return null;
  const choiceOrder = [...found.kept.filter((c) => c.kind === 'item' || c.group !== group), { kind: 'option' as const, group }];
  const reached: Build = { ...found.build, choiceOrder };
  const newTotal = totalOf(ctx, reached);
  return {
    group,
    value,
    label: valueLabel(ctx, group, value) ?? String(value),
    base,
    build: reached,
    dropped: found.dropped,
    steps: reachSteps(ctx, base, reached, group),
    limits: limitsOf(ctx, base, group, value),
    ...cartDiff(base.cart, reached.cart),
    priceChange: newTotal - totalOf(ctx, base),
    newTotal,
  };
}

/**
 * The smallest change to `choices` (the visitor's choices it may give up, oldest first) that takes
 * the settled build `base` onto one of `wanted` (combinations of the catalog): the choices given up
 * (the preferred minimal diagnosis, the most recent kept first), the closest wanted combination
 * keeping the rest (spec 4's rule), and the cart as an option change plans it; the build's choice
 * order is the kept choices. Null when no wanted combination can be had at all.
 */
export function reachAmong(
  ctx: EngineContext,
  base: Build,
  wanted: readonly Combination[],
  choices: readonly BuildChoice[],
): { dropped: readonly BuildChoice[]; kept: readonly BuildChoice[]; build: Build } | null {
  const search = searchFor(ctx, base, wanted);
  const dropped = preferredMinimalDiagnosis(choices, search.isConsistent);
  if (dropped === null) return null;
  const kept = choices.filter((c) => !dropped.includes(c));
  const { resolved, cart } = search.closest(kept);
  if (!resolved) return null;
  const planned = planOptionChange(ctx, { ...base, cart }, resolved).plan.cart;
  const build: Build = {
    ...base,
    selections: resolved.selections,
    cart: planned,
    choiceOrder: kept,
    finance: null,
    alert: null,
    pending: null,
  };
  return { dropped, kept, build };
}

/** The groups other than `except` whose value changes from `base` to `reached`, in the form's order. */
export function reachSteps(ctx: EngineContext, base: Build, reached: Build, except: SelectionGroup | null): ReachStep[] {
  return SELECTION_GROUPS.flatMap((g): ReachStep[] =>
    g === except || base.selections[g] === reached.selections[g]
      ? []
      : [
          {
            group: g,
            label: SELECTION_LABELS[g],
            from: valueLabel(ctx, g, base.selections[g]),
            to: valueLabel(ctx, g, reached.selections[g]),
            wasChoice: base.choiceOrder.some((c) => c.kind === 'option' && c.group === g),
          },
        ],
  );
}

/** Cart skus that leave and that join between two builds, in cart order. */
export function cartDiff(before: readonly string[], after: readonly string[]) {
  return { removed: before.filter((sku) => !after.includes(sku)), added: after.filter((sku) => !before.includes(sku)) };
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
  const proposal = fixedBuildProposal(ctx, reach.base, reach.build, reach.newTotal, {
    trigger: { kind: 'reach', group: reach.group, value: reach.value, build: reach.build },
    header: PROPOSAL_COPY.defaultHeader,
    itemBeingUpdated: {
      action: 'add',
      itemType: 'model',
      sku: resolved?.variant.sku ?? String(reach.value),
      title: reach.group === 'model' ? reach.label : `${SELECTION_LABELS[reach.group]}: ${reach.label}`,
      colourLabel: reach.group === 'model' && resolved ? newPaintLabel(reach.base, resolved) : null,
      price: reach.newTotal,
      imageUrl: null,
    },
  });
  return { ...proposal, reach: { group: reach.group, label: reach.label, steps: reach.steps, limits: reach.limits } };
}

/**
 * A proposal that applies a fixed build (a reach, the closest build in stock): one that repaints the
 * car asks about colour-matched accessories, as a paint change does (spec 4), and then its totals are
 * those of the suggested colours (accepting with no other pick).
 */
export function fixedBuildProposal(
  ctx: EngineContext,
  base: Build,
  build: Build,
  newTotal: number,
  input: { trigger: ProposalTrigger; header: string; subHeader?: string | null; itemBeingUpdated: ItemBeingUpdated },
): ProposedChange {
  const resolved = resolveSelection(ctx.catalog, build.selections);
  const colours = resolved && build.selections.exterior !== base.selections.exterior ? colourItems(ctx, build, resolved) : [];
  const current = totalOf(ctx, base);
  const proposal = makeProposal(ctx.catalog, {
    ...input,
    configurableItems: colours,
    changeHeading: colours.length > 0 ? PROPOSAL_COPY.colours : null,
    currentTotal: current,
    newTotal,
    base,
  });
  const total = colours.length === 0 ? newTotal : totalOf(ctx, acceptProposal(ctx, base, proposal));
  return { ...proposal, priceChange: total - current, newTotal: total };
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
