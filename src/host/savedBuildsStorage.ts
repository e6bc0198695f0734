/**
 * Where saved builds live (issue 23): one local storage key, `bpSavedBuilds`. Unlike the
 * element's other values (host/storage.ts), a write here never frees another value to make
 * room, and it says whether it reached storage: a visitor whose storage is blocked or full
 * is told so, and keeps the builds for this page (a memory copy) without losing anything else.
 */
import { createSafeStorage, type StorageWrite } from './storage';
import { storageKeys } from './storageKeys';

/** How a write went: kept on this device, or only for this page because storage is full or blocked. */
export type SavedBuildsWrite = StorageWrite;

export interface SavedBuildsStorage {
  /** The stored text, or null; the page's copy when the last write did not reach storage. */
  read(): string | null;
  write(value: string): SavedBuildsWrite;
}

/** Saved builds in a Storage (or a getter that may throw); never throws, never frees another value. */
export function createSavedBuildsStorage(getStorage: () => Storage | null | undefined): SavedBuildsStorage {
  const storage = createSafeStorage(getStorage, { makeRoom: false });
  return {
    read: () => storage.get(storageKeys.savedBuilds),
    write: (value) => storage.set(storageKeys.savedBuilds, value),
  };
}

/** The page's saved builds. */
export const pageSavedBuilds: SavedBuildsStorage = /* @__PURE__ */ createSavedBuildsStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);

/** Today's date on the visitor's clock, for the build sheet. */
export function today(): { year: number; month: number; day: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The time now as an ISO 8601 timestamp, for a saved build. */
export function nowIso(): string {
  return new Date().toISOString();
}
