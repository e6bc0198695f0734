/**
 * What the configurator screen listens for from its first paint on: the keyboard's undo and redo
 * (Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y: useHistoryKeys), a keyboard-focused control kept clear of
 * the sticky chrome (host/focusClearOfChrome.ts), and the section in view that the hero follows
 * (useSectionTracking). None of it is needed for the first price, so it is a chunk of its own that
 * the screen and the desktop hero render after their first paint.
 */
import { useEffect, type RefObject } from 'react';
import { keepFocusClearOfChrome } from '../../host/focusClearOfChrome';
import { useHistoryKeys } from './footer/HistoryButtons';
import { useSectionTracking } from './hero/useSectionTracking';

export interface ScreenListenerProps {
  /** A node of the screen: its root (the element's shadow root) is listened to. */
  within: RefObject<HTMLElement | null>;
}

/** The keyboard's undo and redo, and focus kept clear of the sticky chrome, within the screen's root. */
export function ScreenKeys({ within }: ScreenListenerProps) {
  useEffect(() => {
    const root = within.current?.getRootNode();
    if (root instanceof Document || root instanceof ShadowRoot) return keepFocusClearOfChrome(root);
  }, [within]);
  useHistoryKeys(within, true);
  return null;
}

/** Keeps the section in view (activeSectionAtom) for the hero. */
export function SectionTracking({ within }: ScreenListenerProps) {
  useSectionTracking(within);
  return null;
}
