/**
 * The configurator alert (spec 3 "Configurator alert", 8): the engine's text in a polite
 * live region, floating over the page at the top so it never covers the footer's
 * buttons nor shifts the layout. An alert with a duration dismisses itself after it
 * with a 0.5 s fade (spec 9); closing by hand fades the same way. No fade under
 * prefers-reduced-motion. A new alert replaces the old one and restarts the timer.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { buildAtom } from '../../../state/atoms';
import { clearAlertAtom } from '../../../state/configurator';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';

/** Spec 9: alert fade and info alert hide animation, 0.5 s. */
export const ALERT_FADE_MS = 500;

const alertAtom = atom((get) => get(buildAtom)?.alert ?? null);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

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
  color: #fff;
  font: 15px/1.4 ${theme.font};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.25);
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

const Close = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -8px -4px -8px 0;
  border: 0;
  background: transparent;
  color: #fff;
  font: 700 24px/1 ${theme.font};
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-color: #fff;
  }
`;

export function AlertHost() {
  const alert = useAtomValue(alertAtom);
  const clear = useSetAtom(clearAlertAtom);
  const [leaving, setLeaving] = useState(false);
  const closing = useRef<number | null>(null);

  useEffect(() => {
    setLeaving(false);
    const timers: number[] = [];
    if (alert?.duration != null) {
      const fade = prefersReducedMotion() ? 0 : ALERT_FADE_MS;
      timers.push(window.setTimeout(() => setLeaving(true), alert.duration));
      timers.push(window.setTimeout(clear, alert.duration + fade));
    }
    return () => {
      for (const timer of timers) window.clearTimeout(timer);
      if (closing.current !== null) window.clearTimeout(closing.current);
      closing.current = null;
    };
  }, [alert, clear]);

  const close = useCallback(() => {
    if (closing.current !== null) return;
    if (prefersReducedMotion()) {
      clear();
      return;
    }
    setLeaving(true);
    closing.current = window.setTimeout(clear, ALERT_FADE_MS);
  }, [clear]);

  return (
    <Region>
      <Card $leaving={leaving} data-testid="configurator-alert">
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
