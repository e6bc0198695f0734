/** Where a build link points, and how it leaves the page: the system share sheet, else the clipboard. */

/**
 * The page's origin and path, without its query or hash: where a shared link opens the
 * element again. The page's query (tracking, a visitor's e-mail address) never rides along.
 */
export function pageUrlWithoutHash(): string {
  const { origin, pathname } = window.location;
  return origin + pathname;
}

export type ShareOutcome = 'shared' | 'copied' | 'failed';

/**
 * Shares the link through the system share sheet (navigator.share), else copies it; resolves
 * with what happened and never rejects. A failure (the visitor cancelling the share sheet
 * included) is logged only, never shown or thrown (spec 8).
 */
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
