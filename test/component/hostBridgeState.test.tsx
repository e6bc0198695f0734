/**
 * The host bridge as a state module (src/state/hostBridge.ts), without React: its one
 * dispatcher for the page's messages and its subscriptions that post typed payloads.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { HostMessageToPageMap } from '../../src/elementInterface';
import { pricingAtom, pricingLocationAtom } from '../../src/state/atoms';
import { dispatchHostMessage, startHostBridge, type SanitizerSource } from '../../src/state/hostBridge';
import { applySettingsAtom } from '../../src/state/settings';
import { settingsOpenAtom } from '../../src/state/ui';
import { PRIVATE } from '../support/catalogFactory';
import { fixtureRange, renderHarness } from './harness';

const PERTH = { suburb: 'Perth', state: 'wa', postcode: '6000' } as const;
const PAGE = 'https://www.test';
/** The page's own window, from its own origin (the harness's allowed origin). */
const fromPage = (data: unknown) => ({ data, origin: PAGE, source: window });
const noSanitizer: SanitizerSource = { current: () => null, subscribe: () => () => {}, want: () => {} };

let post: MockInstance<typeof window.postMessage>;
let debug: MockInstance<typeof console.debug>;
beforeEach(() => {
  post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
  debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
});
afterEach(() => {
  post.mockRestore();
  debug.mockRestore();
});

/** The messages posted so far of one type, their payloads typed by the map. */
function postedOf<T extends keyof HostMessageToPageMap>(type: T): HostMessageToPageMap[T][] {
  return post.mock.calls
    .map((call) => call[0] as { type: string; payload: HostMessageToPageMap[T] })
    .filter((message) => message.type === type)
    .map((message) => message.payload);
}

describe('the dispatcher for messages from the page', () => {
  it('acts on a known message with a valid payload, and says what it did', () => {
    const { instance } = renderHarness(null, { range: fixtureRange() });
    const message = dispatchHostMessage(
      instance,
      fromPage({ type: 'pricingAndLocationUpdate', payload: { customerType: 'business', pricingType: 'mmba', location: PERTH } }),
    );
    expect(message).toEqual({
      type: 'pricingAndLocationUpdate',
      payload: { customerType: 'business', pricingType: 'mmba', location: PERTH },
    });
    expect(instance.store.get(pricingAtom)).toEqual({ customerType: 'business', pricingType: 'mmba', state: 'wa' });
    expect(dispatchHostMessage(instance, fromPage({ type: 'showStateBasedPricingModal' }))).toEqual({
      type: 'showStateBasedPricingModal',
      payload: undefined,
    });
    expect(instance.store.get(settingsOpenAtom)).toBe(true);
  });

  it('logs ignored messages once per kind and origin, not once per message (20,021 forged ones)', () => {
    const { instance } = renderHarness(null, { range: fixtureRange() });
    for (let i = 0; i < 20_021; i += 1) {
      dispatchHostMessage(instance, {
        data: { type: 'showStateBasedPricingModal', n: i },
        origin: 'https://forged34.example',
        source: window,
      });
      dispatchHostMessage(instance, fromPage({ type: 'forgedKind34', n: i }));
    }
    const lines = debug.mock.calls.map((call) => call.join(' '));
    // Before: 20,042 lines for 20,021 forged messages.
    expect(lines.filter((line) => line.includes('https://forged34.example'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('forgedKind34'))).toHaveLength(1);
    dispatchHostMessage(instance, { data: {}, origin: 'https://another34.example', source: window });
    expect(debug.mock.calls.map((call) => call.join(' ')).filter((line) => line.includes('https://another34.example'))).toHaveLength(1);
  });

  it('rejects hostile and malformed messages and changes nothing', () => {
    const { instance } = renderHarness(null, { range: fixtureRange() });
    const valid = { type: 'showStateBasedPricingModal' };
    // Not the page: another origin, or a child frame of the page's own origin, whatever the message.
    expect(dispatchHostMessage(instance, { data: valid, origin: 'https://evil.example', source: window })).toBeNull();
    expect(dispatchHostMessage(instance, { data: valid, origin: PAGE, source: {} })).toBeNull();
    const hostile = [
      undefined,
      42,
      { type: 'setPOA', payload: true },
      { type: 'constructor' },
      { type: '__proto__' },
      { type: 'hasOwnProperty' },
      JSON.parse('{"__proto__":{"type":"showStateBasedPricingModal"}}'),
      Object.create({ type: 'showStateBasedPricingModal' }),
      { type: 'pricingAndLocationUpdate', payload: { customerType: 'private', pricingType: 'mmba', location: null } },
      { type: 'pricingAndLocationUpdate', payload: { customerType: 'business', pricingType: 'mmba', location: { ...PERTH, state: 'zz' } } },
      { type: 'syncPricingAndLocationBetweenVueAndReact', payload: 'business' },
    ];
    for (const data of hostile) expect(dispatchHostMessage(instance, fromPage(data)), JSON.stringify(data)).toBeNull();
    expect(instance.store.get(pricingAtom)).toEqual(PRIVATE);
    expect(instance.store.get(pricingLocationAtom)).toBeNull();
    expect(instance.store.get(settingsOpenAtom)).toBe(false);
  });
});

describe('the subscriptions that post to the page', () => {
  it('post each typed payload when it changes, and nothing after the bridge stops', () => {
    const { instance } = renderHarness(null, { range: fixtureRange() });
    const stop = startHostBridge(instance, noSanitizer);
    expect(postedOf('pricingAndLocationUpdate')).toEqual([{ customerType: 'private', pricingType: 'drive-away', location: null }]);
    expect(postedOf('offerTotalUpdate')).toEqual([{ total: 45990, weekly: false }]);
    instance.store.set(applySettingsAtom, { customerType: 'business', pricingType: 'mmba', location: PERTH });
    const lease = { customerType: 'business', pricingType: 'mmba', location: PERTH };
    expect(postedOf('pricingAndLocationUpdate')).toEqual([{ customerType: 'private', pricingType: 'drive-away', location: null }, lease]);
    expect(postedOf('syncPricingAndLocationBetweenVueAndReact')).toEqual([lease]);
    expect(postedOf('offerTotalUpdate').at(-1)).toEqual({ total: 299, weekly: true });
    stop();
    const before = post.mock.calls.length;
    instance.store.set(applySettingsAtom, { customerType: 'private', pricingType: 'drive-away', location: PERTH });
    expect(post.mock.calls.length).toBe(before);
  });

  it('started again for the same instance (the element put back on the page), tells the page nothing it already knows', () => {
    const { instance } = renderHarness(null, { range: fixtureRange() });
    startHostBridge(instance, noSanitizer)();
    const before = post.mock.calls.length;
    expect(before).toBeGreaterThanOrEqual(5);
    const stop = startHostBridge(instance, noSanitizer);
    expect(post.mock.calls.length).toBe(before);
    stop();
  });

  it('sends the offer once the sanitiser arrives, and asks for it when a vehicle is loaded', () => {
    const { instance } = renderHarness(null, { range: fixtureRange() });
    let sanitize: ((html: string) => string) | null = null;
    const listeners = new Set<() => void>();
    const want = vi.fn();
    const stop = startHostBridge(instance, {
      current: () => sanitize,
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      want,
    });
    expect(want).toHaveBeenCalled();
    expect(postedOf('setOverrideOffer')).toEqual([]);
    sanitize = (html) => html.replace(/<script>.*<\/script>/g, '');
    for (const listener of listeners) listener();
    expect(postedOf('setOverrideOffer')).toHaveLength(1);
    expect(postedOf('setOverrideOffer')[0]!.offer).toMatchObject({ title: 'Drive away price' });
    stop();
  });
});
