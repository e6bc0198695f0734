import { describe, expect, it, vi } from 'vitest';
import { chunkOnce, loadChunk } from '../../../src/host/loadChunk';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /dist/chunks/ConfiguratorScreen.js');

/** A chunk that fails the first `failures` imports; records the waits between attempts. */
function flakyChunk(failures: number) {
  const waits: number[] = [];
  let attempts = 0;
  const load = () => {
    attempts += 1;
    return attempts <= failures ? Promise.reject(chunkError()) : Promise.resolve({ default: 'screen' });
  };
  const retry = { backoffMs: [250, 750], sleep: (ms: number) => (waits.push(ms), Promise.resolve()) };
  return { load, retry, waits, attempts: () => attempts };
}

describe('loadChunk', () => {
  it('loads a chunk that answers at once without waiting', async () => {
    const chunk = flakyChunk(0);
    await expect(loadChunk(chunk.load, chunk.retry)).resolves.toEqual({ default: 'screen' });
    expect(chunk.attempts()).toBe(1);
    expect(chunk.waits).toEqual([]);
  });

  it('asks again after a dropped connection, waiting longer each time', async () => {
    const chunk = flakyChunk(2);
    await expect(loadChunk(chunk.load, chunk.retry)).resolves.toEqual({ default: 'screen' });
    expect(chunk.attempts()).toBe(3);
    expect(chunk.waits).toEqual([250, 750]);
  });

  it('gives up after a bounded number of retries with the browser’s own error', async () => {
    const chunk = flakyChunk(5);
    await expect(loadChunk(chunk.load, chunk.retry)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(chunk.attempts()).toBe(3);
  });

  it('retries twice by default, as data requests are', async () => {
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      return Promise.reject(chunkError());
    };
    await expect(loadChunk(failing)).rejects.toBeInstanceOf(TypeError);
    expect(attempts).toBe(3);
  });

  it('where the chunk may be fetched afresh, a retry asks for the address the failure named with a query no fetch used before', async () => {
    const url = 'https://dealer.example/dist/chunks/EnquiryDrawer-abc123.js';
    const remembered = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`));
    const asked: string[] = [];
    const fresh = (address: string) => {
      asked.push(address);
      return asked.length === 1 ? remembered() : Promise.resolve({ default: 'drawer' });
    };
    const retry = { backoffMs: [250, 750], sleep: () => Promise.resolve() };
    await expect(loadChunk(remembered, retry, fresh)).resolves.toEqual({ default: 'drawer' });
    expect(asked).toHaveLength(2);
    expect(asked.every((address) => address.startsWith(`${url}?retry=`))).toBe(true);
    expect(new Set(asked).size).toBe(2);
  });

  it('without an address in the failure, retries the import as it is', async () => {
    const chunk = flakyChunk(1);
    const fresh = () => Promise.reject(new Error('not asked'));
    const load = () => chunk.load().catch(() => Promise.reject(new TypeError('Importing a module script failed.')));
    await expect(loadChunk(load, chunk.retry, fresh)).resolves.toEqual({ default: 'screen' });
    expect(chunk.attempts()).toBe(2);
  });
});

describe('chunkOnce', () => {
  const noWait = { backoffMs: [250, 750], sleep: () => Promise.resolve() };

  /** Runs `body` with console.error recorded (and kept off the test's output). */
  async function withLog(body: (logged: string[]) => Promise<void>) {
    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((text: unknown) => void logged.push(String(text)));
    try {
      await body(logged);
    } finally {
      spy.mockRestore();
    }
  }

  it('fetches the chunk once for every caller, a prefetch among them', async () => {
    const chunk = flakyChunk(0);
    const screen = chunkOnce(chunk.load, 'the screen', noWait);
    screen.prefetch();
    await expect(Promise.all([screen.load(), screen.load()])).resolves.toEqual([{ default: 'screen' }, { default: 'screen' }]);
    await expect(screen.load()).resolves.toEqual({ default: 'screen' });
    expect(chunk.attempts()).toBe(1);
  });

  it('answers null to every waiting caller and logs once when the retries fail; the next load (Try again) asks anew', async () => {
    await withLog(async (logged) => {
      const chunk = flakyChunk(3);
      const screen = chunkOnce(chunk.load, 'the screen', noWait);
      await expect(Promise.all([screen.load(), screen.load()])).resolves.toEqual([null, null]);
      expect(chunk.attempts()).toBe(3);
      expect(logged).toEqual(['bp-configurator: the screen could not be loaded']);
      await expect(screen.load()).resolves.toEqual({ default: 'screen' });
      expect(chunk.attempts()).toBe(4);
    });
  });

  it('keeps a prefetch’s failure for the next load to tell, without fetching again; the load after it asks anew', async () => {
    await withLog(async (logged) => {
      const chunk = flakyChunk(3);
      const screen = chunkOnce(chunk.load, 'the screen', noWait);
      screen.prefetch();
      await vi.waitFor(() => expect(logged).toHaveLength(1));
      screen.prefetch();
      await expect(screen.load()).resolves.toBeNull();
      expect(chunk.attempts()).toBe(3);
      await expect(screen.load()).resolves.toEqual({ default: 'screen' });
      expect(chunk.attempts()).toBe(4);
      expect(logged).toHaveLength(1);
    });
  });
});
