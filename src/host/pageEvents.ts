/**
 * The page's own events, for components that follow the page: its scroll, its
 * window messages, and presses or Escape anywhere on it.
 * Each `on…` function starts listening and returns the function that stops.
 */

/** How far the page is scrolled down, in px. */
export function pageScrollY(): number {
  return window.scrollY;
}

/** Calls `listener` with the page's scroll position on each scroll (a passive listener). */
export function onPageScroll(listener: (scrollY: number) => void): () => void {
  const onScroll = () => listener(window.scrollY);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
}

/** Calls `listener` with every message posted to the page's window (check its origin and source). */
export function onWindowMessage(listener: (event: MessageEvent) => void): () => void {
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

export interface OutsidePressOrEscape {
  /** Whether a press belongs to the open thing (read from the composed path: inside a shadow root the target is retargeted to the host). */
  isInside: (path: readonly EventTarget[]) => boolean;
  /** A pointer pressed anywhere else on the page. */
  onOutsidePress: () => void;
  /** Escape pressed anywhere on the page; without it, Escape is left to the caller. */
  onEscape?: () => void;
}

/** Follows presses and Escape anywhere on the page while a popover is open; returns the stop. */
export function onOutsidePressOrEscape({ isInside, onOutsidePress, onEscape }: OutsidePressOrEscape): () => void {
  const onPointer = (event: Event) => {
    if (!isInside(event.composedPath())) onOutsidePress();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onEscape?.();
  };
  document.addEventListener('pointerdown', onPointer);
  if (onEscape) document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('pointerdown', onPointer);
    if (onEscape) document.removeEventListener('keydown', onKey);
  };
}
