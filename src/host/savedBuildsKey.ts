/**
 * The local storage key of the saved builds (docs/embedding.md "Saved builds"), apart from their storage
 * code (savedBuildsStorage.ts) so that the landing page can tell whether there are any
 * without loading it.
 */
export const SAVED_BUILDS_KEY = 'bpSavedBuilds';
