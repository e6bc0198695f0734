/**
 * The configurator alert (spec 3 "Configurator alert", 8): the engine's text in a polite
 * live region, floating over the page at the top so it never covers the footer's
 * buttons nor shifts the layout. An alert with a duration dismisses itself after it
 * with a 0.5 s fade (spec 9); closing by hand fades the same way. No fade under
 * prefers-reduced-motion. A new alert replaces the old one and restarts the timer.
 * WCAG 2.2.1 (Timing Adjustable): while the pointer is over the alert or focus is
 * inside it the timer is held; when both leave, the full duration starts again.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { prefersReducedMotion } from '../../../host/media';
import { buildAtom } from '../../../state/atoms';
import { clearAlertAtom } from '../../../state/configurator';
import { GlyphButton } from '../../common/Button';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';

/** Spec 9: alert fade and info alert hide animation, 0.5 s. */
export const ALERT_FADE_MS = 500;

const alertAtom = atom((get) => get(buildAtom)?.alert ?? null);

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  top: 12px;
  left: 12px;
  right: 12px;
  pointer-events: none;
  ${theme.desktop} {
    left: auto;
    right: 24px;
    top: 24px;
    width: 420px;
  }
`;

/** Empty, it takes no room and shows nothing; the live region stays in the page so that new text is announced. */
const Card = styled.div<{ $leaving: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 12px 14px 16px;
  background: ${theme.colour.ink};
  color: ${theme.colour.onInk};
  font: ${theme.type.body} / 1.4 ${theme.font};
  box-shadow: ${shadow.alert};
  pointer-events: auto;
  opacity: ${(props) => (props.$leaving ? 0 : 1)};
  transition: opacity ${ALERT_FADE_MS / 1000}s ease;
  > [role='status'] {
    flex: 1 1 auto;
    margin: 0;
    padding-top: 2px;
  }
  ${theme.reducedMotion} {
    transition: none;
  }
  &:has(> [role='status']:empty) {
    display: block;
    padding: 0;
    box-shadow: none;
    background: none;
  }
`;

/** The alert's ×: the common glyph button, light on the dark alert, with no hover fill. */
const Close = styled(GlyphButton)`
  margin: -8px -4px -8px 0;
  color: ${theme.colour.onInk};
  font: 700 ${theme.type.title} / 1 ${theme.font};
  &:hover {
    background: none;
  }
  &:focus-visible {
    outline-color: ${theme.colour.onInk};
  }
`;

export function AlertHost() {
  const alert = useAtomValue(alertAtom);
  const clear = useSetAtom(clearAlertAtom);
  const [leaving, setLeaving] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new alert (or none) starts afresh; a hand close in progress belongs to the old one.
  useEffect(() => {
    setLeaving(false);
    return () => {
      if (closing.current !== null) clearTimeout(closing.current);
      closing.current = null;
    };
  }, [alert]);

  // The fade timer runs only while the visitor is neither pointing at nor focused in the alert.
  useEffect(() => {
    if (alert?.duration == null || closing.current !== null) return;
    if (held) {
      setLeaving(false);
      return;
    }
    const fade = prefersReducedMotion() ? 0 : ALERT_FADE_MS;
    const timers = [setTimeout(() => setLeaving(true), alert.duration), setTimeout(clear, alert.duration + fade)];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [alert, held, clear]);

  const close = useCallback(() => {
    if (closing.current !== null) return;
    if (prefersReducedMotion()) {
      clear();
      return;
    }
    setLeaving(true);
    closing.current = setTimeout(clear, ALERT_FADE_MS);
  }, [clear]);

  return (
    <Region>
      <Card
        $leaving={leaving}
        data-testid="configurator-alert"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <p role="status" aria-live="polite" aria-atomic="true">
          {alert?.content}
        </p>
        {alert ? (
          <Close type="button" aria-label="Close alert" onClick={close}>
            <span aria-hidden="true">×</span>
          </Close>
        ) : null}
      </Card>
    </Region>
  );
}
