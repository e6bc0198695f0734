import { afterEach, describe, expect, it, vi } from 'vitest';
import { locateByCoordinates, searchLocations } from '../../../src/data/locationLookup';

const endpoint = 'https://www.test/api/location';

/** A fake fetch answering every request with one response, recording the URLs asked. */
function answer(status: number, body: unknown): { urls: string[] } {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  return { urls };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchLocations', () => {
  it('asks with q and reads each location into a PricingLocation', async () => {
    const { urls } = answer(200, {
      locations: [
        { suburb: 'Sydney', state: 'nsw', postcode: '2000' },
        { suburb: 'The Rocks', state: 'NSW', postcode: 2000 },
      ],
    });
    const result = await searchLocations(endpoint, ' 2000 ');
    expect(urls).toEqual(['https://www.test/api/location?q=2000']);
    expect(result).toEqual({
      ok: true,
      value: [
        { suburb: 'Sydney', state: 'nsw', postcode: '2000' },
        { suburb: 'The Rocks', state: 'nsw', postcode: '2000' },
      ],
    });
  });

  it('keeps a query string already on the endpoint and encodes the input', async () => {
    const { urls } = answer(200, { locations: [] });
    await searchLocations('https://www.test/lookup?site=au', 'st kilda');
    expect(urls).toEqual(['https://www.test/lookup?site=au&q=st+kilda']);
  });

  it('asks nothing for empty input', async () => {
    const { urls } = answer(200, { locations: [] });
    expect(await searchLocations(endpoint, '   ')).toEqual({ ok: true, value: [] });
    expect(urls).toEqual([]);
  });

  it('drops entries that are not locations (unknown state, bad postcode, missing suburb)', async () => {
    answer(200, {
      locations: [
        { suburb: 'Perth', state: 'wa', postcode: '6000' },
        { suburb: 'Nowhere', state: 'xx', postcode: '6000' },
        { suburb: 'Perth', state: 'wa', postcode: 'abc' },
        { state: 'wa', postcode: '6000' },
        'Perth',
        null,
      ],
    });
    expect(await searchLocations(endpoint, 'perth')).toEqual({ ok: true, value: [{ suburb: 'Perth', state: 'wa', postcode: '6000' }] });
  });

  it('keeps at most 100 locations', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ suburb: `Place ${i}`, state: 'vic', postcode: '3000' }));
    answer(200, { locations: many });
    const result = await searchLocations(endpoint, 'place');
    expect(result.ok && result.value.length).toBe(100);
  });

  it.each([
    ['HTTP 500', 500, { errors: [{ message: 'down' }] }],
    ['a body that is not JSON', 200, '{"locations": [ <html>'],
    ['a body without locations', 200, { data: null }],
    ['HTTP 400', 400, { error: 'q must be at most 64 characters.' }],
  ])('fails on %s', async (_name, status, body) => {
    answer(status, body);
    expect(await searchLocations(endpoint, '2000')).toEqual({ ok: false, error: 'failed' });
  });

  it('fails, never throws, when the network fails', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await searchLocations(endpoint, '2000')).toEqual({ ok: false, error: 'failed' });
  });

  it('reports an abort by the caller as aborted', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const controller = new AbortController();
    const pending = searchLocations(endpoint, '2000', { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: 'aborted' });
  });

  it('gives up when the service does not answer in time', async () => {
    vi.stubGlobal(
      'fetch',
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))),
        ),
    );
    expect(await searchLocations(endpoint, '2000', { timeoutMs: 20 })).toEqual({ ok: false, error: 'failed' });
  });

  it('fails on an endpoint that is not a URL', async () => {
    expect(await searchLocations('http://[oops', '2000')).toEqual({ ok: false, error: 'failed' });
    expect(await searchLocations('  ', '2000')).toEqual({ ok: false, error: 'failed' });
  });

  it('keeps a relative endpoint relative, for fetch to resolve against the page', async () => {
    const { urls } = answer(200, { locations: [] });
    await searchLocations('/api/location', '3000');
    expect(urls).toEqual(['/api/location?q=3000']);
  });
});

describe('locateByCoordinates', () => {
  it('asks with lat and lng and reads the location', async () => {
    const { urls } = answer(200, { location: { suburb: 'Barangaroo', state: 'nsw', postcode: '2000' } });
    expect(await locateByCoordinates(endpoint, -33.86, 151.21)).toEqual({
      ok: true,
      value: { suburb: 'Barangaroo', state: 'nsw', postcode: '2000' },
    });
    expect(urls).toEqual(['https://www.test/api/location?lat=-33.86000&lng=151.21000']);
  });

  it('says not-found on 404 (outside Australia)', async () => {
    answer(404, { error: 'No Australian locality near those coordinates.' });
    expect(await locateByCoordinates(endpoint, 51.5, -0.12)).toEqual({ ok: false, error: 'not-found' });
  });

  it('says not-found for coordinates that are not numbers, without asking', async () => {
    const { urls } = answer(200, {});
    expect(await locateByCoordinates(endpoint, Number.NaN, 151)).toEqual({ ok: false, error: 'not-found' });
    expect(urls).toEqual([]);
  });

  it('fails on a malformed location or a server error', async () => {
    answer(200, { location: { suburb: 'Perth', state: 'Western Australia', postcode: '6000' } });
    expect(await locateByCoordinates(endpoint, -31.95, 115.86)).toEqual({ ok: false, error: 'failed' });
    answer(500, {});
    expect(await locateByCoordinates(endpoint, -31.95, 115.86)).toEqual({ ok: false, error: 'failed' });
  });
});
