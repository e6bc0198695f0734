/**
 * Query parameters of the configurator route (spec 2), read from the hash part.
 * Total: junk in, nulls out, never a throw.
 */

/** The parameters the configurator reads; each null when absent. */
export interface ConfiguratorParams {
  modelSelection: string | null;
  optionSku: string | null;
  viewDrawer: string | null;
  wcmmode: string | null;
  gclid: string | null;
  wbraid: string | null;
  gbraid: string | null;
}

const NAMES: Readonly<Record<keyof ConfiguratorParams, string>> = {
  modelSelection: 'model-selection',
  optionSku: 'option-sku',
  viewDrawer: 'viewDrawer',
  wcmmode: 'wcmmode',
  gclid: 'gclid',
  wbraid: 'wbraid',
  gbraid: 'gbraid',
};

/** Parameters the dealer form frame must not receive (spec 7). */
export const FORM_EXCLUDED_PARAMS = ['wcmmode', 'viewdrawer', 'wbraid', 'gclid', 'gbraid'] as const;

/** Decodes a query component, keeping the raw text when it is malformed. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** encodeURIComponent that cannot throw: a lone surrogate (malformed UTF-16) becomes U+FFFD first. */
export function encode(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : '\uFFFD')),
  );
}

/** The query part of a location, hash or plain query: everything after the first '?', else the whole text when it has no path. */
function queryPart(input: string): string {
  const hashFree = input.startsWith('#') ? input.slice(1) : input;
  const mark = hashFree.indexOf('?');
  if (mark !== -1) return hashFree.slice(mark + 1);
  return hashFree.includes('=') && !hashFree.includes('/') ? hashFree : '';
}

/** Every name=value pair of a query, decoded, in order. */
export function queryPairs(input: unknown): [string, string][] {
  if (typeof input !== 'string') return [];
  const query = queryPart(input).split('#')[0] ?? '';
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part): [string, string] => {
      const eq = part.indexOf('=');
      return eq === -1 ? [safeDecode(part), ''] : [safeDecode(part.slice(0, eq)), safeDecode(part.slice(eq + 1))];
    });
}

/** Reads the configurator parameters from a hash ('#/triton/?model-selection=…') or query string; first value wins. */
export function parseConfiguratorParams(input: unknown): ConfiguratorParams {
  const pairs = queryPairs(input);
  const read = (name: string): string | null => {
    const found = pairs.find(([key]) => key === name);
    return found && found[1].trim() !== '' ? found[1].trim() : null;
  };
  return {
    modelSelection: read(NAMES.modelSelection),
    optionSku: read(NAMES.optionSku),
    viewDrawer: read(NAMES.viewDrawer),
    wcmmode: read(NAMES.wcmmode),
    gclid: read(NAMES.gclid),
    wbraid: read(NAMES.wbraid),
    gbraid: read(NAMES.gbraid),
  };
}

/** The query string naming a build: 'model-selection={sku}&option-sku={sku}'. */
export function buildQuery(modelSku: string, variantSku: string): string {
  return `${NAMES.modelSelection}=${encode(modelSku)}&${NAMES.optionSku}=${encode(variantSku)}`;
}

/** A query string for the dealer form: current parameters minus those the spec keeps out (case-insensitive). */
export function formQuery(input: unknown): string {
  return queryPairs(input)
    .filter(([key]) => !(FORM_EXCLUDED_PARAMS as readonly string[]).includes(key.toLowerCase()))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
}

/** Name of the parameter that carries the cart in a shared build link (an extension of spec 2's parameters). */
export const ACCESSORIES_PARAM = 'accessories';

/** The most cart items a build holds: what a shared link carries (an accessory's requirements never take a build past it). */
export const MAX_CART_ITEMS = 100;

/** The cart skus a shared link carries: comma-separated, trimmed, de-duplicated, at most MAX_CART_ITEMS. */
export function parseAccessoriesParam(input: unknown): string[] {
  return readCartValue(queryPairs(input).find(([key]) => key === ACCESSORIES_PARAM)?.[1]);
}

/** A cart parameter's value (decoded) as skus: comma-separated, trimmed, de-duplicated, each at most 64 characters, at most MAX_CART_ITEMS. */
export function readCartValue(value: string | undefined): string[] {
  if (value === undefined) return [];
  const skus = value
    .split(',')
    .map((sku) => sku.trim())
    .filter((sku) => sku !== '' && sku.length <= 64);
  return [...new Set(skus)].slice(0, MAX_CART_ITEMS);
}
