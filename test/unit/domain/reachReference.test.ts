/**
 * The reach search keeps what it works out about a cart from one reach to the next (a visitor's
 * reaches list a whole group's values from one build) and plans the cart once per vehicle key, not
 * per candidate vehicle (issue 31.5). Its answers must be exactly those of the plain search: every
 * candidate vehicle's cart planned afresh for every set of kept choices, nothing kept between reaches.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settled, type EngineContext } from '../../../src/domain/build';
import { planOptionChange } from '../../../src/domain/buildStart';
import { preferredMinimalDiagnosis } from '../../../src/domain/diagnosis';
import { rangeGroupValues, reachOption } from '../../../src/domain/reach';
import { closestIn, selectionsOf } from '../../../src/domain/selection';
import { SELECTION_GROUPS, type Build, type BuildChoice, type SelectionGroup } from '../../../src/domain/types';
import { stepsOf, visitArb } from '../../support/arbitraries';
import type { Combination } from '../../../src/domain/catalog';

/** The plain search: the dropped choices, and the selections and cart of the build reached (null when none). */
function plainReach(ctx: EngineContext, build: Build, group: SelectionGroup, value: string | number) {
  const base = settled(build);
  const wanted = ctx.catalog.combinations.filter((combo) => combo.values[group] === value);
  const choices = base.choiceOrder.filter((c) => c.kind !== 'option' || c.group !== group);
  const itemChoices = base.choiceOrder.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
  const cartKeeping = (kept: readonly BuildChoice[]) => {
    const keptItems = kept.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
    return base.cart.filter((sku) => !itemChoices.includes(sku) || keptItems.includes(sku));
  };
  const plan = (combo: Combination, cart: readonly string[]) =>
    planOptionChange(
      ctx,
      { ...base, cart },
      { selections: selectionsOf(combo.configurable, combo.variant), configurable: combo.configurable, variant: combo.variant },
    ).plan.cart;
  const keeps = (combo: Combination, kept: readonly BuildChoice[]) => {
    if (!kept.every((c) => c.kind !== 'option' || combo.values[c.group] === base.selections[c.group])) return false;
    const planned = plan(combo, cartKeeping(kept));
    return kept.every((c) => c.kind !== 'item' || planned.includes(c.sku));
  };
  const dropped = preferredMinimalDiagnosis(choices, (kept) => wanted.some((combo) => keeps(combo, kept)));
  if (dropped === null) return null;
  const kept = choices.filter((c) => !dropped.includes(c));
  const resolved = closestIn(
    wanted.filter((combo) => keeps(combo, kept)),
    base.selections,
  );
  if (!resolved) return null;
  const cart = planOptionChange(ctx, { ...base, cart: cartKeeping(kept) }, resolved).plan.cart;
  return { dropped, selections: resolved.selections, cart };
}

function fastReach(ctx: EngineContext, build: Build, group: SelectionGroup, value: string | number) {
  const reach = reachOption(ctx, build, group, value);
  return reach && { dropped: reach.dropped, selections: reach.build.selections, cart: reach.build.cart };
}

describe('the reach search against the plain search', () => {
  it('gives exactly the plain answer for every value, from every build of generated visits', () => {
    fc.assert(
      fc.property(visitArb(8), (visit) => {
        const { ctx } = visit;
        const builds = [...stepsOf(visit)].map(({ build }) => build);
        // Every value from each build in turn (one cart asked about again and again), then from the builds interleaved.
        const asks = builds.flatMap((build) =>
          SELECTION_GROUPS.flatMap((group) => rangeGroupValues(ctx, group).map((value) => ({ build, group, value }))),
        );
        for (const { build, group, value } of [...asks, ...asks.slice().reverse()]) {
          expect(fastReach(ctx, build, group, value)).toEqual(plainReach(ctx, build, group, value));
        }
      }),
      { numRuns: 40 },
    );
  });
});
