/**
 * Local storage that never throws. Blocked storage, private mode and a full
 * quota all fall back to a per-page memory map, so the element keeps working
 * without persistence. A full quota first frees the element's own older values
 * (the other keys it stores, then the key's own old value) and tries again, so
 * the build is still saved when the page's other data filled the storage.
 */
import { storageKeys } from './storageKeys';

/** How a write went: kept in storage, or only for this page because storage is full or blocked. */
export type StorageWrite = 'saved' | 'full' | 'unavailable';

export interface SafeStorage {
  get(key: string): string | null;
  /** Never throws: a value storage refuses is kept for this page (memory), and the outcome says so. */
  set(key: string, value: string): StorageWrite;
  remove(key: string): void;
}

export interface SafeStorageOptions {
  /**
   * When storage is full, free the element's own older values (OWN_KEYS) and try again (default).
   * Off for a value that must never cost another one its place (the saved builds).
   */
  makeRoom?: boolean;
}

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** The keys the element itself stores, in the order they are given up when storage is full. */
const OWN_KEYS: readonly string[] = [storageKeys.cta, storageKeys.continueBuild, storageKeys.buildUrl];

/** Wraps a Storage (or a getter that may itself throw) so no call ever throws. */
export function createSafeStorage(getStorage: () => Storage | null | undefined, { makeRoom = true }: SafeStorageOptions = {}): SafeStorage {
  const memory = new Map<string, string>();
  /** Keys whose last write did not reach storage: the memory value is the current one. */
  const unsaved = new Set<string>();
  const backing = (): Storage | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      if (unsaved.has(key)) return memory.get(key) ?? null;
      try {
        const storage = backing();
        if (storage) return storage.getItem(key);
      } catch {
        /* fall through to memory */
      }
      return memory.get(key) ?? null;
    },
    set(key, value) {
      memory.set(key, value);
      unsaved.add(key);
      const storage = backing();
      if (!storage) return 'unavailable';
      let refused: unknown = null;
      const attempt = (): boolean => {
        try {
          storage.setItem(key, value);
          unsaved.delete(key);
          return true;
        } catch (error) {
          refused = error;
          return false;
        }
      };
      const outcome = (): StorageWrite => (isQuotaError(refused) ? 'full' : 'unavailable');
      if (attempt()) return 'saved';
      if (!makeRoom) return outcome();
      // Full (or failing): free the element's own older values, least needed first, retrying after each.
      // The key's own old value goes first: it is being replaced anyway (and an old build saved with a huge URL is big).
      for (const own of [key, ...OWN_KEYS.filter((other) => other !== key)]) {
        try {
          const old = storage.getItem(own);
          if (old === null) continue;
          storage.removeItem(own);
          // A freed value stays for this page (memory); only the next visit goes without it.
          if (own !== key) {
            memory.set(own, old);
            unsaved.add(own);
          }
        } catch {
          return 'unavailable'; /* storage unusable: memory keeps the value for this page */
        }
        if (attempt()) return 'saved';
      }
      return outcome();
    },
    remove(key) {
      memory.delete(key);
      unsaved.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        /* nothing persisted to remove */
      }
    },
  };
}

/** The page's local storage, made safe. */
export const pageStorage: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? null : window.localStorage));
