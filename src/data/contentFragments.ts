/**
 * Build-and-price content fragments at the border (spec 7, 8): 'genuine-parts',
 * 'mmba' and 'diamond-advantage', each one asset whose
 * `properties.elements.main.value` is HTML. Total: a non-200 answer, a body that
 * is not JSON, missing properties or a network error all read as empty content
 * (''), never thrown.
 */
import { resilientFetch } from './client';
import { at, str } from '../domain/read';

/** The fragments the element shows (spec 7). */
export const CONTENT_FRAGMENTS = ['genuine-parts', 'mmba', 'diamond-advantage'] as const;
export type ContentFragmentName = (typeof CONTENT_FRAGMENTS)[number];

/** The fragment's HTML (`properties.elements.main.value`); '' when any step is missing or it is blank. */
export function fragmentHtmlFromJson(json: unknown): string {
  const html = str(at(json, 'properties', 'elements', 'main', 'value'));
  return html && html.trim() !== '' ? html : '';
}

export interface FragmentFetchOptions {
  fetchFn?: typeof fetch;
  /** Extra request headers (preview mode's). */
  headers?: Record<string, string>;
  /** Log a failure (spec 8 logs the genuine-parts fragment's; other fragments fail silently). */
  logFailure?: boolean;
}

/** Fetches and reads one fragment; every failure gives '' (spec 8). */
export async function fetchContentFragment(url: string, options: FragmentFetchOptions = {}): Promise<string> {
  const { fetchFn = resilientFetch(), headers = {}, logFailure = false } = options;
  const failed = (why: string) => {
    if (logFailure) console.warn(`bp-configurator: content fragment ${url} ${why}; no content shown`);
    return '';
  };
  try {
    const response = await fetchFn(url, { headers: { ...headers, accept: 'application/json' } });
    if (!response.ok) return failed(`answered ${response.status}`);
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      return failed('is not JSON');
    }
    const html = fragmentHtmlFromJson(json);
    return html === '' ? failed('has no properties.elements.main.value') : html;
  } catch (error) {
    return failed(`failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
