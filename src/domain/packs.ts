/**
 * What a pack brings (spec 3 "Accessory": included accessories; nested packs bring theirs):
 * read by the first screen's price lines as well as by the rules engine (accessoryRules.ts),
 * which stays out of the element's first module.
 */
import { accessoryTitle, includedKeysOf, keyOf, relationsOf, type Catalog } from './catalog';

/** The closures computed so far, per catalog (a catalog never changes once indexed): the rules ask for the same few many times a plan. */
const closures = new WeakMap<Catalog, Map<string, readonly string[]>>();

/** Every key a cart sku brings by inclusion, nested packs followed once (cycle safe), itself excluded. */
export function includedClosure(catalog: Catalog, sku: string): readonly string[] {
  let known = closures.get(catalog);
  if (!known) closures.set(catalog, (known = new Map()));
  let closure = known.get(sku);
  if (closure === undefined) known.set(sku, (closure = closureOf(catalog, sku)));
  return closure;
}

function closureOf(catalog: Catalog, sku: string): string[] {
  const own = keyOf(catalog, sku);
  const seen = new Set<string>(own ? [own] : []);
  const out: string[] = [];
  const queue = [...includedKeysOf(catalog, sku)];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(key);
    queue.push(...relationsOf(catalog, key).included);
  }
  return out;
}

/**
 * What a pack holds, by title (issue 26.3, 26.10): on its card, in its info modal and under its
 * line in 'Your build', the accessories the sku brings (nested packs followed); empty for an
 * accessory that is not a pack.
 */
export function packContents(catalog: Catalog, sku: string): string[] {
  return includedClosure(catalog, sku).map((key) => accessoryTitle(catalog, key));
}
