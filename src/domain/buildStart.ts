/**
 * A new build, and the cart a link or a new selection brings (spec 4 "Tray", "Selections"):
 * planned by the accessory rules, so this module and the rules engine are a chunk of their
 * own, which the vehicle load fetches while the vehicle's data comes (no round trip more
 * before the first price) and the build's transitions share.
 */
import { planAdd, planVehicleChange, type RulePlan } from './accessoryRules';
import { alertOf, isTrayItem, resolvedOf, type EngineContext } from './build';
import { accessoryTitle, colourLabelOf, entryOf, type Catalog } from './catalog';
import { itemName } from './pricing';
import { cartWithTrayFor, paintInCart, trayInCart } from './trays';
import type { Build, ResolvedSelection, RuleIssue } from './types';

/** A new build for a resolved selection; a model with trays starts with the compatible tray (spec 4, first load). */
export function createBuild(ctx: EngineContext, resolved: ResolvedSelection, cart: readonly string[] = []): Build {
  // A saved link may name skus the catalog no longer has, or name one twice: keep the rest.
  const known = cart.filter((sku, index) => entryOf(ctx.catalog, sku) !== null && cart.indexOf(sku) === index);
  const empty: Build = {
    selections: resolved.selections,
    cart: known,
    choiceOrder: [],
    finance: null,
    financeSelected: false,
    alert: null,
    pending: null,
  };
  const planned = planOptionChange(ctx, empty, resolved).plan.cart;
  // Keep the saved order (it says which same-spot accessory is the most recent); new items go last.
  const kept = known.filter((sku) => planned.includes(sku));
  // A link's items were the visitor's choices, in the order they were added; what the rules add here is not.
  return {
    ...empty,
    cart: [...kept, ...planned.filter((sku) => !kept.includes(sku))],
    choiceOrder: kept.map((sku) => ({ kind: 'item', sku })),
  };
}

/** The alert naming what a link's cart held that the build could not keep; null when it kept all. */
function linkLeftOutAlert(catalog: Catalog, linkCart: readonly string[], cart: readonly string[]): string | null {
  const leftOut = linkCart.filter((sku, index) => !cart.includes(sku) && linkCart.indexOf(sku) === index);
  if (leftOut.length === 0) return null;
  const known = leftOut.filter((sku) => entryOf(catalog, sku) !== null);
  const gone = leftOut.length - known.length;
  const names = known.map((sku) => itemName(accessoryTitle(catalog, sku), colourLabelOf(catalog, sku)));
  if (gone > 0) names.push(gone === 1 ? '1 accessory no longer offered' : `${gone} accessories no longer offered`);
  return `Left out from your link, as this build can't take them: ${names.join('; ')}.`;
}

/**
 * Told when a link (or a build code, which opens as one) names a variant the catalog no longer
 * sells: the link opens the model's closest one (selectionFromUrl), as a saved build is priced.
 */
export const LINK_VARIANT_GONE = 'The colour, interior or options in your link are no longer sold together: the closest build is shown.';

/**
 * The build with the cart a link names, once the accessories are in (they may come after the
 * vehicle): applied as on first load (createBuild: unknown or unfitting items dropped, the
 * compatible tray added), and whatever the link named that the build cannot keep is told in
 * the alert (every automatic change is told), with the link's variant (`linkVariant`, its
 * option-sku) when the catalog no longer sells it. The selections, finance and Finance tab stay.
 */
export function withLinkCart(ctx: EngineContext, build: Build, linkCart: readonly string[], linkVariant: string | null = null): Build {
  const resolved = resolvedOf(ctx, build);
  if (!resolved) return build;
  const { cart, choiceOrder } = createBuild(ctx, resolved, linkCart);
  const gone = linkVariant !== null && !ctx.catalog.configurables.some((c) => c.variants.some((v) => v.sku === linkVariant));
  const told = [gone ? LINK_VARIANT_GONE : null, linkLeftOutAlert(ctx.catalog, linkCart, cart)].filter((note) => note !== null);
  const options = build.choiceOrder.filter((choice) => choice.kind === 'option');
  return { ...build, cart, choiceOrder: [...options, ...choiceOrder], alert: told.length === 0 ? build.alert : alertOf(told.join(' ')) };
}

/** An option change planned: the selection it resolves to and what it does to the cart. */
export interface OptionChange {
  resolved: ResolvedSelection;
  plan: RulePlan;
  /** True when accessories other than the tray and its paint leave or join the build. */
  touchesAccessories: boolean;
  issues: RuleIssue[];
}

/** What a new selection does to the cart: accessories the variant cannot take leave, the tray follows the model. */
export function planOptionChange(ctx: EngineContext, build: Build, resolved: ResolvedSelection): OptionChange {
  const { catalog } = ctx;
  const variantSku = resolved.variant.sku;
  const issues: RuleIssue[] = [];
  const withoutTray = build.cart.filter((s) => !isTrayItem(catalog, s));
  let plan = planVehicleChange(catalog, variantSku, withoutTray);
  if (!plan.ok) {
    issues.push(...plan.issues);
    plan = { ...plan, ok: true, cart: [], removed: withoutTray.map((sku) => ({ sku, reason: 'vehicle' as const, group: 1 as const })) };
  }
  // The tray follows the model: kept, or one of the same tray type, or the default (spec 4).
  const trayCart = cartWithTrayFor(catalog, build.cart, resolved.configurable.subrange, variantSku);
  const removed = [...plan.removed];
  const added = [...plan.added];
  let cart = [...plan.cart];
  for (const sku of [trayInCart(catalog, trayCart), paintInCart(catalog, trayCart)]) {
    if (sku === null) continue;
    const step = planAdd(catalog, variantSku, cart, sku);
    if (!step.ok) {
      issues.push(...step.issues);
      continue;
    }
    cart = [...step.cart];
    removed.push(...step.removed);
    added.push(...step.added);
  }
  const touchesAccessories = [...removed, ...added].some((item) => !isTrayItem(catalog, item.sku));
  return {
    resolved,
    plan: { ok: true, cart, added, removed, choices: [], alerts: [], issues },
    touchesAccessories,
    issues,
  };
}
