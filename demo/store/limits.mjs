// @ts-check
/**
 * The limits an Adobe Commerce store enforces on a GraphQL request outside developer
 * mode, counted as it counts them, in time linear in the document's size.
 *
 * - Field count (Magento QueryComplexityLimiter::validateFieldCount): every field node
 *   of the document as written, before validation. Over the complexity limit, the
 *   store answers with the complexity message.
 * - Alias count (QueryComplexityLimiter::validateAliasCount, `graphql/validation/
 *   maximum_alias_allowed`, 10): aliased fields of every definition, walking fields.
 * - Complexity (webonyx/graphql-php QueryComplexity, 300 in Magento's di.xml): one point
 *   per field, `__typename` included, plus its children; fragment spreads expanded at
 *   every use; no multiplier for lists.
 * - Depth (webonyx/graphql-php QueryDepth, 20): from the top-level field (0) to the
 *   deepest field that has a selection set.
 * - Page size (`graphql/validation/maximum_page_size`, 300).
 *
 * Each fragment's cost and depth are computed once and reused at every spread, so a
 * document of fragments that each spread the previous one twice (2^n fields once
 * expanded) is measured in time proportional to its text, not its expansion.
 * Used by the demo store (demo/store/graphql.mjs) and by test/server/queries.test.ts.
 */
import { Kind } from 'graphql';

export const MAX_QUERY_DEPTH = 20;
export const MAX_QUERY_COMPLEXITY = 300;
export const MAX_ALIASES = 10;
export const MAX_PAGE_SIZE = 300;
/**
 * The demo store's own bound on an answer's size, counted while it is built
 * (demo/store/graphql.mjs): one node per field resolved plus one per item of a list.
 * A production store has no such named limit (PHP's memory_limit ends an oversized
 * answer with an internal error); the demo answers with a GraphQL error instead, in
 * the store's wording. The element's heaviest document on the demo catalogs is
 * GetVehicleOffers (mmba) for the Outlander, 8,681 nodes (206 KB of JSON); 100,000
 * nodes are resolved in about 0.1 to 0.4 s, so a refused answer holds the store up no longer.
 */
export const MAX_ANSWER_NODES = 100_000;

/** Adobe Commerce's (webonyx/graphql-php, Magento) error texts. */
export const limitMessages = {
  complexity: (/** @type {number} */ max, /** @type {number} */ got) => `Max query complexity should be ${max} but got ${got}.`,
  depth: (/** @type {number} */ max, /** @type {number} */ got) => `Max query depth should be ${max} but got ${got}.`,
  aliases: (/** @type {number} */ max, /** @type {number} */ got) => `Max Aliases in query should be ${max} but got ${got}.`,
  pageSize: (/** @type {number} */ max) => `Maximum pageSize is ${max}`,
  answerSize: (/** @type {number} */ max) => `Max query answer size should be ${max} nodes but got more.`,
};

/** @typedef {import('graphql').DocumentNode} DocumentNode */
/** @typedef {import('graphql').SelectionSetNode} SelectionSetNode */
/** @typedef {import('graphql').FragmentDefinitionNode} FragmentDefinitionNode */

/** The document's fragments by name (the first of a duplicated name; validation reports duplicates). */
function fragmentsOf(/** @type {DocumentNode} */ document) {
  /** @type {Map<string, FragmentDefinitionNode>} */
  const fragments = new Map();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(d.name.value)) fragments.set(d.name.value, d);
  return fragments;
}

/**
 * A per-fragment memoised measure over selection sets. A fragment met again while it is
 * being measured (a cycle, which validation refuses anyway) counts `onCycle`.
 * @param {DocumentNode} document
 * @param {(set: SelectionSetNode, fragment: (name: string) => number) => number} measureSet
 * @param {number} onCycle
 */
function memoised(document, measureSet, onCycle) {
  const fragments = fragmentsOf(document);
  /** @type {Map<string, number>} */
  const done = new Map();
  /** @type {Set<string>} */
  const visiting = new Set();
  /** @param {string} name */
  const fragment = (name) => {
    const known = done.get(name);
    if (known !== undefined) return known;
    const definition = fragments.get(name);
    if (!definition) return onCycle;
    if (visiting.has(name)) return onCycle;
    visiting.add(name);
    const value = measureSet(definition.selectionSet, fragment);
    visiting.delete(name);
    done.set(name, value);
    return value;
  };
  return (/** @type {SelectionSetNode} */ set) => measureSet(set, fragment);
}

/** The operations of a document (all of them when `operationName` is null). */
function operationsOf(/** @type {DocumentNode} */ document, /** @type {string | null | undefined} */ operationName) {
  return document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName));
}

/**
 * The complexity of the document's operations (the highest when there are several), as
 * webonyx/graphql-php counts it.
 * @param {DocumentNode} document @param {string | null} [operationName]
 */
export function queryComplexity(document, operationName = null) {
  /** @type {(set: SelectionSetNode, fragment: (name: string) => number) => number} */
  const cost = (set, fragment) => {
    let sum = 0;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) sum += s.name.value === '__schema' ? 0 : 1 + (s.selectionSet ? cost(s.selectionSet, fragment) : 0);
      else if (s.kind === Kind.INLINE_FRAGMENT) sum += cost(s.selectionSet, fragment);
      else sum += fragment(s.name.value);
    }
    return sum;
  };
  const measure = memoised(document, cost, 0);
  let max = 0;
  for (const op of operationsOf(document, operationName))
    if (op.kind === Kind.OPERATION_DEFINITION) max = Math.max(max, measure(op.selectionSet));
  return max;
}

/**
 * The depth of the document's operations (the deepest), as webonyx/graphql-php counts it:
 * a top-level field with a selection set is depth 0, its children's fields 1, and so on.
 * @param {DocumentNode} document @param {string | null} [operationName]
 */
export function queryDepth(document, operationName = null) {
  /** The deepest field with a selection set below a set, relative to it; -1 when none has one. */
  /** @type {(set: SelectionSetNode, fragment: (name: string) => number) => number} */
  const deepest = (set, fragment) => {
    let max = -1;
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (s.selectionSet) max = Math.max(max, 0, 1 + deepest(s.selectionSet, fragment));
      } else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, deepest(s.selectionSet, fragment));
      else max = Math.max(max, fragment(s.name.value));
    }
    return max;
  };
  const measure = memoised(document, deepest, -1);
  let max = 0;
  for (const op of operationsOf(document, operationName))
    if (op.kind === Kind.OPERATION_DEFINITION) max = Math.max(max, measure(op.selectionSet));
  return max;
}

/** Every field node of the document as written (Magento's preliminary field count). */
export function fieldCount(/** @type {DocumentNode} */ document) {
  let count = 0;
  /** @param {SelectionSetNode | undefined} set */
  const walk = (set) => {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) count += 1;
      if (s.kind !== Kind.FRAGMENT_SPREAD) walk(s.selectionSet);
    }
  };
  for (const d of document.definitions) if ('selectionSet' in d) walk(d.selectionSet);
  return count;
}

/** Aliased fields of every definition, walking fields as Magento's alias count does. */
export function aliasCount(/** @type {DocumentNode} */ document) {
  let count = 0;
  /** @param {SelectionSetNode | undefined} set */
  const walk = (set) => {
    for (const s of set?.selections ?? []) {
      if (s.kind !== Kind.FIELD) continue;
      if (s.alias) count += 1;
      walk(s.selectionSet);
    }
  };
  for (const d of document.definitions) if ('selectionSet' in d) walk(d.selectionSet);
  return count;
}

/**
 * The first limit a request breaks, as the store's error message, or null. Checked in
 * Adobe Commerce's order: field count and aliases on the text, then complexity and
 * depth; all before the document is validated or run.
 * @param {DocumentNode} document @param {string | null} [operationName]
 */
export function limitError(document, operationName = null) {
  const fields = fieldCount(document);
  if (fields > MAX_QUERY_COMPLEXITY) return limitMessages.complexity(MAX_QUERY_COMPLEXITY, fields);
  const aliases = aliasCount(document);
  if (aliases > MAX_ALIASES) return limitMessages.aliases(MAX_ALIASES, aliases);
  const complexity = queryComplexity(document, operationName);
  if (complexity > MAX_QUERY_COMPLEXITY) return limitMessages.complexity(MAX_QUERY_COMPLEXITY, complexity);
  const depth = queryDepth(document, operationName);
  if (depth > MAX_QUERY_DEPTH) return limitMessages.depth(MAX_QUERY_DEPTH, depth);
  return null;
}
