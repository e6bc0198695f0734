import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
} from '../../src/data/queries';
import { postGraphql, runDemoToExit, startDemo, type DemoServer } from './demoServer';

const TIMEOUT_MS = 400;

describe('fault switches from BP_FAULTS', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemo({
      BP_FAULTS: 'GetAccessoriesInRange=500,GetAllVehicleRanges=timeout,GetStoreConfigDetails=malformed,GetVehiclesInRange=graphql-error',
      BP_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  });
  afterAll(() => server?.stop());

  it('500 answers HTTP 500 as Adobe Commerce answers an internal failure', async () => {
    const res = await fetch(`${server.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getAccessoriesInRangeQuery, variables: { urlKeys: ['triton-2025-accessories'] } }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] });
  });

  it('malformed answers 200 with a body that is not JSON', async () => {
    const res = await fetch(`${server.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getStoreConfigDetailsQuery }),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('graphql-error answers 200 with errors and null data', async () => {
    const { status, body } = await postGraphql(server.url, getVehiclesInRangeQuery, { ids: ['MzI='] });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors[0].message).toContain('GetVehiclesInRange');
  });

  it('timeout never answers and closes the socket after BP_TIMEOUT_MS', async () => {
    const started = Date.now();
    let answered = false;
    await expect(
      fetch(`${server.url}graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: getAllVehicleRangesQuery }),
      }).then(() => {
        answered = true;
      }),
    ).rejects.toThrow();
    expect(answered).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('lists the switches at GET /__faults', async () => {
    const res = await fetch(`${server.url}__faults`);
    expect(await res.json()).toEqual({
      GetAccessoriesInRange: '500',
      GetAllVehicleRanges: 'timeout',
      GetStoreConfigDetails: 'malformed',
      GetVehiclesInRange: 'graphql-error',
    });
  });
});

describe('fault switches at run time', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemo({ BP_TIMEOUT_MS: String(TIMEOUT_MS) });
  });
  afterAll(() => server?.stop());
  afterEach(async () => {
    await fetch(`${server.url}__faults`, { method: 'DELETE' });
  });

  const setFaults = (body: string) => fetch(`${server.url}__faults`, { method: 'POST', body });

  it('POST takes JSON, merges, and DELETE clears', async () => {
    expect((await postGraphql(server.url, getStoreConfigDetailsQuery)).body.data.storeConfig).toBeTruthy();
    await setFaults(JSON.stringify({ GetStoreConfigDetails: 'graphql-error' }));
    await setFaults(JSON.stringify({ assets: '500' }));
    expect(await (await fetch(`${server.url}__faults`)).json()).toEqual({ GetStoreConfigDetails: 'graphql-error', assets: '500' });
    const failed = await postGraphql(server.url, getStoreConfigDetailsQuery);
    expect(failed.body.errors).toHaveLength(1);
    expect(failed.body.data).toBeNull();
    await fetch(`${server.url}__faults`, { method: 'DELETE' });
    expect(await (await fetch(`${server.url}__faults`)).json()).toEqual({});
    expect((await postGraphql(server.url, getStoreConfigDetailsQuery)).body.data.storeConfig).toBeTruthy();
  });

  it('POST takes the env text form, and "off" removes one switch', async () => {
    await setFaults('GetAllVehicleRanges=500,fragments=malformed');
    expect((await postGraphql(server.url, getAllVehicleRangesQuery)).status).toBe(500);
    await setFaults('GetAllVehicleRanges=off');
    expect((await postGraphql(server.url, getAllVehicleRangesQuery)).status).toBe(200);
    expect(await (await fetch(`${server.url}__faults`)).json()).toEqual({ fragments: 'malformed' });
  });

  it('refuses unknown keys and kinds with 400', async () => {
    expect((await setFaults('GetEverything=500')).status).toBe(400);
    expect((await setFaults(JSON.stringify({ assets: 'explode' }))).status).toBe(400);
  });

  it('assets, accessoryAssets and fragments switch their own asset families', async () => {
    const listing = `${server.url}api/assets/mmal/vehicles/triton/2025/pick-up/gls-double-cab-pick-up/4wd/diesel/6-speed-automatic/white-diamond.json`;
    const accessories = `${server.url}api/assets/mmal/accessories/triton/2025.json?limit=10000`;
    const fragment = `${server.url}api/assets/mmal/content-fragments/build-and-price/genuine-parts.json`;
    await setFaults('assets=500');
    expect((await fetch(listing)).status).toBe(500);
    expect((await fetch(accessories)).status).toBe(200);
    await setFaults('assets=off,accessoryAssets=graphql-error,fragments=malformed');
    expect((await fetch(listing)).status).toBe(200);
    expect((await (await fetch(accessories)).json()).entities).toBeUndefined();
    const text = await (await fetch(fragment)).text();
    expect(() => JSON.parse(text)).toThrow();
  });

  it('a timeout on images drops the connection', async () => {
    await setFaults('assets=timeout');
    await expect(fetch(`${server.url}content/dam/mmal/vehicles/triton/hero.svg`)).rejects.toThrow();
  });
});

describe('a bad BP_FAULTS', () => {
  it('stops the server with exit code 1', async () => {
    const { code, stderr } = await runDemoToExit({ BP_FAULTS: 'GetAllVehicleRanges=sometimes' });
    expect(code).toBe(1);
    expect(stderr).toContain('sometimes');
  });
});

describe('the hang fault', () => {
  let server: DemoServer;
  beforeAll(async () => {
    // A short drop time, so that a hang held past it is not the timeout fault.
    server = await startDemo({ BP_FAULTS: 'GetAccessoriesInRange=hang', BP_TIMEOUT_MS: '200' });
  });
  afterAll(() => server?.stop());

  it('never answers and holds the connection until the client gives up; other operations answer', async () => {
    const hung = fetch(`${server.url}graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getAccessoriesInRangeQuery, variables: { urlKeys: ['triton-2025-accessories'] } }),
      signal: AbortSignal.timeout(1200),
    });
    // The client's deadline ended it (a connection dropped by the server would fail otherwise).
    await expect(hung).rejects.toThrow(expect.objectContaining({ name: 'TimeoutError' }));
    const { status } = await postGraphql(server.url, getAllVehicleRangesQuery);
    expect(status).toBe(200);
  });
});

describe('the slow fault', () => {
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemo({ BP_FAULTS: 'GetAllVehicleRanges=slow', BP_SLOW_MS: '600' });
  });
  afterAll(() => server?.stop());

  it('answers normally, but only after BP_SLOW_MS', async () => {
    const started = Date.now();
    const { status, body } = await postGraphql(server.url, getAllVehicleRangesQuery);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(status).toBe(200);
    expect(body.data.categories.items[0].children.length).toBeGreaterThanOrEqual(5);
  });
});
