/**
 * The smallest repair for a refused accessory (issue 22.2): when an accessory cannot be added
 * as the build stands (a requirement it has cannot go with what the cart holds), the fewest
 * cart items to give up so that it can, keeping what the visitor chose most recently (a
 * preferred minimal diagnosis, diagnosis.ts, over build.choiceOrder), as the build it gives.
 * Part of the lazy build engine.
 */
import {
  areIncompatible,
  isIncludedByPack,
  planAdd,
  type GroupPins,
  type PlannedItem,
  type RequirementChoice,
  type RulePlan,
} from './accessoryRules';
import { resolvedOf, settled, totalOf, type EngineContext } from './build';
import { fittingSkusOf, keyOf, type Catalog } from './catalog';
import { itemChoice, withChoices } from './choiceOrder';
import { preferredMinimalDiagnosis } from './diagnosis';
import { includedClosure } from './packs';
import { paintInCart } from './trays';
import { isTrayPaintSku, isTraySku } from './trayPrice';
import type { Build } from './types';

/**
 * Plans adding an accessory, a tray (the other tray and its paint leave, spec 4), a tray paint
 * (in place of the current one) or another colour of a cart item (in place of it).
 */
export function planAccessoryAdd(ctx: EngineContext, build: Build, sku: string, pins: GroupPins): RulePlan {
  const variantSku = variantSkuOf(ctx, build);
  const key = keyOf(ctx.catalog, sku);
  const sameKey = build.cart.find((s) => s !== sku && keyOf(ctx.catalog, s) === key);
  // A tray or paint a pack already brings replaces nothing: the build has it.
  if (key !== null && isIncludedByPack(ctx.catalog, build.cart, key)) return planAdd(ctx.catalog, variantSku, build.cart, sku, pins);
  if (isTraySku(ctx.catalog, sku)) {
    // Selecting a tray removes the other tray and its paint (spec 4).
    const others = build.cart.filter((s) => isTraySku(ctx.catalog, s) || isTrayPaintSku(ctx.catalog, s));
    return build.cart.includes(sku)
      ? planAdd(ctx.catalog, variantSku, build.cart, sku, pins)
      : planAdd(ctx.catalog, variantSku, build.cart, sku, pins, others);
  }
  if (isTrayPaintSku(ctx.catalog, sku)) {
    const current = paintInCart(ctx.catalog, build.cart);
    return planAdd(ctx.catalog, variantSku, build.cart, sku, pins, current !== null && current !== sku ? current : null);
  }
  return planAdd(ctx.catalog, variantSku, build.cart, sku, pins, sameKey ?? null);
}

/** The last vehicle resolved: a repair plans dozens of carts on one build's selections (an object builds share). */
let lastVehicle: { catalog: Catalog; selections: Build['selections']; variantSku: string | null } | null = null;

/** The build's variant sku (resolvedOf), remembered for the last selections asked about. */
function variantSkuOf(ctx: EngineContext, build: Build): string | null {
  if (lastVehicle?.catalog === ctx.catalog && lastVehicle.selections === build.selections) return lastVehicle.variantSku;
  const variantSku = resolvedOf(ctx, build)?.variant.sku ?? null;
  lastVehicle = { catalog: ctx.catalog, selections: build.selections, variantSku };
  return variantSku;
}

/** A repair: the build that admits the wanted accessory, what the visitor gives up, and the plan's items and choices. */
export interface AccessoryRepair {
  sku: string;
  /** The build as it was (settled): cancel returns it. */
  base: Build;
  /** The build accepting gives: the accessory in, with what it needs; the choice recorded as the most recent. */
  build: Build;
  /** Cart items given up to make room, oldest choice first (the diagnosis). */
  dropped: readonly string[];
  /** Everything that leaves (the dropped items, then what the add itself removes) and joins (what it needs). */
  removed: readonly PlannedItem[];
  added: readonly PlannedItem[];
  /** The ways to meet a requirement of the accessory's that has more than one (issue 32.4), each with the one taken. */
  choices: readonly RequirementChoice[];
  newTotal: number;
}

/**
 * The pins worth trying for the accessory's requirement groups on a cart: for a group the cart
 * does not meet yet, each candidate (each colour of each item) that goes with the cart, in the
 * store's order (the rules take the first by themselves); a group already met, or with no such
 * candidate, needs none.
 */
export function pinOptions(ctx: EngineContext, build: Build, sku: string): GroupPins[] {
  const { catalog } = ctx;
  const key = keyOf(catalog, sku);
  // The catalog's own index, read directly: the rules module's helper would be one more export of the initial module.
  const relations = key === null ? undefined : catalog.relations.get(key);
  if (!relations) return [{}];
  const variantSku = variantSkuOf(ctx, build);
  const options = (list: readonly string[]): (string | undefined)[] => {
    if (list.length === 0 || build.cart.some((item) => list.includes(keyOf(catalog, item) ?? ''))) return [undefined];
    const fitting = list
      .flatMap((k) => fittingSkusOf(catalog, k, variantSku))
      .filter((s) => !build.cart.some((item) => areIncompatible(catalog, s, item)));
    return fitting.length > 1 ? fitting : [undefined];
  };
  return options(relations.required).flatMap((first) =>
    options(relations.extraRequired).map((second): GroupPins => ({ ...(first ? { 1: first } : {}), ...(second ? { 2: second } : {}) })),
  );
}

/**
 * The repair that gives up `dropped` and adds `sku` with the requirement picks `pins`, or null
 * when that add is refused. What the add removes itself (what conflicts with the accessory, a
 * pack's separate copies, another colour or tray it replaces) is what it does on any build and
 * shows as usual; the given-up items are what has to go besides, each with the item of the new
 * build it cannot be fitted with. The proposal re-plans through here with the visitor's picks.
 */
export function repairWith(
  ctx: EngineContext,
  base: Build,
  sku: string,
  dropped: readonly string[],
  pins: GroupPins,
): AccessoryRepair | null {
  const trial = { ...base, cart: base.cart.filter((item) => !dropped.includes(item)) };
  const plan = planAccessoryAdd(ctx, trial, sku, pins);
  if (!plan.ok) return null;
  const build = withChoices(ctx.catalog, { ...base, cart: plan.cart, alert: null, pending: null }, [itemChoice(sku)]);
  const givenUp = base.cart.filter((item) => dropped.includes(item));
  const blocker = (item: string) => plan.cart.find((other) => areIncompatible(ctx.catalog, other, item));
  return {
    sku,
    base,
    build,
    dropped: givenUp,
    removed: [
      ...givenUp.map((item): PlannedItem => ({ sku: item, reason: 'conflict', group: 1, because: blocker(item) })),
      ...plan.removed,
    ],
    added: plan.added,
    choices: plan.choices,
    newTotal: totalOf(ctx, build),
  };
}

/**
 * The smallest repair that lets `sku` into the build, or null when it goes in as it stands
 * (addAccessory plans it) or cannot go in whatever the cart gives up (the vehicle does not take
 * it, its rules contradict themselves, it would take the build past its size limit). The cart items the visitor did not choose (the default
 * tray, what a rule added) are given up before any of theirs; of the visitor's, the oldest
 * first: a more recent choice is dropped only when no set of older ones would do. Of the ways
 * to meet the accessory's requirements with that, the lowest new total, then the store's order.
 */
export function repairAccessoryAdd(ctx: EngineContext, build: Build, sku: string): AccessoryRepair | null {
  const base = settled(build);
  const refused = planAccessoryAdd(ctx, base, sku, {});
  if (refused.ok) return null;
  // A build's size limit guards against runaway data (issue 27.4): emptying the cart to get past it is no repair.
  if (refused.issues.some((issue) => issue.kind === 'too-many-accessories')) return null;
  const chosen = base.choiceOrder.flatMap((choice) => (choice.kind === 'item' && base.cart.includes(choice.sku) ? [choice.sku] : []));
  const order = [...base.cart.filter((item) => !chosen.includes(item)), ...chosen];
  const dropped = preferredMinimalDiagnosis(order, (kept) => {
    const trial = { ...base, cart: base.cart.filter((item) => kept.includes(item)) };
    return distinctRules(ctx, pinOptions(ctx, trial, sku)).some((pin) => planAccessoryAdd(ctx, trial, sku, pin).ok);
  });
  if (dropped === null) return null;
  const trial = { ...base, cart: base.cart.filter((item) => !dropped.includes(item)) };
  // The lowest total, the first of equals: only its repair is worked out in full.
  let best: { pins: GroupPins; total: number } | null = null;
  const totals = new Map<string, number>();
  const planned = new Map<string, { pins: GroupPins; plan: RulePlan }>();
  for (const pins of pinOptions(ctx, trial, sku)) {
    const cart = pinnedCart(ctx, trial, sku, pins, planned);
    if (cart === null) continue;
    // Picks that give the same cart give the same total: the first of them is the one kept.
    const cartKey = cart.join(',');
    if (totals.has(cartKey)) continue;
    const total = totalOf(ctx, { ...base, cart });
    totals.set(cartKey, total);
    if (best === null || total < best.total) best = { pins, total };
  }
  return best === null ? null : repairWith(ctx, base, sku, dropped, best.pins);
}

/**
 * The cart adding `sku` to `trial` with the picks `pins` gives, or null when that add is refused.
 * Picks the rules see alike (distinctRules) plan alike: the first of them is planned in full
 * (remembered in `planned`), and for another, where the first's plan took each differing pick as
 * the visitor's choice (the other colour among its candidates), the cart is the first's with the
 * other colours in place of the first's, as planning it would give; else it is planned in full.
 */
export function pinnedCart(
  ctx: EngineContext,
  trial: Build,
  sku: string,
  pins: GroupPins,
  planned: Map<string, { pins: GroupPins; plan: RulePlan }>,
): readonly string[] | null {
  const rules = rulesKey(ctx, pins);
  const first = planned.get(rules);
  if (first === undefined) {
    const plan = planAccessoryAdd(ctx, trial, sku, pins);
    planned.set(rules, { pins, plan });
    return plan.ok ? plan.cart : null;
  }
  if (!first.plan.ok) return null;
  const swaps = new Map<string, string>();
  for (const group of [1, 2] as const) {
    const [was, now] = [first.pins[group], pins[group]];
    if (was === now) continue;
    const taken = first.plan.choices.some((c) => c.group === group && c.chosen === was && now !== undefined && c.candidates.includes(now));
    if (!taken || was === undefined || now === undefined) {
      const plan = planAccessoryAdd(ctx, trial, sku, pins);
      return plan.ok ? plan.cart : null;
    }
    swaps.set(was, now);
  }
  return first.plan.cart.map((item) => swaps.get(item) ?? item);
}

/** How the rules see a pair of picks: each pick's key and what it brings. */
function rulesKey(ctx: EngineContext, pins: GroupPins): string {
  const rulesOf = (pin: string | undefined) =>
    pin === undefined ? '' : [keyOf(ctx.catalog, pin), ...includedClosure(ctx.catalog, pin)].join(',');
  return `${rulesOf(pins[1])}|${rulesOf(pins[2])}`;
}

/**
 * Of the requirement picks, one per way the rules see them: two colours of an accessory that bring
 * the same keys (its own and what it includes) meet the rules alike (the vehicle takes both, as
 * pinOptions offers only those it takes), so an add planned with one goes through exactly when it
 * does with the other; only the cart's colours and prices differ.
 */
function distinctRules(ctx: EngineContext, options: readonly GroupPins[]): GroupPins[] {
  const seen = new Set<string>();
  return options.filter((pins) => {
    const rules = rulesKey(ctx, pins);
    if (seen.has(rules)) return false;
    seen.add(rules);
    return true;
  });
}
