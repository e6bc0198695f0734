/**
 * Moving to a new screen inside the element (selector, configurator, error page) starts
 * it at its top and puts focus on its heading, so keyboard and screen reader users land
 * where sighted visitors look. The first screen an element shows takes no focus (the
 * visitor has not asked for it), nor does the same screen shown again after the element
 * is moved in the page.
 */
import { useStore } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { revealScreenTop } from '../../host/stickyChrome';
import { lastScreenAtom } from '../../state/ui';

/** Call from a screen with a name for it (null until its heading renders), its heading (tabIndex -1) and its top-most box. */
export function useScreenEntry(name: string | null, heading: RefObject<HTMLElement | null>, top: RefObject<HTMLElement | null>): void {
  const store = useStore();
  useEffect(() => {
    if (name === null) return;
    const previous = store.get(lastScreenAtom);
    store.set(lastScreenAtom, name);
    if (previous === null || previous === name) return;
    if (top.current) revealScreenTop(top.current);
    heading.current?.focus({ preventScroll: true });
  }, [store, name, heading, top]);
}
