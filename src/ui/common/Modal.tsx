/**
 * An accessible modal on the native <dialog>: the browser makes the rest of
 * the page inert (focus stays inside), Escape cancels, focus goes back to where
 * it was on close, and page scroll is locked while it is open.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { lockPageScroll } from '../../host/scrollLock';
import { deepActiveElement } from './activeElement';
import { theme } from './theme';

const Dialog = styled.dialog`
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 32px 24px 24px;
  border: 0;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font-family: ${theme.font};
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.3);
  &::backdrop {
    background: rgba(0, 0, 0, 0.55);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 24px;
    line-height: 1.25;
  }
`;

export interface ModalProps {
  heading: string;
  /** Escape, or any way of leaving the modal without choosing. */
  onCancel: () => void;
  children: ReactNode;
}

/** Shown while mounted; unmount it to close. */
export function Modal({ heading, onCancel, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // A layout effect: the lock is released in the same commit that removes the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocusTo = deepActiveElement();
    const release = lockPageScroll();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    const onCancelEvent = (event: Event) => {
      event.preventDefault();
      cancel.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancelEvent(event);
    };
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('keydown', onKeyDown);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      release();
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, []);

  return (
    <Dialog ref={ref} aria-labelledby={headingId} aria-modal="true">
      <h2 id={headingId}>{heading}</h2>
      {children}
    </Dialog>
  );
}
