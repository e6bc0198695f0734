/** What the visitor is told when saved builds could not be written to this device (issue 23). */
import { MAX_SAVED_BUILDS } from '../../domain/savedBuilds';
import type { SavedBuildsWrite } from '../../host/savedBuildsStorage';
import type { SaveResult } from '../../state/savedBuilds';

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

/** What a save says: saved (and where it is kept), or why it made no new build: saved already (by its name), the list is full, or no name. */
export function saveMessage(outcome: SaveResult): string {
  if (outcome.ok) return storageMessage(outcome.stored) ?? `Saved as “${outcome.saved.name}” on this device.`;
  if (outcome.reason === 'already') return `This build is already saved as “${outcome.saved.name}”.`;
  if (outcome.reason === 'full')
    return `You have ${MAX_SAVED_BUILDS} saved builds, the most this device keeps. Delete one to save this build.`;
  return 'Please give this build a name.';
}
