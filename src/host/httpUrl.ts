/**
 * The one check for a URL an author or a page gives the element (attributes, preview meta
 * tags): http or https, absolute or relative to the page. A script or data scheme, or text
 * that does not parse, is no URL.
 */

/** The http(s) URL `value` names (relative to `base` when given), else null. */
export function httpUrl(value: string, base?: string): URL | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
