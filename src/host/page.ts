/**
 * The page's address, as the element reads it.
 * src/ui, src/state and src/element.tsx read the page only through src/host (lint
 * bans window, document and navigator there).
 */

/** The page's full URL, hash included. */
export function pageHref(): string {
  return window.location.href;
}

/** The page's hash without its '#' (empty when it has none). */
export function pageHash(): string {
  return window.location.hash.replace(/^#/, '');
}
