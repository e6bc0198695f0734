/** Engine speed on a large synthetic catalog (goal: under 1 ms median each). Not a test: `npm run bench`. */
import { bench, describe } from 'vitest';
import { totalOf, type EngineContext } from '../../src/domain/build';
import { createBuild } from '../../src/domain/buildStart';
import { acceptProposal, addAccessory, changeOption } from '../../src/domain/buildTransitions';
import { resolveSelection } from '../../src/domain/selection';
import type { Build } from '../../src/domain/types';
import { syntheticRange } from '../support/syntheticCatalog';

const { catalog, accessorySkus } = syntheticRange();
const ctx: EngineContext = { catalog, pricing: { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } };

// A build with a realistic cart: accessories added (and their proposals accepted) until 15 are in.
let build: Build = createBuild(ctx, resolveSelection(catalog, {})!);
for (const sku of accessorySkus) {
  if (build.cart.length >= 15) break;
  const outcome = addAccessory(ctx, build, sku);
  build = outcome.build.pending ? acceptProposal(ctx, outcome.build, outcome.build.pending) : outcome.build;
}

// An accessory whose add opens a proposal (it conflicts with or requires something).
const proposing = accessorySkus.find((sku) => !build.cart.includes(sku) && addAccessory(ctx, build, sku).build.pending !== null);
if (!proposing) throw new Error('synthetic catalog has no proposing accessory');

const exteriors = [1, 2, 3, 4, 5];
let turn = 0;

describe(`engine on ${accessorySkus.length} accessories, ${catalog.combinations.length} variants, cart of ${build.cart.length}`, () => {
  bench('selection change with rule checking and the new total', () => {
    turn += 1;
    const outcome = changeOption(ctx, build, 'exterior', exteriors[turn % exteriors.length]!);
    totalOf(ctx, outcome.build);
  });

  bench('accessory add that triggers a proposal', () => {
    addAccessory(ctx, build, proposing);
  });
});
