/**
 * The build link's query (spec 2, 5) and the pricing it was priced with (docs/embedding.md "Routes"):
 * its `priced-for` parameter (an extension of spec 2's parameters) is '{customer type}.{pricing
 * type}' and, when a location was set, '.{state}', e.g. 'private.drive-away.nsw'; and what a
 * recipient whose own settings differ is told. The link never changes the recipient's settings.
 */
import { isLease } from './offers';
import { CUSTOMER_TYPES, PRICING_TYPES, STATES, type PricingContext } from './types';
import { ACCESSORIES_PARAM, buildQuery, encode, queryPairs } from './urlParams';

/** Name of the parameter that carries the pricing a build link was priced with. */
const PRICED_FOR_PARAM = 'priced-for';

/**
 * The query for a build: the page's other parameters kept in order, then
 * model-selection, option-sku, the cart (spec 2, 5) and the pricing it is priced with.
 */
export function buildLinkQuery(
  current: unknown,
  modelSku: string,
  variantSku: string,
  cart: readonly string[],
  pricing: PricingContext,
): string {
  const owned = new Set(['model-selection', 'option-sku', ACCESSORIES_PARAM, PRICED_FOR_PARAM]);
  const kept = queryPairs(current)
    .filter(([key]) => !owned.has(key))
    .map(([key, value]) => (value === '' ? encode(key) : `${encode(key)}=${encode(value)}`));
  const build = buildQuery(modelSku, variantSku);
  const accessories = cart.length > 0 ? `${ACCESSORIES_PARAM}=${cart.map(encode).join(',')}` : '';
  return [...kept, build, accessories, `${PRICED_FOR_PARAM}=${pricedForValue(pricing)}`].filter((part) => part !== '').join('&');
}

/** The parameters that are the build's own: a shared link or QR code carries these and nothing else. */
const SHARED_PARAMS: readonly string[] = ['model-selection', 'option-sku', ACCESSORIES_PARAM, PRICED_FOR_PARAM];

/**
 * The query a shared build link carries (the share button, the build sheet's QR code, the AR
 * hand-off): only the build's own parameters, in order; the page's other parameters
 * (tracking, an e-mail address, `next=https://evil.example`) stay on the page.
 */
export function sharedBuildQuery(query: string | null): string | null {
  if (!query) return query;
  const kept = query.split('&').filter((part) => SHARED_PARAMS.includes(safeName(part)));
  return kept.length === 0 ? null : kept.join('&');
}

function safeName(part: string): string {
  const name = part.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The priced-for value of a pricing context. */
export function pricedForValue(pricing: PricingContext): string {
  return [pricing.customerType, pricing.pricingType, pricing.state].filter((part) => part !== null).join('.');
}

/** The pricing context a link says it was priced with; null when it says none or something unknown. */
export function parsePricedFor(input: unknown): PricingContext | null {
  const found = queryPairs(input).find(([key]) => key === PRICED_FOR_PARAM);
  if (!found) return null;
  const [customerType, pricingType, state, ...rest] = found[1].trim().toLowerCase().split('.');
  const customer = CUSTOMER_TYPES.find((type) => type === customerType);
  const pricingKind = PRICING_TYPES.find((type) => type === pricingType);
  const stateCode = state === undefined ? null : (STATES.find((code) => code === state) ?? undefined);
  if (!customer || !pricingKind || stateCode === undefined || rest.length > 0) return null;
  return { customerType: customer, pricingType: pricingKind, state: stateCode };
}

/** A pricing context in words: 'NSW private drive-away', 'WA business lease', 'national private drive-away'. */
function pricingInWords(pricing: PricingContext): string {
  const where = pricing.state ? pricing.state.toUpperCase() : 'national';
  const who = isLease(pricing) ? 'business lease' : `${pricing.customerType} drive-away`;
  return `${where} ${who}`;
}

/**
 * What a visitor opening a shared build link is told when it was priced with another
 * pricing context than theirs (docs/embedding.md "Routes"): the link never changes their own
 * settings; null when it carries none or the same. A comparison link's says so of its two builds (issue 32).
 */
export function sharedPricingNotice(
  linked: PricingContext | null,
  current: PricingContext,
  what: 'This build was' | 'These builds were' = 'This build was',
): string | null {
  if (!linked) return null;
  const sent = pricingInWords(linked);
  const here = pricingInWords(current);
  if (sent === here) return null;
  return `${what} shared with ${sent} prices. You're seeing ${here} prices, from your own settings.`;
}
