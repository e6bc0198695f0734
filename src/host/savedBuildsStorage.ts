/**
 * Where saved builds live (issue 23): one local storage key, `bpSavedBuilds`. Unlike the
 * element's other values (host/storage.ts), a write here never frees another value to make
 * room, and it says whether it reached storage: a visitor whose storage is blocked or full
 * is told so, and keeps the builds for this page (a memory copy) without losing anything else.
 * Issue 34: a read says when storage could not be read (so nothing replaces what it holds),
 * and a reader hears of every change, from another tab (`storage` events) or another element
 * of this page (which `storage` events do not reach).
 */
import { createSafeStorage, type StorageWrite } from './storage';
import { storageKeys } from './storageKeys';

/** How a write went: kept on this device, or only for this page because storage is full or blocked. */
export type SavedBuildsWrite = StorageWrite;

/** A read straight from storage: what it holds and the page's copy of a write it refused; not ok when storage threw. */
export type SavedBuildsRead = { ok: true; stored: string | null; unsaved: string | null } | { ok: false };

export interface SavedBuildsStorage {
  /** The stored text, or null; the page's copy when the last write did not reach storage. */
  read(): string | null;
  /** What storage holds now and the page's unsaved copy, or that storage could not be read. */
  readFresh(): SavedBuildsRead;
  write(value: string): SavedBuildsWrite;
  /** Calls back on a change written by another tab or by another element of this page; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Saved builds in a Storage (or a getter that may throw); never throws, never frees another value. */
export function createSavedBuildsStorage(getStorage: () => Storage | null | undefined): SavedBuildsStorage {
  const storage = createSafeStorage(getStorage, { makeRoom: false });
  const listeners = new Set<() => void>();
  let unsaved: string | null = null;
  const onStorage = (event: StorageEvent): void => {
    if (event.key === storageKeys.savedBuilds || event.key === null) for (const listener of [...listeners]) listener();
  };
  return {
    read: () => storage.get(storageKeys.savedBuilds),
    readFresh() {
      let backing: Storage | null | undefined;
      try {
        backing = getStorage();
      } catch {
        backing = null;
      }
      // Blocked storage: the page's copy is all there is (nothing can be replaced).
      if (!backing) return { ok: true, stored: null, unsaved: storage.get(storageKeys.savedBuilds) };
      try {
        return { ok: true, stored: backing.getItem(storageKeys.savedBuilds), unsaved };
      } catch {
        return { ok: false };
      }
    },
    write(value) {
      const outcome = storage.set(storageKeys.savedBuilds, value);
      unsaved = outcome === 'saved' ? null : value;
      for (const listener of [...listeners]) listener();
      return outcome;
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The page's saved builds. */
export const pageSavedBuilds: SavedBuildsStorage = /* @__PURE__ */ createSavedBuildsStorage(() =>
  typeof window === 'undefined' ? null : window.localStorage,
);
