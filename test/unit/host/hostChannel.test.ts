import { describe, expect, it, vi } from 'vitest';
import {
  financeDisclaimersPayload,
  hostOffer,
  hostTarget,
  postToHost,
  pricingAndLocationPayload,
  stableJson,
  subscribeToHost,
} from '../../../src/host/hostChannel';
import type { Offer } from '../../../src/domain/types';
import type { HostMessageToPageMap } from '../../../src/elementInterface';

/** A window-like object: its origin (or a cross-origin parent that throws on read), its parent and postMessage spy. */
interface FakeWindow {
  postMessage: ReturnType<typeof vi.fn>;
  readonly location: { origin: string };
  parent: unknown;
  addEventListener: ReturnType<typeof vi.fn>;
  removeEventListener: ReturnType<typeof vi.fn>;
}
function fakeWindow(origin: string | 'cross-origin', parent?: FakeWindow): FakeWindow {
  const win: FakeWindow = {
    postMessage: vi.fn(),
    get location() {
      if (origin === 'cross-origin') throw new DOMException('Blocked a frame', 'SecurityError');
      return { origin };
    },
    parent: undefined as unknown,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  win.parent = parent ?? win;
  return win;
}
const asWindow = (value: unknown) => value as Window;

describe('stableJson', () => {
  it('gives equal text for equal values whatever the key order', () => {
    expect(stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(stableJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }));
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: 2 }));
  });

  it('never throws: cycles and BigInt read as null', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    expect(stableJson(cycle)).toBe('{"a":1,"self":null}');
    expect(stableJson({ n: 10n })).toBe('{"n":null}');
  });
});

describe('where messages go', () => {
  it('posts to its own window with the page origin when it is the top page', () => {
    const top = fakeWindow('https://www.example.com.au');
    expect(hostTarget(asWindow(top), [])).toEqual({ target: top, targetOrigin: 'https://www.example.com.au' });
  });

  it('posts to a same-origin parent with the page origin', () => {
    const parent = fakeWindow('https://www.example.com.au');
    const frame = fakeWindow('https://www.example.com.au', parent);
    expect(hostTarget(asWindow(frame), ['https://www.example.com.au'])).toEqual({
      target: parent,
      targetOrigin: 'https://www.example.com.au',
    });
  });

  it('posts to a parent in another origin with the first allowed origin other than its own', () => {
    const parent = fakeWindow('cross-origin');
    const frame = fakeWindow('https://element.example', parent);
    expect(hostTarget(asWindow(frame), ['https://element.example', 'https://www.example.com.au'])).toEqual({
      target: parent,
      targetOrigin: 'https://www.example.com.au',
    });
    // Nothing allowed but itself: nothing is posted to the unknown parent (no leak, no origin mismatch error).
    expect(hostTarget(asWindow(frame), ['https://element.example'])).toBeNull();
    expect(postToHost('setPOA', true, ['https://element.example'], asWindow(frame))).toBe(false);
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('says once in the console when allowed-origins does not name the framing page first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const parent = fakeWindow('cross-origin');
    const frame = fakeWindow('https://element.example', parent) as FakeWindow & { document: { referrer: string } };
    frame.document = { referrer: 'https://www.example.com.au/vehicles/triton' };
    const misordered = ['https://element.example', 'https://old.example.com.au', 'https://www.example.com.au'];
    postToHost('setPOA', true, misordered, asWindow(frame));
    postToHost('setPOA', false, misordered, asWindow(frame));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(
      'bp-configurator: this element is framed by a page from https://www.example.com.au, but allowed-origins names https://old.example.com.au first, so the page hears none of its messages. List https://www.example.com.au first in allowed-origins.',
    );

    // Named first: nothing said.
    warn.mockClear();
    const other = fakeWindow('https://element.example', fakeWindow('cross-origin')) as FakeWindow & { document: { referrer: string } };
    other.document = { referrer: 'https://www.example.com.au/' };
    postToHost('setPOA', true, ['https://www.example.com.au'], asWindow(other));
    expect(warn).not.toHaveBeenCalled();

    // Not named at all: said once too.
    const unnamed = fakeWindow('https://element.example', fakeWindow('cross-origin')) as FakeWindow & { document: { referrer: string } };
    unnamed.document = { referrer: 'https://www.example.com.au/' };
    postToHost('setPOA', true, [], asWindow(unnamed));
    postToHost('setPOA', true, [], asWindow(unnamed));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('allowed-origins does not name it');
    warn.mockRestore();
  });

  it('posts nothing from an opaque origin', () => {
    const sandboxed = fakeWindow('null');
    expect(hostTarget(asWindow(sandboxed), [])).toBeNull();
    expect(postToHost('setPOA', true, [], asWindow(sandboxed))).toBe(false);
  });

  it('posts { type, payload } with an explicit origin, never *', () => {
    const top = fakeWindow('https://www.example.com.au');
    expect(postToHost('setPOA', true, [], asWindow(top))).toBe(true);
    expect(top.postMessage).toHaveBeenCalledWith({ type: 'setPOA', payload: true }, 'https://www.example.com.au');
    postToHost('set3DState', undefined as unknown as HostMessageToPageMap['set3DState'], [], asWindow(top));
    expect(top.postMessage).toHaveBeenLastCalledWith({ type: 'set3DState' }, 'https://www.example.com.au');
    expect(top.postMessage.mock.calls.every((call) => call[1] !== '*')).toBe(true);
  });

  it('never throws when postMessage does', () => {
    const top = fakeWindow('https://www.example.com.au');
    top.postMessage.mockImplementation(() => {
      throw new DOMException('could not be cloned', 'DataCloneError');
    });
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    expect(postToHost('offerTotalUpdate', { total: 1, weekly: false }, [], asWindow(top))).toBe(false);
    debug.mockRestore();
  });
});

describe('listening to the page', () => {
  /** A window that delivers its own posts to its listeners, as a browser does. */
  function deliveringWindow() {
    const listeners = new Set<(event: { source: unknown; origin: string; data: unknown }) => void>();
    const win = {
      location: { origin: 'https://www.example.com.au' },
      parent: undefined as unknown,
      postMessage: (data: unknown) =>
        listeners.forEach((listener) => listener({ source: win, origin: 'https://www.example.com.au', data: structuredClone(data) })),
      addEventListener: (_type: string, listener: (event: { source: unknown; origin: string; data: unknown }) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { source: unknown; origin: string; data: unknown }) => void) =>
        listeners.delete(listener),
      listenerCount: () => listeners.size,
      /** Delivers an event as the browser would, data untouched. */
      deliver: (event: { source: unknown; origin: string; data: unknown }) => listeners.forEach((listener) => listener(event)),
    };
    win.parent = win;
    return win;
  }

  it("passes the page's messages on and drops the echo of the element's own posts", () => {
    const win = deliveringWindow();
    const heard: unknown[] = [];
    const stop = subscribeToHost((event) => heard.push(event.data), asWindow(win));
    postToHost('pricingAndLocationUpdate', { customerType: 'private', pricingType: 'drive-away', location: null }, [], asWindow(win));
    expect(heard).toEqual([]);
    // The same message from the page itself is heard.
    win.postMessage({ type: 'pricingAndLocationUpdate', payload: { location: null, pricingType: 'drive-away', customerType: 'private' } });
    expect(heard).toHaveLength(1);
    stop();
    expect(win.listenerCount()).toBe(0);
  });

  it("passes a 200,000-field message from the page on without reading its fields to match it against the element's echoes", () => {
    const win = deliveringWindow();
    const heard: unknown[] = [];
    const stop = subscribeToHost((event) => heard.push(event.data), asWindow(win));
    // The element's own post is not heard back yet: its echo is pending.
    win.postMessage = () => undefined;
    postToHost('setPOA', true, [], asWindow(win));
    // Delivered as it is (no structured clone): each field counts its reads.
    let reads = 0;
    const huge: Record<string, unknown> = { type: 'setPOA' };
    for (let i = 0; i < 200_000; i++) {
      Object.defineProperty(huge, `field${i}`, {
        enumerable: true,
        get: () => {
          reads += 1;
          return i;
        },
      });
    }
    const event = { source: win, origin: 'https://www.example.com.au', data: huge };
    win.deliver(event);
    expect(reads).toBe(0);
    expect(heard).toEqual([huge]);
    stop();
  });

  it('shares one window listener between elements, so an echo is dropped for all of them', () => {
    const win = deliveringWindow();
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stopFirst = subscribeToHost((event) => first.push(event.data), asWindow(win));
    const stopSecond = subscribeToHost((event) => second.push(event.data), asWindow(win));
    expect(win.listenerCount()).toBe(1);
    postToHost('setPOA', true, [], asWindow(win));
    win.postMessage({ type: 'showStateBasedPricingModal' });
    expect(first).toEqual([{ type: 'showStateBasedPricingModal' }]);
    expect(second).toEqual([{ type: 'showStateBasedPricingModal' }]);
    stopFirst();
    stopSecond();
  });
});

describe('payloads', () => {
  it('pricingAndLocationUpdate carries customer type, pricing type and location', () => {
    expect(
      pricingAndLocationPayload(
        { customerType: 'business', pricingType: 'mmba', state: 'wa' },
        { suburb: 'Perth', state: 'wa', postcode: '6000' },
      ),
    ).toEqual({
      customerType: 'business',
      pricingType: 'mmba',
      location: { suburb: 'Perth', state: 'wa', postcode: '6000' },
    });
    expect(pricingAndLocationPayload({ customerType: 'private', pricingType: 'drive-away', state: null }, null).location).toBeNull();
  });

  it('setOverrideOffer spells the offer as the store does (spec 3)', () => {
    const offer: Offer = {
      title: 'Drive away',
      description: '<p>Offer</p>',
      shortDescription: 'Save',
      specialOfferFlag: true,
      disclaimers: [{ marker: '*', text: 'Conditions apply.' }],
      price: {
        label: 'Drive away',
        value: 45990,
        overrideLabel: null,
        leaseTerms: { mileage: 15000, months: 60 },
        states: { nsw: { value: 46290, label: 'DAP' } },
      },
    };
    expect(hostOffer(offer, (html) => html)).toEqual({
      title: 'Drive away',
      description: '<p>Offer</p>',
      short_description: 'Save',
      special_offer_flag: true,
      disclaimers: [{ marker: '*', text: 'Conditions apply.' }],
      price: {
        label: 'Drive away',
        value: 45990,
        override_label: null,
        disclaimer: null,
        lease_terms: { mileage: 15000, months: 60 },
        nsw: { value: 46290, label: 'DAP', override_label: null },
      },
    });
  });

  it('financeDisclaimersUpdate carries the finance and balloon disclaimers and whether Finance is open', () => {
    const store = {
      indicativePricing: null,
      accessoriesImages: null,
      financePayments: { marker: '', text: 'Repayments are estimates.' },
      balloonPayments: { marker: '<', text: 'Balloon payment applies.' },
      byCustomer: {},
    };
    expect(financeDisclaimersPayload(store, true, (html) => html)).toEqual({
      disclaimers: [
        { marker: '', text: 'Repayments are estimates.' },
        { marker: '<', text: 'Balloon payment applies.' },
      ],
      show: true,
    });
    expect(financeDisclaimersPayload(null, false, (html) => html)).toEqual({ disclaimers: [], show: false });
  });
});
