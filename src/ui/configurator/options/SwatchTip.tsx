/**
 * A swatch's tooltip (issue 26.10: White Solid and White Diamond look alike): its name, and
 * price where it has one, above the swatch while the pointer is over it or it has keyboard
 * focus. WCAG 1.4.13: Escape dismisses it (until the pointer or focus moves to another
 * swatch), the pointer can move onto it without it going, and it stays until then.
 * Decorative for assistive technology: the swatch's own name already says the same.
 */
import { useEffect, useLayoutEffect, useRef, useState, type RefObject, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { tipShift } from '../../../domain/swatch';
import { theme } from '../../common/theme';

/** The class a swatch's tip carries; a swatch shows it on `:hover` and on keyboard focus. */
export const TIP_CLASS = 'bp-swatch-tip';

/** Rules for a container of swatches: each `swatch` shows its tip on hover and focus unless dismissed. */
export function tipRules(swatch: string, focused: string): string {
  const shown = '&:not([data-tips-dismissed])';
  return `
  ${swatch} { position: relative; }
  ${shown} ${swatch}:hover .${TIP_CLASS}, ${shown} ${focused} ~ .${TIP_CLASS}, ${shown} ${focused} .${TIP_CLASS} { display: flex; }
`;
}

export const Tip = styled.span.attrs({ className: TIP_CLASS, 'aria-hidden': true })`
  position: absolute;
  bottom: calc(100% + 8px);
  left: 50%;
  z-index: 3;
  display: none;
  flex-direction: column;
  align-items: center;
  /* Centred over its swatch, moved sideways to stay inside the swatches' box (keepTipInside). */
  transform: translateX(calc(-50% + var(--bp-tip-shift, 0px)));
  padding: 6px 10px;
  background: ${theme.colour.ink};
  color: ${theme.colour.surface};
  font: 400 ${theme.type.small} / 1.35 ${theme.font};
  white-space: nowrap;
  pointer-events: auto;
  cursor: default;
  strong {
    font-weight: 600;
  }
  /* Bridges the gap to the swatch, so the pointer can move onto the tip without it going. */
  &::after {
    content: '';
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    height: 8px;
  }
`;

/**
 * Escape dismisses the tips of a group of swatches, whether focus is on one or only the
 * pointer is over it (the key then reaches the document); pointer or focus moving to another
 * swatch (the closest element matching `swatch`) shows them again, its tip kept inside the
 * container (a row's first or last swatch on a phone would cut it at the screen's edge). Spread
 * the returned props on the swatches' container.
 */
export function useTipDismissal(swatch: string): {
  ref: RefObject<HTMLDivElement | null>;
  'data-tips-dismissed': true | undefined;
  onPointerOver: (event: SyntheticEvent) => void;
  onFocus: (event: SyntheticEvent) => void;
} {
  const ref = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState<Element | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const owner = ref.current?.ownerDocument;
    if (!owner) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    owner.addEventListener('keydown', onKeyDown, true);
    return () => owner.removeEventListener('keydown', onKeyDown, true);
  }, []);
  // Once the entered swatch's tip shows (hover and focus apply before the events that tell of them).
  useLayoutEffect(() => {
    if (current && ref.current && !dismissed) keepTipInside(current, ref.current);
  }, [current, dismissed]);
  const enter = (event: SyntheticEvent) => {
    const entered = event.target instanceof Element ? event.target.closest(swatch) : null;
    if (entered === current) return;
    setCurrent(entered);
    setDismissed(false);
  };
  return { ref, 'data-tips-dismissed': dismissed || undefined, onPointerOver: enter, onFocus: enter };
}

/** Moves the tip of `swatch`, once shown, sideways so it stays inside `box`. */
function keepTipInside(swatch: Element, box: Element): void {
  const tip = swatch.querySelector<HTMLElement>(`.${TIP_CLASS}`);
  if (!tip) return;
  tip.style.setProperty('--bp-tip-shift', '0px');
  const shown = tip.getBoundingClientRect();
  if (shown.width === 0) return;
  tip.style.setProperty('--bp-tip-shift', `${tipShift(shown, box.getBoundingClientRect())}px`);
}
