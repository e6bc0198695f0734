/**
 * Undo (issue 22.3) and Redo (issue 32.3): the visitor's changes as a history of builds. A build is a value, so
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

/**
 * The changes of one visit, oldest first, and the changes undone that Redo makes again (the most
 * recently undone last). A new change clears the redo list: what was undone before it no longer
 * follows from the build. Both hold at most HISTORY_LIMIT changes.
 */
export interface BuildHistory {
  entries: readonly HistoryEntry[];
  redo: readonly HistoryEntry[];
}

export const EMPTY_HISTORY: BuildHistory = { entries: [], redo: [] };

/** Whether `after` is another build than `before`: its selections or its cart differ (a proposal opening, an alert or finance is not a change). */
export function isBuildChange(before: Build, after: Build): boolean {
  if (before.cart.length !== after.cart.length || before.cart.some((sku, i) => after.cart[i] !== sku)) return true;
  return (Object.keys(before.selections) as SelectionGroup[]).some((group) => before.selections[group] !== after.selections[group]);
}

/** The history with a change recorded as the most recent and nothing left to redo; unchanged when the build did not change. */
export function recordChange(history: BuildHistory, before: Build, after: Build, cause: ChangeCause): BuildHistory {
  if (!isBuildChange(before, after)) return history;
  const entry: HistoryEntry = { before: quiet(before), after: quiet(after), cause };
  return { entries: [...history.entries, entry].slice(-HISTORY_LIMIT), redo: [] };
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
  return { build, history: { entries: history.entries.slice(0, -1), redo: [...history.redo, entry].slice(-HISTORY_LIMIT) } };
}

/**
 * Makes the most recently undone change again: the build exactly as that change made it, with an
 * alert saying what was redone; the change goes back on the history, to be undone again. The
 * finance inputs follow as for an undo. Null when there is nothing to redo.
 */
export function redoChange(ctx: EngineContext, history: BuildHistory, current: Build): { build: Build; history: BuildHistory } | null {
  const entry = history.redo.at(-1);
  if (!entry) return null;
  const { before, after } = entry;
  const build: Build = {
    ...after,
    finance: before.finance !== after.finance ? after.finance : current.finance,
    financeSelected: current.financeSelected,
    alert: alertOf(redoneText(ctx, entry)),
    pending: null,
  };
  return { build, history: { entries: [...history.entries, entry].slice(-HISTORY_LIMIT), redo: history.redo.slice(0, -1) } };
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
  return changeText(ctx, entry, 'Undid');
}

/**
 * The alert after a redo: the change made again, named as undoing it named it, and what else it
 * changed, e.g. 'Redid: Sports bar added (Hard lid removed)'.
 */
export function redoneText(ctx: EngineContext, entry: HistoryEntry): string {
  return changeText(ctx, entry, 'Redid');
}

function changeText(ctx: EngineContext, entry: HistoryEntry, verb: 'Undid' | 'Redid'): string {
  const { before, after, cause } = entry;
  const lines = buildChanges(ctx.catalog, ctx.pricing, before, after);
  const vehicle = vehicleReverts(entry, verb === 'Redid');
  // Without a known cause (an unpaint, say), the first thing that changed names the change.
  const chosen = vehicle.main === null ? (causeLine(ctx, lines, cause) ?? lines.find((line) => line.kind !== 'vehicle') ?? null) : null;
  const others = [...vehicle.others, ...lineReverts(lines, chosen, verb === 'Redid' ? redoText : revertText)];
  const main = vehicle.main ?? (chosen ? causeText(chosen) : (others.shift() ?? 'your last change'));
  return others.length === 0 ? `${verb}: ${main}` : `${verb}: ${main} (${others.join('; ')})`;
}

/** What redoing makes again, line by line ('Drive & Fuel Type to 4WD Diesel', 'Hard lid removed', 'Sports bar added'). */
function redoText(line: BuildChange): string | null {
  if (line.kind === 'option' && line.group) return line.detail === null ? null : `${SELECTION_LABELS[line.group]} to ${line.title}`;
  if (line.kind !== 'accessory') return null;
  if (line.action === 'remove') return `${line.title} removed`;
  if (line.action === 'add') return `${line.title} added`;
  return null;
}

/** The vehicle groups an undo puts back (a redo makes again): the one the visitor changed (named as the change), the others as 'back to' ('to'). */
function vehicleReverts({ before, after, cause }: HistoryEntry, forward: boolean): { main: string | null; others: string[] } {
  const causeGroup = cause !== null && 'group' in cause ? cause.group : null;
  const vehicleGroups = VEHICLE_GROUPS.filter((group) => before.selections[group] !== after.selections[group]);
  const main = causeGroup !== null && vehicleGroups.includes(causeGroup) ? String(after.selections[causeGroup] ?? '') : null;
  const others = vehicleGroups
    .filter((group) => group !== causeGroup || main === null)
    .map((group) =>
      forward
        ? `${SELECTION_LABELS[group]} to ${String(after.selections[group] ?? '')}`
        : `${SELECTION_LABELS[group]} back to ${String(before.selections[group] ?? '')}`,
    );
  return { main, others };
}

/** The build's other lines an undo reverts (a redo makes again), but the vehicle and the line that names the change. */
function lineReverts(lines: readonly BuildChange[], chosen: BuildChange | null, text: (line: BuildChange) => string | null): string[] {
  return lines
    .filter((line) => line.kind !== 'vehicle' && line !== chosen)
    .map(text)
    .filter((text): text is string => text !== null);
}
