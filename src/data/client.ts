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
    fetch: fetchWithTimeout(options.timeoutMs ?? requestTimeoutMs),
    requestPolicy: 'cache-first',
  });
}
