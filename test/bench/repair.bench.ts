/**
 * How long the smallest repair for a refused accessory takes (issue 22.2, 22.5: the preferred
 * minimal diagnosis over the cart's items, each check an add planned by the rules; goal p95
 * under 5 ms): on the shipped Triton and on a generated range of 60 models and 1,000
 * accessories with dense rules, for every accessory the build refuses and a repair admits.
 * Each call is timed on its own (wall clock and CPU time), after a warm-up pass (timedCalls.ts); the samples go to
 * BP_BENCH_SAMPLES with '-repair' before '.json' (scripts/bench/engine.mjs reports p50 and p95).
 * Not a test: `npm run bench`.
 */
import { writeFileSync } from 'node:fs';
import { afterAll, describe } from 'vitest';
import { type EngineContext } from '../../src/domain/build';
import { createBuild } from '../../src/domain/buildStart';
import { acceptProposal, addAccessory } from '../../src/domain/buildTransitions';
import { planAccessoryAdd, repairAccessoryAdd } from '../../src/domain/repair';
import { selectionFromUrl } from '../../src/domain/selection';
import type { Build } from '../../src/domain/types';
import { shippedCatalog } from '../support/shippedCatalog';
import { syntheticRange } from '../support/syntheticCatalog';
import { timedCalls, type CallTimes } from './timedCalls';

const pricing = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } as const;
const samples: Record<string, CallTimes> = {};

/** A build with the visitor's accessories added in turn (proposals accepted), up to `wanted` cart items. */
function withAccessories(ctx: EngineContext, modelSelection: string | null, skus: readonly string[], wanted: number): Build {
  let build = createBuild(ctx, selectionFromUrl(ctx.catalog, { modelSelection, optionSku: null })!);
  for (const sku of skus) {
    if (build.cart.length >= wanted) break;
    const outcome = addAccessory(ctx, build, sku).build;
    build = outcome.pending ? acceptProposal(ctx, outcome, outcome.pending) : outcome;
  }
  return build;
}

/** The accessories the build refuses that a repair lets in. */
function repairable(ctx: EngineContext, build: Build): string[] {
  return ctx.catalog.accessories
    .map((a) => a.sku)
    .filter((sku) => !planAccessoryAdd(ctx, build, sku, {}).ok && repairAccessoryAdd(ctx, build, sku) !== null);
}

function repairBench(name: string, ctx: EngineContext, build: Build) {
  const wanted = repairable(ctx, build);
  if (wanted.length === 0) throw new Error(`no repairable accessory for ${name}`);
  const calls = wanted.map((sku) => () => repairAccessoryAdd(ctx, build, sku));
  timedCalls(
    `${name}, ${wanted.length} refused accessories in turn`,
    calls,
    (samples[`${name}, ${wanted.length} refused accessories repaired in turn`] = { wall: [], cpu: [] }),
  );
}

const triton: EngineContext = { catalog: await shippedCatalog('triton'), pricing };
// A GLS with the Hard lid, the bull bar and the roof rack among others: the lights, a canopy's rivals and the like are refused.
const tritonTitles = ['Hard lid', 'Steel bull bar', 'Roof rack cross bars', 'Heavy duty towbar', 'Tub liner – over rail', 'Side steps'];
const tritonBuild = withAccessories(
  triton,
  'TR25GLSDCPI4DA',
  tritonTitles.map((title) => triton.catalog.accessories.find((a) => a.title === title)!.sku),
  8,
);

const synthetic = syntheticRange(1000, 7, 60);
const large: EngineContext = { catalog: synthetic.catalog, pricing };
const largeBuild = withAccessories(large, null, synthetic.accessorySkus, 15);

describe('repair a refused accessory (preferred minimal diagnosis)', () => {
  repairBench(`Triton GLS, cart of ${tritonBuild.cart.length}`, triton, tritonBuild);
  repairBench(
    `60 models (${large.catalog.combinations.length} variants), 1,000 accessories, cart of ${largeBuild.cart.length}`,
    large,
    largeBuild,
  );
});

afterAll(() => {
  const file = process.env.BP_BENCH_SAMPLES;
  if (file) writeFileSync(file.replace(/\.json$/, '-repair.json'), JSON.stringify(samples));
});
