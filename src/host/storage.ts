/**
 * Local storage that never throws. Blocked storage, private mode and a full
 * quota all fall back to a per-page memory map, so the element keeps working
 * without persistence.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Storage keys named by the spec (section 7). */
export const storageKeys = {
  buildUrl: 'buildUrl',
  continueBuild: 'continueBuild',
  cta: 'CTA',
} as const;

/** Wraps a Storage (or a getter that may itself throw) so no call ever throws. */
export function createSafeStorage(getStorage: () => Storage | null | undefined): SafeStorage {
  const memory = new Map<string, string>();
  const backing = (): Storage | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };
  return {
    get(key) {
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
      try {
        backing()?.setItem(key, value);
      } catch {
        /* memory keeps the value for this page */
      }
    },
    remove(key) {
      memory.delete(key);
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
