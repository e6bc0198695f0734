/**
 * Dismisses an open popover on a press anywhere outside it, and (with `onEscape`) on
 * Escape anywhere on the page. Listens only while `open`; the callbacks may change
 * on every render.
 */
import { useEffect, useRef } from 'react';
import { onOutsidePressOrEscape, type OutsidePressOrEscape } from '../../host/pageEvents';

export function useOutsidePressOrEscape(open: boolean, handlers: OutsidePressOrEscape): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const withEscape = handlers.onEscape !== undefined;
  useEffect(() => {
    if (!open) return;
    return onOutsidePressOrEscape({
      isInside: (path) => latest.current.isInside(path),
      onOutsidePress: () => latest.current.onOutsidePress(),
      onEscape: withEscape ? () => latest.current.onEscape?.() : undefined,
    });
  }, [open, withEscape]);
}
