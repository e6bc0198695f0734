/**
 * The accessory rules engine (spec 3 "Accessory", 4 "Accessories", 8 alerts).
 *
 * A cart holds skus (an accessory, or a colour variant of one). Rules are between
 * accessory keys (the parent sku): required (one of a list, group 1),
 * extra-required (one of a second list, group 2), incompatible (both ways),
 * interchangeable (same spot: both kept, the most recent shown) and included
 * (a pack brings its items; nested packs bring theirs).
 *
 * Every plan either returns a cart that breaks no rule or returns the cart
 * unchanged with the reasons as issues: catalog cycles and contradictions never
 * loop and never throw.
 */
import { accessoryOf, accessoryTitle, fittingSkusOf, isCompatibleWithVariant, keyOf, relationsOf, type Catalog } from './catalog';
import { includedClosure } from './packs';
import { paintAccessoryFor, trayInCart } from './trays';
import { isTrayPaintSku, isTraySku } from './trayPrice';
import type { RuleIssue } from './types';
import { MAX_CART_ITEMS } from './urlParams';

/** Alert texts, exactly as spec section 8 spells them. */
export const ALERTS = {
  sameSpot: "You've selected two accessories for the same spot, we'll show the most recent one.",
  packIncludes: (names: string): string =>
    `Good news! This pack comes with the ${names} so we've removed the individual item(s) to save you money.`,
  notDisplayable: (title: string): string =>
    `${title} has been added to your configuration. While it can't be displayed, rest assured it's added to your list!`,
  lockedInPack: "Packed in and locked in! This accessory is included in your pack, so there's no price and it can't be removed.",
  includedInPack: 'Good news, you get this accessory as part of your selected pack!',
} as const;

/** Why a plan adds or removes an item. */
export type PlanReason = 'required' | 'conflict' | 'dependent' | 'vehicle' | 'pack';

/** One item a plan adds or removes besides the item being updated. */
export interface PlannedItem {
  sku: string;
  reason: PlanReason;
  group: 1 | 2;
  /**
   * Why, for a removed item: the sku it cannot share the build with (a conflict), the pack that
   * brings it, the item it needed that leaves (a dependent), or the variant that does not take it.
   */
  because?: string;
}

/** A requirement list of the item being added with more than one candidate (an item or a colour of one): the visitor picks one. */
export interface RequirementChoice {
  group: 1 | 2;
  candidates: readonly string[];
  chosen: string;
}

/** The outcome of a rule plan. */
export interface RulePlan {
  /** False when the change would break a rule that cannot be mended; `cart` is then the input cart. */
  ok: boolean;
  cart: readonly string[];
  added: readonly PlannedItem[];
  removed: readonly PlannedItem[];
  choices: readonly RequirementChoice[];
  alerts: readonly string[];
  issues: readonly RuleIssue[];
}

/** Skus the visitor chose per group of the item being added. */
export type GroupPins = Partial<Record<1 | 2, string>>;

/** Names joined for an alert: 'A', 'A and B', 'A, B and C'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Keys included by packs in the cart, each with the cart sku that brings it. */
export function includedInCart(catalog: Catalog, cart: readonly string[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const sku of cart) {
    for (const key of includedClosure(catalog, sku)) if (!owners.has(key)) owners.set(key, sku);
  }
  return owners;
}

/** Whether a key is only in the build because a pack includes it. */
export function isIncludedByPack(catalog: Catalog, cart: readonly string[], key: string): boolean {
  return !cart.some((sku) => keyOf(catalog, sku) === key) && includedInCart(catalog, cart).has(key);
}

/** What the rules ask of a cart sku, again and again during a plan: worked out once per catalog (which never changes once indexed). */
interface SkuRules {
  /** Its key and every key it brings (empty for a sku the catalog does not have). */
  footprint: readonly string[];
  /** The keys of its footprint that are trays, and tray paints. */
  trays: readonly string[];
  paints: readonly string[];
  /** Every key some key of its footprint is incompatible with, a key's own name left out. */
  conflicts: ReadonlySet<string>;
}

const skuRulesByCatalog = new WeakMap<Catalog, Map<string, SkuRules>>();

/** The last catalog asked about and its records: a plan asks thousands of times about one catalog. */
let lastCatalog: Catalog | null = null;
let lastRules = new Map<string, SkuRules>();

function skuRulesOf(catalog: Catalog, sku: string): SkuRules {
  let known = catalog === lastCatalog ? lastRules : skuRulesByCatalog.get(catalog);
  if (!known) skuRulesByCatalog.set(catalog, (known = new Map()));
  // Two assignments, not a destructuring one: that would allocate an array on every call of the hottest look-up.
  lastCatalog = catalog;
  lastRules = known;
  let rules = known.get(sku);
  if (rules === undefined) {
    const key = keyOf(catalog, sku);
    const footprint = key ? [key, ...includedClosure(catalog, sku)] : [];
    const conflicts = new Set<string>();
    for (const x of footprint) for (const y of relationsOf(catalog, x).incompatible) if (y !== x) conflicts.add(y);
    rules = {
      footprint,
      trays: footprint.filter((x) => isTraySku(catalog, x)),
      paints: footprint.filter((x) => isTrayPaintSku(catalog, x)),
      conflicts,
    };
    known.set(sku, rules);
  }
  return rules;
}

/** Whether a sku's footprint holds one of `kind` (trays, paints) that `ours` (non-empty) does not. */
function bringsAnother(ours: readonly string[], theirs: readonly string[]): boolean {
  return ours.length > 0 && theirs.some((y) => !ours.includes(y));
}

/** Whether two cart skus may not share the build (either side, packs by their contents; two trays or two paints). */
export function areIncompatible(catalog: Catalog, a: string, b: string): boolean {
  return conflict(skuRulesOf(catalog, a), skuRulesOf(catalog, b));
}

/** areIncompatible of two skus' records. */
function conflict(left: SkuRules, right: SkuRules): boolean {
  const [own, other] = [left.footprint[0], right.footprint[0]];
  if (own === undefined || other === undefined || own === other) return false;
  // A build has one tray and one tray paint, a pack's counting as its own: a pack that brings a paint
  // cannot share the build with another paint, nor with a pack that brings another.
  if (bringsAnother(left.trays, right.trays) || bringsAnother(left.paints, right.paints)) return true;
  return right.footprint.some((y) => left.conflicts.has(y));
}

/** Whether two keys sit on the same spot (interchangeable either way). */
export function isSameSpot(catalog: Catalog, a: string, b: string): boolean {
  return a !== b && (relationsOf(catalog, a).interchangeable.has(b) || relationsOf(catalog, b).interchangeable.has(a));
}

/** What a variant takes (a catalog never changes once indexed): each sku asked about, and each key's fitting skus. */
interface VariantFit {
  takes: Map<string, boolean>;
  fitting: Map<string, readonly string[]>;
}

/** The catalog the fit records are of (the last one asked about; another starts them afresh), and the records. */
let fitCatalog: Catalog | null = null;
let fitsByVariant = new Map<string | null, VariantFit>();

/** The fit records of a variant: a plan asks the same few questions of one variant many times. */
function variantFit(catalog: Catalog, variantSku: string | null): VariantFit {
  if (catalog !== fitCatalog) {
    fitCatalog = catalog;
    fitsByVariant = new Map();
  }
  const variants = fitsByVariant;
  let fit = variants.get(variantSku);
  if (!fit) variants.set(variantSku, (fit = { takes: new Map(), fitting: new Map() }));
  return fit;
}

/** isCompatibleWithVariant, remembered per variant and sku. */
function takes(catalog: Catalog, variantSku: string | null, sku: string): boolean {
  const known = variantFit(catalog, variantSku).takes;
  let taken = known.get(sku);
  if (taken === undefined) known.set(sku, (taken = isCompatibleWithVariant(catalog, variantSku, sku)));
  return taken;
}

/** fittingSkusOf, remembered per variant and key (read only: callers copy). */
function fittingOf(catalog: Catalog, key: string, variantSku: string | null): readonly string[] {
  const known = variantFit(catalog, variantSku).fitting;
  let skus = known.get(key);
  if (skus === undefined) known.set(key, (skus = fittingSkusOf(catalog, key, variantSku)));
  return skus;
}

/** Whether the variant accepts a cart sku; a tray paint goes with its tray. */
export function isAcceptedByVehicle(catalog: Catalog, variantSku: string | null, cart: readonly string[], sku: string): boolean {
  if (takes(catalog, variantSku, sku)) return true;
  if (!isTrayPaintSku(catalog, sku)) return false;
  const tray = trayInCart(catalog, cart);
  return tray !== null && paintAccessoryFor(catalog, tray)?.sku === keyOf(catalog, sku);
}

/** The requirement lists of a key that the present keys do not satisfy, by group. */
function unmetGroups(catalog: Catalog, key: string, present: ReadonlySet<string>): (1 | 2)[] {
  const rel = relationsOf(catalog, key);
  const out: (1 | 2)[] = [];
  if (rel.required.length > 0 && !rel.required.some((k) => present.has(k))) out.push(1);
  if (rel.extraRequired.length > 0 && !rel.extraRequired.some((k) => present.has(k))) out.push(2);
  return out;
}

function presentKeys(catalog: Catalog, cart: readonly string[]): Set<string> {
  const present = new Set<string>();
  for (const sku of cart) for (const key of skuRulesOf(catalog, sku).footprint) present.add(key);
  return present;
}

/** Every broken rule of a cart, as issues (empty for a valid cart). */
export function cartViolations(catalog: Catalog, variantSku: string | null, cart: readonly string[]): RuleIssue[] {
  const issues: RuleIssue[] = [];
  const keys = cart.map((sku) => keyOf(catalog, sku));
  const rules = cart.map((sku) => skuRulesOf(catalog, sku));
  const present = presentKeys(catalog, cart);
  cart.forEach((sku, i) => {
    const key = keys[i];
    if (key === null || key === undefined) {
      issues.push({ kind: 'unknown-sku', sku, related: null, message: `${sku} is not in the catalog` });
      return;
    }
    if (keys.indexOf(key) !== i) issues.push({ kind: 'contradiction', sku, related: key, message: `${key} is in the cart twice` });
    if (!isAcceptedByVehicle(catalog, variantSku, cart, sku)) {
      issues.push({ kind: 'incompatible-with-vehicle', sku, related: variantSku, message: `${sku} does not fit ${variantSku}` });
    }
    for (const group of unmetGroups(catalog, key, present)) {
      issues.push({
        kind: 'unsatisfiable-requirement',
        sku,
        related: String(group),
        message: `${sku} misses a required accessory (group ${group})`,
      });
    }
    cart.forEach((other, j) => {
      if (j > i && conflict(rules[i]!, rules[j]!)) {
        issues.push({ kind: 'contradiction', sku, related: other, message: `${sku} and ${other} are incompatible` });
      }
      // Its footprint after its own key is what it includes (includedClosure).
      if (j !== i && rules[j]!.footprint.indexOf(key, 1) > 0) {
        issues.push({ kind: 'contradiction', sku, related: other, message: `${sku} is already included by ${other}` });
      }
    });
  });
  return issues;
}

/**
 * The accessory count (spec 2: how many are in the cart, including items included via packs),
 * counted as 'Your build' lists them under Accessories: each cart item once, a tray and its
 * paint included, and a pack as the items it contains (its lines there), not as itself too.
 */
export function cartCount(catalog: Catalog, cart: readonly string[]): number {
  const counted = new Set<string>();
  for (const sku of cart) {
    const contents = includedClosure(catalog, sku);
    if (contents.length === 0) counted.add(keyOf(catalog, sku) ?? sku);
    for (const key of contents) counted.add(key);
  }
  return counted.size;
}

/**
 * What the accessory count says (issue 35: it says what it counts). The count is spec 2's, the
 * items a pack brings included, so with a pack it is more than the lines 'Your build' lists (the
 * pack is one line, its items listed under it): the words say how many of them came in the pack.
 * '1 accessory in your build', '2 accessories in your build', '5 accessories in your build, 3 in your pack'.
 */
export function cartCountText(catalog: Catalog, cart: readonly string[]): string {
  const count = cartCount(catalog, cart);
  const packs = cart.filter((sku) => includedClosure(catalog, sku).length > 0);
  const inPacks = new Set(packs.flatMap((sku) => includedClosure(catalog, sku))).size;
  const counted = `${count} ${count === 1 ? 'accessory' : 'accessories'} in your build`;
  if (inPacks === 0) return counted;
  return `${counted}, ${inPacks} in your ${packs.length === 1 ? 'pack' : 'packs'}`;
}

/** Skus the visualiser shows: cart and included items, only the most recent of a same-spot set (spec 4). */
export function renderedAccessories(catalog: Catalog, cart: readonly string[]): string[] {
  const items: string[] = [];
  for (const sku of cart) {
    items.push(sku);
    for (const key of includedClosure(catalog, sku)) if (!items.includes(key)) items.push(key);
  }
  return items.filter((sku, i) => {
    const key = keyOf(catalog, sku) ?? sku;
    return !items.slice(i + 1).some((later) => isSameSpot(catalog, key, keyOf(catalog, later) ?? later));
  });
}

class Planner {
  cart: string[];
  readonly added: PlannedItem[] = [];
  readonly removed: PlannedItem[] = [];
  readonly choices: RequirementChoice[] = [];
  readonly alerts: string[] = [];
  readonly issues: RuleIssue[] = [];
  readonly addedSkus = new Set<string>();
  /** The sku the visitor asked for, once added. */
  trigger: string | null = null;
  failed = false;

  constructor(
    readonly catalog: Catalog,
    readonly variantSku: string | null,
    readonly original: readonly string[],
  ) {
    this.cart = [...original];
  }

  fail(issue: RuleIssue): void {
    this.failed = true;
    this.issues.push(issue);
  }

  failTooMany(sku: string): void {
    this.fail({
      kind: 'too-many-accessories',
      sku,
      related: String(MAX_CART_ITEMS),
      message: `${sku} and the accessories it requires would take the build past ${MAX_CART_ITEMS} accessories`,
    });
  }

  remove(sku: string, reason: PlanReason, group: 1 | 2 = 1, because?: string): void {
    if (!this.cart.includes(sku)) return;
    if (this.addedSkus.has(sku)) {
      this.fail({ kind: 'contradiction', sku, related: null, message: `${sku} would be added and removed by the same change` });
      return;
    }
    this.cart = this.cart.filter((s) => s !== sku);
    this.removed.push({ sku, reason, group, because });
  }

  /** Removes cart items whose requirements the cart no longer meets, until none is left. */
  removeDependents(): void {
    let changed = true;
    while (changed && !this.failed) {
      changed = false;
      const present = presentKeys(this.catalog, this.cart);
      for (const sku of this.cart) {
        // Items this plan adds get their requirements after; the final check holds them to it.
        if (this.addedSkus.has(sku)) continue;
        const key = keyOf(this.catalog, sku);
        const orphan = !isAcceptedByVehicle(this.catalog, this.variantSku, this.cart, sku);
        if (key !== null && (orphan || unmetGroups(this.catalog, key, present).length > 0)) {
          this.remove(sku, 'dependent', 1, this.neededBy(sku));
          changed = true;
          break;
        }
      }
    }
  }

  /** What a dependent needed that has left the build: an item it requires, or a tray paint's tray. */
  private neededBy(sku: string): string | undefined {
    const { catalog } = this;
    const rel = relationsOf(catalog, keyOf(catalog, sku) ?? '');
    const needs = (gone: string) =>
      [...rel.required, ...rel.extraRequired].includes(keyOf(catalog, gone) ?? '') ||
      (isTrayPaintSku(catalog, sku) && isTraySku(catalog, gone));
    return this.original.find((gone) => !this.cart.includes(gone) && needs(gone));
  }

  /** Adds a sku and whatever it needs; the trigger's multi-candidate requirements become choices. */
  add(sku: string, pins: GroupPins, isTrigger: boolean, reason: PlanReason = 'required', group: 1 | 2 = 1): void {
    const key = this.addable(sku);
    if (key === null) return;
    this.cart.push(sku);
    this.addedSkus.add(sku);
    if (isTrigger) this.trigger = sku;
    else this.added.push({ sku, reason, group });
    this.makeRoomFor(sku);
    if (this.failed) return;
    this.removeDependents();
    if (this.failed || !this.cart.includes(sku)) return;
    this.addRequirements(sku, key, pins, isTrigger);
  }

  /** The key of a sku this plan may add; null (with the plan failed where it cannot) when it is not to be added. */
  private addable(sku: string): string | null {
    const { catalog } = this;
    const key = keyOf(catalog, sku);
    if (key === null) {
      this.fail({ kind: 'unknown-sku', sku, related: null, message: `${sku} is not in the catalog` });
      return null;
    }
    if (this.cart.some((s) => keyOf(catalog, s) === key)) return null;
    if (!isAcceptedByVehicle(catalog, this.variantSku, this.cart, sku)) {
      this.fail({ kind: 'incompatible-with-vehicle', sku, related: this.variantSku, message: `${sku} does not fit ${this.variantSku}` });
      return null;
    }
    // A chain of requirements is added whole or not at all: one longer than a build can hold stops here (so a
    // catalog chain of thousands never recurses deeply); result() refuses any plan that leaves too many.
    if (this.added.length >= MAX_CART_ITEMS) {
      this.failTooMany(this.trigger ?? sku);
      return null;
    }
    return key;
  }

  /** A pack removes the separate copies of what it includes; an added item removes what it conflicts with. */
  private makeRoomFor(sku: string): void {
    const { catalog } = this;
    const includes = new Set(includedClosure(catalog, sku));
    const copies = this.cart.filter((s) => s !== sku && includes.has(keyOf(catalog, s) ?? ''));
    for (const copy of copies) this.remove(copy, 'pack', 1, sku);
    if (copies.length > 0) this.alerts.push(ALERTS.packIncludes(joinNames(copies.map((s) => accessoryTitle(catalog, s)))));
    const own = skuRulesOf(catalog, sku);
    for (const other of [...this.cart]) {
      if (other !== sku && conflict(own, skuRulesOf(catalog, other))) this.remove(other, 'conflict', 1, sku);
    }
  }

  /** Each requirement group not yet met gets its first fitting candidate (or the trigger's pin); none fitting fails. */
  private addRequirements(sku: string, key: string, pins: GroupPins, isTrigger: boolean): void {
    const rel = relationsOf(this.catalog, key);
    const lists: [1 | 2, readonly string[]][] = [
      [1, rel.required],
      [2, rel.extraRequired],
    ];
    for (const [group, list] of lists) {
      if (list.length === 0 || this.failed) continue;
      const present = presentKeys(this.catalog, this.cart);
      if (list.some((k) => present.has(k))) continue;
      const candidates = this.candidatesOf(list);
      const first = candidates[0];
      if (first === undefined) {
        this.fail({
          kind: 'unsatisfiable-requirement',
          sku,
          related: list.join(','),
          message: `${sku} requires one of ${list.join(', ')}, none of which fits this build`,
        });
        return;
      }
      const pinned = isTrigger ? pins[group] : undefined;
      const chosen = pinned && candidates.includes(pinned) ? pinned : first;
      if (isTrigger && candidates.length > 1) this.choices.push({ group, candidates, chosen });
      this.add(chosen, pins, false, 'required', group);
    }
  }

  /** A requirement list's skus that fit: each colour of each the vehicle takes, none in conflict with the cart or removed by this plan. */
  private candidatesOf(list: readonly string[]): string[] {
    const { catalog } = this;
    const cart = this.cart.map((c) => skuRulesOf(catalog, c));
    return list
      .flatMap((k) => fittingOf(catalog, k, this.variantSku))
      .filter((s) => {
        const own = skuRulesOf(catalog, s);
        return !cart.some((c) => conflict(own, c));
      })
      .filter((s) => !this.removed.some((r) => keyOf(catalog, r.sku) === keyOf(catalog, s)));
  }

  result(originalCart: readonly string[]): RulePlan {
    if (!this.failed && this.cart.length > MAX_CART_ITEMS && this.cart.length > originalCart.length) this.failTooMany(this.trigger ?? '');
    if (!this.failed) {
      const broken = cartViolations(this.catalog, this.variantSku, this.cart);
      if (broken.length > 0) {
        this.failed = true;
        this.issues.push(...broken);
      }
    }
    if (this.failed) {
      return { ok: false, cart: originalCart, added: [], removed: [], choices: [], alerts: [], issues: this.issues };
    }
    return {
      ok: true,
      cart: this.cart,
      added: this.added,
      removed: this.removed,
      choices: this.choices,
      alerts: this.alerts,
      issues: this.issues,
    };
  }
}

/**
 * Plans adding a sku in place of `replacing` (another colour, the other tray): requirements
 * added, conflicts and their dependents removed, pack copies removed with the alert,
 * the same-spot alert and, on a range with a 3D view, the not-in-3D alert raised (spec 4, 8).
 */
export function planAdd(
  catalog: Catalog,
  variantSku: string | null,
  cart: readonly string[],
  sku: string,
  pins: GroupPins = {},
  replacing: string | readonly string[] | null = null,
): RulePlan {
  const key = keyOf(catalog, sku);
  const dropped: readonly string[] = replacing === null ? [] : typeof replacing === 'string' ? [replacing] : replacing;
  const start = cart.filter((s) => !dropped.includes(s));
  const already = dropped.length === 0 ? alreadyInBuild(catalog, variantSku, cart, sku, key) : null;
  if (already) return already;
  const planner = new Planner(catalog, variantSku, start);
  // Another colour of the same accessory is a colour change.
  const sameKey = start.find((s) => keyOf(catalog, s) === key);
  if (sameKey !== undefined) planner.cart = planner.cart.filter((s) => s !== sameKey);
  planner.add(sku, pins, true);
  if (!planner.failed) planner.removeDependents();
  if (!planner.failed && key !== null) addedAlerts(catalog, planner, sku, key);
  return planner.result(cart);
}

/**
 * Nothing to do when the build already has the sku (in the cart or by a pack), and the build is one
 * the rules allow (a repair tries carts with items given up, where what is left may miss what it
 * needs: those are planned in full); else null.
 */
function alreadyInBuild(
  catalog: Catalog,
  variantSku: string | null,
  cart: readonly string[],
  sku: string,
  key: string | null,
): RulePlan | null {
  const has = cart.includes(sku) || (key !== null && isIncludedByPack(catalog, cart, key));
  if (!has || cartViolations(catalog, variantSku, cart).length > 0) return null;
  const alerts = cart.includes(sku) ? [] : [ALERTS.includedInPack];
  return { ok: true, cart, added: [], removed: [], choices: [], alerts, issues: [] };
}

/**
 * What the visitor asked for must stay in the build the plan gives (in the cart or by a pack); the
 * same-spot alert and, on a range with a 3D view, the not-in-3D alert are raised.
 */
function addedAlerts(catalog: Catalog, planner: Planner, sku: string, key: string): void {
  if (!presentKeys(catalog, planner.cart).has(key)) {
    planner.fail({ kind: 'contradiction', sku, related: null, message: `${sku} would not stay in the build` });
    return;
  }
  const accessory = accessoryOf(catalog, sku);
  if (planner.cart.some((s) => isSameSpot(catalog, key, keyOf(catalog, s) ?? ''))) planner.alerts.push(ALERTS.sameSpot);
  if (catalog.has3DView && accessory && !accessory.is3DReady) planner.alerts.push(ALERTS.notDisplayable(accessoryTitle(catalog, sku)));
}

/** Plans removing a cart sku and the items that required it; an item included by a pack is locked (spec 8). */
export function planRemove(catalog: Catalog, variantSku: string | null, cart: readonly string[], sku: string): RulePlan {
  const key = keyOf(catalog, sku) ?? sku;
  if (!cart.includes(sku)) {
    const locked = isIncludedByPack(catalog, cart, key);
    return { ok: !locked, cart, added: [], removed: [], choices: [], alerts: locked ? [ALERTS.lockedInPack] : [], issues: [] };
  }
  const planner = new Planner(catalog, variantSku, cart);
  planner.cart = planner.cart.filter((s) => s !== sku);
  planner.removeDependents();
  return planner.result(cart);
}

/**
 * Plus-ones of a removed item: cart items it required (a light bar's wiring harness) that
 * no other item left in the cart lists as a requirement, so they may go with it (spec 4).
 */
export function plusOnesOf(catalog: Catalog, remaining: readonly string[], removedSku: string): string[] {
  const key = keyOf(catalog, removedSku);
  if (key === null) return [];
  const { required, extraRequired } = relationsOf(catalog, key);
  const neededBy = (sku: string, wanted: string) => {
    const relations = relationsOf(catalog, keyOf(catalog, sku) ?? '');
    return relations.required.includes(wanted) || relations.extraRequired.includes(wanted);
  };
  return remaining.filter((sku) => {
    const own = keyOf(catalog, sku);
    if (own === null || own === key || !(required.includes(own) || extraRequired.includes(own))) return false;
    return !remaining.some((other) => other !== sku && neededBy(other, own));
  });
}

/**
 * Plus-ones of every item a change removes (an LED light bar making room for a hard lid takes
 * its Driving light wiring harness's reason to be there): the same rule as plusOnesOf, over all
 * of them, each sku once, never one the change just removed or added.
 */
export function plusOnesOfRemoved(catalog: Catalog, remaining: readonly string[], removedSkus: readonly string[]): string[] {
  const out: string[] = [];
  for (const removed of removedSkus) {
    for (const sku of plusOnesOf(catalog, remaining, removed)) if (!out.includes(sku) && !removedSkus.includes(sku)) out.push(sku);
  }
  return out;
}

/** Plans a new variant: items it does not accept (and their dependents) removed; trays are the caller's (trays.ts). */
export function planVehicleChange(catalog: Catalog, variantSku: string | null, cart: readonly string[]): RulePlan {
  const planner = new Planner(catalog, variantSku, cart);
  for (const sku of cart) {
    if (!isAcceptedByVehicle(catalog, variantSku, planner.cart, sku)) planner.remove(sku, 'vehicle', 1, variantSku ?? undefined);
  }
  planner.removeDependents();
  return planner.result(cart);
}
