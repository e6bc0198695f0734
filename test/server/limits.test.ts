/**
 * The demo store enforces what a production Adobe Commerce store enforces, with its messages,
 * before validating or running a query; its checks are linear in the query's size; and the
 * answers it keeps are bounded in bytes.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVehiclesInRangeQuery, vehicleOffersQueries } from '../../src/data/queries';
import { rangeByCode, repoRoot, startDemo, type DemoServer, type Json } from './demoServer';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo();
});
afterAll(() => server?.stop());

const post = async (query: string) => {
  const res = await fetch(`${server.url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, body: (await res.json()) as Json };
};

describe('production limits', () => {
  it("refuses complexity 301 with Adobe Commerce's message, and answers 300", async () => {
    // storeConfig (1) + a fragment of 5 fields spread 60 times = 301; only 6 fields are written.
    const fragment = 'fragment Five on StoreConfig { store_code store_name locale timezone base_currency_code }';
    const over = await post(`{ storeConfig { ${'...Five '.repeat(60)}} } ${fragment}`);
    expect(over.status).toBe(400);
    expect(over.body.errors[0].message).toBe('Max query complexity should be 300 but got 301.');
    expect(over.body.data).toBeUndefined();
    const under = await post(
      `{ storeConfig { ${'...Five '.repeat(59)}__typename store_code base_media_url secure_base_media_url } } ${fragment}`,
    );
    expect(under.body.errors).toBeUndefined();
    expect(under.body.data.storeConfig.store_code).toBeTruthy();
  });

  it('refuses more than 300 fields as written before anything else', async () => {
    const res = await post(`{ storeConfig { ${'store_code '.repeat(301)}} }`);
    expect(res.body.errors[0].message).toBe('Max query complexity should be 300 but got 302.');
  });

  it("refuses depth 21 with Adobe Commerce's message, and answers depth 20", async () => {
    // categories (0) › items (1) › children (2…20) › products (21) with a selection set.
    const nest = (levels: number, inner: string) => `${'children { '.repeat(levels)}${inner}${' }'.repeat(levels)}`;
    const deep = await post(`{ categories { items { ${nest(19, 'products { total_count }')} } } }`);
    expect(deep.body.errors[0].message).toBe('Max query depth should be 20 but got 21.');
    const ok = await post(`{ categories { items { ${nest(19, 'uid')} } } }`);
    expect(ok.body.errors).toBeUndefined();
  });

  it('refuses more than 10 aliases', async () => {
    const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: storeConfig { store_code }`).join(' ');
    const res = await post(`{ ${aliases} }`);
    expect(res.body.errors[0].message).toBe('Max Aliases in query should be 10 but got 11.');
  });

  it('refuses a page size over 300', async () => {
    const res = await post('{ categories(pageSize: 301) { total_count } }');
    expect(res.body.errors[0].message).toBe('Maximum pageSize is 300');
    expect(res.body.data.categories).toBeNull();
    expect((await post('{ categories(pageSize: 300) { total_count } }')).body.data.categories.total_count).toBe(1);
  });

  it('measures a query of doubling fragments (2^40 fields once expanded) without expanding it, and refuses it', async () => {
    const fragments = ['fragment F0 on StoreConfig { store_code }'];
    for (let i = 1; i <= 40; i++) fragments.push(`fragment F${i} on StoreConfig { ...F${i - 1} ...F${i - 1} }`);
    const query = `{ storeConfig { ...F40 } } ${fragments.join(' ')}`;
    expect(query.length).toBeGreaterThan(1200);
    const res = await post(query);
    expect(res.body.errors[0].message).toBe(`Max query complexity should be 300 but got ${2 ** 40 + 1}.`);
    // The store still answers others.
    expect((await post('{ storeConfig { store_code } }')).body.data.storeConfig.store_code).toBeTruthy();
  });

  it('refuses a doubling-fragment query that is deep rather than wide', async () => {
    const fragments = ['fragment D0 on CategoryTree { uid }'];
    for (let i = 1; i <= 30; i++) fragments.push(`fragment D${i} on CategoryTree { children { ...D${i - 1} } children { ...D${i - 1} } }`);
    const res = await post(`{ categories { items { ...D30 } } } ${fragments.join(' ')}`);
    expect(res.body.errors[0].message).toMatch(/^Max query (complexity|depth) should be (300|20) but got \d+\.$/);
  });
});

describe('answers kept by the store', () => {
  interface Executor {
    prepare(request: { query: string; variables: Json }): Json;
    run(prepared: Json, context: { origin: string }): Promise<Json>;
    kept(): { count: number; bytes: number };
  }

  it('stay within their byte budget, dropping the oldest', async () => {
    const { loadCatalog } = await import(pathToFileURL(join(repoRoot, 'demo/store/catalog.mjs')).href);
    const { createGraphql } = await import(pathToFileURL(join(repoRoot, 'demo/store/graphql.mjs')).href);
    const budget = 1_500_000;
    const graphql: Executor = createGraphql(loadCatalog(), { maxKeptBytes: budget });
    const triton = rangeByCode('triton');
    const documents = [getVehiclesInRangeQuery, ...Object.values(vehicleOffersQueries)];
    let answered = 0;
    for (let i = 0; i < 6; i++) {
      for (const query of documents) {
        const origin = `http://host-${i}.test`;
        const answer = await graphql.run(graphql.prepare({ query, variables: { ids: [triton.uid] } }), { origin });
        answered += JSON.stringify(answer).length;
        expect(graphql.kept().bytes).toBeLessThanOrEqual(budget);
      }
    }
    expect(answered).toBeGreaterThan(2 * budget);
    expect(graphql.kept().bytes).toBeGreaterThan(budget / 2);
  });
});
