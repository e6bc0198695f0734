/**
 * What the visitor is told when an accessory cannot be added (spec 4 "Accessories": every
 * change or refusal is told; the spec gives no text for a refusal, so this is plain and
 * short). Part of the lazy build engine (buildTransitions).
 */
import { areIncompatible, joinNames } from './accessoryRules';
import { accessoryTitle, defaultSkuOf, keyOf } from './catalog';
import { resolvedOf, type EngineContext } from './build';
import type { Build, RuleIssue } from './types';
import { MAX_CART_ITEMS } from './urlParams';

/** An accessory's own title (not a colour variant's), with 'the'. */
function the(catalog: EngineContext['catalog'], sku: string): string {
  return `the ${accessoryTitle(catalog, keyOf(catalog, sku) ?? sku)}`;
}

/** Why adding `sku` to the build was refused (the plan's issues), naming the accessory and what blocks it. */
export function addRefusal(ctx: EngineContext, build: Build, sku: string, issues: readonly RuleIssue[]): string {
  const { catalog } = ctx;
  const { cart } = build;
  const variantSku = resolvedOf(ctx, build)?.variant.sku ?? null;
  const title = accessoryTitle(catalog, sku);
  if (issues.some((i) => i.kind === 'incompatible-with-vehicle' && i.sku === sku)) return `This vehicle doesn't take the ${title}.`;
  if (issues.some((i) => i.kind === 'too-many-accessories')) {
    return `The ${title} can't be added: with the accessories it needs, your build would hold more than ${MAX_CART_ITEMS} accessories.`;
  }
  for (const issue of issues) {
    if (issue.kind !== 'unsatisfiable-requirement' || issue.related === null) continue;
    const needed = issue.related
      .split(',')
      .map((key) => defaultSkuOf(catalog, key, variantSku))
      .filter((s): s is string => s !== null);
    const blockers = cart.filter((c) => needed.some((n) => areIncompatible(catalog, n, c)));
    if (needed.length === 0 || blockers.length === 0) continue;
    const blocking = joinNames(blockers.map((b) => the(catalog, b)));
    return `To add the ${title}, your build needs ${needed.map((n) => the(catalog, n)).join(' or ')}, which doesn't go with ${blocking}. Remove ${blocking} first.`;
  }
  return `The ${title} can't be added to this build.`;
}
