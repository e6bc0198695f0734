/**
 * The urql client for one element instance. Requests time out on their own
 * (a store that never answers must not leave the visitor on a spinner), and
 * read-only queries go as GET when the element is configured for a CDN.
 */
import { Client, cacheExchange, fetchExchange } from '@urql/core';

/** How long one store request may take before it counts as failed. */
export const requestTimeoutMs = 15_000;

export interface ClientOptions {
  url: string;
  method: 'POST' | 'GET';
  /** Extra headers per request (preview mode). */
  headers?: () => Record<string, string>;
  timeoutMs?: number;
}

/** fetch with a deadline, keeping any abort signal the caller passed. */
export function fetchWithTimeout(timeoutMs: number): typeof fetch {
  return (input, init = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    return fetch(input, { ...init, signal });
  };
}

/** A new store client; each element instance owns one. */
export function createStoreClient(options: ClientOptions): Client {
  return new Client({
    url: options.url,
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: options.method === 'GET' ? 'force' : false,
    fetch: fetchWithTimeout(options.timeoutMs ?? requestTimeoutMs),
    fetchOptions: () => ({ headers: options.headers?.() ?? {} }),
    requestPolicy: 'cache-first',
  });
}
