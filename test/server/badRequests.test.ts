import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from './demoServer';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo();
});
afterAll(() => server?.stop());

const post = (body: string, type = 'application/json') => fetch(`${server.url}graphql`, { method: 'POST', headers: { 'content-type': type }, body });

describe('bad requests', () => {
  it('refuses a query deeper than 12 with 400 and a JSON error', async () => {
    const deep = '{ categoryList { children { children { children { children { children { children { children { children { children { children { children { children { name } } } } } } } } } } } } } }';
    const res = await post(JSON.stringify({ query: deep }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(/too deep/);
  });

  it('refuses a body over 100 KB with 400 and a JSON error', async () => {
    const res = await post(JSON.stringify({ query: `{ storeConfig { store_code } } # ${'x'.repeat(110 * 1024)}` }));
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].message).toMatch(/exceeds/);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('query=not json');
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveLength(1);
  });

  it('refuses a query that does not parse or validate', async () => {
    expect((await post(JSON.stringify({ query: '{ storeConfig { ' }))).status).toBe(400);
    expect((await post(JSON.stringify({ query: '{ nope }' }))).status).toBe(400);
    expect((await post(JSON.stringify({}))).status).toBe(400);
    expect((await post(JSON.stringify([{ query: '{ storeConfig { store_code } }' }]))).status).toBe(400);
  });

  it('refuses GET variables that are not JSON', async () => {
    const res = await fetch(`${server.url}graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}&variables=%7Bnope`);
    expect(res.status).toBe(400);
  });

  it('answers 404 for unknown paths and assets, and keeps serving', async () => {
    expect((await fetch(`${server.url}api/assets/mmal/vehicles/nope.json`)).status).toBe(404);
    expect((await fetch(`${server.url}content/dam/mmal/vehicles/triton/nope.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}dist/nothing-here.js`)).status).toBe(404);
    expect((await fetch(`${server.url}..%2f..%2fpackage.json`)).status).toBe(404);
    expect((await post(JSON.stringify({ query: '{ storeConfig { store_code } }' }))).status).toBe(200);
  });
});
