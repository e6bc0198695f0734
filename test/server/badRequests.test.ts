import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from './demoServer';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo();
});
afterAll(() => server?.stop());

const post = (body: string, type = 'application/json') =>
  fetch(`${server.url}graphql`, { method: 'POST', headers: { 'content-type': type }, body });

describe('bad requests', () => {
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

// --- Input validation: junk of every kind answers 4xx, and the server keeps answering ---

/** A raw request: the path exactly as given (fetch would resolve '..' before sending). */
function raw(path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolveRaw, reject) => {
    const req = request({ host: hostname, port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolveRaw({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const STORE_QUERY = '{ storeConfig { store_code } }';
const ACCESSORIES_QUERY = 'query Q($urlKeys: [String!]) { categories(filters: { url_key: { in: $urlKeys } }) { items { name } } }';
const stillServing = async () => {
  const res = await post(JSON.stringify({ query: STORE_QUERY }));
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ data: { storeConfig: { store_code: 'default' } } });
};

describe('bad requests: input validation', () => {
  it('refuses POST /graphql bodies that are not application/json or application/graphql with 415', async () => {
    const body = JSON.stringify({ query: STORE_QUERY });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/jsonp',
      '',
    ]) {
      const res = await fetch(`${server.url}graphql`, {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: new Blob([body]),
      });
      expect(res.status, type).toBe(415);
      expect((await res.json()).errors[0].message).toMatch(/application\/json/);
    }
    expect((await post(body, 'application/json; charset=utf-8')).status).toBe(200);
    expect((await post(body, 'Application/JSON')).status).toBe(200);
    expect((await post(STORE_QUERY, 'application/graphql')).status).toBe(200);
  });

  it('refuses malformed JSON of every shape with 400', async () => {
    for (const body of [
      '',
      '{',
      '{"query": ',
      '{"query": "{ storeConfig { store_code } }"',
      "{'query': 1}",
      'null',
      'true',
      '42',
      '"text"',
      '\uFEFF{"query": 1}',
      '{"query": "x"}}',
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).errors.length).toBeGreaterThan(0);
    }
  });

  it('refuses a query that is not a string, and variables and operationName of the wrong type, with 400', async () => {
    for (const query of [42, null, true, ['{ storeConfig { store_code } }'], { query: STORE_QUERY }, '', '   ']) {
      expect((await post(JSON.stringify({ query }))).status, JSON.stringify(query)).toBe(400);
    }
    for (const variables of ['{}', [], [1], 42, true]) {
      expect((await post(JSON.stringify({ query: STORE_QUERY, variables }))).status, JSON.stringify(variables)).toBe(400);
    }
    for (const operationName of [7, [], {}, true]) {
      expect((await post(JSON.stringify({ query: STORE_QUERY, operationName }))).status, JSON.stringify(operationName)).toBe(400);
    }
  });

  it('refuses variable values of the wrong type with 400, and runs the right ones', async () => {
    for (const urlKeys of [42, 'triton-2025-accessories-but-not-a-list-of-one', [{ a: 1 }], [null], [1, 2], { in: ['x'] }]) {
      const res = await post(JSON.stringify({ query: ACCESSORIES_QUERY, variables: { urlKeys } }));
      // A single string is coerced to a list of one by GraphQL's input coercion: fine.
      if (typeof urlKeys === 'string') expect(res.status).toBe(200);
      else {
        expect(res.status, JSON.stringify(urlKeys)).toBe(400);
        expect((await res.json()).errors[0].message).toMatch(/Variable "\$urlKeys"/);
      }
    }
    const ok = await post(JSON.stringify({ query: ACCESSORIES_QUERY, variables: { urlKeys: ['triton-2025-accessories'] } }));
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.categories.items).toEqual([{ name: 'Triton 2025 Accessories' }]);
  });

  it('refuses unknown operations, a missing operation name among several, mutations and subscriptions with 400', async () => {
    const two = 'query A { storeConfig { store_code } } query B { storeConfig { locale } }';
    const unknown = await post(JSON.stringify({ query: two, operationName: 'C' }));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).errors[0].message).toMatch(/Unknown operation named "C"/);
    expect((await post(JSON.stringify({ query: two }))).status).toBe(400);
    expect((await post(JSON.stringify({ query: two, operationName: 'B' }))).status).toBe(200);
    expect(
      (await post(JSON.stringify({ query: 'query A { storeConfig { store_code } }', operationName: 'GetAllVehicleRanges' }))).status,
    ).toBe(400);
    for (const query of [
      'mutation { storeConfig { store_code } }',
      'mutation M { x }',
      'subscription S { storeConfig { store_code } }',
      `${STORE_QUERY} mutation M { x }`,
    ]) {
      const res = await post(
        JSON.stringify({ query, operationName: query.includes('mutation M') && query.startsWith('{') ? 'M' : undefined }),
      );
      expect(res.status, query).toBe(400);
    }
  });

  it('refuses huge and junk GET /graphql query strings with 4xx', async () => {
    // Over Node's header limit: refused before routing.
    expect((await raw(`/graphql?query=${'x'.repeat(70_000)}`)).status).toBeGreaterThanOrEqual(400);
    // Under it, but over the token limit: 400.
    const many = `{ storeConfig { ${'store_code '.repeat(1200)}} }`;
    const tokens = await fetch(`${server.url}graphql?query=${encodeURIComponent(many)}`);
    expect(tokens.status).toBe(400);
    for (const query of ['%7B', '%E0%A4%A', `${'{'.repeat(500)}`, 'mutation%20%7B%20x%20%7D', '']) {
      const res = await raw(`/graphql?query=${query}`);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
    }
    expect((await raw(`/graphql?query=${encodeURIComponent(STORE_QUERY)}&variables=%5B1%5D`)).status).toBe(400);
    expect((await raw(`/graphql?query=${encodeURIComponent(STORE_QUERY)}&variables=${encodeURIComponent('"x"')}`)).status).toBe(400);
    expect((await raw('/graphql', 'PUT')).status).toBe(405);
    expect((await raw('/graphql', 'DELETE')).status).toBe(405);
    await stillServing();
  });

  it('refuses __faults junk with 400 and merges nothing', async () => {
    const faults = (body: string, type = 'text/plain') =>
      fetch(`${server.url}__faults`, { method: 'POST', headers: { 'content-type': type }, body });
    for (const body of [
      'junk',
      '=500',
      'GetAllVehicleRanges',
      'GetAllVehicleRanges=explode',
      'nope=500',
      '__proto__=500',
      'constructor=500',
      'toString=500',
      `${'a'.repeat(200)}=500`,
    ]) {
      expect((await faults(body)).status, body).toBe(400);
    }
    for (const body of [
      '{"nope": "500"}',
      '{"GetAllVehicleRanges": "explode"}',
      '{"__proto__": {"GetAllVehicleRanges": "500"}}',
      '{"GetAllVehicleRanges": null}',
      '{"GetAllVehicleRanges": {"kind": "500"}}',
      '[1, 2]',
      '{',
      '{"assets": ["500"]}',
    ]) {
      expect((await faults(body, 'application/json')).status, body).toBe(400);
    }
    expect((await faults(`assets=500 ${'x'.repeat(110 * 1024)}`)).status).toBe(400);
    expect((await fetch(`${server.url}__faults`, { method: 'PATCH' })).status).toBe(405);
    const list = await fetch(`${server.url}__faults`);
    expect(await list.json()).toEqual({});
    expect(({} as Record<string, unknown>).GetAllVehicleRanges).toBeUndefined();
    await stillServing();
  });

  it('answers /api/location junk with 4xx (or an empty match list for a search that finds nothing)', async () => {
    const location = (query: string) => raw(`/api/location${query}`);
    for (const query of [
      '',
      '?',
      '?q=',
      `?q=${'a'.repeat(65)}`,
      '?lat=abc&lng=1',
      '?lat=1e400&lng=1',
      '?lat=NaN&lng=Infinity',
      '?lat=-33.8',
      '?lng=151.2',
      '?lat=-33.8&lng=151.2&q=2000',
      '?lat=0x10&lng=1',
      '?lat=%E0%A4%A&lng=1',
    ]) {
      const res = await location(query);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.body).error).toEqual(expect.any(String));
    }
    for (const query of ['?lat=91&lng=0', '?lat=51.5&lng=-0.12']) expect((await location(query)).status, query).toBe(404);
    for (const query of [
      '?q=%E0%A4%A',
      '?q=%00%00',
      '?q=%3Cscript%3E',
      '?q=\u{1F697}'.replace('\u{1F697}', '%F0%9F%9A%97'),
      '?q=..%2F..%2F',
    ]) {
      const res = await location(query);
      expect(res.status, query).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ locations: [] });
    }
    expect((await raw('/api/location?q=2000', 'POST')).status).toBe(405);
    expect((await location('?q=2000')).status).toBe(200);
  });

  it('never serves a file outside its folders, however the path is spelled', async () => {
    const traversals = [
      '/..%2f..%2fpackage.json',
      '/dist/../package.json',
      '/dist/../../package.json',
      '/dist/..%2f..%2fpackage.json',
      '/dist/..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/%2e%2e%2fpackage.json',
      '/content/dam/..%2f..%2f..%2fpackage.json',
      '/content/dam/../../../package.json',
      '/dist/..%5c..%5cpackage.json',
      '/dist/%2e%2e/package.json',
      '/..%252f..%252fpackage.json',
      '/media/catalog/swatch/..%2f..%2f..%2fpackage.json',
      '/api/assets/..%2f..%2f..%2fpackage.json',
      '/dist/%00.js',
      '/dist/bp-configurator.js%00.txt',
      '//etc/passwd',
    ];
    for (const path of traversals) {
      const res = await raw(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body, path).not.toContain('"devDependencies"');
      expect(res.body, path).not.toContain('root:');
    }
    const malformed = await raw('/%E0%A4%A');
    expect(malformed.status).toBe(400);
    await stillServing();
  });

  it('keeps answering after a burst of junk, and logged no internal error', async () => {
    const junk = [
      post('{'),
      post(JSON.stringify({ query: 42 })),
      post(JSON.stringify({ query: STORE_QUERY }), 'text/plain'),
      raw('/..%2f..%2fpackage.json'),
      raw('/%E0%A4%A'),
      raw('/api/location?lat=abc'),
      fetch(`${server.url}__faults`, { method: 'POST', body: 'junk' }),
      raw(`/graphql?query=${'x'.repeat(70_000)}`).catch(() => ({ status: 400 })),
    ];
    const statuses = (await Promise.all(Array.from({ length: 5 }, () => junk).flat())).map((r) => r.status);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
    await stillServing();
    expect(server.stderr()).not.toMatch(/request failed|Internal error|TypeError|RangeError/);
  });
});
