/**
 * The visitor's changes to the build: options, accessories, trays and proposals (spec 4).
 * The engine that plans them (domain/buildTransitions.ts, with the proposals and the
 * alert texts) is not needed for the first price, so it is a lazy chunk: the screen
 * fetches it when the page is idle after the first price (`preloadBuildEngine`), and a
 * change made before then fetches it and applies once it is here. Once it is here, a
 * change applies at once. Changes always apply in the order the visitor made them.
 */
import { atom, type Getter, type Setter } from 'jotai';
import { changeNotMade, type EngineContext, type Outcome } from '../domain/build';
import type * as Transitions from '../domain/buildTransitions';
import type { Build, ProposalChoices, SelectionGroup, SelectionValue } from '../domain/types';
import { loadChunk } from '../host/loadChunk';
import { buildAtom } from './atoms';
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

/** Runs a domain transition on the build (as it is when the engine is here) when a range is loaded. */
function runTransition(get: Getter, set: Setter, run: (engine: Engine, ctx: EngineContext, build: Build) => Outcome) {
  return withEngine(get, set, (loaded) => {
    const ctx = get(engineAtom);
    const build = get(buildAtom);
    if (!ctx || !build) return;
    const outcome = run(loaded, ctx, build);
    logIssues(outcome);
    set(buildAtom, outcome.build);
  });
}

/** Chooses an option value (spec 4 "Selections"). */
export const changeOptionAtom = atom(null, (get, set, group: SelectionGroup, value: SelectionValue) =>
  runTransition(get, set, (loaded, ctx, build) => loaded.changeOption(ctx, build, group, value)),
);

export const addAccessoryAtom = atom(null, (get, set, sku: string) =>
  runTransition(get, set, (loaded, ctx, build) => loaded.addAccessory(ctx, build, sku)),
);

export const removeAccessoryAtom = atom(null, (get, set, sku: string) =>
  runTransition(get, set, (loaded, ctx, build) => loaded.removeAccessory(ctx, build, sku)),
);

export const changeAccessoryColourAtom = atom(null, (get, set, variantSku: string) =>
  runTransition(get, set, (loaded, ctx, build) => loaded.changeAccessoryColour(ctx, build, variantSku)),
);

export const selectTrayAtom = atom(null, (get, set, sku: string) =>
  runTransition(get, set, (loaded, ctx, build) => loaded.selectTray(ctx, build, sku)),
);

export const selectTrayPaintAtom = atom(null, (get, set, sku: string | null) =>
  runTransition(get, set, (loaded, ctx, build) => loaded.selectTrayPaint(ctx, build, sku)),
);

/** Accepts the pending proposal with the visitor's choices. */
export const acceptProposalAtom = atom(null, (get, set, choices: ProposalChoices = {}) =>
  withEngine(get, set, (loaded) => {
    const ctx = get(engineAtom);
    const build = get(buildAtom);
    if (!ctx || !build?.pending) return;
    set(buildAtom, loaded.acceptProposal(ctx, build, build.pending, choices));
  }),
);
