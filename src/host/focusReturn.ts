/**
 * Focus goes back where it came from when a modal closes (WCAG 2.2 2.4.3): to the
 * control that opened it or, when the modal's outcome replaced that control (an 'Add'
 * button now reading 'Remove', a choice re-rendered), to its replacement: the nearest
 * element marked with the same `data-focus-id`, or the first control inside it. Failing
 * those, the screen's heading (an h1 with tabIndex -1), never the page body. A radio whose
 * choice the modal did not make (a proposal cancelled) hands focus to the checked radio of
 * its group, so focus never rests on a refused choice while another is checked.
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

/**
 * The checked radio of the group of `radio` when `radio` itself is a radio left unchecked
 * (an ARIA radio in a radiogroup, or a native radio of the same name); else `radio`.
 */
function checkedInstead(radio: Element): Element {
  if (radio instanceof HTMLInputElement && radio.type === 'radio') {
    if (radio.checked || !radio.name) return radio;
    const root = radio.getRootNode() as ParentNode;
    const same = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((input) => input.name === radio.name);
    return same.find((input) => input.checked) ?? radio;
  }
  if (radio.getAttribute('role') !== 'radio' || radio.getAttribute('aria-checked') === 'true') return radio;
  return radio.closest('[role="radiogroup"]')?.querySelector('[role="radio"][aria-checked="true"]') ?? radio;
}

function focusIn(candidate: Element | null): boolean {
  if (!(candidate instanceof HTMLElement)) return false;
  const found = candidate.matches(FOCUSABLE) ? candidate : candidate.querySelector(FOCUSABLE);
  const target = found ? checkedInstead(found) : null;
  if (!(target instanceof HTMLElement)) return false;
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
    // A closing dialog puts focus back on its opener itself: a refused radio still hands it on to the checked one.
    const onRefusedRadio = deepActive() === opener && checkedInstead(opener) !== opener;
    if (!isFocusLost() && !onRefusedRadio) return;
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

/**
 * Gives focus, if it was lost, to what takes the place of a focused part that went away (the 3D
 * viewer giving way to the car's pictures): the first control in `container`, else its first group
 * or region, made focusable for this (tabIndex -1, out of the Tab order), else `container` itself.
 * The page does not scroll: the replacement stands where the part was.
 */
export function focusReplacement(container: HTMLElement): void {
  if (!isFocusLost()) return;
  const control = container.querySelector<HTMLElement>(FOCUSABLE);
  const target = control ?? container.querySelector<HTMLElement>('[role="group"], [role="region"]') ?? container;
  if (!control && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}
