/**
 * The store client for one element instance: a small GraphQL-over-HTTP client on fetch
 * (the element only reads). Requests time out on their own (a store that never answers
 * must not leave the visitor on a spinner), transient failures are asked again, and
 * read-only queries go as GET when the element is configured for a CDN.
 */

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

/** What one query gives: its data, or why there is none (as text), or both when the store answered in part. */
export interface QueryResult {
  data?: unknown;
  error?: { message: string };
}

/** The element's store client: read-only queries, answered once per document and variables (cache-first). */
export interface StoreClient {
  query(document: string, variables: Readonly<Record<string, unknown>>): Promise<QueryResult>;
}

/** The operation's name in a document (`query GetAllVehicleRanges …`), or null. */
export function operationName(document: string): string | null {
  return /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document)?.[1] ?? null;
}

/** JSON with object keys in order, so that equal variables give one cache entry. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** The media types a GraphQL answer comes as (the header every store request has sent). */
const ACCEPT = 'application/graphql-response+json, application/graphql+json, application/json, text/event-stream, multipart/mixed';

const networkError = (message: string): QueryResult => ({ error: { message: `[Network] ${message}` } });

/**
 * A store answer read as GraphQL over HTTP: its `data` and its `errors` (each
 * `[GraphQL] message`, one a line), whatever the status; an answer with neither is a
 * network error named by the status text (else 'No Content'), as is one that is not JSON.
 */
async function readAnswer(response: Response): Promise<QueryResult> {
  const failedStatus = statusFailure(response);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    const textual = /text\//i.test(response.headers.get('content-type') ?? '');
    return networkError(failedStatus ?? (textual ? text : String((error as Error).message)));
  }
  const answer = (body && typeof body === 'object' ? body : {}) as { data?: unknown; errors?: unknown };
  const errors = Array.isArray(answer.errors) ? (answer.errors as unknown[]) : null;
  if (!('data' in answer) && !errors) return networkError(failedStatus ?? 'No Content');
  const data = answer.data ?? undefined;
  return errors ? { data, error: { message: errors.map(graphqlErrorLine).join('\n') } } : { data };
}

/** The status text of an answer with a status outside 2xx, else null. */
function statusFailure(response: Response): string | null {
  return (response.status < 200 || response.status >= 300) && response.statusText ? response.statusText : null;
}

/** One GraphQL error as its line of the message. */
function graphqlErrorLine(error: unknown): string {
  return `[GraphQL] ${error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error)}`;
}

/**
 * A new store client; each element instance owns one. The same document with the same
 * variables is asked once: a second caller gets the first one's answer (in flight or
 * received). An answer without data is not kept, so asking again asks the store again.
 */
export function createStoreClient(options: ClientOptions & { fetch?: typeof fetch }): StoreClient {
  const send = options.fetch ?? resilientFetch(options.timeoutMs ?? requestTimeoutMs);
  const answers = new Map<string, Promise<QueryResult>>();

  const request = async (document: string, variables: Readonly<Record<string, unknown>>): Promise<QueryResult> => {
    const name = operationName(document);
    const headers: Record<string, string> = { accept: ACCEPT, ...options.headers?.(name) };
    let response: Response;
    try {
      if (options.method === 'GET') {
        const [base, search] = options.url.includes('?') ? options.url.split(/\?(.*)/s) : [options.url, ''];
        const params = new URLSearchParams(search);
        params.set('query', document);
        if (name) params.set('operationName', name);
        params.set('variables', stableJson(variables));
        response = await send(`${base}?${params}`, { method: 'GET', headers });
      } else {
        headers['content-type'] = 'application/json';
        const body = JSON.stringify({ query: document, operationName: name ?? undefined, variables });
        response = await send(options.url, { method: 'POST', headers, body });
      }
    } catch (error) {
      return networkError(error instanceof Error ? error.message : String(error));
    }
    try {
      return await readAnswer(response);
    } catch (error) {
      return networkError(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    query(document, variables) {
      const key = `${document}\n${stableJson(variables)}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = request(document, variables).then((result) => {
          if (result.data == null) answers.delete(key);
          return result;
        });
        answers.set(key, answer);
      }
      return answer;
    },
  };
}
