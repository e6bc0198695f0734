/**
 * The visitor's own choices in the order they made them (build.choiceOrder): what a repair
 * or a reached option keeps first. The transitions (buildTransitions.ts) record each change
 * here; the build's first screen needs none of it.
 */
import type { Build, BuildChoice, SelectionGroup } from './types';
import { keyOf, type Catalog } from './catalog';

/** The choice of an option group. */
export function optionChoice(group: SelectionGroup): BuildChoice {
  return { kind: 'option', group };
}

/** The choice of a cart item. */
export function itemChoice(sku: string): BuildChoice {
  return { kind: 'item', sku };
}

/** Whether two choices are of the same group or the same cart sku. */
export function isSameChoice(a: BuildChoice, b: BuildChoice): boolean {
  return a.kind === 'option' ? b.kind === 'option' && a.group === b.group : b.kind === 'item' && a.sku === b.sku;
}

/**
 * The build after a transition with its choice order brought up to date: `made` (the
 * visitor's choices of this change) appended as the most recent, once each; items no
 * longer in the cart dropped, and an item whose accessory is still in the cart in another
 * colour (a proposal recoloured it) kept in its place under the new sku.
 */
export function withChoices(catalog: Catalog, build: Build, made: readonly BuildChoice[] = []): Build {
  const now = made.filter((choice) => choice.kind === 'option' || build.cart.includes(choice.sku));
  const earlier = build.choiceOrder.flatMap((choice): BuildChoice[] => {
    if (choice.kind === 'option' || build.cart.includes(choice.sku)) return [choice];
    const key = keyOf(catalog, choice.sku);
    const recoloured = key === null ? undefined : build.cart.find((sku) => keyOf(catalog, sku) === key);
    return recoloured === undefined ? [] : [itemChoice(recoloured)];
  });
  const order = [...earlier.filter((choice) => !now.some((m) => isSameChoice(m, choice))), ...now].filter(
    (choice, i, all) => all.findIndex((c) => isSameChoice(c, choice)) === i,
  );
  const same = order.length === build.choiceOrder.length && order.every((c, i) => isSameChoice(c, build.choiceOrder[i]!));
  return same ? build : { ...build, choiceOrder: order };
}
