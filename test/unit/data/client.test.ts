/**
 * The store client (src/data/client.ts): how a query goes to the store (POST, or GET for a
 * CDN, with the preview headers), how an answer or a failure comes back (the text the error
 * page's log line shows), and that a document with the same variables is asked once.
 */
import { describe, expect, it } from 'vitest';
import { createStoreClient, operationName } from '../../../src/data/client';

const RANGES = 'query GetAllVehicleRanges{categories{items{uid}}}';
const VEHICLES = 'query GetVehiclesInRange($ids:[String!]){products(filter:{category_uid:{in:$ids}}){items{sku}}}';

type Seen = { url: string; method: string; headers: Record<string, string>; body: string | null };

function recording(answer: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: typeof init?.body === 'string' ? init.body : null,
    });
    return answer();
  };
  return { seen, fetch };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

describe('the store client', () => {
  it('names the operation of a document', () => {
    expect(operationName(RANGES)).toBe('GetAllVehicleRanges');
    expect(operationName('{ storeConfig { code } }')).toBeNull();
  });

  it('POSTs the document, its operation name and variables as JSON, with the headers for that operation', async () => {
    const { seen, fetch } = recording(() => json({ data: { products: { items: [] } } }));
    const client = createStoreClient({
      url: 'https://store.test/graphql',
      method: 'POST',
      fetch,
      headers: (name): Record<string, string> => (name === 'GetVehiclesInRange' ? { authorization: 'Bearer t' } : {}),
    });
    expect(await client.query(VEHICLES, { ids: ['dHJpdG9u'] })).toEqual({ data: { products: { items: [] } } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: 'https://store.test/graphql', method: 'POST' });
    expect(seen[0]!.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer t' });
    expect(JSON.parse(seen[0]!.body!)).toEqual({ query: VEHICLES, operationName: 'GetVehiclesInRange', variables: { ids: ['dHJpdG9u'] } });
  });

  it('sends a GET with query, operationName and variables in the URL (keeping the endpoint’s own parameters) for a CDN', async () => {
    const { seen, fetch } = recording(() => json({ data: {} }));
    const client = createStoreClient({ url: 'https://cdn.test/graphql?store=au', method: 'GET', fetch });
    await client.query(VEHICLES, { ids: ['a'] });
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.body).toBeNull();
    expect(url.origin + url.pathname).toBe('https://cdn.test/graphql');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      store: 'au',
      query: VEHICLES,
      operationName: 'GetVehiclesInRange',
      variables: '{"ids":["a"]}',
    });
  });

  it('asks once for the same document and variables, in flight or answered; other variables are another request', async () => {
    const { seen, fetch } = recording(() => json({ data: { n: 1 } }));
    const client = createStoreClient({ url: 'https://store.test/graphql', method: 'POST', fetch });
    const [first, second] = await Promise.all([client.query(VEHICLES, { ids: ['a'] }), client.query(VEHICLES, { ids: ['a'] })]);
    expect(first).toEqual(second);
    await client.query(VEHICLES, { ids: ['a'] });
    expect(seen).toHaveLength(1);
    await client.query(VEHICLES, { ids: ['b'] });
    expect(seen).toHaveLength(2);
  });

  it('asks the store again after an answer without data', async () => {
    let calls = 0;
    const { seen, fetch } = recording(() => (++calls === 1 ? json({ errors: [{ message: 'busy' }] }) : json({ data: { ok: true } })));
    const client = createStoreClient({ url: 'https://store.test/graphql', method: 'POST', fetch });
    expect(await client.query(RANGES, {})).toEqual({ error: { message: '[GraphQL] busy' } });
    expect(await client.query(RANGES, {})).toEqual({ data: { ok: true } });
    expect(seen).toHaveLength(2);
  });

  it('says why there is no answer: GraphQL errors one a line, a dropped connection, a status, an answer that is not GraphQL', async () => {
    const answerWith = async (response: () => Response | Promise<Response>) =>
      (await createStoreClient({ url: 'https://s.test/graphql', method: 'POST', fetch: recording(response).fetch }).query(RANGES, {})).error
        ?.message;
    expect(await answerWith(() => json({ errors: [{ message: 'one' }, { message: 'two' }] }, 500, 'Internal Server Error'))).toBe(
      '[GraphQL] one\n[GraphQL] two',
    );
    expect(
      await answerWith(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('[Network] Failed to fetch');
    expect(await answerWith(() => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }))).toBe('[Network] Bad Gateway');
    expect(await answerWith(() => json({ hello: 1 }))).toBe('[Network] No Content');
    expect(await answerWith(() => new Response('upstream down', { status: 200, headers: { 'content-type': 'text/plain' } }))).toBe(
      '[Network] upstream down',
    );
  });

  it('keeps partial data with its errors', async () => {
    const { fetch } = recording(() => json({ data: { a: 1 }, errors: [{ message: 'part missing' }] }));
    const client = createStoreClient({ url: 'https://s.test/graphql', method: 'POST', fetch });
    expect(await client.query(RANGES, {})).toEqual({ data: { a: 1 }, error: { message: '[GraphQL] part missing' } });
  });
});
