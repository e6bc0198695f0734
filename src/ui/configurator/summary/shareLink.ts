/**
 * The build link and how it leaves the page: the system share sheet where the
 * browser has one, else the clipboard. A failure (the visitor cancelling the
 * share sheet included) is logged only, never shown or thrown (spec 8).
 */

/** The page's URL without its hash: where a shared link opens the element again. */
export function pageUrlWithoutHash(): string {
  const { origin, pathname, search } = window.location;
  return origin + pathname + search;
}

/**
 * The link that opens this build in a fresh browser: the page URL with the route
 * and its build query in the hash (the hash form also for memory routing, whose
 * route would otherwise not survive the page).
 */
export function buildShareLink(pageUrl: string, path: string, query: string | null): string {
  return `${pageUrl}#${path}${query ? `?${query}` : ''}`;
}

export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** Shares the link through navigator.share, else copies it; resolves with what happened and never rejects. */
export async function shareOrCopy(url: string, title: string): Promise<ShareOutcome> {
  const nav: Partial<Navigator> = typeof navigator === 'undefined' ? {} : navigator;
  try {
    if (typeof nav.share === 'function') {
      await nav.share({ title, url });
      return 'shared';
    }
    if (nav.clipboard && typeof nav.clipboard.writeText === 'function') {
      await nav.clipboard.writeText(url);
      return 'copied';
    }
    console.warn('bp-configurator: this browser can neither share nor copy the build link');
  } catch (error) {
    console.warn('bp-configurator: the build link was not shared or copied:', error);
  }
  return 'failed';
}
