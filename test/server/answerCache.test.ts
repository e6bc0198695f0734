/**
 * The demo store keeps its last answers (the catalog never changes while it runs):
 * a repeated request gets the same answer, URLs still name the asking origin, and a
 * fault switched on later still applies.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAccessoriesInRangeQuery, getVehiclesInRangeQuery } from '../../src/data/queries';
import { postGraphql, rangeByCode, repoRoot, startDemo, type DemoServer, type Json } from './demoServer';

/** The parts of demo/store/graphql.mjs this test drives (the store is plain JavaScript). */
interface Executor {
  prepare(request: { query: string; variables: Json }): { status: number; document?: unknown; body?: Json };
  run(prepared: Json, context: { origin: string }): Promise<Json>;
}

const triton = rangeByCode('triton');
const demoModule = (path: string): Promise<Json> => import(pathToFileURL(join(repoRoot, path)).href);

describe('answers kept by the executor', () => {
  let graphql: Executor;
  beforeAll(async () => {
    const { loadCatalog } = await demoModule('demo/store/catalog.mjs');
    const { createGraphql } = await demoModule('demo/store/graphql.mjs');
    graphql = createGraphql(loadCatalog());
  });
  const run = (origin: string, query: string, variables: Record<string, unknown>) => {
    const prepared = graphql.prepare({ query, variables });
    if (!('document' in prepared)) throw new Error(`not prepared: ${JSON.stringify(prepared)}`);
    return graphql.run(prepared, { origin });
  };

  it('answers a repeated request as the first time', async () => {
    const first = await run('http://localhost:4173', getVehiclesInRangeQuery, { ids: [triton.uid] });
    const again = await run('http://localhost:4173', getVehiclesInRangeQuery, { ids: [triton.uid] });
    expect(again).toEqual(first);
    expect(first.data.categories.items[0].products.items.length).toBeGreaterThan(0);
  });

  it('keeps answers apart by variables and by the origin their URLs name', async () => {
    const urlKeys = ['triton-2025-accessories'];
    const local = JSON.stringify(await run('http://localhost:4173', getAccessoriesInRangeQuery, { urlKeys }));
    const other = JSON.stringify(await run('http://demo.example:8080', getAccessoriesInRangeQuery, { urlKeys }));
    expect(local).toContain('http://localhost:4173/');
    expect(local).not.toContain('demo.example');
    expect(other).toContain('http://demo.example:8080/');
    expect(other).not.toContain('localhost:4173');
    const none = await run('http://localhost:4173', getVehiclesInRangeQuery, { ids: ['bm9uZQ=='] });
    expect(none.data.categories.items).toEqual([]);
  });
});

describe('a fault switched on after an answer was kept', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemo();
  });
  afterAll(() => server?.stop());

  it('still applies', async () => {
    expect((await postGraphql(server.url, getVehiclesInRangeQuery, { ids: [triton.uid] })).status).toBe(200);
    await fetch(`${server.url}__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ GetVehiclesInRange: '500' }),
    });
    expect((await postGraphql(server.url, getVehiclesInRangeQuery, { ids: [triton.uid] })).status).toBe(500);
  });
});
