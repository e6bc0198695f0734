import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asArray,
  asBoolean,
  asNumber,
  asRecord,
  asString,
  at,
  isRecord,
  oneOf,
  own,
  parseJson,
  readList,
  str,
  text,
} from '../../../src/domain/read';

describe('the reader toolkit for untyped values', () => {
  it('tells plain objects from null, lists and scalars', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
    for (const value of [null, undefined, [], [1], 'x', 0, true]) expect(isRecord(value)).toBe(false);
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord([{ a: 1 }])).toBeNull();
    expect(asArray([1, 'a'])).toEqual([1, 'a']);
    expect(asArray({ 0: 'a', length: 1 })).toBeNull();
  });

  it('reads strings strictly (str, text) or as the store spells codes (asString)', () => {
    expect(str(' a ')).toBe(' a ');
    expect(str(2000)).toBeNull();
    expect(text('  Perth  ')).toBe('Perth');
    expect(text('   ')).toBeNull();
    expect(text(6000)).toBeNull();
    expect(asString('abc')).toBe('abc');
    expect(asString(2000)).toBe('2000');
    expect(asString(Number.NaN)).toBeNull();
    expect(asString(Infinity)).toBeNull();
    expect(asString(true)).toBeNull();
    expect(asString({ toString: () => 'x' })).toBeNull();
  });

  it('reads numbers that are finite, or text that spells one', () => {
    expect(asNumber(42.5)).toBe(42.5);
    expect(asNumber('42.5')).toBe(42.5);
    expect(asNumber(' 7 ')).toBe(7);
    for (const value of ['', '  ', 'abc', '1e999', Number.NaN, Infinity, -Infinity, null, true, [3]]) expect(asNumber(value)).toBeNull();
  });

  it('reads a store flag as true only for true, 1, "1" and "true"', () => {
    for (const value of [true, 1, '1', 'true']) expect(asBoolean(value)).toBe(true);
    for (const value of [false, 0, '0', 'false', 'yes', 'TRUE', null, undefined, {}]) expect(asBoolean(value)).toBe(false);
  });

  it('reads one of a list of strings, and nothing else', () => {
    const sizes = ['small', 'large'] as const;
    expect(oneOf(sizes, 'large')).toBe('large');
    expect(oneOf(sizes, 'LARGE')).toBeNull();
    expect(oneOf(sizes, ['large'])).toBeNull();
    expect(oneOf(sizes, 'toString')).toBeNull();
  });

  it('reads only own data properties: no prototype value, no getter, no throw', () => {
    expect(own({ type: 'a' }, 'type')).toBe('a');
    expect(own(Object.create({ type: 'a' }), 'type')).toBeUndefined();
    expect(own(JSON.parse('{"__proto__": {"type": "a"}}'), 'type')).toBeUndefined();
    const getter = Object.defineProperty({}, 'type', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    expect(own(getter, 'type')).toBeUndefined();
    expect(own(['a'], '0')).toBeUndefined();
    expect(own(null, 'type')).toBeUndefined();
    const proxy = new Proxy(
      {},
      {
        getOwnPropertyDescriptor() {
          throw new Error('trap');
        },
      },
    );
    expect(own(proxy, 'type')).toBeUndefined();
  });

  it('follows a path through objects and lists, null where a step is missing', () => {
    const answer = { categories: { items: [{ name: 'Triton', children: null }] } };
    expect(at(answer, 'categories', 'items', 0, 'name')).toBe('Triton');
    expect(at(answer, 'categories', 'items', 1, 'name')).toBeNull();
    expect(at(answer, 'categories', 'items', 0, 'children')).toBeNull();
    expect(at(answer, 'categories', 0)).toBeNull();
    expect(at(answer, 'categories', 'items', 'name')).toBeNull();
    expect(at('text', 'length')).toBeNull();
    expect(at(answer)).toBe(answer);
  });

  it('keeps the items of a list that read, in order, and drops the rest', () => {
    expect(readList(['a', 1, null, 'b', { c: 1 }], str)).toEqual(['a', 'b']);
    expect(readList([{ sku: 'A' }, 'x', { sku: 'B' }, []], asRecord)).toEqual([{ sku: 'A' }, { sku: 'B' }]);
    expect(readList([0, 1, 2], (n) => (n === 1 ? null : n))).toEqual([0, 2]);
    for (const notAList of [null, undefined, 'abc', { 0: 'a', length: 1 }]) expect(readList(notAList, str)).toEqual([]);
  });

  it('parses JSON text, null for none or for text that is not JSON', () => {
    expect(parseJson('{"a":[1,"b"]}')).toEqual({ a: [1, 'b'] });
    expect(parseJson('"x"')).toBe('x');
    expect(parseJson(null)).toBeNull();
    expect(parseJson('')).toBeNull();
    expect(parseJson('{a:1}')).toBeNull();
    expect(parseJson('undefined')).toBeNull();
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.anything({ withObjectString: true, withNullPrototype: true, withMap: true, withSet: true }),
        fc.string(),
        (value, key) => {
          isRecord(value);
          asRecord(value);
          asArray(value);
          str(value);
          text(value);
          asString(value);
          asNumber(value);
          asBoolean(value);
          oneOf(['a', 'b'], value);
          own(value, key);
          at(value, key, 0, key);
          readList(value, asString);
        },
      ),
    );
    fc.assert(fc.property(fc.string(), (raw) => void parseJson(raw)));
  });
});
