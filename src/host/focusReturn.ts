/**
 * Focus goes back where it came from when a modal closes (WCAG 2.2 2.4.3): to the
 * control that opened it or, when the modal's outcome replaced that control (an 'Add'
 * button now reading 'Remove', a choice re-rendered), to its replacement: the nearest
 * element marked with the same `data-focus-id`, or the first control inside it. Failing
 * those, the screen's heading (an h1 with tabIndex -1), never the page body.
 */

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking inside open shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** True while focus rests on nothing in particular (the body, or an element just removed). */
function isFocusLost(): boolean {
  const active = deepActive();
  return active === null || active === document.body || active === document.documentElement || !active.isConnected;
}

function focusIn(candidate: Element | null): boolean {
  if (!(candidate instanceof HTMLElement)) return false;
  const target = candidate.matches(FOCUSABLE) ? candidate : candidate.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return deepActive() === target;
}

/** Remembers what has focus now; the function returned puts it back, or on its replacement. */
export function rememberFocus(): () => void {
  const opener = deepActive();
  if (!opener || opener === document.body) return () => {};
  const root = opener.getRootNode();
  const keys: string[] = [];
  for (let node: Element | null = opener; node; node = node.parentElement) {
    const key = node.getAttribute('data-focus-id');
    if (key) keys.push(key);
  }
  const restore = () => {
    if (!isFocusLost()) return;
    if (opener.isConnected && focusIn(opener)) return;
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    for (const key of keys) {
      if (focusIn(root.querySelector(`[data-focus-id="${key.replace(/["\\]/g, '\\$&')}"]`))) return;
    }
    const heading = root.querySelector<HTMLElement>('h1[tabindex="-1"]');
    heading?.focus();
  };
  return () => {
    restore();
    // The modal's outcome may render the replacement a frame later (the build settles, a list re-sorts).
    requestAnimationFrame(restore);
  };
}

/** Marks the container of store or CMS markup (SafeHtml): content, never a dialog's own control. */
export const STORE_HTML_ATTRIBUTE = 'data-store-html';

/**
 * Puts the focus where an opened dialog means it: its control marked data-autofocus, else
 * where the browser put it (its first control), unless that is a link inside store or CMS
 * markup: then the dialog's first own control (issue 16.4, the CMS cannot choose the focus).
 */
export function focusDialogStart(dialog: HTMLElement): void {
  const meant = dialog.querySelector<HTMLElement>('[data-autofocus]');
  if (meant) {
    meant.focus();
    return;
  }
  if (!deepActive()?.closest(`[${STORE_HTML_ATTRIBUTE}]`)) return;
  const own = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].find((el) => !el.closest(`[${STORE_HTML_ATTRIBUTE}]`));
  if (own) own.focus();
  else dialog.focus();
}
