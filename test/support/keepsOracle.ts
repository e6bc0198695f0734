/**
 * The brute-force oracle shared by the reach (domain/reach.ts) and closest-in-stock
 * (domain/closestInStock.ts) property tests: both plan a build that keeps as many of the
 * visitor's choices as it can, dropping the oldest first, among the builds some rule accepts
 * (one with the wanted value; one in stock). Written from the catalog's combinations, never
 * with the planner under test.
 */
import { expect } from 'vitest';
import { cartViolations } from '../../src/domain/accessoryRules';
import { resolvedOf, totalOf, type EngineContext } from '../../src/domain/build';
import { createBuild } from '../../src/domain/buildStart';
import type { Combination } from '../../src/domain/catalog';
import { selectionsOf } from '../../src/domain/selection';
import type { Build, BuildChoice } from '../../src/domain/types';

/** A plan as both planners give it: the build, the choices it gave up, and its totals. */
interface PlannedBuild {
  build: Build;
  dropped: readonly BuildChoice[];
  newTotal: number;
  priceChange: number;
}

const isSame = (a: BuildChoice, b: BuildChoice) =>
  a.kind === 'option' ? b.kind === 'option' && a.group === b.group : b.kind === 'item' && a.sku === b.sku;

/** Whether a build keeps a choice of `base`: the same option value, or the item still in the cart. */
function keeps(base: Build, build: Build, choice: BuildChoice): boolean {
  return choice.kind === 'option' ? build.selections[choice.group] === base.selections[choice.group] : build.cart.includes(choice.sku);
}

/** Whether any accepted combination keeps every one of `kept` (brute force, each planned as a new build). */
function someBuildKeeps(ctx: EngineContext, base: Build, accepts: (combo: Combination) => boolean, kept: readonly BuildChoice[]): boolean {
  const keptItems = kept.flatMap((c) => (c.kind === 'item' ? [c.sku] : []));
  const dropped = base.choiceOrder.flatMap((c) => (c.kind === 'item' && !keptItems.includes(c.sku) ? [c.sku] : []));
  return ctx.catalog.combinations.some((combo) => {
    if (!accepts(combo)) return false;
    if (!kept.every((c) => c.kind !== 'option' || combo.values[c.group] === base.selections[c.group])) return false;
    const resolved = {
      selections: selectionsOf(combo.configurable, combo.variant),
      configurable: combo.configurable,
      variant: combo.variant,
    };
    const build = createBuild(
      ctx,
      resolved,
      base.cart.filter((sku) => !dropped.includes(sku)),
    );
    return keptItems.every((sku) => build.cart.includes(sku));
  });
}

/**
 * The checks every plan must pass: a build the catalog sells, keeping all of `choices` but the
 * dropped ones; minimal (putting back any dropped choice leaves no accepted build) and preferred
 * (a dropped choice could not stay by giving up only older ones instead); its totals the builds' own.
 */
export function expectSoundPlan(
  ctx: EngineContext,
  base: Build,
  choices: readonly BuildChoice[],
  accepts: (combo: Combination) => boolean,
  plan: PlannedBuild,
): void {
  const resolved = resolvedOf(ctx, plan.build)!;
  // A valid build: a real variant named exactly by its selections, a cart breaking no rule.
  expect(ctx.catalog.combinations.some((c) => c.variant === resolved.variant)).toBe(true);
  expect(selectionsOf(resolved.configurable, resolved.variant)).toEqual(plan.build.selections);
  expect(cartViolations(ctx.catalog, resolved.variant.sku, plan.build.cart)).toEqual([]);
  // Every choice not dropped is kept.
  const kept = choices.filter((c) => !plan.dropped.some((d) => isSame(c, d)));
  for (const c of kept) expect(keeps(base, plan.build, c)).toBe(true);
  // Minimal: putting back any dropped choice leaves no accepted build.
  for (const d of plan.dropped) expect(someBuildKeeps(ctx, base, accepts, [...kept, d])).toBe(false);
  // Preferred: a dropped choice could not stay by giving up only older ones instead.
  for (const d of plan.dropped) {
    const at = choices.findIndex((c) => isSame(c, d));
    const newerKept = choices.slice(at + 1).filter((c) => kept.some((k) => isSame(k, c)));
    expect(someBuildKeeps(ctx, base, accepts, [d, ...newerKept])).toBe(false);
  }
  // The totals it reports are the builds' own.
  expect(plan.newTotal).toBe(totalOf(ctx, plan.build));
  expect(plan.priceChange).toBe(plan.newTotal - totalOf(ctx, base));
}
