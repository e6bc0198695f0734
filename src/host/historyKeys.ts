/**
 * Listens for the keyboard's undo and redo (domain/historyKeys.ts) inside the element only: on its
 * shadow root (a component test's document stands in for it), so the host page's own Ctrl+Z is
 * never taken. A key pressed in a text field (input, textarea, select, contenteditable) is the
 * field's own undo; one pressed in a modal dialog is left to the dialog.
 */
import { historyKeyAction, type HistoryKeyAction } from '../domain/historyKeys';

/** Whether a key pressed on `node` belongs to a field that edits text or a value of its own. */
function isTextField(node: EventTarget | undefined): boolean {
  if (!(node instanceof Element)) return false;
  if (node.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return true;
  return node instanceof HTMLElement && node.isContentEditable;
}

/** Whether a key pressed on `node` is inside a modal dialog. */
function inModal(node: EventTarget | undefined): boolean {
  return node instanceof Element && node.closest('dialog[open], [aria-modal="true"]') !== null;
}

/**
 * Calls `act` with 'undo' or 'redo' for those chords pressed within the root of `within` (the
 * element's shadow root; a component test's document), and keeps the browser
 * from acting on them too; returns the function that stops listening.
 */
export function listenForHistoryKeys(within: Node, act: (action: HistoryKeyAction) => void): () => void {
  const root = within.getRootNode();
  const onKeyDown = (event: Event) => {
    if (!(event instanceof KeyboardEvent) || event.defaultPrevented || event.isComposing) return;
    const action = historyKeyAction(event);
    if (action === null) return;
    const target = event.composedPath()[0];
    if (isTextField(target) || inModal(target)) return;
    event.preventDefault();
    act(action);
  };
  root.addEventListener('keydown', onKeyDown);
  return () => root.removeEventListener('keydown', onKeyDown);
}
