import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePricingLocation } from '../../../src/domain/pricingLocation';
import { isFromHostPage, messageTypeOf, parseHostMessage, parsePricingAndLocation } from '../../../src/host/hostMessages';

const SYDNEY = { suburb: 'Sydney', state: 'nsw', postcode: '2000' };

describe('messages from the host page', () => {
  it('reads showStateBasedPricingModal with or without a payload', () => {
    expect(parseHostMessage({ type: 'showStateBasedPricingModal' })).toEqual({ type: 'showStateBasedPricingModal' });
    expect(parseHostMessage({ type: 'showStateBasedPricingModal', payload: { anything: 1 } })).toEqual({
      type: 'showStateBasedPricingModal',
    });
  });

  it('reads pricingAndLocationUpdate and syncPricingAndLocationBetweenVueAndReact with customer type, pricing type and location', () => {
    const payload = { customerType: 'business', pricingType: 'mmba', location: { suburb: ' Perth ', state: 'WA', postcode: '6000' } };
    expect(parseHostMessage({ type: 'pricingAndLocationUpdate', payload })).toEqual({
      type: 'pricingAndLocationUpdate',
      payload: { customerType: 'business', pricingType: 'mmba', location: { suburb: 'Perth', state: 'wa', postcode: '6000' } },
    });
    expect(
      parseHostMessage({
        type: 'syncPricingAndLocationBetweenVueAndReact',
        payload: { customerType: 'private', pricingType: 'drive-away', location: SYDNEY },
      }),
    ).toEqual({
      type: 'syncPricingAndLocationBetweenVueAndReact',
      payload: { customerType: 'private', pricingType: 'drive-away', location: SYDNEY },
    });
  });

  it('accepts a payload without a location (the element keeps its own)', () => {
    expect(parsePricingAndLocation({ customerType: 'private', pricingType: 'drive-away' })).toEqual({
      customerType: 'private',
      pricingType: 'drive-away',
      location: null,
    });
    expect(parsePricingAndLocation({ customerType: 'mmba', pricingType: 'mmba', location: null })).toEqual({
      customerType: 'mmba',
      pricingType: 'mmba',
      location: null,
    });
  });

  it('rejects lease for anyone but business (spec 5) and drive-away for the lease customer type', () => {
    expect(parsePricingAndLocation({ customerType: 'private', pricingType: 'mmba', location: SYDNEY })).toBeNull();
    expect(parsePricingAndLocation({ customerType: 'mmba', pricingType: 'drive-away', location: SYDNEY })).toBeNull();
    expect(parsePricingAndLocation({ customerType: 'business', pricingType: 'drive-away', location: SYDNEY })).not.toBeNull();
  });

  it('rejects a state that is not one of the eight codes, a bad postcode or an empty suburb', () => {
    expect(parsePricingLocation({ ...SYDNEY, state: 'xyz' })).toBeNull();
    expect(parsePricingLocation({ ...SYDNEY, state: 'new south wales' })).toBeNull();
    expect(parsePricingLocation({ ...SYDNEY, postcode: '200' })).toBeNull();
    expect(parsePricingLocation({ ...SYDNEY, postcode: 2000 })).toBeNull();
    expect(parsePricingLocation({ ...SYDNEY, suburb: '   ' })).toBeNull();
    expect(parsePricingLocation({ ...SYDNEY, suburb: '<img src=x onerror=alert(1)>' })).toBeNull();
    // A whole payload with an invalid location is invalid, not applied without it.
    expect(
      parsePricingAndLocation({ customerType: 'private', pricingType: 'drive-away', location: { ...SYDNEY, state: 'zz' } }),
    ).toBeNull();
  });

  it('ignores junk, wrong types and unknown messages', () => {
    for (const junk of [
      null,
      undefined,
      0,
      'showStateBasedPricingModal',
      [],
      ['showStateBasedPricingModal'],
      {},
      { type: 42 },
      { type: 'setPOA', payload: true },
      { type: 'iframe.reactFormSubmit', payload: {} },
      { type: 'pricingAndLocationUpdate' },
      { type: 'pricingAndLocationUpdate', payload: 'private' },
      { type: 'pricingAndLocationUpdate', payload: { customerType: ['private'], pricingType: 'drive-away' } },
    ]) {
      expect(parseHostMessage(junk)).toBeNull();
    }
  });

  it('reads only own properties: __proto__ and a polluted prototype do not count', () => {
    const viaProto = JSON.parse('{"__proto__": {"type": "showStateBasedPricingModal"}}');
    expect(parseHostMessage(viaProto)).toBeNull();
    const inherited = Object.create({ type: 'showStateBasedPricingModal' });
    expect(parseHostMessage(inherited)).toBeNull();
    const payload = JSON.parse(
      '{"customerType":"private","pricingType":"drive-away","__proto__":{"location":{"suburb":"Evil","state":"nsw","postcode":"2000"}}}',
    );
    expect(parseHostMessage({ type: 'pricingAndLocationUpdate', payload })).toEqual({
      type: 'pricingAndLocationUpdate',
      payload: { customerType: 'private', pricingType: 'drive-away', location: null },
    });
    expect(({} as Record<string, unknown>).location).toBeUndefined();
  });

  it('survives getters that throw and huge strings', () => {
    const hostile = Object.defineProperty({}, 'type', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(parseHostMessage(hostile)).toBeNull();
    const huge = 'x'.repeat(2_000_000);
    expect(parseHostMessage({ type: huge })).toBeNull();
    expect(messageTypeOf({ type: huge })).toBeNull();
    expect(parsePricingLocation({ suburb: huge, state: 'nsw', postcode: '2000' })).toBeNull();
  });

  it('never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true, withSet: true }), (value) => {
        parseHostMessage(value);
        parseHostMessage({ type: 'pricingAndLocationUpdate', payload: value });
        messageTypeOf(value);
      }),
    );
  });
});

describe('who may send them', () => {
  const win = { parent: {} as unknown };
  const page = 'https://www.example.com.au';

  it('accepts the page itself and its parent from an allowed origin', () => {
    expect(isFromHostPage({ origin: page, source: win }, win, [page])).toBe(true);
    expect(isFromHostPage({ origin: page, source: win.parent }, win, [page])).toBe(true);
  });

  it('rejects a foreign origin even from the page window', () => {
    expect(isFromHostPage({ origin: 'https://evil.example', source: win }, win, [page])).toBe(false);
    expect(isFromHostPage({ origin: 'null', source: win }, win, [page])).toBe(false);
  });

  it('rejects a child frame even from an allowed origin', () => {
    expect(isFromHostPage({ origin: page, source: {} }, win, [page])).toBe(false);
    expect(isFromHostPage({ origin: page, source: null }, { parent: null }, [page])).toBe(false);
  });
});
