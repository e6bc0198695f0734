/**
 * Undo (issue 22.3): the visitor's changes as a history of builds. A build is a value, so
 * undoing a change gives back the build exactly as it was before it: its selections, its cart
 * (tray and paint among it), the order of its choices and so its price. Part of the lazy
 * build engine (re-exported by buildTransitions): the first screen needs none of it.
 */
import { alertOf, settled, type EngineContext } from './build';
import { buildChanges, type BuildChange } from './buildChanges';
import { keyOf } from './catalog';
import { SELECTION_LABELS, VEHICLE_GROUPS } from './optionGroups';
import type { Build, SelectionGroup } from './types';

/** How many changes the history keeps; the oldest go first (the issue asks for at least 20). */
export const HISTORY_LIMIT = 50;

/** What the visitor acted on: an option group, or a cart item (an accessory, a tray, a paint); null when not known. */
export type ChangeCause = { group: SelectionGroup } | { sku: string } | null;

/** One change: the build before it, the build it made, and what the visitor acted on. */
export interface HistoryEntry {
  before: Build;
  after: Build;
  cause: ChangeCause;
}

/** The changes of one visit, oldest first. */
export interface BuildHistory {
  entries: readonly HistoryEntry[];
}

export const EMPTY_HISTORY: BuildHistory = { entries: [] };

/** Whether `after` is another build than `before`: its selections or its cart differ (a proposal opening, an alert or finance is not a change). */
export function isBuildChange(before: Build, after: Build): boolean {
  if (before.cart.length !== after.cart.length || before.cart.some((sku, i) => after.cart[i] !== sku)) return true;
  return (Object.keys(before.selections) as SelectionGroup[]).some((group) => before.selections[group] !== after.selections[group]);
}

/** The history with a change recorded as the most recent; unchanged when the build did not change. */
export function recordChange(history: BuildHistory, before: Build, after: Build, cause: ChangeCause): BuildHistory {
  if (!isBuildChange(before, after)) return history;
  const entry: HistoryEntry = { before: quiet(before), after: quiet(after), cause };
  return { entries: [...history.entries, entry].slice(-HISTORY_LIMIT) };
}

/** A build as history keeps it: no proposal waiting, no alert. */
function quiet(build: Build): Build {
  const calm = settled(build);
  return calm.alert === null ? calm : { ...calm, alert: null };
}

/**
 * Undoes the most recent change: the build exactly as it was before it, with an alert saying
 * what was undone. The finance inputs go back only when the change itself reset them (an
 * option change does, spec 4); the Price or Finance tab stays as the visitor has it. Null
 * when there is nothing to undo.
 */
export function undoChange(ctx: EngineContext, history: BuildHistory, current: Build): { build: Build; history: BuildHistory } | null {
  const entry = history.entries.at(-1);
  if (!entry) return null;
  const { before, after } = entry;
  const build: Build = {
    ...before,
    finance: before.finance !== after.finance ? before.finance : current.finance,
    financeSelected: current.financeSelected,
    alert: alertOf(undoneText(ctx, entry)),
    pending: null,
  };
  return { build, history: { entries: history.entries.slice(0, -1) } };
}

/** The line of what the visitor acted on: its group's, else its exact sku's, else another colour of its accessory's. */
function causeLine(ctx: EngineContext, lines: readonly BuildChange[], cause: ChangeCause): BuildChange | null {
  if (cause === null) return null;
  if ('group' in cause) return lines.find((line) => line.kind === 'option' && line.group === cause.group) ?? null;
  const key = keyOf(ctx.catalog, cause.sku);
  return (
    lines.find((line) => line.sku === cause.sku) ??
    lines.find((line) => line.sku !== null && line.action !== 'remove' && keyOf(ctx.catalog, line.sku) === key) ??
    null
  );
}

/** What undoing puts back, line by line ('Drive & Fuel Type back to 2WD Petrol', 'Hard lid back', 'Sports bar removed'). */
function revertText(line: BuildChange): string | null {
  if (line.kind === 'option' && line.group) {
    // A group the vehicle before did not have (a model's option pack) goes with the vehicle: nothing to say.
    return line.detail === null ? null : `${SELECTION_LABELS[line.group]} back to ${line.detail.replace(/^was /, '')}`;
  }
  if (line.kind !== 'accessory') return null;
  if (line.action === 'remove') return `${line.title} back`;
  if (line.action === 'add') return `${line.title} removed`;
  return null;
}

/** What the visitor did, as undoing it names it: the value chosen, or the item added or removed. */
function causeText(line: BuildChange): string {
  if (line.kind !== 'accessory') return line.title;
  return `${line.title} ${line.action === 'remove' ? 'removed' : 'added'}`;
}

/**
 * The alert after an undo: what was undone and what else went back, e.g.
 * 'Undid: Double Cab Chassis (Drive & Fuel Type back to 2WD Petrol)'.
 */
export function undoneText(ctx: EngineContext, entry: HistoryEntry): string {
  const { before, after, cause } = entry;
  const lines = buildChanges(ctx.catalog, ctx.pricing, before, after);
  const vehicle = vehicleReverts(entry);
  // Without a known cause (an unpaint, say), the first thing that changed names the change.
  const chosen = vehicle.main === null ? (causeLine(ctx, lines, cause) ?? lines.find((line) => line.kind !== 'vehicle') ?? null) : null;
  const others = [...vehicle.others, ...lineReverts(lines, chosen)];
  const main = vehicle.main ?? (chosen ? causeText(chosen) : (others.shift() ?? 'your last change'));
  return others.length === 0 ? `Undid: ${main}` : `Undid: ${main} (${others.join('; ')})`;
}

/** The vehicle groups an undo puts back: the one the visitor changed (named as the undone change), the others as 'back to'. */
function vehicleReverts({ before, after, cause }: HistoryEntry): { main: string | null; others: string[] } {
  const causeGroup = cause !== null && 'group' in cause ? cause.group : null;
  const vehicleGroups = VEHICLE_GROUPS.filter((group) => before.selections[group] !== after.selections[group]);
  const main = causeGroup !== null && vehicleGroups.includes(causeGroup) ? String(after.selections[causeGroup] ?? '') : null;
  const others = vehicleGroups
    .filter((group) => group !== causeGroup || main === null)
    .map((group) => `${SELECTION_LABELS[group]} back to ${String(before.selections[group] ?? '')}`);
  return { main, others };
}

/** The build's other lines an undo reverts, but the vehicle and the line that names the change. */
function lineReverts(lines: readonly BuildChange[], chosen: BuildChange | null): string[] {
  return lines
    .filter((line) => line.kind !== 'vehicle' && line !== chosen)
    .map(revertText)
    .filter((text): text is string => text !== null);
}
