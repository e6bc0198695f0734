/**
 * Property tests for what a page or a frame can hand the element: the dealer form
 * frame's messages and the hash route's query. Each parser is total: any value in,
 * a value out, never a throw (the page-message parser and the element attributes
 * have theirs in test/unit/host).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDealer, parseFormData, parseFormMessage } from '../../../src/host/formMessages';
import { formQuery, parseAccessoriesParam, parseConfiguratorParams, queryPairs, safeDecode } from '../../../src/domain/urlParams';
import { buildLinkQuery, parsePricedFor } from '../../../src/domain/buildLink';
import type { PricingContext } from '../../../src/domain/types';

const PRIVATE_NSW: PricingContext = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' };

const FORM_TYPES = ['iframe.showReactThankyouContent', 'mmal.selectedDealerUpdate', 'iframe.reactFormSubmit'];
const anything = fc.anything({
  withObjectString: true,
  withNullPrototype: true,
  withMap: true,
  withSet: true,
  withBigInt: true,
  withDate: true,
});

/** Messages shaped like the frame's, with junk payloads (and __proto__ keys). */
const formLike = fc.oneof(
  anything,
  fc.record({ type: fc.constantFrom(...FORM_TYPES), payload: anything }),
  fc.record({
    type: fc.constantFrom(...FORM_TYPES),
    payload: fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'dealer', 'formData', 'customerName', 'numberOfVehicles', 'name'),
      anything,
    ),
  }),
  fc.constantFrom(...FORM_TYPES).chain((type) => fc.jsonValue().map((payload) => JSON.stringify({ type, payload }))),
  fc.string().map((junk) => `{"type":"mmal.selectedDealerUpdate","payload":${junk}`),
);

/** Query text: percent-encoding junk, unicode, lone surrogates and ?/&/=/# soup. */
const queryText = fc.oneof(
  fc.string({ unit: 'grapheme-composite', maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc
    .array(
      fc.constantFrom(
        '?',
        '&',
        '=',
        '#',
        '%',
        '%E0%A4%A',
        '%zz',
        '%',
        '+',
        'model-selection',
        'option-sku',
        'accessories',
        ',',
        '\u0000',
        '\uD800',
        'é',
        '🚗',
        '/',
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join('')),
);

describe('dealer form frame messages', () => {
  it('parseFormMessage never throws and gives a known type or null', () => {
    fc.assert(
      fc.property(formLike, (value) => {
        const message = parseFormMessage(value);
        expect(message === null || FORM_TYPES.includes(message.type)).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('parseDealer and parseFormData never throw; form data holds strings only', () => {
    fc.assert(
      fc.property(anything, (value) => {
        parseDealer(value);
        const data = parseFormData(value);
        for (const entry of Object.values(data)) expect(typeof entry).toBe('string');
        expect(Object.getPrototypeOf(data) === Object.prototype || Object.getPrototypeOf(data) === null).toBe(true);
      }),
      { numRuns: 600 },
    );
  });

  it('a __proto__ key in form data does not pollute Object.prototype', () => {
    parseFormData(JSON.parse('{"__proto__": {"polluted": "yes"}, "firstName": "Jo"}'));
    parseFormMessage('{"type":"iframe.reactFormSubmit","payload":{"formData":{"__proto__":{"polluted":"yes"}}}}');
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
  });
});

describe('hash route query parsers', () => {
  it('never throw on any text, and stay within their shapes', () => {
    fc.assert(
      fc.property(queryText, fc.constantFrom('#/triton?', '#/triton/submit?', '#/', '', '?', '#/all-new-triton/x?'), (text, prefix) => {
        const input = prefix + text;
        safeDecode(text);
        for (const [key, value] of queryPairs(input)) expect(typeof key === 'string' && typeof value === 'string').toBe(true);
        const params = parseConfiguratorParams(input);
        for (const value of Object.values(params)) expect(value === null || typeof value === 'string').toBe(true);
        const cart = parseAccessoriesParam(input);
        expect(cart.length).toBeLessThanOrEqual(100);
        expect(typeof formQuery(input)).toBe('string');
        expect(typeof buildLinkQuery(input, 'TR25GLXSCCA2PM', 'TR25GLXSCCA2PM-W32', cart, PRIVATE_NSW)).toBe('string');
      }),
      { numRuns: 800 },
    );
  });

  it('never throw on values that are not text', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(queryPairs(value)).toEqual(Array.isArray(queryPairs(value)) ? queryPairs(value) : []);
        parseConfiguratorParams(value);
        parseAccessoriesParam(value);
        formQuery(value);
        parsePricedFor(value);
      }),
      { numRuns: 300 },
    );
  });

  it('write a lone surrogate as U+FFFD instead of throwing URIError', () => {
    expect(formQuery('#/triton?utm=a\uD800b')).toBe('utm=a%EF%BF%BDb');
    expect(buildLinkQuery('#/triton?\uDC00=1', 'M', 'V', ['MZ\uD800'], PRIVATE_NSW)).toBe(
      '%EF%BF%BD=1&model-selection=M&option-sku=V&accessories=MZ%EF%BF%BD&priced-for=private.drive-away.nsw',
    );
    expect(formQuery('#/triton?car=\uD83D\uDE97')).toBe('car=%F0%9F%9A%97');
  });

  it('read an 8 KB value without trouble', () => {
    const long = 'x'.repeat(8 * 1024);
    expect(parseConfiguratorParams(`#/triton?model-selection=${long}`).modelSelection).toBe(long);
    expect(parseAccessoriesParam(`#/triton?accessories=${long},MZ1`)).toEqual(['MZ1']);
  });
});
