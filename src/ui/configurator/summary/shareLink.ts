/**
 * The build link. It leaves the page through host/share.ts (shareOrCopy: the system
 * share sheet where the browser has one, else the clipboard).
 */

/**
 * The link that opens this build in a fresh browser: the page URL with the route
 * and its build query in the hash (the hash form also for memory routing, whose
 * route would otherwise not survive the page).
 */
export function buildShareLink(pageUrl: string, path: string, query: string | null): string {
  return `${pageUrl}#${path}${query ? `?${query}` : ''}`;
}
