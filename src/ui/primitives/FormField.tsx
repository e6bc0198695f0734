/**
 * A labelled form control: the label names the control by its id, and the control is described
 * by its hint and, in error, by its error message (and marked invalid). A field that can be in
 * error keeps its message element in the page while empty, a polite live region, so a message
 * is announced as it appears and as it changes. The field draws no box of its own: the form's
 * container lays out and styles its label, hint and message.
 */
import { useId, type ElementType, type ReactNode } from 'react';

/** What the control takes from its field: its id, its description and whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Help shown between the label and the control, part of the control's description. */
  hint?: ReactNode;
  /** The field's error message, null while the field is valid; left out for a field that is never in error. */
  error?: string | null;
  /** The control's id when something else names the control too (an output's `for`); otherwise one of its own. */
  id?: string;
  /** The element of the error message (a styled paragraph of the form's), a plain paragraph by default. */
  messageAs?: ElementType;
  /** Renders the control (and whatever sits beside it) with the props that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, hint, error, id, messageAs: Message = 'p', children }: FormFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const messageId = `${controlId}-message`;
  const describedBy = [hint ? hintId : '', error ? messageId : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={controlId}>{label}</label>
      {hint ? <p id={hintId}>{hint}</p> : null}
      {children({ id: controlId, 'aria-describedby': describedBy || undefined, 'aria-invalid': error ? true : undefined })}
      {error === undefined ? null : (
        <Message id={messageId} aria-live="polite">
          {error}
        </Message>
      )}
    </>
  );
}
