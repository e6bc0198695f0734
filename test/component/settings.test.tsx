import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pricingAtom, pricingLocationAtom } from '../../src/state/atoms';
import { openDrawerAtom } from '../../src/state/drawer';
import type { DrawerName } from '../../src/domain/settings';
import type { PricingContext, PricingLocation } from '../../src/domain/types';
import { settingsOpenAtom } from '../../src/state/ui';
import { SettingsModalHost } from '../../src/ui/settings/SettingsModalHost';
import { renderHarness } from './harness';

/** A few real localities (as the demo server answers them). */
const PLACES: PricingLocation[] = [
  { suburb: 'Barangaroo', state: 'nsw', postcode: '2000' },
  { suburb: 'Sydney', state: 'nsw', postcode: '2000' },
  { suburb: 'The Rocks', state: 'nsw', postcode: '2000' },
  { suburb: 'Sydney South', state: 'nsw', postcode: '1235' },
  { suburb: 'Melbourne', state: 'vic', postcode: '3000' },
  { suburb: 'Perth', state: 'tas', postcode: '7300' },
  { suburb: 'Perth', state: 'wa', postcode: '6000' },
];

/** Coordinates the fake service knows: Perth WA's centre. */
const PERTH_COORDS = { lat: -31.948762, lng: 115.859912 };

interface FakeLocationService {
  /** Every URL asked, in order. */
  requests: string[];
  /** Holds answers for queries until release(query) is called. */
  hold: (query: string) => void;
  release: (query: string) => void;
}

/** Stubs fetch with a location service over PLACES; `failing` answers every request with HTTP 500. */
function fakeLocationService(options: { failing?: boolean } = {}): FakeLocationService {
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
function stubGeolocation(answer: { lat: number; lng: number } | 'denied' | 'missing'): void {
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

/** Renders the modal's host with the pricing, location and drawer in force and the modal open, and waits for it. */
async function openSettings(
  start: { pricing?: PricingContext; location?: PricingLocation | null; drawer?: DrawerName | null; storage?: Record<string, string> } = {},
) {
  const { pricing, location, drawer, storage } = start;
  const view = renderHarness(<SettingsModalHost />, { settings: { pricing, location }, drawer, storage, settingsOpen: true });
  const dialog = await screen.findByRole('dialog', { name: 'State based pricing' });
  return { ...view, dialog };
}

const EMPTY = 'Please enter a suburb or postcode';
const NOT_FOUND = 'We can’t find your location. Check your browser settings or type the suburb or postcode.';
const SYDNEY = { suburb: 'Sydney', state: 'nsw', postcode: '2000' } as const;

const realGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
afterEach(() => {
  vi.unstubAllGlobals();
  if (realGeolocation) Object.defineProperty(navigator, 'geolocation', realGeolocation);
  else delete (navigator as { geolocation?: unknown }).geolocation;
});

const combobox = () => screen.getByRole('combobox', { name: 'Suburb or postcode' });

/** Types into the location field and picks the option with this name. */
async function pickLocation(user: ReturnType<typeof userEvent.setup>, text: string, option: string) {
  await user.clear(combobox());
  await user.type(combobox(), text);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('State based pricing modal', () => {
  it('opens as a dialog titled State based pricing with customer type and location fields', async () => {
    fakeLocationService();
    const { dialog } = await openSettings();
    within(dialog).getByRole('heading', { name: 'State based pricing' });
    const customer = within(dialog).getByRole('group', { name: 'Customer type' });
    expect(within(customer).getByRole('radio', { name: 'Private' })).toHaveProperty('checked', true);
    expect(within(customer).getByRole('radio', { name: 'Business' })).toHaveProperty('checked', false);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    within(dialog).getByRole('button', { name: 'Use my location' });
    within(dialog).getByRole('button', { name: 'Apply' });
    within(dialog).getByRole('button', { name: 'Cancel' });
  });

  it('reveals the purchase type and the lease eligibility criteria only for business', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    await openSettings();
    expect(screen.queryByRole('group', { name: 'Purchase type' })).toBeNull();
    expect(screen.queryByText('registered for GST')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Business' }));
    const purchase = screen.getByRole('group', { name: 'Purchase type' });
    expect(within(purchase).getByRole('radio', { name: 'Drive-away' })).toHaveProperty('checked', true);
    const lease = within(purchase).getByRole('radio', { name: 'Lease' });
    screen.getByText('Lease eligibility criteria');
    screen.getByText('active ABN for more than 2 years');
    screen.getByText('registered for GST');
    screen.getByText('annual turnover above $125,000');
    // The criteria describe the Lease choice to a screen reader.
    const describedBy = lease.getAttribute('aria-describedby') ?? '';
    expect(
      describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ).toContain('registered for GST');

    await user.click(screen.getByRole('radio', { name: 'Private' }));
    expect(screen.queryByRole('group', { name: 'Purchase type' })).toBeNull();
  });

  it('opens on the settings in force: lease pricing shows as business with Lease, and the location', async () => {
    fakeLocationService();
    await openSettings({ pricing: { customerType: 'business', pricingType: 'mmba', state: 'nsw' }, location: SYDNEY });
    expect(screen.getByRole('radio', { name: 'Business' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Lease' })).toHaveProperty('checked', true);
    expect((combobox() as HTMLInputElement).value).toBe('Sydney, NSW 2000');
  });

  it('does not apply without a location and says Please enter a suburb or postcode', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    const { store } = await openSettings();
    const before = store.get(pricingAtom);
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    screen.getByText(EMPTY);
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(store.get(pricingAtom)).toBe(before);
    expect(store.get(pricingLocationAtom)).toBeNull();
    expect(store.get(settingsOpenAtom)).toBe(true);
    screen.getByRole('dialog', { name: 'State based pricing' });
  });

  it('drops the Apply message once the visitor types a place, and applies after a pick', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    const { store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    screen.getByText(EMPTY);
    await user.type(combobox(), 'perth');
    await screen.findByRole('option', { name: 'Perth, WA 6000' });
    expect(screen.queryByText(EMPTY)).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Perth, WA 6000' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(pricingAtom)).toEqual({ customerType: 'private', pricingType: 'drive-away', state: 'wa' });
  });

  it('closes an unchanged form without updating anything', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    const pricing = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } as const;
    const { store } = await openSettings({ pricing, location: SYDNEY, storage: { CTA: 'book-a-test-drive' } });
    const before = store.get(pricingAtom);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(pricingAtom)).toBe(before);
    expect(store.get(pricingLocationAtom)).toEqual(SYDNEY);
    expect(window.localStorage.getItem('CTA')).toBe('book-a-test-drive');
  });

  it('applies business lease in WA: lease pricing for WA, the location saved, the CTA cleared, a test-drive drawer switched to a quote', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    const { store } = await openSettings({ drawer: 'Book a Test Drive', storage: { CTA: 'book-a-test-drive' } });
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('radio', { name: 'Lease' }));
    await pickLocation(user, '6000', 'Perth, WA 6000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(pricingAtom)).toEqual({ customerType: 'business', pricingType: 'mmba', state: 'wa' });
    expect(store.get(pricingLocationAtom)).toEqual({ suburb: 'Perth', state: 'wa', postcode: '6000' });
    expect(window.localStorage.getItem('CTA')).toBeNull();
    expect(store.get(openDrawerAtom)).toBe('Get a Dealer Quote');
  });

  it('applies private in NSW with drive-away pricing and keeps the CTA', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    const { store } = await openSettings({
      pricing: { customerType: 'business', pricingType: 'mmba', state: 'wa' },
      storage: { CTA: 'get-a-quote' },
    });
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    await pickLocation(user, '2000', 'Sydney, NSW 2000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(pricingAtom)).toEqual({ customerType: 'private', pricingType: 'drive-away', state: 'nsw' });
    expect(window.localStorage.getItem('CTA')).toBe('get-a-quote');
  });

  it('Cancel closes without saving anything', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    const { store } = await openSettings({ storage: { CTA: 'book-a-test-drive' } });
    const before = store.get(pricingAtom);
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('radio', { name: 'Lease' }));
    await pickLocation(user, '6000', 'Perth, WA 6000');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(pricingAtom)).toBe(before);
    expect(store.get(pricingLocationAtom)).toBeNull();
    expect(window.localStorage.getItem('CTA')).toBe('book-a-test-drive');
  });

  it('Escape with the list closed cancels the modal', async () => {
    fakeLocationService();
    const { store } = await openSettings();
    fireEvent.keyDown(screen.getByRole('radio', { name: 'Private' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(settingsOpenAtom)).toBe(false);
  });
});

describe('location combobox', () => {
  it('lists matches as options of a listbox the input controls', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), '2000');
    const listbox = await screen.findByRole('listbox');
    expect(combobox().getAttribute('aria-controls')).toBe(listbox.id);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Barangaroo, NSW 2000', 'Sydney, NSW 2000', 'The Rocks, NSW 2000']);
  });

  it('searches suburbs by name as well as postcodes', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), 'perth');
    await screen.findByRole('option', { name: 'Perth, TAS 7300' });
    screen.getByRole('option', { name: 'Perth, WA 6000' });
  });

  it('moves with the arrow keys, picks with Enter, and closes the list with Escape without closing the modal', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), '2000');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect((combobox() as HTMLInputElement).value).toBe('Sydney, NSW 2000');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();

    await user.clear(combobox());
    await user.type(combobox(), '2000');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    screen.getByRole('dialog', { name: 'State based pricing' });
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
  });

  it('says No options for "zzz" when nothing matches', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), 'zzz');
    await screen.findByText('No options for "zzz"');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says Please enter a suburb or postcode when the input is cleared', async () => {
    fakeLocationService();
    const user = userEvent.setup();
    await openSettings({ location: SYDNEY, pricing: { customerType: 'private', pricingType: 'drive-away', state: 'nsw' } });
    expect(screen.queryByText(EMPTY)).toBeNull();
    await user.clear(combobox());
    screen.getByText(EMPTY);
  });

  it('waits for a pause in typing and asks once', async () => {
    const service = fakeLocationService();
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), '2000');
    await screen.findAllByRole('option');
    expect(service.requests).toEqual(['/api/location?q=2000']);
  });

  it('ignores an answer for text the visitor has since changed', async () => {
    const service = fakeLocationService();
    service.hold('6000');
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), '6000');
    await waitFor(() => expect(service.requests).toContain('/api/location?q=6000'));
    await user.clear(combobox());
    await user.type(combobox(), '3000');
    await screen.findByRole('option', { name: 'Melbourne, VIC 3000' });
    await act(async () => service.release('6000'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Melbourne, VIC 3000']);
  });

  it('lets the visitor keep typing while a search is under way', async () => {
    const service = fakeLocationService();
    service.hold('2');
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), '2');
    await waitFor(() => expect(service.requests).toHaveLength(1));
    await user.type(combobox(), '000');
    expect((combobox() as HTMLInputElement).value).toBe('2000');
    await screen.findByRole('option', { name: 'Sydney, NSW 2000' });
  });

  it('says the search is unavailable when the look-up fails', async () => {
    fakeLocationService({ failing: true });
    const user = userEvent.setup();
    await openSettings();
    await user.type(combobox(), '2000');
    await screen.findByText('Location search is unavailable. Please try again.');
  });
});

describe('Use my location', () => {
  it('fills the location from the browser position and the coordinates look-up', async () => {
    const service = fakeLocationService();
    stubGeolocation(PERTH_COORDS);
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect((combobox() as HTMLInputElement).value).toBe('Perth, WA 6000'));
    expect(service.requests.at(-1)).toBe('/api/location?lat=-31.94876&lng=115.85991');
  });

  it.each([
    ['the visitor denies the position', 'denied' as const],
    ['the browser has no geolocation', 'missing' as const],
    ['the position is outside Australia', { lat: 51.5, lng: -0.12 }],
  ])('says the spec’s message when %s', async (_name, answer) => {
    fakeLocationService();
    stubGeolocation(answer);
    const user = userEvent.setup();
    const { store } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText(NOT_FOUND);
    expect(store.get(pricingLocationAtom)).toBeNull();
  });

  it('says the spec’s message when the look-up service fails', async () => {
    fakeLocationService({ failing: true });
    stubGeolocation(PERTH_COORDS);
    const user = userEvent.setup();
    await openSettings();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await screen.findByText(NOT_FOUND);
  });
});
