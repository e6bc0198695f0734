/**
 * The catalog of one range, indexed once so that every rule is a map look-up.
 * Rule lists are normalised to accessory keys (the parent sku of a colour
 * variant); bad references and contradictions become issues, never throws.
 */
import {
  SELECTION_GROUPS,
  type Accessory,
  type AccessoryVariant,
  type Configurable,
  type RangeCatalog,
  type RuleIssue,
  type SelectionGroup,
  type SelectionValue,
  type Variant,
} from './types';

/** An accessory sku resolved: the accessory and, for a colour variant sku, the variant. */
export interface AccessoryEntry {
  accessory: Accessory;
  variant: AccessoryVariant | null;
}

/** One sellable combination with its value for every selection group. */
export interface Combination {
  configurable: Configurable;
  variant: Variant;
  values: Readonly<Record<SelectionGroup, SelectionValue>>;
}

/** An accessory's rule lists as keys, cleaned of unknown skus and of itself. */
export interface AccessoryRelations {
  required: readonly string[];
  extraRequired: readonly string[];
  incompatible: ReadonlySet<string>;
  interchangeable: ReadonlySet<string>;
  included: readonly string[];
}

/** The indexed catalog every rule reads. */
export interface Catalog {
  configurables: readonly Configurable[];
  accessories: readonly Accessory[];
  combinations: readonly Combination[];
  /** The first combination with exactly these values, by combinationKey: a resolved selection is one look-up. */
  combinationByKey: ReadonlyMap<string, Combination>;
  /** The combinations with a value in a group, in catalog order: a choice starts from its own few, not from all. */
  combinationsWith: ReadonlyMap<SelectionGroup, ReadonlyMap<SelectionValue, readonly Combination[]>>;
  /** Parent and variant skus alike. */
  bySku: ReadonlyMap<string, AccessoryEntry>;
  relations: ReadonlyMap<string, AccessoryRelations>;
  /** Variant-level included accessories (keys), by variant sku. */
  variantIncludes: ReadonlyMap<string, readonly string[]>;
  /** Who lists a key as required or extra-required. */
  requiredBy: ReadonlyMap<string, readonly string[]>;
  compatibleByVariant: ReadonlyMap<string, ReadonlySet<string> | null>;
  /** The range has a 3D view, so an accessory it cannot draw is worth an alert (spec 8). */
  has3DView: boolean;
  issues: readonly RuleIssue[];
}

const EMPTY_RELATIONS: AccessoryRelations = {
  required: [],
  extraRequired: [],
  incompatible: new Set(),
  interchangeable: new Set(),
  included: [],
};

/** Drive and fuel type as one label, e.g. '4WD Diesel'. */
export function driveAndFuelLabel(configurable: Configurable): string | null {
  const parts = [configurable.driveType, configurable.fuelType].filter((part): part is string => !!part && part.trim() !== '');
  return parts.length > 0 ? parts.join(' ') : null;
}

/** A configurable's and variant's value for every selection group. */
export function combinationValues(configurable: Configurable, variant: Variant): Record<SelectionGroup, SelectionValue> {
  return {
    bodyStyle: configurable.bodyStyle,
    transmission: configurable.transmission,
    model: configurable.name,
    driveAndFuel: driveAndFuelLabel(configurable),
    exterior: variant.exteriorCode,
    interior: variant.interiorCode,
    optionPack: variant.optionPack,
  };
}

/** The text that names one set of selection values (groups in the spec's order), for combinationByKey. */
export function combinationKey(values: Readonly<Partial<Record<SelectionGroup, SelectionValue>>>): string {
  return JSON.stringify(SELECTION_GROUPS.map((group) => values[group] ?? null));
}

/** Builds the index and reports data problems (unknown skus, self references, cycles, contradictions). */
export function indexCatalog(data: RangeCatalog): Catalog {
  const issues: RuleIssue[] = [];
  const bySku = indexSkus(data);
  const { relations, variantIncludes } = indexRelations(data, bySku, issues);
  const requiredBy = indexRequiredBy(relations, issues);
  reportCycles(relations, (rel) => rel.included, 'include-cycle', 'includes', issues);
  reportCycles(relations, (rel) => [...rel.required, ...rel.extraRequired], 'require-cycle', 'requires', issues);
  return {
    configurables: data.configurables,
    accessories: data.accessories,
    ...indexCombinations(data),
    bySku,
    relations,
    variantIncludes,
    requiredBy,
    has3DView: data.has3DView ?? false,
    issues,
  };
}

/** Every accessory and colour variant by sku, the first of a sku kept. */
function indexSkus(data: RangeCatalog): Map<string, AccessoryEntry> {
  const bySku = new Map<string, AccessoryEntry>();
  for (const accessory of data.accessories) {
    if (!bySku.has(accessory.sku)) bySku.set(accessory.sku, { accessory, variant: null });
  }
  for (const accessory of data.accessories) {
    for (const variant of accessory.variants) {
      if (!bySku.has(variant.sku)) bySku.set(variant.sku, { accessory, variant });
    }
  }
  return bySku;
}

/** Each accessory's rule lists as keys (unknown skus and self references reported and left out); incompatibility both ways. */
function indexRelations(data: RangeCatalog, bySku: ReadonlyMap<string, AccessoryEntry>, issues: RuleIssue[]) {
  const keyOfSku = (sku: string): string | null => bySku.get(sku)?.accessory.sku ?? null;
  const relations = new Map<string, AccessoryRelations>();
  const variantIncludes = new Map<string, readonly string[]>();
  const cleanList = (owner: string, list: readonly string[], what: string): string[] => {
    const keys: string[] = [];
    for (const sku of list) {
      const key = keyOfSku(sku);
      if (key === null) {
        issues.push({ kind: 'unknown-sku', sku: owner, related: sku, message: `${owner} lists unknown ${what} ${sku}` });
      } else if (key === owner) {
        issues.push({ kind: 'self-reference', sku: owner, related: sku, message: `${owner} lists itself as ${what}` });
      } else if (!keys.includes(key)) {
        keys.push(key);
      }
    }
    return keys;
  };
  for (const accessory of data.accessories) {
    const key = accessory.sku;
    if (relations.has(key)) continue;
    relations.set(key, {
      required: cleanList(key, accessory.requiredAccessories, 'required'),
      extraRequired: cleanList(key, accessory.extraRequiredAccessories, 'extra required'),
      incompatible: new Set(cleanList(key, accessory.incompatibleAccessories, 'incompatible')),
      interchangeable: new Set(cleanList(key, accessory.interchangeableAccessories, 'interchangeable')),
      included: cleanList(key, accessory.includedAccessories, 'included'),
    });
    for (const variant of accessory.variants) {
      if (variant.includedAccessories && variant.includedAccessories.length > 0) {
        variantIncludes.set(variant.sku, cleanList(key, variant.includedAccessories, 'included'));
      }
    }
  }
  // Incompatibility works both ways: if A excludes B, B excludes A.
  for (const [key, rel] of relations) {
    for (const other of rel.incompatible) {
      const otherRel = relations.get(other);
      if (otherRel && !otherRel.incompatible.has(key)) (otherRel.incompatible as Set<string>).add(key);
    }
  }
  return { relations, variantIncludes };
}

/** Who requires each accessory; a requirement or inclusion of an incompatible item is reported. */
function indexRequiredBy(relations: ReadonlyMap<string, AccessoryRelations>, issues: RuleIssue[]): Map<string, string[]> {
  const requiredBy = new Map<string, string[]>();
  for (const [key, rel] of relations) {
    for (const req of [...rel.required, ...rel.extraRequired]) {
      const list = requiredBy.get(req) ?? [];
      if (!list.includes(key)) list.push(key);
      requiredBy.set(req, list);
      if (rel.incompatible.has(req)) {
        issues.push({ kind: 'requires-excluded', sku: key, related: req, message: `${key} requires ${req} but they are incompatible` });
      }
    }
    for (const inc of rel.included) {
      if (rel.incompatible.has(inc)) {
        issues.push({ kind: 'contradiction', sku: key, related: inc, message: `${key} includes ${inc} but they are incompatible` });
      }
    }
  }
  return requiredBy;
}

/** The vehicle combinations: in catalog order, by key, by each group's value; and each variant's compatible accessories. */
function indexCombinations(data: RangeCatalog) {
  const compatibleByVariant = new Map<string, ReadonlySet<string> | null>();
  const combinations: Combination[] = [];
  const combinationByKey = new Map<string, Combination>();
  const combinationsWith = new Map<SelectionGroup, Map<SelectionValue, Combination[]>>(
    SELECTION_GROUPS.map((group) => [group, new Map<SelectionValue, Combination[]>()]),
  );
  for (const configurable of data.configurables) {
    for (const variant of configurable.variants) {
      compatibleByVariant.set(variant.sku, variant.compatibleAccessories ? new Set(variant.compatibleAccessories) : null);
      const combination: Combination = { configurable, variant, values: combinationValues(configurable, variant) };
      combinations.push(combination);
      const key = combinationKey(combination.values);
      if (!combinationByKey.has(key)) combinationByKey.set(key, combination);
      for (const group of SELECTION_GROUPS) {
        const byValue = combinationsWith.get(group)!;
        const value = combination.values[group];
        const list = byValue.get(value);
        if (list) list.push(combination);
        else byValue.set(value, [combination]);
      }
    }
  }
  return { combinations, combinationByKey, combinationsWith, compatibleByVariant };
}

function reportCycles(
  relations: ReadonlyMap<string, AccessoryRelations>,
  edges: (rel: AccessoryRelations) => readonly string[],
  kind: RuleIssue['kind'],
  verb: string,
  issues: RuleIssue[],
): void {
  // Iterative depth-first search; a grey node reached again closes a cycle.
  const colour = new Map<string, 1 | 2>();
  for (const start of relations.keys()) {
    if (colour.has(start)) continue;
    const stack: { key: string; next: number }[] = [{ key: start, next: 0 }];
    colour.set(start, 1);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const out = edges(relations.get(top.key) ?? EMPTY_RELATIONS);
      const target = out[top.next];
      top.next += 1;
      if (target === undefined) {
        colour.set(top.key, 2);
        stack.pop();
      } else if (colour.get(target) === 1) {
        // The grey keys on the stack from `target` up are the cycle: named whole, so the log says every sku in it.
        const cycle = stack.slice(stack.findIndex((entry) => entry.key === target)).map((entry) => entry.key);
        issues.push({ kind, sku: top.key, related: target, message: `${[...cycle, target].join(` ${verb} `)} (a cycle)` });
      } else if (!colour.has(target) && relations.has(target)) {
        colour.set(target, 1);
        stack.push({ key: target, next: 0 });
      }
    }
  }
}

/** The accessory and variant a sku names, or null. */
export function entryOf(catalog: Catalog, sku: string): AccessoryEntry | null {
  return catalog.bySku.get(sku) ?? null;
}

/** The accessory key (parent sku) of a sku, or null when unknown. */
export function keyOf(catalog: Catalog, sku: string): string | null {
  return catalog.bySku.get(sku)?.accessory.sku ?? null;
}

/** The accessory of a key or sku, or null. */
export function accessoryOf(catalog: Catalog, sku: string): Accessory | null {
  return catalog.bySku.get(sku)?.accessory ?? null;
}

/** The cleaned rule lists of an accessory key. */
export function relationsOf(catalog: Catalog, key: string): AccessoryRelations {
  return catalog.relations.get(key) ?? EMPTY_RELATIONS;
}

/** Keys a cart sku includes directly: the accessory's list plus its colour variant's. */
export function includedKeysOf(catalog: Catalog, sku: string): readonly string[] {
  const key = keyOf(catalog, sku);
  if (key === null) return [];
  const own = relationsOf(catalog, key).included;
  const fromVariant = catalog.variantIncludes.get(sku);
  if (!fromVariant) return own;
  return [...own, ...fromVariant.filter((k) => !own.includes(k) && k !== key)];
}

/** Whether a variant accepts an accessory sku (its own sku or its accessory's sku listed; no list accepts all). */
export function isCompatibleWithVariant(catalog: Catalog, variantSku: string | null, sku: string): boolean {
  const entry = catalog.bySku.get(sku);
  if (!entry) return false;
  if (variantSku === null) return true;
  const list = catalog.compatibleByVariant.get(variantSku);
  if (list === undefined || list === null) return true;
  if (list.has(sku) || list.has(entry.accessory.sku)) return true;
  // A parent sku is accepted when any of its colour variants is.
  return entry.variant === null && entry.accessory.variants.some((v) => list.has(v.sku));
}

/** The skus a key may go into the cart as on a variant: itself, or each compatible colour variant, in the store's order. */
export function fittingSkusOf(catalog: Catalog, key: string, variantSku: string | null): string[] {
  const accessory = accessoryOf(catalog, key);
  if (!accessory) return [];
  const skus = accessory.variants.length === 0 ? [key] : accessory.variants.map((v) => v.sku);
  return skus.filter((sku) => isCompatibleWithVariant(catalog, variantSku, sku));
}

/** The sku a key goes into the cart as: itself, or its first compatible colour variant. */
export function defaultSkuOf(catalog: Catalog, key: string, variantSku: string | null): string | null {
  return fittingSkusOf(catalog, key, variantSku)[0] ?? null;
}

/** The price of a cart sku: the variant's own price, else the accessory's, else null. */
export function accessoryPrice(catalog: Catalog, sku: string): number | null {
  const entry = catalog.bySku.get(sku);
  if (!entry) return null;
  return entry.variant?.price ?? entry.accessory.price ?? null;
}

/** The title a sku shows: the variant's title, else the accessory's. */
export function accessoryTitle(catalog: Catalog, sku: string): string {
  const entry = catalog.bySku.get(sku);
  if (!entry) return sku;
  return entry.variant?.title || entry.accessory.title || entry.accessory.name || sku;
}

/** The colour label of a variant sku, or null. */
export function colourLabelOf(catalog: Catalog, sku: string): string | null {
  const entry = catalog.bySku.get(sku);
  if (!entry?.variant) return null;
  const index = entry.variant.valueIndex;
  return entry.accessory.colourOptions.find((c) => c.valueIndex === index)?.label ?? null;
}

/**
 * The description an accessory's modal shows for the colour shown (spec 3: a variant
 * has its own description): the variant's own when it has one, else the accessory's.
 */
export function accessoryDescriptionFor(accessory: Accessory, shownSku: string): string | null {
  const own = accessory.variants.find((variant) => variant.sku === shownSku)?.description?.trim();
  return own ? own : (accessory.description ?? null);
}
