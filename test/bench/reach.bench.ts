/**
 * How long reaching a hidden value takes (issue 22: the preferred minimal diagnosis over the
 * visitor's choices, the closest match and the cart plan; goal p95 under 5 ms): on the shipped
 * Triton and on a generated range of 60 models and 1,000 accessories with dense rules. Each
 * call is timed on its own (wall clock, and the process's CPU time), after a warm-up pass
 * (timedCalls.ts); the samples go to BP_BENCH_SAMPLES (scripts/bench/engine.mjs reports p50 and
 * p95 from them). Not a test: `npm run bench`.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe } from 'vitest';
import { type EngineContext } from '../../src/domain/build';
import { createBuild } from '../../src/domain/buildStart';
import { acceptProposal, addAccessory, changeOption } from '../../src/domain/buildTransitions';
import { rangeGroupValues, reachOption } from '../../src/domain/reach';
import { selectionFromUrl } from '../../src/domain/selection';
import { SELECTION_GROUPS, type Build, type SelectionGroup } from '../../src/domain/types';
import { shippedCatalog } from '../support/shippedCatalog';
import { syntheticRange } from '../support/syntheticCatalog';
import { timedCalls, type CallTimes } from './timedCalls';

const pricing = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } as const;
/** Per bench: each call's wall time and the process's CPU time for it (ms); a busy machine shows in the gap. */
const samples: Record<string, CallTimes> = {};

/** Every (group, value) the range sells, to reach in turn. */
function targets(ctx: EngineContext): [SelectionGroup, string | number][] {
  return SELECTION_GROUPS.flatMap((group) =>
    rangeGroupValues(ctx, group).map((value): [SelectionGroup, string | number] => [group, value]),
  );
}

/** A bench that reaches each value of the range in turn from `build`, timing each call. */
function reachBench(name: string, ctx: EngineContext, build: Build) {
  const calls = targets(ctx).map(
    ([group, value]) =>
      () =>
        reachOption(ctx, build, group, value),
  );
  timedCalls(name, calls, (samples[name] = { wall: [], cpu: [] }));
}

function withChoices(ctx: EngineContext, skus: readonly string[], wanted: number): Build {
  let build = createBuild(ctx, selectionFromUrl(ctx.catalog, { modelSelection: null, optionSku: null })!);
  build = changeOption(ctx, build, 'exterior', rangeGroupValues(ctx, 'exterior').at(-1)!).build;
  for (const sku of skus) {
    if (build.cart.length >= wanted) break;
    const outcome = addAccessory(ctx, build, sku);
    build = outcome.build.pending ? acceptProposal(ctx, outcome.build, outcome.build.pending) : outcome.build;
  }
  return build;
}

const triton: EngineContext = { catalog: await shippedCatalog('triton'), pricing };
const tritonBuild = withChoices(
  triton,
  triton.catalog.accessories.filter((a) => !a.isTray && !a.isTrayPaint).map((a) => a.sku),
  6,
);

const synthetic = syntheticRange(1000, 7, 60);
const large: EngineContext = { catalog: synthetic.catalog, pricing };
const largeBuild = withChoices(large, synthetic.accessorySkus, 15);

describe('reach a hidden value (preferred minimal diagnosis)', () => {
  reachBench(`Triton, ${tritonBuild.choiceOrder.length} choices, cart of ${tritonBuild.cart.length}`, triton, tritonBuild);
  reachBench(
    `60 models (${large.catalog.combinations.length} variants), 1,000 accessories, ${largeBuild.choiceOrder.length} choices, cart of ${largeBuild.cart.length}`,
    large,
    largeBuild,
  );
});

afterAll(() => {
  if (process.env.BP_BENCH_SAMPLES) writeFileSync(process.env.BP_BENCH_SAMPLES, JSON.stringify(samples));
});
