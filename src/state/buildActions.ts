/**
 * The visitor's changes to the build: options, accessories, trays and proposals (spec 4).
 * The engine that plans them (domain/buildTransitions.ts, with the proposals and the
 * alert texts) is not needed for the first price, so it is a lazy chunk: the screen
 * fetches it when the page is idle after the first price (`preloadBuildEngine`), and a
 * change made before then fetches it and applies once it is here. Once it is here, a
 * change applies at once. Changes always apply in the order the visitor made them.
 *
 * Each change that gives another build is recorded in the instance's history (in its own
 * store, as everything the instance owns), so that Undo gives back the build before it and
 * Redo makes an undone change again (a new change clears what is left to redo).
 */
import { atom, type Getter, type Setter } from 'jotai';
import { changeNotMade, type EngineContext, type Outcome } from '../domain/build';
import type * as Transitions from '../domain/buildTransitions';
import type { BuildHistory, ChangeCause } from '../domain/history';
import type { Build, ProposalChoices, ProposalTrigger, SelectionGroup, SelectionValue } from '../domain/types';
import { loadChunk } from '../host/loadChunk';
import { buildAtom, loadedRangeAtom, type LoadedRange } from './atoms';
import { engineAtom } from './configurator';

type Engine = typeof Transitions;

let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

/** The engine's code, fetched once (with the data's bounded retries); a failed fetch is not kept. */
export function loadBuildEngine(): Promise<Engine> {
  loading ??= loadChunk(() => import('../domain/buildTransitions')).then(
    (module) => (engine = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the engine, so that the visitor's first change applies at once; a failure is left for that change. */
export function preloadBuildEngine(): void {
  loadBuildEngine().catch(() => undefined);
}

/**
 * Runs `apply` with the engine: at once when it is here, else once it has arrived. When
 * its code cannot be fetched, the build stays as it was and the visitor is told so; the
 * next change asks the network again.
 */
function withEngine(get: Getter, set: Setter, apply: (engine: Engine) => void): void | Promise<void> {
  if (engine) return apply(engine);
  return loadBuildEngine().then(apply, (error: unknown) => {
    console.error('bp-configurator: the change could not be made, its code could not be loaded', error);
    const build = get(buildAtom);
    if (build) set(buildAtom, changeNotMade(build));
  });
}

function logIssues(outcome: Outcome): void {
  for (const issue of outcome.issues) console.warn(`bp-configurator: ${issue.message} (${issue.sku})`);
}

// ---------------------------------------------------------------------------
// History (undo)
// ---------------------------------------------------------------------------

/**
 * The history of one visit to a range: it belongs to the range as loaded (its car, made anew
 * by each load, and its accessories' state). Another range, the selector and back, or the
 * accessories arriving after a change (the build is then made again with them) start afresh;
 * a pricing change keeps it (the same builds, priced anew).
 */
interface VisitHistory {
  car: LoadedRange['car'];
  accessories: LoadedRange['accessories'];
  history: BuildHistory;
}

const visitHistoryAtom = atom<VisitHistory | null>(null);

/** The current visit's history, or null when nothing has changed in this visit. */
function currentHistory(get: Getter): VisitHistory | null {
  const visit = get(visitHistoryAtom);
  const loaded = get(loadedRangeAtom);
  return visit && loaded && visit.car === loaded.car && visit.accessories === loaded.accessories ? visit : null;
}

/** Whether this visit has had a change (Undo and Redo show from then on), and whether one is left to undo and to redo. */
export const undoStateAtom = atom((get) => {
  const visit = currentHistory(get);
  return { shown: visit !== null, canUndo: (visit?.history.entries.length ?? 0) > 0, canRedo: (visit?.history.redo.length ?? 0) > 0 };
});

function record(get: Getter, set: Setter, loaded: Engine, before: Build, after: Build, cause: ChangeCause): void {
  const range = get(loadedRangeAtom);
  if (!range) return;
  const visit = currentHistory(get);
  const history = loaded.recordChange(visit?.history ?? { entries: [], redo: [] }, before, after, cause);
  if (visit && history === visit.history) return;
  if (!visit && history.entries.length === 0) return;
  set(visitHistoryAtom, { car: range.car, accessories: range.accessories, history });
}

/** What a proposal's change acted on. */
function causeOf(trigger: ProposalTrigger): ChangeCause {
  if ('sku' in trigger) return { sku: trigger.sku };
  if ('group' in trigger) return { group: trigger.group };
  return null;
}

/** Moves through the visit's history with the engine's `undoChange` or `redoChange`. */
function travel(get: Getter, set: Setter, step: (engine: Engine) => Engine['undoChange']) {
  return withEngine(get, set, (loaded) => {
    const ctx = get(engineAtom);
    const build = get(buildAtom);
    const visit = currentHistory(get);
    if (!ctx || !build || !visit) return;
    const moved = step(loaded)(ctx, visit.history, build);
    if (!moved) return;
    set(buildAtom, moved.build);
    set(visitHistoryAtom, { ...visit, history: moved.history });
  });
}

/** Undoes the visitor's most recent change: the build before it, with an alert saying what was undone. */
export const undoAtom = atom(null, (get, set) => travel(get, set, (loaded) => loaded.undoChange));

/** Makes the most recently undone change again, with an alert saying what was redone. */
export const redoAtom = atom(null, (get, set) => travel(get, set, (loaded) => loaded.redoChange));

// ---------------------------------------------------------------------------
// Changes
// ---------------------------------------------------------------------------

/** Runs a domain transition on the build (as it is when the engine is here) when a range is loaded, and records it. */
function runTransition(get: Getter, set: Setter, cause: ChangeCause, run: (engine: Engine, ctx: EngineContext, build: Build) => Outcome) {
  return withEngine(get, set, (loaded) => {
    const ctx = get(engineAtom);
    const build = get(buildAtom);
    if (!ctx || !build) return;
    const outcome = run(loaded, ctx, build);
    logIssues(outcome);
    set(buildAtom, outcome.build);
    record(get, set, loaded, build, outcome.build, cause);
  });
}

/** Chooses an option value (spec 4 "Selections"). */
export const changeOptionAtom = atom(null, (get, set, group: SelectionGroup, value: SelectionValue) =>
  runTransition(get, set, { group }, (loaded, ctx, build) => loaded.changeOption(ctx, build, group, value)),
);

/**
 * Chooses an option value only when it needs no proposal (an arrow key in an option group: the
 * radio pattern selects as focus moves, but a modal per key press would stop the visitor
 * browsing). Resolves whether the value was chosen; a value that needs changes leaves the build
 * as it is, and is asked for with Space or Enter (changeOptionAtom).
 */
export const chooseOptionDirectlyAtom = atom(null, (get, set, group: SelectionGroup, value: SelectionValue): boolean | Promise<boolean> => {
  let chosen = false;
  const done = withEngine(get, set, (loaded) => {
    const ctx = get(engineAtom);
    const build = get(buildAtom);
    if (!ctx || !build) return;
    const outcome = loaded.changeOption(ctx, build, group, value);
    if (outcome.build.pending) return;
    logIssues(outcome);
    set(buildAtom, outcome.build);
    record(get, set, loaded, build, outcome.build, { group });
    chosen = true;
  });
  return done ? done.then(() => chosen) : chosen;
});

export const addAccessoryAtom = atom(null, (get, set, sku: string) =>
  runTransition(get, set, { sku }, (loaded, ctx, build) => loaded.addAccessory(ctx, build, sku)),
);

export const removeAccessoryAtom = atom(null, (get, set, sku: string) =>
  runTransition(get, set, { sku }, (loaded, ctx, build) => loaded.removeAccessory(ctx, build, sku)),
);

export const changeAccessoryColourAtom = atom(null, (get, set, variantSku: string) =>
  runTransition(get, set, { sku: variantSku }, (loaded, ctx, build) => loaded.changeAccessoryColour(ctx, build, variantSku)),
);

export const selectTrayAtom = atom(null, (get, set, sku: string) =>
  runTransition(get, set, { sku }, (loaded, ctx, build) => loaded.selectTray(ctx, build, sku)),
);

export const selectTrayPaintAtom = atom(null, (get, set, sku: string | null) =>
  runTransition(get, set, sku === null ? null : { sku }, (loaded, ctx, build) => loaded.selectTrayPaint(ctx, build, sku)),
);

/** Accepts the pending proposal with the visitor's choices. */
export const acceptProposalAtom = atom(null, (get, set, choices: ProposalChoices = {}) =>
  withEngine(get, set, (loaded) => {
    const ctx = get(engineAtom);
    const build = get(buildAtom);
    if (!ctx || !build?.pending) return;
    const accepted = loaded.acceptProposal(ctx, build, build.pending, choices);
    set(buildAtom, accepted);
    record(get, set, loaded, build, accepted, causeOf(build.pending.trigger));
  }),
);
