/**
 * Form selections (spec 4 "Selections", 5 "URL"): which option values are
 * available, the closest real combination for a choice, and the model and
 * variant a selection or URL names.
 */
import { combinationKey, combinationValues, type Catalog, type Combination } from './catalog';
import { optionCodeOf } from './optionGroups';
import {
  SELECTION_GROUPS,
  type Configurable,
  type FormSelections,
  type KeyFeature,
  type OptionCode,
  type OptionValue,
  type ResolvedSelection,
  type SelectionGroup,
  type SelectionValue,
  type Variant,
} from './types';

/** No choice made yet in any group. */
export const EMPTY_SELECTIONS: FormSelections = {
  bodyStyle: null,
  transmission: null,
  model: null,
  driveAndFuel: null,
  exterior: null,
  interior: null,
  optionPack: null,
};

/**
 * A group's distinct values among combinations, nulls first, option values in the configurable's display order.
 * Linear in the pool: each model's option list is read once, however many of its variants the pool holds.
 */
function orderedValues(pool: readonly Combination[], group: SelectionGroup): SelectionValue[] {
  const seen = new Set<SelectionValue>();
  const configurables = new Set<Configurable>();
  for (const combo of pool) {
    seen.add(combo.values[group]);
    configurables.add(combo.configurable);
  }
  const code = optionCodeOf(group);
  const out = new Set<SelectionValue>(seen.has(null) ? [null] : []);
  if (code) {
    for (const configurable of configurables) {
      const option = configurable.configurableOptions.find((o) => o.attributeCode === code);
      for (const value of option?.values ?? []) if (seen.has(value.valueIndex)) out.add(value.valueIndex);
    }
  }
  for (const combo of pool) out.add(combo.values[group]);
  return [...out];
}

/** The combinations left once every group before `upTo` is fixed to the current selection (the cascade). */
function poolBefore(catalog: Catalog, selections: FormSelections, upTo: SelectionGroup): readonly Combination[] {
  let pool: readonly Combination[] = catalog.combinations;
  for (const group of SELECTION_GROUPS) {
    if (group === upTo) break;
    const narrowed = pool.filter((c) => c.values[group] === selections[group]);
    if (narrowed.length > 0) pool = narrowed;
  }
  return pool;
}

/** Values a group offers given the choices before it (spec 5: other options are hidden). */
export function availableValues(catalog: Catalog, selections: FormSelections, group: SelectionGroup): SelectionValue[] {
  return orderedValues(poolBefore(catalog, selections, group), group).filter((v) => v !== null);
}

/** Whether the form shows a group at all: only groups the model supports (spec 2). */
export function isGroupShown(catalog: Catalog, selections: FormSelections, group: SelectionGroup): boolean {
  return availableValues(catalog, selections, group).length > 0;
}

/** Whether one option is shown: hidden if not valid for the current filtered options (spec 5). */
export function isOptionShown(catalog: Catalog, selections: FormSelections, group: SelectionGroup, value: SelectionValue): boolean {
  return value !== null && availableValues(catalog, selections, group).includes(value);
}

/**
 * Resolves wanted choices to a real combination. With `fixed`, the choice in that
 * group is kept whenever any combination has it; every other group keeps its value
 * when still available in the cascade, else takes the first available one (spec 4).
 */
export function resolveSelection(
  catalog: Catalog,
  wanted: Partial<FormSelections>,
  fixed: SelectionGroup | null = null,
): ResolvedSelection | null {
  // A real combination is its own closest match: each group of the cascade keeps the wanted value.
  const exact = catalog.combinationByKey.get(combinationKey(wanted));
  if (exact)
    return { selections: selectionsOf(exact.configurable, exact.variant), configurable: exact.configurable, variant: exact.variant };
  let pool: readonly Combination[] = catalog.combinations;
  if (fixed !== null) {
    const withChoice = catalog.combinationsWith.get(fixed)?.get(wanted[fixed] ?? null);
    if (withChoice && withChoice.length > 0) pool = withChoice;
  }
  return closestIn(pool, wanted);
}

/** The closest combination of a pool to wanted choices: the cascade keeps each wanted value still available (spec 4). */
export function closestIn(combinations: readonly Combination[], wanted: Partial<FormSelections>): ResolvedSelection | null {
  let pool = combinations;
  const selections: FormSelections = { ...EMPTY_SELECTIONS };
  for (const group of SELECTION_GROUPS) {
    const values = orderedValues(pool, group);
    const want = wanted[group] ?? null;
    const chosen = values.includes(want) ? want : (values.find((v) => v !== null) ?? values[0] ?? null);
    pool = pool.filter((c) => c.values[group] === chosen);
    (selections as Record<SelectionGroup, SelectionValue>)[group] = chosen;
  }
  const first = pool[0];
  if (!first) return null;
  return { selections, configurable: first.configurable, variant: first.variant };
}

/** Applies one choice and finds the closest available combination (spec 4). */
export function changeSelection(
  catalog: Catalog,
  current: FormSelections,
  group: SelectionGroup,
  value: SelectionValue,
): ResolvedSelection | null {
  return resolveSelection(catalog, { ...current, [group]: value }, group);
}

/** The selections that name a configurable and variant exactly. */
export function selectionsOf(configurable: Configurable, variant: Variant): FormSelections {
  return combinationValues(configurable, variant) as FormSelections;
}

/** The part of a model-selection value before the first dash (spec 5). */
export function modelSelectionKey(value: string): string {
  const dash = value.indexOf('-');
  return dash === -1 ? value : value.slice(0, dash);
}

/** The model a URL names: sku part before the first dash, else the first product (spec 5). */
export function configurableForUrl(catalog: Catalog, modelSelection: string | null): Configurable | null {
  const withVariants = catalog.configurables.filter((c) => c.variants.length > 0);
  if (modelSelection !== null && modelSelection !== '') {
    const key = modelSelectionKey(modelSelection);
    const match = withVariants.find((c) => modelSelectionKey(c.sku) === key);
    if (match) return match;
  }
  return withVariants[0] ?? null;
}

/** The variant a URL names: by sku, else the first exterior colour, else the first variant (spec 5). */
export function variantForUrl(configurable: Configurable, optionSku: string | null): Variant | null {
  const bySku = optionSku ? configurable.variants.find((v) => v.sku === optionSku) : undefined;
  if (bySku) return bySku;
  const firstExterior = optionValues(configurable, 'exteriorCode')[0];
  const byExterior = firstExterior ? configurable.variants.find((v) => v.exteriorCode === firstExterior.valueIndex) : undefined;
  return byExterior ?? configurable.variants[0] ?? null;
}

/** The selection a configurator URL names (model-selection and option-sku), or null for an empty catalog. */
export function selectionFromUrl(
  catalog: Catalog,
  params: { modelSelection: string | null; optionSku: string | null },
): ResolvedSelection | null {
  const configurable = configurableForUrl(catalog, params.modelSelection);
  const variant = configurable ? variantForUrl(configurable, params.optionSku) : null;
  if (!configurable || !variant) return null;
  return { selections: selectionsOf(configurable, variant), configurable, variant };
}

/** The values of one configurable option, in display order. */
export function optionValues(configurable: Configurable, code: OptionCode): readonly OptionValue[] {
  return configurable.configurableOptions.find((o) => o.attributeCode === code)?.values ?? [];
}

/** The option value a variant has in a group, or null. */
export function chosenOptionValue(configurable: Configurable, variant: Variant, code: OptionCode): OptionValue | null {
  const index = variant[code];
  if (index === null) return null;
  return optionValues(configurable, code).find((v) => v.valueIndex === index) ?? null;
}

/** A choice as the form lists it. */
export interface GroupChoice {
  value: string | number;
  label: string;
  swatch: string | null;
}

/** The choices a group lists right now, labelled (option groups use the store's labels). */
export function groupChoices(catalog: Catalog, selections: FormSelections, group: SelectionGroup): GroupChoice[] {
  return labelledChoices(catalog, group, availableValues(catalog, selections, group));
}

/**
 * Every shown group of `groups` with its labelled choices (spec 2, 5): one pass of the
 * cascade for all groups, so a model with thousands of variants still lists at once.
 */
export function formChoices(
  catalog: Catalog,
  selections: FormSelections,
  groups: readonly SelectionGroup[],
): { group: SelectionGroup; choices: GroupChoice[] }[] {
  const available = new Map<SelectionGroup, SelectionValue[]>();
  let pool: readonly Combination[] = catalog.combinations;
  for (const group of SELECTION_GROUPS) {
    if (groups.includes(group)) available.set(group, orderedValues(pool, group));
    const narrowed = pool.filter((c) => c.values[group] === selections[group]);
    if (narrowed.length > 0) pool = narrowed;
  }
  return groups
    .map((group) => ({ group, choices: labelledChoices(catalog, group, available.get(group) ?? []) }))
    .filter((entry) => entry.choices.length > 0);
}

/** Values as the form lists them, labelled and without null; an option value's label is the first model's that has it. */
function labelledChoices(catalog: Catalog, group: SelectionGroup, values: readonly SelectionValue[]): GroupChoice[] {
  const code = optionCodeOf(group);
  const options = new Map<SelectionValue, OptionValue>();
  if (code) {
    for (const configurable of catalog.configurables) {
      for (const option of optionValues(configurable, code)) if (!options.has(option.valueIndex)) options.set(option.valueIndex, option);
    }
  }
  return values.flatMap((value): GroupChoice[] => {
    if (value === null) return [];
    const option = options.get(value);
    if (!code || !option) return [{ value, label: String(value), swatch: null }];
    return [{ value, label: option.label, swatch: option.swatch ?? null }];
  });
}

function same(a: string | null | undefined, b: string | null | undefined): boolean {
  const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}

/** Whether a key-feature entry fits: Body Style (any if none chosen or none given), Drive & Fuel Type and Transmission (spec 5). */
export function matchesKeyFeature(entry: KeyFeature, selections: FormSelections): boolean {
  const bodyOk = !selections.bodyStyle || !entry.bodyStyle || same(entry.bodyStyle, selections.bodyStyle);
  return bodyOk && same(entry.driveAndFuelType, selections.driveAndFuel) && same(entry.transmission, selections.transmission);
}

/** The first key-feature entry for the selection, or null. */
export function keyFeatureFor(entries: readonly KeyFeature[], selections: FormSelections): KeyFeature | null {
  return entries.find((entry) => matchesKeyFeature(entry, selections)) ?? null;
}

/** Whether a range is the pick-up (Triton) range whose models sort by subrange (spec 5). */
export function isPickUpRange(rangeCode: string): boolean {
  return rangeCode.toLowerCase().includes('triton');
}

/** Models of a pick-up range grouped by subrange, in the given subrange order (else first appearance); stable otherwise. */
export function orderBySubrange(configurables: readonly Configurable[], subrangeOrder: readonly string[] = []): Configurable[] {
  const order = [...subrangeOrder.map((s) => s.toLowerCase())];
  for (const c of configurables) {
    const label = (c.subrange?.label ?? '').toLowerCase();
    if (!order.includes(label)) order.push(label);
  }
  return configurables
    .map((c, i) => ({ c, i, rank: order.indexOf((c.subrange?.label ?? '').toLowerCase()) }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .map((x) => x.c);
}

/** A range's models in display order: pick-up ranges by subrange, others as the store lists them. */
export function orderConfigurables(rangeCode: string, configurables: readonly Configurable[]): Configurable[] {
  return isPickUpRange(rangeCode) ? orderBySubrange(configurables) : [...configurables];
}

/** The option value a choice would give in the model it resolves to (slugs and prices may differ by model). */
export function optionValueForChoice(
  catalog: Catalog,
  selections: FormSelections,
  group: SelectionGroup,
  value: SelectionValue,
): OptionValue | null {
  const code = optionCodeOf(group);
  const resolved = code ? changeSelection(catalog, selections, group, value) : null;
  return code && resolved ? chosenOptionValue(resolved.configurable, resolved.variant, code) : null;
}

/** The key-feature entry of the chosen model: entries naming another model are skipped, then spec 5's match applies. */
export function modelKeyFeature(entries: readonly KeyFeature[], selections: FormSelections): KeyFeature | null {
  const forModel = entries.filter((entry) => !entry.model || !selections.model || same(entry.model, selections.model));
  return keyFeatureFor(forModel, selections);
}
