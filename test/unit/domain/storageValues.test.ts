/**
 * Issue 16, point 3: the saved build (spec 2, buildUrl) holds the build, not the
 * tracking noise of the page URL, so it always fits to be offered again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildUrlCode,
  MAX_BUILD_URL_LENGTH,
  parseBuildUrl,
  savedBuildUrl,
  parseContinueBuild,
  parseCta,
  parseRememberedRanges,
  rememberedRangesValue,
} from '../../../src/domain/storageValues';

describe('the saved build path', () => {
  it('keeps model-selection, option-sku and the cart, and nothing else', () => {
    expect(
      savedBuildUrl('/triton', 'utm_source=fb&model-selection=TR25GLX&option-sku=TR25GLX-W37&viewDrawer=get-a-quote&accessories=A1%2CA2'),
    ).toBe('/triton?model-selection=TR25GLX&option-sku=TR25GLX-W37&accessories=A1%2CA2');
    expect(savedBuildUrl('/asx', '')).toBe('/asx');
  });

  it('drops a 1 MB tracking value so the build can be offered next time', () => {
    const saved = savedBuildUrl('/triton', `utm_content=${'x'.repeat(1_000_000)}&model-selection=TR25GLX&option-sku=TR25GLX-W37`);
    expect(saved).toBe('/triton?model-selection=TR25GLX&option-sku=TR25GLX-W37');
    expect(parseBuildUrl(saved)).toBe(saved);
    expect(buildUrlCode(saved)).toBe('triton');
  });

  it('fits a full cart of 100 accessories of 64 characters', () => {
    const cart = Array.from({ length: 100 }, (_, i) => `${String(i).padStart(3, '0')}${'A'.repeat(61)}`).join('%2C');
    const saved = savedBuildUrl('/triton', `model-selection=TR25GLX&option-sku=TR25GLX-W37&accessories=${cart}`);
    expect(saved).not.toBeNull();
    expect(parseBuildUrl(saved)).toBe(saved);
  });

  it('whatever the page URL carries besides the build, the saved path is the same and can be read back (property)', () => {
    const build = 'model-selection=TR25GLX&option-sku=TR25GLX-W37';
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.string({ maxLength: 5_000 }))), (extras) => {
        const noise = extras
          .filter(([name]) => !['model', 'option', 'accessories'].some((own) => name.startsWith(own)))
          .map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
        const saved = savedBuildUrl('/triton', [...noise, build].join('&'));
        expect(saved).toBe(`/triton?${build}`);
        expect(saved!.length).toBeLessThanOrEqual(MAX_BUILD_URL_LENGTH);
        expect(buildUrlCode(saved)).toBe('triton');
      }),
    );
  });
});

describe('local storage values (spec 7)', () => {
  it('accepts only in-app build paths', () => {
    expect([
      parseBuildUrl('/triton/?model-selection=A'),
      parseBuildUrl('//evil.example'),
      parseBuildUrl('javascript:alert(1)'),
      parseBuildUrl(42),
    ]).toEqual(['/triton/?model-selection=A', null, null, null]);
    expect(buildUrlCode('#/outlander/?x=1')).toBe('outlander');
  });

  it("reads the continue flag and the CTA ('get-a-quote' | 'book-a-test-drive')", () => {
    expect([
      parseContinueBuild('true'),
      parseContinueBuild('yes'),
      parseCta('get-a-quote'),
      parseCta('book-a-test-drive'),
      parseCta('other'),
    ]).toEqual([true, false, 'get-a-quote', 'book-a-test-drive', null]);
  });
});

describe('the remembered ranges (issue 31: a repeat visit asks for its range at once)', () => {
  it('reads back the code, uid and year of each range it stored, and nothing else of them', () => {
    const stored = rememberedRangesValue([
      { code: 'triton', uid: 'MTE=', year: '2025', name: 'Triton' } as never,
      { code: 'asx', uid: 'MjI=', year: '' },
    ]);
    expect(stored).toBe('[{"code":"triton","uid":"MTE=","year":"2025"},{"code":"asx","uid":"MjI=","year":""}]');
    expect(parseRememberedRanges(stored)).toEqual([
      { code: 'triton', uid: 'MTE=', year: '2025' },
      { code: 'asx', uid: 'MjI=', year: '' },
    ]);
  });

  it('reads nothing from a missing, garbled or hostile value, and leaves out entries without a code or uid', () => {
    for (const raw of [null, '', 'not json', '{"code":"triton"}', '[1,"x",null]']) expect(parseRememberedRanges(raw)).toEqual([]);
    expect(
      parseRememberedRanges('[{"code":"triton","year":"2025"},{"code":"","uid":"a","year":"1"},{"code":"asx","uid":"b","year":"2024"}]'),
    ).toEqual([{ code: 'asx', uid: 'b', year: '2024' }]);
  });
});
