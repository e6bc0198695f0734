/**
 * Lazy code (the configurator screen, the modals, the drawer, the 3D viewer) comes over
 * the same network as the data, so a dropped connection or a busy CDN gets the same
 * bounded retries before the error path (spec 8). Browsers that follow the current HTML
 * standard fetch a failed module again on the next `import()` (Chromium 156 does); one that
 * remembers the failure (Debian's Chromium 150) fails the same way, unless the chunk can be
 * asked for under a fresh address (`fresh`: today the enquiry drawer's), and the caller's error
 * path follows. The configurator screen's chunk cannot: seven other chunks import it by its
 * own address.
 */
import { transientRetry } from '../data/client';

export interface ChunkRetry {
  /** Wait before each retry, in order; as many retries as waits. */
  backoffMs: readonly number[];
  sleep: (ms: number) => Promise<void>;
}

const defaultRetry: ChunkRetry = {
  backoffMs: transientRetry.backoffMs.slice(0, transientRetry.retries),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Tells each fresh address apart from every earlier one in this page. */
let freshSerial = 0;

/**
 * The module address a failed import names ('Failed to fetch dynamically imported module: <url>' in
 * Chromium, 'error loading dynamically imported module: <url>' in Firefox), or null where it names none.
 */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"?#]+\.js)/.exec(message)?.[1] ?? null;
}

/**
 * Loads a chunk with bounded retries. With `fresh`, a retry asks for the module the failure named under
 * an address no fetch used before (`?retry=N`), so a browser that remembers the failed fetch fetches it
 * again. Only for a chunk no other chunk imports: another chunk importing it by its own address would
 * meet the remembered failure, or run a second copy of it.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  retry: ChunkRetry = defaultRetry,
  fresh?: (url: string) => Promise<T>,
): Promise<T> {
  let failedUrl: string | null = null;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await (fresh && failedUrl !== null ? fresh(`${failedUrl}?retry=${(freshSerial += 1)}`) : load());
    } catch (error) {
      failedUrl ??= failedModuleUrl(error);
      const wait = retry.backoffMs[attempt];
      if (wait === undefined) throw error;
      await retry.sleep(wait);
    }
  }
}

/** A chunk the page fetches once: chunkOnce. */
export interface ChunkOnce<T> {
  /** The chunk, or null when it could not be fetched; a failure told here is not kept, so the next load ('Try again') asks anew. */
  load: () => Promise<T | null>;
  /** Starts fetching it, for a later load; a failure is kept for that load to tell. */
  prefetch: () => void;
}

/**
 * A chunk the page fetches once (loadChunk's retries): every caller waits for the same fetch. A failure
 * after the retries is logged ('bp-configurator: {what} could not be loaded') and answered with null,
 * the caller's error path (spec 8).
 */
export function chunkOnce<T>(importer: () => Promise<T>, what = 'a part of the page', retry: ChunkRetry = defaultRetry): ChunkOnce<T> {
  let loading: Promise<T | null> | null = null;
  const start = () =>
    (loading ??= loadChunk(importer, retry).catch((error: unknown) => {
      console.error(`bp-configurator: ${what} could not be loaded`, error);
      return null;
    }));
  return {
    load() {
      const current = start();
      void current.then((chunk) => {
        if (chunk === null && loading === current) loading = null;
      });
      return current;
    },
    prefetch() {
      void start();
    },
  };
}
