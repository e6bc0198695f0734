/**
 * Keeps a keyboard-focused control clear of the element's sticky chrome (WCAG 2.2 2.4.11) for
 * as long as it holds focus. Only the configurator screen uses it, so it loads with that
 * screen; the measuring is in stickyChrome.ts.
 */
import { clearanceScroll } from '../domain/scrollOffsets';
import { measureChrome, scrollClearOfChrome } from './stickyChrome';

/** True when `target` is part of what stays put: the chrome itself or a dialog (top layer). */
function isOverlay(target: Element): boolean {
  return target.closest('[data-sticky-chrome], dialog') !== null;
}

/**
 * Whether the browser shows a focus ring on `target`: keyboard focus, and script focus that
 * follows keyboard use. A control focused by a press of the pointer is not: scrolling it then
 * would move it between the press and the release, and the click would be lost.
 */
function isFocusVisible(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: keep every focus clear
  }
}

/** True when `target` is wholly in the viewport and clear of the chrome of `root`. */
function isClearOfChrome(target: Element, root: Document | ShadowRoot): boolean {
  if (target.getClientRects().length === 0) return false;
  return clearanceScroll(target.getBoundingClientRect(), window.innerHeight, measureChrome(root)) === 0;
}

/** True while focus is on `target` or inside it. */
function holdsFocus(target: Element, root: Document | ShadowRoot): boolean {
  return target.isConnected && (root.activeElement === target || target.contains(root.activeElement));
}

/**
 * Keeps every control focused inside `root` by keyboard (or by script after keyboard use)
 * clear of its sticky chrome. Runs when it starts (for a control focused before), when focus
 * arrives, once more after the browser's own scroll-into-view, and again whenever the layout
 * moves a control that was clear under the chrome while it keeps focus: content growing late above it (an image, a section mounting,
 * a host page's banner), the control itself growing, the viewport turning. A control the
 * visitor has scrolled away from is left where they put it. Returns the function that stops it.
 */
export function keepFocusClearOfChrome(root: Document | ShadowRoot): () => void {
  let frame = 0;
  /** The focused control being kept clear, and whether it was clear when last looked at. */
  let held: Element | null = null;
  let wasClear = false;
  const onResize = () => {
    if (!held) return;
    if (!holdsFocus(held, root)) return release();
    if (wasClear && !isClearOfChrome(held, root)) scrollClearOfChrome(held);
    wasClear = isClearOfChrome(held, root);
  };
  // A browser without ResizeObserver clears a control only when focus arrives.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(onResize) : null;
  const onScroll = () => {
    if (held) wasClear = isClearOfChrome(held, root);
  };
  const release = () => {
    held = null;
    observer?.disconnect();
    window.removeEventListener('scroll', onScroll);
  };
  const hold = (target: Element) => {
    release();
    held = target;
    wasClear = isClearOfChrome(target, root);
    if (!observer) return;
    // The page (content above the control growing), the element, the control and the chrome.
    observer.observe(document.documentElement);
    observer.observe(root instanceof ShadowRoot ? root.host : root.documentElement);
    observer.observe(target);
    for (const chrome of root.querySelectorAll('[data-sticky-chrome]')) observer.observe(chrome);
    window.addEventListener('scroll', onScroll, { passive: true });
  };
  /** Brings a newly focused control clear of the chrome and keeps it there while it holds focus. */
  const take = (target: Element) => {
    if (isOverlay(target) || !isFocusVisible(target)) return release();
    // Focus passed straight on (the sticky header's way in hands it to the header): nothing to bring into sight.
    if (!holdsFocus(target, root)) return;
    scrollClearOfChrome(target);
    hold(target);
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      if (held === target && holdsFocus(target, root)) scrollClearOfChrome(target);
    });
  };
  const onFocusIn = (event: Event) => {
    const target = event.composedPath()[0];
    if (target instanceof Element) take(target);
    else release();
  };
  const onFocusOut = (event: Event) => {
    if (event.composedPath()[0] === held) release();
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  // Focus that came before this started: the screen's listeners arrive in a chunk after its first paint,
  // and a visitor quick on the keyboard may already have Tabbed to a control under the footer.
  if (root.activeElement) take(root.activeElement);
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    cancelAnimationFrame(frame);
    release();
  };
}
