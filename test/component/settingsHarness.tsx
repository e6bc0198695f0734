/** Fixtures for the settings modal: a fake location service and a one-line render with the modal open. */
import { act, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { DrawerName } from '../../src/domain/settings';
import type { PricingContext, PricingLocation } from '../../src/domain/types';
import { pricingAtom, pricingLocationAtom } from '../../src/state/atoms';
import { openDrawerAtom } from '../../src/state/drawer';
import { settingsOpenAtom } from '../../src/state/ui';
import { SettingsModalHost } from '../../src/ui/settings/SettingsModalHost';
import { renderScreen } from './harness';

/** A few real localities (as the demo server answers them). */
export const PLACES: PricingLocation[] = [
  { suburb: 'Barangaroo', state: 'nsw', postcode: '2000' },
  { suburb: 'Sydney', state: 'nsw', postcode: '2000' },
  { suburb: 'The Rocks', state: 'nsw', postcode: '2000' },
  { suburb: 'Sydney South', state: 'nsw', postcode: '1235' },
  { suburb: 'Melbourne', state: 'vic', postcode: '3000' },
  { suburb: 'Perth', state: 'tas', postcode: '7300' },
  { suburb: 'Perth', state: 'wa', postcode: '6000' },
];

/** Coordinates the fake service knows: Perth WA's centre. */
export const PERTH_COORDS = { lat: -31.948762, lng: 115.859912 };

export interface FakeLocationService {
  /** Every URL asked, in order. */
  requests: string[];
  /** Holds answers for queries until release(query) is called. */
  hold: (query: string) => void;
  release: (query: string) => void;
}

/** Stubs fetch with a location service over PLACES; `failing` answers every request with HTTP 500. */
export function fakeLocationService(options: { failing?: boolean } = {}): FakeLocationService {
  const requests: string[] = [];
  const held = new Map<string, (() => void)[]>();
  const holding = new Set<string>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(String(input));
    const url = new URL(String(input), 'https://www.test/');
    if (options.failing) return json(500, { error: 'down' });
    const q = url.searchParams.get('q');
    if (q !== null) {
      if (holding.has(q)) {
        await new Promise<void>((resolve, reject) => {
          held.set(q, [...(held.get(q) ?? []), resolve]);
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      const text = q.toLowerCase();
      const matches = /\d/.test(q)
        ? PLACES.filter((p) => p.postcode.startsWith(q))
        : PLACES.filter((p) => p.suburb.toLowerCase().startsWith(text));
      return json(200, { locations: matches });
    }
    const lat = Number(url.searchParams.get('lat'));
    const lng = Number(url.searchParams.get('lng'));
    if (Math.abs(lat - PERTH_COORDS.lat) < 0.01 && Math.abs(lng - PERTH_COORDS.lng) < 0.01)
      return json(200, { location: { suburb: 'Perth', state: 'wa', postcode: '6000' } });
    return json(404, { error: 'No Australian locality near those coordinates.' });
  });
  return {
    requests,
    hold: (query) => holding.add(query),
    release: (query) => {
      holding.delete(query);
      for (const resolve of held.get(query) ?? []) resolve();
      held.delete(query);
    },
  };
}

/** Replaces navigator.geolocation: a position, an error, or no API at all. */
export function stubGeolocation(answer: { lat: number; lng: number } | 'denied' | 'missing'): void {
  const geolocation =
    answer === 'missing'
      ? undefined
      : {
          getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) => {
            if (answer === 'denied')
              failure?.({
                code: 1,
                message: 'User denied Geolocation',
                PERMISSION_DENIED: 1,
                POSITION_UNAVAILABLE: 2,
                TIMEOUT: 3,
              } as GeolocationPositionError);
            else
              success({
                coords: { latitude: answer.lat, longitude: answer.lng, accuracy: 10 },
                timestamp: Date.now(),
              } as GeolocationPosition);
          },
          watchPosition: () => 0,
          clearWatch: () => undefined,
        };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** Renders the host, sets the pricing, location and drawer in force, opens the modal and waits for it. */
export async function openSettings(
  start: { pricing?: PricingContext; location?: PricingLocation | null; drawer?: DrawerName | null; storage?: Record<string, string> } = {},
) {
  for (const [key, value] of Object.entries(start.storage ?? {})) window.localStorage.setItem(key, value);
  const view = renderScreen(<SettingsModalHost />);
  const { store } = view.instance;
  act(() => {
    if (start.pricing) store.set(pricingAtom, start.pricing);
    if (start.location !== undefined) store.set(pricingLocationAtom, start.location);
    if (start.drawer !== undefined) store.set(openDrawerAtom, start.drawer);
    store.set(settingsOpenAtom, true);
  });
  const dialog = await screen.findByRole('dialog', { name: 'State based pricing' });
  return { ...view, store, dialog };
}
