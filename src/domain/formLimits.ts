/**
 * What the element hands the dealer form (spec 3 hidden fields, spec 7 form
 * frame URL) stays within limits and carries no personal data from the page URL.
 * Ad links carry long tracking values (a 2,100-character utm_content, a 1 MB
 * parameter): those are trimmed or dropped, never the build, so the form loads
 * and the lead goes through.
 */
import { BUILD_PARAMS } from './storageValues';
import { encode, FORM_EXCLUDED_PARAMS, queryPairs } from './urlParams';

/** The limits, in characters. */
export const FORM_LIMITS = {
  /** A hidden field's longest value: the dealer form and its lead store refuse more. */
  hiddenField: 2048,
  /** A page parameter's longest value passed through to the form; a longer one is tracking noise and is left out. */
  passedValue: 512,
  /**
   * The form frame URL's longest length. Servers refuse longer request lines (8 KB is a common
   * limit of web servers and CDNs); the dealer form must always load.
   */
  frameUrl: 8000,
} as const;

/** What may stand right before an e-mail address's '@', and the domain after it (a dot in it). */
const LOCAL_CHAR = /[^\s@/?#&=:]/;
const DOMAIN = /^[^\s@/?#&=.]+\.[^\s@/?#&=]+/;

/**
 * Whether a parameter's name or value looks like personal data (an e-mail address
 * anywhere in it: 'jane@example.com', 'mailto:jane@example.com'): it never leaves
 * the page. Linear in the text's length (a 1 MB value costs no more than a scan).
 */
export function looksLikePersonalData(text: string): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (at > 0 && LOCAL_CHAR.test(text[at - 1] ?? '') && DOMAIN.test(text.slice(at + 1, at + 256))) return true;
  }
  return false;
}

const isBuildParam = (name: string): boolean => (BUILD_PARAMS as readonly string[]).includes(name);
const isExcluded = (name: string): boolean => (FORM_EXCLUDED_PARAMS as readonly string[]).includes(name.toLowerCase());

/** A query parameter, decoded: its name and value. */
export type QueryParam = [name: string, value: string];

/** A parameter as a URL carries it ('name=value', encoded): it is encoded once, here, when it is written. */
export const paramText = ([name, value]: QueryParam): string => `${encode(name)}=${encode(value)}`;

/**
 * The parameters of a query the form may receive: without those spec 7 keeps out
 * (wcmmode, viewdrawer, wbraid, gclid, gbraid), without personal data, and without
 * values over FORM_LIMITS.passedValue unless they name the build.
 */
export function formSafeParams(query: string): QueryParam[] {
  return queryPairs(query.startsWith('?') || query.startsWith('#') ? query : `?${query}`).filter(([name, value]) => {
    if (isExcluded(name)) return false;
    if (looksLikePersonalData(name) || looksLikePersonalData(value)) return false;
    return isBuildParam(name) || name.length + value.length <= FORM_LIMITS.passedValue;
  });
}

/** Parameters as a URL's query carries them ('a=1&b=2'). */
export const queryText = (params: readonly QueryParam[]): string => params.map(paramText).join('&');

/** The length of parameters as a URL carries them, each with its separator ('&' or '?'). */
const joinedLength = (params: readonly QueryParam[]): number => params.reduce((sum, param) => sum + paramText(param).length + 1, 0);

/**
 * Drops the longest parameters until the joined length fits, or none are left; those `kept`
 * names (the build's, by default) are never dropped.
 */
function fitParams(params: readonly QueryParam[], room: number, keep: (name: string) => boolean = isBuildParam): QueryParam[] {
  const kept = [...params];
  while (joinedLength(kept) > room) {
    let longest = -1;
    let longestLength = -1;
    kept.forEach((param, index) => {
      const length = paramText(param).length;
      if (!keep(param[0]) && length > longestLength) [longest, longestLength] = [index, length];
    });
    if (longest === -1) break;
    kept.splice(longest, 1);
  }
  return kept;
}

/**
 * The page URL as the form's `url` field carries it: the page and its hash route
 * with only the parameters the form may receive, the longest tracking values left
 * out until it fits FORM_LIMITS.hiddenField. The build's parameters stay; should
 * the build alone be too long, the cart (which the `accessories` field carries
 * too) goes, and at last the text is cut at the limit.
 */
export function formPageUrl(url: string): string {
  const split = (part: string): [string, QueryParam[]] => {
    const mark = part.indexOf('?');
    return mark === -1 ? [part, []] : [part.slice(0, mark), formSafeParams(part.slice(mark))];
  };
  const hashAt = url.indexOf('#');
  const [page, pageParams] = split(hashAt === -1 ? url : url.slice(0, hashAt));
  const [route, routeParams] = hashAt === -1 ? [null, []] : split(url.slice(hashAt + 1));
  const join = (pageKept: QueryParam[], routeKept: QueryParam[]): string => {
    const withQuery = (base: string, params: QueryParam[]) => (params.length === 0 ? base : `${base}?${queryText(params)}`);
    return route === null ? withQuery(page, pageKept) : `${withQuery(page, pageKept)}#${withQuery(route, routeKept)}`;
  };
  let pageKept = pageParams;
  let routeKept = routeParams;
  const over = () => join(pageKept, routeKept).length - FORM_LIMITS.hiddenField;
  if (over() > 0) {
    // Fit the route's tracking first within what the page leaves, then the page's within what the route leaves.
    const base = join([], []).length + 2;
    routeKept = fitParams(routeKept, Math.max(0, FORM_LIMITS.hiddenField - base - queryText(pageKept).length));
    pageKept = fitParams(pageKept, Math.max(0, FORM_LIMITS.hiddenField - base - queryText(routeKept).length));
  }
  if (over() > 0) routeKept = routeKept.filter(([name]) => name !== 'accessories');
  const text = join(pageKept, routeKept);
  return text.length <= FORM_LIMITS.hiddenField ? text : text.slice(0, FORM_LIMITS.hiddenField);
}

/**
 * A list for a hidden field ('Tow bar, Bonnet protector'), within FORM_LIMITS.hiddenField:
 * past it, the last names give way to '… and N more'.
 */
export function hiddenFieldList(items: readonly string[]): string {
  const all = items.join(', ');
  if (all.length <= FORM_LIMITS.hiddenField) return all;
  for (let count = items.length - 1; count >= 0; count -= 1) {
    const text = `${items.slice(0, count).join(', ')}${count > 0 ? ', ' : ''}… and ${items.length - count} more`;
    if (text.length <= FORM_LIMITS.hiddenField) return text;
  }
  return `… and ${items.length} more`;
}

/**
 * The page parameters passed through to the form frame (spec 7), within what the
 * frame URL leaves for them: none over FORM_LIMITS.passedValue, the build's included
 * (the hidden fields carry the build: a page's own 20,000-character model-selection
 * is not what the form needs), then the longest dropped first until they fit `room`.
 */
export function fitPassedParams(params: readonly QueryParam[], room: number): QueryParam[] {
  const short = params.filter(([name, value]) => name.length + value.length <= FORM_LIMITS.passedValue);
  return fitParams(short, Math.max(0, room), () => false);
}
