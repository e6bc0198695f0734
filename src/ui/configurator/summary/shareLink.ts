/**
 * The build link. It leaves the page through host/share.ts (shareOrCopy: the system
 * share sheet where the browser has one, else the clipboard).
 */

import { sharedBuildQuery } from '../../../domain/buildLink';

/**
 * The link that opens this build in a fresh browser: the page's origin and path with
 * the route and only the build's own parameters in the hash (the hash form also for
 * memory routing, whose route would otherwise not survive the page). The page's query
 * and any other route parameter are left behind (issue 34.3).
 */
export function buildShareLink(pageUrl: string, path: string, query: string | null): string {
  const shared = sharedBuildQuery(query);
  return `${pageUrl}#${path}${shared ? `?${shared}` : ''}`;
}
