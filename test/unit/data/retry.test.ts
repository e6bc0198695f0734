import { describe, expect, it } from 'vitest';
import { fetchWithRetry, isTransientStatus, type RetryPolicy } from '../../../src/data/client';

const policy: RetryPolicy = { retries: 2, backoffMs: [250, 750], budgetMs: 15_000 };

/** A clock whose sleeps only move time forward, and a fetch that answers from a script. */
function harness(script: (Response | Error | { after: number; error: Error })[]) {
  let time = 0;
  const waits: number[] = [];
  const calls: number[] = [];
  const clock = { now: () => time, sleep: async (ms: number) => void (waits.push(ms), (time += ms)) };
  const fetchImpl = (async () => {
    calls.push(time);
    const next = script.shift();
    if (!next) throw new Error('script ran out');
    if (next instanceof Error) throw next;
    if (!(next instanceof Response)) {
      time += next.after;
      throw next.error;
    }
    return next;
  }) as typeof fetch;
  return { fetch: fetchWithRetry(fetchImpl, policy, clock), waits, calls };
}

describe('retrying transient failures', () => {
  it('asks again after a dropped connection and returns the answer', async () => {
    const h = harness([new TypeError('Failed to fetch'), new Response('ok')]);
    await expect((await h.fetch('/graphql')).text()).resolves.toBe('ok');
    expect(h.waits).toEqual([250]);
  });

  it('asks again after 502, 503, 504 and 429, but not after 500 or 404', () => {
    expect([429, 502, 503, 504].every(isTransientStatus)).toBe(true);
    expect([200, 400, 404, 500].some(isTransientStatus)).toBe(false);
  });

  it('gives up after two retries with the last answer', async () => {
    const h = harness([new Response('', { status: 503 }), new Response('', { status: 503 }), new Response('', { status: 504 })]);
    expect((await h.fetch('/graphql')).status).toBe(504);
    expect(h.waits).toEqual([250, 750]);
  });

  it('throws the last network error after two retries', async () => {
    const h = harness([new TypeError('a'), new TypeError('b'), new TypeError('c')]);
    await expect(h.fetch('/graphql')).rejects.toThrow('c');
    expect(h.calls.length).toBe(3);
  });

  it('does not retry a request that timed out or was aborted', async () => {
    const h = harness([new DOMException('late', 'TimeoutError')]);
    await expect(h.fetch('/graphql')).rejects.toThrow('late');
    expect(h.calls.length).toBe(1);
  });

  it('does not start a retry past the time budget', async () => {
    // The connection dropped only after 14.9 s: a 250 ms wait would start the retry past 15 s.
    const h = harness([{ after: 14_900, error: new TypeError('slow drop') }]);
    await expect(h.fetch('/graphql')).rejects.toThrow('slow drop');
    expect(h.calls.length).toBe(1);
  });

  it('does not retry a 500: the store answered, and it was an error', async () => {
    const h = harness([new Response('', { status: 500 })]);
    expect((await h.fetch('/graphql')).status).toBe(500);
    expect(h.calls.length).toBe(1);
  });
});
