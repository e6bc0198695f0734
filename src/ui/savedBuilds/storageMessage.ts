/** What the visitor is told when saved builds could not be written to this device (issue 23). */
import type { SavedBuildsWrite } from '../../host/savedBuildsStorage';

export const STORAGE_FULL_MESSAGE =
  "Your browser's storage is full, so your saved builds are kept only until you leave this page. Nothing else was changed.";
export const STORAGE_BLOCKED_MESSAGE =
  'This browser does not let the page keep data, so your saved builds are kept only until you leave this page.';

/** The message for a write that did not reach storage; null when it did. */
export function storageMessage(outcome: SavedBuildsWrite): string | null {
  if (outcome === 'full') return STORAGE_FULL_MESSAGE;
  if (outcome === 'unavailable') return STORAGE_BLOCKED_MESSAGE;
  return null;
}
