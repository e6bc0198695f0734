import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formOrigin,
  invalidFormFields,
  isFromFormFrame,
  parseDealer,
  parseFormData,
  parseFormMessage,
} from '../../../src/host/formMessages';

const dealer = {
  name: 'Parramatta Mitsubishi',
  address: { street: '10 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '02 9630 0000' },
};

describe('form frame messages (spec 7, received)', () => {
  it('reads iframe.showReactThankyouContent', () => {
    expect(
      parseFormMessage({ type: 'iframe.showReactThankyouContent', payload: { customerName: ' Jane ', numberOfVehicles: '5+' } }),
    ).toEqual({
      type: 'iframe.showReactThankyouContent',
      payload: { customerName: 'Jane', numberOfVehicles: '5+' },
    });
  });

  it('reads a number of vehicles given as a number, and missing fields as empty text', () => {
    expect(parseFormMessage({ type: 'iframe.showReactThankyouContent', payload: { numberOfVehicles: 5 } })).toEqual({
      type: 'iframe.showReactThankyouContent',
      payload: { customerName: '', numberOfVehicles: '5' },
    });
    expect(parseFormMessage({ type: 'iframe.showReactThankyouContent' })).toEqual({
      type: 'iframe.showReactThankyouContent',
      payload: { customerName: '', numberOfVehicles: '' },
    });
  });

  it('reads mmal.selectedDealerUpdate with the dealer, its phone on the address or on the dealer', () => {
    expect(parseFormMessage({ type: 'mmal.selectedDealerUpdate', payload: { dealer } })).toEqual({
      type: 'mmal.selectedDealerUpdate',
      payload: { dealer },
    });
    const { phone, ...address } = dealer.address;
    expect(parseDealer({ name: dealer.name, address, phone })).toEqual(dealer);
  });

  it('reads a dealer without a name, or not an object, as no dealer', () => {
    expect(parseFormMessage({ type: 'mmal.selectedDealerUpdate', payload: { dealer: { address: dealer.address } } })).toEqual({
      type: 'mmal.selectedDealerUpdate',
      payload: { dealer: null },
    });
    expect(parseDealer('Parramatta')).toBeNull();
    expect(parseDealer({ name: 'X', address: 'nowhere' })).toEqual({
      name: 'X',
      address: { street: '', city: '', region: '', postcode: '', phone: '' },
    });
  });

  it('reads iframe.reactFormSubmit form data from an object or name/value pairs, keeping scalars only', () => {
    expect(
      parseFormMessage({
        type: 'iframe.reactFormSubmit',
        payload: { formData: { first_name: 'Jane', vehicles: 1, consent: true, nested: { a: 1 } } },
      }),
    ).toEqual({
      type: 'iframe.reactFormSubmit',
      payload: { formData: { first_name: 'Jane', vehicles: '1', consent: 'true' }, invalidFields: ['nested'] },
    });
    expect(parseFormData([{ name: 'email', value: 'jane@example.com' }, { value: 'x' }, 'junk'])).toEqual({ email: 'jane@example.com' });
    expect(parseFormData(null)).toEqual({});
    expect(
      invalidFormFields([
        { name: 'email', value: 'j@example.com' },
        { name: 'dealer', value: null },
        { name: 'n', value: 1 },
      ]),
    ).toEqual(['dealer']);
    expect(invalidFormFields({ a: undefined, b: [], c: 'x', d: false })).toEqual(['a', 'b']);
    expect(invalidFormFields('junk')).toEqual([]);
    expect(Object.keys(parseFormData(Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`f${i}`, 'v'])))).length).toBe(100);
  });

  it('reads the same messages sent as JSON text', () => {
    expect(
      parseFormMessage(JSON.stringify({ type: 'iframe.showReactThankyouContent', payload: { customerName: 'Jo', numberOfVehicles: '1' } }))
        ?.type,
    ).toBe('iframe.showReactThankyouContent');
  });

  it('ignores anything else without throwing', () => {
    const junk: unknown[] = [
      null,
      undefined,
      42,
      'not json',
      '{"type":',
      [],
      {},
      { type: 42 },
      { type: 'showStateBasedPricingModal' },
      { type: 'iframe.unknown', payload: {} },
      { type: '__proto__' },
      Object.create(null),
    ];
    for (const data of junk) expect(parseFormMessage(data)).toBeNull();
    expect(parseFormMessage({ type: 'iframe.showReactThankyouContent', payload: 'Jane' })).toEqual({
      type: 'iframe.showReactThankyouContent',
      payload: { customerName: '', numberOfVehicles: '' },
    });
  });

  it('cuts long text to 500 characters', () => {
    const parsed = parseFormMessage({ type: 'iframe.showReactThankyouContent', payload: { customerName: 'a'.repeat(2000) } });
    expect(parsed?.type === 'iframe.showReactThankyouContent' && parsed.payload.customerName.length).toBe(500);
  });
});

describe('messages too large to read (issue 27.4)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A submit message whose form data has `count` fields, each value counting how often it is read. */
  function hugeSubmit(count: number) {
    const reads = { count: 0 };
    const formData: Record<string, string> = {};
    for (let i = 0; i < count; i++) {
      Object.defineProperty(formData, `field${i}`, {
        enumerable: true,
        get: () => {
          reads.count += 1;
          return 'value';
        },
      });
    }
    return { message: { type: 'iframe.reactFormSubmit', payload: { formData } }, reads };
  }

  it('refuses a submit of 200,000 fields by its size, reading none of its values, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { message, reads } = hugeSubmit(200_000);
    expect(parseFormMessage(message)).toBeNull();
    expect(reads.count).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^bp-configurator: a message from the dealer form was refused/);
  });

  it('refuses JSON text over 100,000 characters without parsing it, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parse = vi.spyOn(JSON, 'parse');
    const text = JSON.stringify({ type: 'iframe.reactFormSubmit', payload: { formData: { note: 'x'.repeat(100_000) } } });
    expect(parseFormMessage(text)).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('still reads a submit of a few dozen fields', () => {
    const { message } = hugeSubmit(40);
    const parsed = parseFormMessage(message);
    expect(parsed?.type === 'iframe.reactFormSubmit' && Object.keys(parsed.payload.formData)).toHaveLength(40);
  });
});

describe('who may send them', () => {
  const frameWindow = { name: 'frame' };

  it("accepts only the frame's own window from the form's origin", () => {
    expect(isFromFormFrame({ source: frameWindow, origin: 'https://www.test' }, frameWindow, 'https://www.test')).toBe(true);
    expect(isFromFormFrame({ source: {}, origin: 'https://www.test' }, frameWindow, 'https://www.test')).toBe(false);
    expect(isFromFormFrame({ source: frameWindow, origin: 'https://evil.test' }, frameWindow, 'https://www.test')).toBe(false);
    expect(isFromFormFrame({ source: null, origin: 'https://www.test' }, null, 'https://www.test')).toBe(false);
    expect(isFromFormFrame({ source: frameWindow, origin: 'null' }, frameWindow, null)).toBe(false);
  });

  it("resolves the form's origin against the page", () => {
    expect(formOrigin('/content/mmal/au/en/jotforms/bpc-dealer-quote.html', 'https://www.test/build')).toBe('https://www.test');
    expect(formOrigin('https://forms.test/q.html', 'https://www.test/')).toBe('https://forms.test');
    expect(formOrigin('http://[bad', 'https://www.test/')).toBeNull();
  });
});
