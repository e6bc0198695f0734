/**
 * Lazy code (the configurator screen, the modals, the drawer, the 3D viewer) comes over
 * the same network as the data, so a dropped connection or a busy CDN gets the same
 * bounded retries before the error path (spec 8). Browsers that follow the current HTML
 * standard fetch a failed module again on the next `import()` (Chromium does); one that
 * remembers the failure fails the same way, and the caller's error path follows.
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

export async function loadChunk<T>(load: () => Promise<T>, retry: ChunkRetry = defaultRetry): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      const wait = retry.backoffMs[attempt];
      if (wait === undefined) throw error;
      await retry.sleep(wait);
    }
  }
}
