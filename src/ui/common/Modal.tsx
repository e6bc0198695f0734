/**
 * An accessible modal on the native <dialog>: the browser makes the rest of
 * the page inert (focus stays inside), Escape cancels, focus goes back to where
 * it was on close (or to its replacement, see host/focusReturn.ts), and page scroll is locked while it is open.
 * `variant="drawer"` shows it as a side panel (full screen on phones) with a
 * close button, closed also by a click on the overlay; it slides in unless the
 * visitor prefers reduced motion.
 */
import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { focusDialogStart, rememberFocus } from '../../host/focusReturn';
import { lockPageScroll } from '../../host/scrollLock';
import { GlyphButton } from './Button';
import { MODAL_OPENED_EVENT } from './modalOpened';
import { theme } from './theme';
import { overlay, shadow } from './elevation';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const drawerStyles = css`
  box-sizing: border-box;
  position: fixed;
  inset: 0 0 0 auto;
  width: 100vw;
  max-width: 100vw;
  height: 100%;
  max-height: 100%;
  margin: 0;
  padding: 0;
  overflow: hidden;
  animation: ${slideIn} 250ms ease-out;
  @media (min-width: 640px) {
    width: min(640px, 100vw);
  }
  ${theme.reducedMotion} {
    animation: none;
  }
  &[open] {
    display: flex;
    flex-direction: column;
  }
  h2 {
    margin: 0;
    font-size: ${theme.type.headingLarge};
  }
`;

const Dialog = styled.dialog<{ $drawer: boolean }>`
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 32px);
  padding: 32px 24px 24px;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font-family: ${theme.font};
  box-shadow: ${shadow.modal};
  &::backdrop {
    background: ${overlay.backdrop};
  }
  h2 {
    margin: 0 0 12px;
    font-size: ${theme.type.title};
    line-height: 1.25;
  }
  ${(p) => (p.$drawer ? drawerStyles : '')}
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex: none;
  min-height: 64px;
  padding: 8px 8px 8px 24px;
  border-bottom: 1px solid ${theme.colour.line};
`;

const DrawerBody = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  overflow: auto;
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: -3px;
  }
`;

export interface ModalProps {
  heading: string;
  /** Escape, or any way of leaving the modal without choosing (the drawer's close button and overlay too). */
  onCancel: () => void;
  children: ReactNode;
  /** 'dialog' (default): a centred modal. 'drawer': a side panel with a close button. */
  variant?: 'dialog' | 'drawer';
  /** The drawer's close button label. */
  closeLabel?: string;
}

/** Shown while mounted; unmount it to close. */
export function Modal({ heading, onCancel, children, variant = 'dialog', closeLabel = 'Close' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const cancel = useRef(onCancel);
  cancel.current = onCancel;
  const drawer = variant === 'drawer';

  // A layout effect: the lock is released in the same commit that removes the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const returnFocus = rememberFocus();
    const release = lockPageScroll();
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // The dialog focuses its first control; a control marked data-autofocus is the one meant,
    // and a link in store or CMS markup never is.
    focusDialogStart(dialog);
    // Popovers of the page behind (the price breakdown) close: nothing stays above the backdrop.
    dialog.dispatchEvent(new Event(MODAL_OPENED_EVENT, { bubbles: true }));
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
      // After this commit: the outcome of the modal may have replaced the control that opened it.
      queueMicrotask(returnFocus);
    };
  }, []);

  // The drawer's content fills the dialog box, so a click on the dialog itself is a click on the overlay.
  const onOverlayClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) cancel.current();
  };

  if (drawer) {
    return (
      <Dialog ref={ref} $drawer part="drawer" aria-labelledby={headingId} aria-modal="true" onClick={onOverlayClick}>
        <DrawerHeader>
          <h2 id={headingId}>{heading}</h2>
          <GlyphButton type="button" aria-label={closeLabel} onClick={() => cancel.current()}>
            <span aria-hidden="true">×</span>
          </GlyphButton>
        </DrawerHeader>
        {/* It scrolls as one page (the form's frame is as tall as its form): reached by Tab, so a keyboard can scroll it. */}
        <DrawerBody tabIndex={0} aria-labelledby={headingId} role="group">
          {children}
        </DrawerBody>
      </Dialog>
    );
  }
  return (
    <Dialog ref={ref} $drawer={false} part="modal" aria-labelledby={headingId} aria-modal="true">
      <h2 id={headingId}>{heading}</h2>
      {children}
    </Dialog>
  );
}
