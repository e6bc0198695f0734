/**
 * The urql client for one element instance. Requests time out on their own
 * (a store that never answers must not leave the visitor on a spinner), and
 * read-only queries go as GET when the element is configured for a CDN.
 */
import { Client, cacheExchange, fetchExchange, getOperationName, makeOperation, mapExchange, type Exchange } from '@urql/core';

/** How long one store request may take before it counts as failed. */
export const requestTimeoutMs = 15_000;

export interface ClientOptions {
  url: string;
  method: 'POST' | 'GET';
  /** Extra headers per operation, by its name (preview mode: every query but the store config). */
  headers?: (operationName: string | null) => Record<string, string>;
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

/** How transient failures are retried: a bounded number of attempts within the request's time budget. */
export interface RetryPolicy {
  retries: number;
  /** Wait before each retry, in order; the last value repeats. */
  backoffMs: readonly number[];
  /** No new attempt starts once this long has passed since the first. */
  budgetMs: number;
}

export const transientRetry: RetryPolicy = { retries: 2, backoffMs: [250, 750], budgetMs: requestTimeoutMs };

/** Answers worth asking again: the gateway or the service was briefly unavailable. */
export function isTransientStatus(status: number): boolean {
  return status === 429 || status === 502 || status === 503 || status === 504;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/**
 * fetch that asks again after a dropped connection or a 429/502/503/504, a bounded number
 * of times. A request that timed out or was aborted is not retried: it was not transient.
 */
export function fetchWithRetry(
  fetchImpl: typeof fetch,
  policy: RetryPolicy = transientRetry,
  clock: { now: () => number; sleep: (ms: number) => Promise<void> } = {
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  },
): typeof fetch {
  return async (input, init) => {
    const started = clock.now();
    for (let attempt = 0; ; attempt += 1) {
      const wait = policy.backoffMs[Math.min(attempt, policy.backoffMs.length - 1)] ?? 0;
      const canRetry = () => attempt < policy.retries && !init?.signal?.aborted && clock.now() - started + wait < policy.budgetMs;
      try {
        const response = await fetchImpl(input, init);
        if (!isTransientStatus(response.status) || !canRetry()) return response;
      } catch (error) {
        if (isAbort(error) || !canRetry()) throw error;
      }
      await clock.sleep(wait);
    }
  };
}

/** The fetch every data request uses: retried when transient, each attempt with a deadline. */
export function resilientFetch(timeoutMs: number = requestTimeoutMs): typeof fetch {
  return fetchWithRetry(fetchWithTimeout(timeoutMs));
}

/** Adds the headers `headersFor` names to each operation's request. */
function headersExchange(headersFor: (operationName: string | null) => Record<string, string>): Exchange {
  return mapExchange({
    onOperation(operation) {
      const headers = headersFor(getOperationName(operation.query) ?? null);
      if (Object.keys(headers).length === 0) return operation;
      const raw = operation.context.fetchOptions;
      const base = (typeof raw === 'function' ? raw() : raw) ?? {};
      const fetchOptions = { ...base, headers: { ...(base.headers as Record<string, string> | undefined), ...headers } };
      return makeOperation(operation.kind, operation, { ...operation.context, fetchOptions });
    },
  });
}

/** A new store client; each element instance owns one. */
export function createStoreClient(options: ClientOptions): Client {
  return new Client({
    url: options.url,
    exchanges: options.headers ? [cacheExchange, headersExchange(options.headers), fetchExchange] : [cacheExchange, fetchExchange],
    preferGetMethod: options.method === 'GET' ? 'force' : false,
    fetch: resilientFetch(options.timeoutMs ?? requestTimeoutMs),
    requestPolicy: 'cache-first',
  });
}
