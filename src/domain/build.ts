/**
 * The build: the one value the UI holds, and what the first screen needs of it (a new
 * build for a selection, its total, the tab and finance values). The transitions that
 * change it (options, accessories, proposals) are pure functions in buildTransitions.ts,
 * a module the element loads once the first price shows; a new build (its default tray, a
 * link's cart) is planned by the rules in buildStart.ts, fetched beside the vehicle's data.
 */
import { type Catalog } from './catalog';
import { buildTotal } from './pricing';
import { resolveSelection } from './selection';
import { isTrayPaintSku, isTraySku } from './trayPrice';
import type { Build, ConfiguratorAlert, FinanceInputs, PricingContext, ProposedChange, ResolvedSelection, RuleIssue } from './types';

/** What every transition reads: the indexed catalog and the pricing context. */
export interface EngineContext {
  catalog: Catalog;
  pricing: PricingContext;
}

/** A transition's result: the next build and any problems, reported rather than thrown. */
export interface Outcome {
  build: Build;
  issues: readonly RuleIssue[];
}

/** How long an engine alert stays before it fades (spec 4 "Other": alerts auto-dismiss; the spec gives no figure). */
export const ALERT_DURATION_MS = 8000;

/** An engine alert with the given text, or none. */
export function alertOf(content: string | undefined): ConfiguratorAlert | null {
  return content === undefined ? null : { content, duration: ALERT_DURATION_MS };
}

/** What the visitor is told when a change could not be made because its code did not load (spec 8: the network failed after its retries). */
export const CHANGE_NOT_MADE_ALERT = 'Sorry, your change could not be made. Please check your connection and try again.';

/**
 * The build as it was, telling the visitor their change was not made. It stays until
 * closed (no duration): the visitor has to know the build on screen is not what they chose.
 */
export function changeNotMade(build: Build): Build {
  return { ...build, alert: { content: CHANGE_NOT_MADE_ALERT, duration: null } };
}

/** The build without a pending proposal. */
export function settled(build: Build): Build {
  return build.pending === null ? build : { ...build, pending: null };
}

/** The configurable and variant a build's selections name, or null for an empty catalog. */
export function resolvedOf(ctx: EngineContext, build: Build): ResolvedSelection | null {
  return resolveSelection(ctx.catalog, build.selections);
}

/** The build's running total (see pricing.buildTotal); 0 for an empty catalog. */
export function totalOf(ctx: EngineContext, build: Build): number {
  const resolved = resolvedOf(ctx, build);
  return resolved ? buildTotal(ctx.catalog, resolved, build.cart, ctx.pricing).total : 0;
}

/** Landing page entry: options, accessories, finance values and the Finance tab reset (spec 4). */
export function resetBuild(build: Build): Build {
  return { ...build, cart: [], choiceOrder: [], finance: null, financeSelected: false, alert: null, pending: null };
}

/** The alert closed. */
export function clearAlert(build: Build): Build {
  return build.alert === null ? build : { ...build, alert: null };
}

/** Finance or Price tab chosen (spec 4 "Summary"). */
export function selectFinanceTab(build: Build, financeSelected: boolean): Build {
  return { ...build, financeSelected };
}

/** Finance inputs changed by the calculator. */
export function updateFinance(build: Build, finance: FinanceInputs | null): Build {
  return { ...build, finance };
}

/** Cancels a proposal: the build exactly as it was before it (spec 4). */
export function cancelProposal(build: Build, proposal: ProposedChange | null = build.pending): Build {
  return proposal ? proposal.base : settled(build);
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

/** A tray or a tray paint. */
export function isTrayItem(catalog: Catalog, sku: string): boolean {
  return isTraySku(catalog, sku) || isTrayPaintSku(catalog, sku);
}
