/**
 * The host bridge in an element instance: what the page is told (spec 7), once per
 * change, with an explicit target origin; what the page may ask; analytics events.
 */
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { storageKeys } from '../../src/host/storageKeys';
import { pricingAtom, pricingLocationAtom } from '../../src/state/atoms';
import { selectFinanceTabAtom } from '../../src/state/configurator';
import { applySettingsAtom } from '../../src/state/settings';
import { settingsOpenAtom } from '../../src/state/ui';
// In the element the sanitiser comes with the configurator screen's code; the offer waits for it.
import '../../src/ui/common/SafeHtml';
import {
  BUSINESS,
  LEASE,
  PRIVATE,
  STORE_DISCLAIMERS,
  WHITE,
  fixtureModel,
  fixtureOffers,
  model,
  offers,
  optionValue,
} from '../support/catalogFactory';
import { fixtureRange, renderHarness, HostBridge } from './harness';
import { productFixture, rangesAnswer, vehiclesAnswer } from '../support/storeAnswers';
import { ensureRangesAtom, loadVehicleAtom } from '../../src/state/loaders';
import { accessoriesSettledAtom } from '../../src/state/vehicle';

/** The element's config in the harness allows messages from this origin only. */
const HOST_ORIGIN = 'https://www.test';
const PERTH = { suburb: 'Perth', state: 'wa', postcode: '6000' } as const;
const WHITE_IMAGE =
  'https://assets.test/content/dam/mmal/vehicles/triton/2025/pick-up/glx-double-cab/4wd/diesel/6-speed-automatic/white-diamond/3-4-front.svg';

let post: MockInstance<typeof window.postMessage>;
beforeEach(() => {
  post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  delete (window as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => {
  post.mockRestore();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

/** Every message posted so far, as { type, payload }. */
function posted(): { type: string; payload?: unknown }[] {
  return post.mock.calls.map((call) => call[0] as { type: string; payload?: unknown });
}
function postedOf(type: string): unknown[] {
  return posted()
    .filter((message) => message.type === type)
    .map((message) => message.payload);
}

/** A message as the page (or another window) would post it. */
function receive(data: unknown, options: { origin?: string; source?: MessageEventSource | null } = {}) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data,
        origin: options.origin ?? HOST_ORIGIN,
        source: options.source === undefined ? window : options.source,
      }),
    );
  });
}

describe('messages to the host page', () => {
  it('tells the page the POA flag, offer, 3D state, pricing, finance disclaimers and total, each once per value', () => {
    // The bridge mounts before the range has loaded, then the build arrives.
    renderHarness(<HostBridge />, { range: fixtureRange({ readyForRender: true }) });
    expect(postedOf('setPOA')).toEqual([false]);
    expect(postedOf('set3DState')).toEqual([
      { available: false, state: 'idle', view: 'exterior', fullScreen: false },
      { available: true, state: 'idle', view: 'exterior', fullScreen: false },
    ]);
    expect(postedOf('pricingAndLocationUpdate')).toEqual([{ customerType: 'private', pricingType: 'drive-away', location: null }]);
    expect(postedOf('syncPricingAndLocationBetweenVueAndReact')).toEqual([]);
    expect(postedOf('financeDisclaimersUpdate')).toEqual([{ disclaimers: [], show: false }]);
    expect(postedOf('offerTotalUpdate')).toEqual([{ total: 45990, weekly: false }]);
    const [override] = postedOf('setOverrideOffer') as { offerImage: string; offer: Record<string, unknown> }[];
    expect(postedOf('setOverrideOffer')).toHaveLength(1);
    expect(override!.offerImage).toBe(WHITE_IMAGE);
    expect(override!.offer).toMatchObject({
      title: 'Drive away price',
      special_offer_flag: false,
      price: { label: 'Drive away', value: 45990 },
    });
  });

  it('posts every message to the page with its own origin, never *', () => {
    renderHarness(<HostBridge />, { range: fixtureRange() });
    expect(post.mock.calls.length).toBeGreaterThanOrEqual(6);
    for (const call of post.mock.calls) expect(call[1]).toBe(window.location.origin);
  });

  it('posts again only when a value changes', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    const before = post.mock.calls.length;
    act(() => view.instance.store.set(pricingAtom, { ...PRIVATE }));
    expect(post.mock.calls.length).toBe(before);

    act(() => {
      view.instance.store.set(pricingAtom, BUSINESS);
    });
    expect(postedOf('pricingAndLocationUpdate')).toEqual([
      { customerType: 'private', pricingType: 'drive-away', location: null },
      { customerType: 'business', pricingType: 'drive-away', location: null },
    ]);
    expect(postedOf('offerTotalUpdate')).toEqual([
      { total: 45990, weekly: false },
      { total: 44990, weekly: false },
    ]);
    expect((postedOf('setOverrideOffer')[1] as { offer: { title: string } }).offer.title).toBe('Business price');
    expect(postedOf('setPOA')).toEqual([false]);
  });

  it('offers a change made inside the element to the Vue side with syncPricingAndLocationBetweenVueAndReact', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    // The modal's Apply, which sets the pricing and its location in one write.
    act(() => void view.instance.store.set(applySettingsAtom, { customerType: 'business', pricingType: 'mmba', location: PERTH }));
    const lease = { customerType: 'business', pricingType: 'mmba', location: PERTH };
    expect(postedOf('pricingAndLocationUpdate').at(-1)).toEqual(lease);
    expect(postedOf('syncPricingAndLocationBetweenVueAndReact')).toEqual([lease]);
    expect(postedOf('offerTotalUpdate').at(-1)).toEqual({ total: 299, weekly: true });
  });

  it('tells the page no total, never $0, when the element shows no price: no valid offer (issue 26.7)', () => {
    const view = renderHarness(<HostBridge />, {
      range: fixtureRange({ models: [fixtureModel(fixtureOffers({ withoutPrivate: true }))], pricing: BUSINESS }),
    });
    expect(postedOf('offerTotalUpdate')).toEqual([{ total: 44990, weekly: false }]);
    act(() => view.instance.store.set(pricingAtom, PRIVATE));
    expect(postedOf('offerTotalUpdate')).toEqual([
      { total: 44990, weekly: false },
      { total: null, weekly: false },
    ]);
  });

  it('tells the page no total when an option is priced above its variant (issue 26.7)', () => {
    const gold = optionValue('Gold', 5, 8_970_260);
    renderHarness(<HostBridge />, {
      range: fixtureRange({ models: [model('GLX', { exteriors: [WHITE, gold], variantOffers: () => offers(39990) })], optionSku: 'GLX-5' }),
    });
    expect(postedOf('offerTotalUpdate')).toEqual([]);
  });

  it('sets POA under lease with a dearer colour (spec 4)', () => {
    renderHarness(<HostBridge />, { range: fixtureRange({ pricing: LEASE, optionSku: 'MV1-2' }) });
    expect(postedOf('setPOA')).toEqual([false, true]);
  });

  it('shows the finance disclaimers while Finance is the open tab', () => {
    const disclaimers = {
      ...STORE_DISCLAIMERS,
      financePayments: { marker: '', text: 'Repayments are an estimate.' },
      balloonPayments: { marker: '<', text: 'A balloon payment is due at the end of the term.' },
    };
    const view = renderHarness(<HostBridge />, { range: fixtureRange({ disclaimers }) });
    act(() => view.instance.store.set(selectFinanceTabAtom, true));
    act(() => view.instance.store.set(selectFinanceTabAtom, false));
    const list = [disclaimers.financePayments, disclaimers.balloonPayments];
    expect(postedOf('financeDisclaimersUpdate')).toEqual([
      { disclaimers: [], show: false },
      { disclaimers: list, show: false },
      { disclaimers: list, show: true },
      { disclaimers: list, show: false },
    ]);
  });
});

describe('messages from the host page', () => {
  it('opens the State based pricing modal on showStateBasedPricingModal', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    receive({ type: 'showStateBasedPricingModal' });
    expect(view.instance.store.get(settingsOpenAtom)).toBe(true);
  });

  it('leaves the modal closed while no vehicle is being configured (the selector has no modal)', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const view = renderHarness(<HostBridge />, { path: '/' });
    receive({ type: 'showStateBasedPricingModal' });
    expect(view.instance.store.get(settingsOpenAtom)).toBe(false);
    debug.mockRestore();
  });

  it('applies customer type, pricing type and location from pricingAndLocationUpdate without echoing it back', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    const before = postedOf('pricingAndLocationUpdate').length;
    receive({
      type: 'pricingAndLocationUpdate',
      payload: { customerType: 'business', pricingType: 'mmba', location: { suburb: 'Perth', state: 'WA', postcode: '6000' } },
    });
    expect(view.instance.store.get(pricingAtom)).toEqual({ customerType: 'business', pricingType: 'mmba', state: 'wa' });
    expect(view.instance.store.get(pricingLocationAtom)).toEqual(PERTH);
    expect(postedOf('pricingAndLocationUpdate')).toHaveLength(before);
    expect(postedOf('syncPricingAndLocationBetweenVueAndReact')).toEqual([]);
    // The price the page now shows follows: the weekly lease total.
    expect(postedOf('offerTotalUpdate').at(-1)).toEqual({ total: 299, weekly: true });
  });

  it('applies syncPricingAndLocationBetweenVueAndReact too, and lease clears the stored CTA', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    view.instance.storage.set(storageKeys.cta, 'book-a-test-drive');
    receive({ type: 'syncPricingAndLocationBetweenVueAndReact', payload: { customerType: 'mmba', pricingType: 'mmba', location: PERTH } });
    expect(view.instance.store.get(pricingAtom)).toEqual({ customerType: 'mmba', pricingType: 'mmba', state: 'wa' });
    expect(view.instance.storage.get(storageKeys.cta)).toBeNull();
  });

  it('changes nothing for a message from a foreign origin', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    receive({ type: 'showStateBasedPricingModal' }, { origin: 'https://evil.example' });
    receive(
      { type: 'pricingAndLocationUpdate', payload: { customerType: 'business', pricingType: 'mmba', location: PERTH } },
      { origin: 'https://evil.example' },
    );
    expect(view.instance.store.get(settingsOpenAtom)).toBe(false);
    expect(view.instance.store.get(pricingAtom)).toEqual(PRIVATE);
  });

  it('changes nothing for a message from a child frame, even from an allowed origin', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    const frame = document.createElement('iframe');
    document.body.append(frame);
    receive({ type: 'showStateBasedPricingModal' }, { source: frame.contentWindow });
    receive(
      { type: 'pricingAndLocationUpdate', payload: { customerType: 'business', pricingType: 'mmba', location: PERTH } },
      { source: frame.contentWindow },
    );
    expect(view.instance.store.get(settingsOpenAtom)).toBe(false);
    expect(view.instance.store.get(pricingAtom)).toEqual(PRIVATE);
    frame.remove();
  });

  it('changes nothing and does not crash for malformed payloads', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    const junk = [
      null,
      'showStateBasedPricingModal',
      { type: 'pricingAndLocationUpdate' },
      { type: 'pricingAndLocationUpdate', payload: { customerType: 'private', pricingType: 'mmba', location: PERTH } },
      {
        type: 'pricingAndLocationUpdate',
        payload: { customerType: 'private', pricingType: 'drive-away', location: { suburb: 'Perth', state: 'zz', postcode: '6000' } },
      },
      { type: 'pricingAndLocationUpdate', payload: JSON.parse('{"__proto__":{"customerType":"business","pricingType":"mmba"}}') },
      { type: 'x'.repeat(1_000_000) },
      { type: 'setPOA', payload: true },
    ];
    for (const data of junk) receive(data);
    expect(view.instance.store.get(pricingAtom)).toEqual(PRIVATE);
    expect(view.instance.store.get(pricingLocationAtom)).toBeNull();
    expect(view.instance.store.get(settingsOpenAtom)).toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    error.mockRestore();
    warn.mockRestore();
    debug.mockRestore();
  });
});

describe('analytics', () => {
  type Entry = { event: string; [key: string]: unknown };
  const dataLayer = () => ((window as { dataLayer?: Entry[] }).dataLayer ?? []).map((entry) => entry.event);

  it('records configuratorStart then configuratorVehicleSelect once when the build first exists', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    act(() => view.instance.store.set(pricingAtom, BUSINESS));
    expect(dataLayer()).toEqual(['configuratorStart', 'configuratorVehicleSelect']);
    const select = (window as unknown as { dataLayer: Entry[] }).dataLayer[1];
    expect(select).toMatchObject({
      event: 'configuratorVehicleSelect',
      vehicleRange: 'triton',
      model: 'GLX',
      modelSku: 'MV1',
      variantSku: 'MV1-1',
    });
    expect(view.events.filter((e) => e.name === 'bp-analytics').map((e) => (e.detail as Entry).event)).toEqual([
      'configuratorStart',
      'configuratorVehicleSelect',
    ]);
  });

  it('records configuratorAbandonment once when the page is hidden without the continue flag', () => {
    renderHarness(<HostBridge />, { range: fixtureRange() });
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(dataLayer().filter((name) => name === 'configuratorAbandonment')).toHaveLength(1);
  });

  it('records no abandonment when the visitor continued a saved build, or had none', () => {
    const view = renderHarness(<HostBridge />, { range: fixtureRange() });
    view.instance.storage.set(storageKeys.continueBuild, 'true');
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(dataLayer()).not.toContain('configuratorAbandonment');
    view.unmount();

    window.localStorage.clear();
    renderHarness(<HostBridge />, { path: '/' });
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(dataLayer()).not.toContain('configuratorAbandonment');
  });

  it('records pageError when the range list fails (the selector error page) and when the vehicles fail', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = renderHarness(<HostBridge />, { answers: {} });
    await act(() => failing.instance.store.set(ensureRangesAtom));
    expect((window as unknown as { dataLayer: Entry[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'pageError', isSelectorPage: true }),
    ]);

    delete (window as { dataLayer?: unknown }).dataLayer;
    const vehicles = renderHarness(<HostBridge />, { answers: { GetAllVehicleRanges: rangesAnswer } });
    await act(async () => {
      expect(await vehicles.instance.store.set(loadVehicleAtom, 'triton', '')).toBe('vehicle-error');
    });
    expect((window as unknown as { dataLayer: Entry[] }).dataLayer).toEqual([
      expect.objectContaining({ event: 'pageError', isSelectorPage: false, vehicleRange: 'triton' }),
    ]);
    expect(vehicles.events.filter((e) => e.name === 'bp-analytics')).toHaveLength(1);
    error.mockRestore();
  });

  it('records accessoriesError when the accessories fail, and the configuration still starts', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderHarness(<HostBridge />, {
      answers: {
        GetAllVehicleRanges: rangesAnswer,
        GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('TR1')]),
        GetStoreConfigDetails: { data: { storeConfig: {} } },
      },
    });
    await act(async () => {
      expect(await view.instance.store.set(loadVehicleAtom, 'triton', '')).toBe('ready');
      await view.instance.store.set(accessoriesSettledAtom);
    });
    expect(dataLayer()).toEqual(['accessoriesError', 'configuratorStart', 'configuratorVehicleSelect']);
    error.mockRestore();
  });
});
