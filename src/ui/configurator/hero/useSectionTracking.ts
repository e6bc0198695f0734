/**
 * Keeps activeSectionAtom on the scroll-linked section in view (spec 2). The
 * sections live in the element's shadow root, so they are found from the
 * hero's own root node, not from `document`; sections that mount later (tray,
 * accessories, summary) are picked up as they appear.
 */
import { useSetAtom } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { SECTION_IDS } from '../../../domain/hero';
import { activeSectionAtom, type SectionId } from '../../../state/ui';

/** The band of the viewport a section must cross to be "in view": a thin line 40% down. */
const BAND = '-40% 0px -59% 0px';

export function useSectionTracking(ref: RefObject<HTMLElement | null>): void {
  const setActive = useSetAtom(activeSectionAtom);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const root = node.getRootNode();
    if (!(root instanceof Document || root instanceof ShadowRoot)) return;
    const inBand = new Map<SectionId, boolean>();
    const observed = new Map<SectionId, Element>();
    const intersections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) inBand.set(entry.target.id as SectionId, entry.isIntersecting);
        const current = SECTION_IDS.find((id) => inBand.get(id));
        if (current) setActive(current);
      },
      { rootMargin: BAND },
    );
    const scan = () => {
      for (const id of SECTION_IDS) {
        const element = root.getElementById(id);
        const previous = observed.get(id);
        if (previous === element) continue;
        if (previous) intersections.unobserve(previous);
        inBand.delete(id);
        if (element) {
          observed.set(id, element);
          intersections.observe(element);
        } else {
          observed.delete(id);
        }
      }
    };
    scan();
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(scan);
    mutations?.observe(root, { childList: true, subtree: true });
    return () => {
      intersections.disconnect();
      mutations?.disconnect();
    };
  }, [ref, setActive]);
}
