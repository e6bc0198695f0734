/**
 * The keyboard's undo and redo (issue 32.3): Ctrl+Z (Cmd+Z on a Mac) undoes, Ctrl+Shift+Z
 * (Cmd+Shift+Z) and Ctrl+Y redo. A chord with Alt is another shortcut (AltGr types characters on
 * some layouts) and is left alone. Where the keys count (focus in the element, not in a text
 * field) is the host's part (host/historyKeys.ts).
 */

/** The keys of a key press that tell a chord. */
export interface KeyChord {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export type HistoryKeyAction = 'undo' | 'redo';

/** What a key press asks of the history: 'undo', 'redo', or null for any other key. */
export function historyKeyAction({ key, ctrlKey, metaKey, shiftKey, altKey }: KeyChord): HistoryKeyAction | null {
  if (altKey || !(ctrlKey || metaKey)) return null;
  const letter = key.toLowerCase();
  if (letter === 'z') return shiftKey ? 'redo' : 'undo';
  if (letter === 'y' && ctrlKey && !metaKey && !shiftKey) return 'redo';
  return null;
}
