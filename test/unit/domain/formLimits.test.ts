/**
 * Issue 16, points 2 and 7: long tracking links and personal data in the page
 * URL. The form's url field and frame URL stay within their limits, keep the
 * build, and carry no e-mail address.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enquiryFormUrl, type EnquiryHiddenFields } from '../../../src/domain/enquiryForm';
import { FORM_LIMITS, formPageUrl, formSafeParams, hiddenFieldList, looksLikePersonalData } from '../../../src/domain/formLimits';

const BUILD = 'model-selection=TR25GLX&option-sku=TR25GLX-W37';
const FIELDS = {
  model: 'Triton GLX',
  sku: 'TR25GLX-W37',
  url: 'https://www.test/#/triton',
  accessories: 'Tow bar',
} as unknown as EnquiryHiddenFields;
const EXTRAS = { cta: 'get-a-quote', parentOrigin: 'https://www.test' } as const;

describe('the url field', () => {
  it('drops a 2,100-character utm_content and keeps the rest of the link', () => {
    const url = formPageUrl(`https://www.test/bp?utm_source=fb&utm_content=${'x'.repeat(2_100)}#/triton?${BUILD}`);
    expect(url).toBe(`https://www.test/bp?utm_source=fb#/triton?${BUILD}`);
  });

  it('drops a 1 MB parameter in the hash route too', () => {
    expect(formPageUrl(`https://www.test/#/triton?junk=${'y'.repeat(1_000_000)}&${BUILD}`)).toBe(`https://www.test/#/triton?${BUILD}`);
  });

  it('leaves out parameters that carry an e-mail address', () => {
    expect(formPageUrl(`https://www.test/bp?email=jane%40example.com&utm_source=fb#/triton?${BUILD}&ref=mailto:jo@x.com.au`)).toBe(
      `https://www.test/bp?utm_source=fb#/triton?${BUILD}`,
    );
  });

  it('many short tracking values: the longest go first until it fits', () => {
    const many = Array.from({ length: 40 }, (_, i) => `t${i}=${'v'.repeat(100 + i)}`).join('&');
    const url = formPageUrl(`https://www.test/bp?${many}#/triton?${BUILD}`);
    expect(url.length).toBeLessThanOrEqual(FORM_LIMITS.hiddenField);
    expect(url).toContain(`#/triton?${BUILD}`);
    expect(url).toContain('t0=');
    expect(url).not.toContain('t39=');
  });

  it('whatever the link carries, the url field fits, keeps the build and has no e-mail (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,10}$/), fc.oneof(fc.string({ maxLength: 3_000 }), fc.emailAddress()))),
        fc.boolean(),
        (extras, inRoute) => {
          const noise = extras.filter(([name]) => !['model', 'option', 'accessories'].some((own) => name.startsWith(own)));
          const query = noise.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
          const url = inRoute ? `https://www.test/bp#/triton?${query}&${BUILD}` : `https://www.test/bp?${query}#/triton?${BUILD}`;
          const field = formPageUrl(url);
          expect(field.length).toBeLessThanOrEqual(FORM_LIMITS.hiddenField);
          expect(field.endsWith(BUILD)).toBe(true);
          expect(looksLikePersonalData(decodeURIComponent(field))).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the accessories field', () => {
  it('lists every accessory when they fit, and says how many more when they do not', () => {
    expect(hiddenFieldList(['Tow bar', 'Bonnet protector'])).toBe('Tow bar, Bonnet protector');
    const long = Array.from({ length: 100 }, (_, i) => `Accessory number ${i} with a long title`);
    const text = hiddenFieldList(long);
    expect(text.length).toBeLessThanOrEqual(FORM_LIMITS.hiddenField);
    expect(text).toMatch(/^Accessory number 0 with a long title, .*… and \d+ more$/);
  });
});

describe('the form frame URL', () => {
  it('passes short tracking parameters through and leaves out oversize and personal ones', () => {
    const url = enquiryFormUrl(
      '/form.html',
      [`?utm_source=fb&utm_content=${'x'.repeat(1_000_000)}&email=jane@example.com`, `?${BUILD}`],
      FIELDS,
      EXTRAS,
    );
    const params = new URL(url, 'https://www.test/').searchParams;
    expect(params.get('utm_source')).toBe('fb');
    expect(params.has('utm_content')).toBe(false);
    expect(params.has('email')).toBe(false);
    expect(params.get('model-selection')).toBe('TR25GLX');
    expect(params.get('sku')).toBe('TR25GLX-W37');
    expect(url.length).toBeLessThanOrEqual(FORM_LIMITS.frameUrl);
  });

  it('stays within its limit when the page query is a 20,000-character model-selection (5,500 commas and more)', () => {
    for (const query of [
      `?model-selection=${','.repeat(5_500)}`,
      `?model-selection=${'TR25GLX,'.repeat(2_500)}`,
      `?${'model-selection=TR25GLX&'.repeat(1_200)}`,
    ]) {
      const url = enquiryFormUrl('https://forms.test/q.html', [query, `?${BUILD}`], FIELDS, EXTRAS);
      expect(url.length).toBeLessThanOrEqual(FORM_LIMITS.frameUrl);
      const params = new URL(url).searchParams;
      for (const [name, value] of Object.entries(FIELDS)) expect(params.get(name)).toBe(value);
    }
    // Before: 20,491 characters for 5,500 commas, which the form server refuses.
    expect(enquiryFormUrl('https://forms.test/q.html', [`?model-selection=${','.repeat(5_500)}`], FIELDS, EXTRAS)).not.toContain(',,,');
  });

  it('stays within its limit and keeps every hidden field whatever the page carries (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.string({ maxLength: 600 })), { maxLength: 60 }), (extras) => {
        const query = extras.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
        const url = enquiryFormUrl('https://forms.test/q.html', [`?${query}`], FIELDS, EXTRAS);
        expect(url.length).toBeLessThanOrEqual(FORM_LIMITS.frameUrl);
        const params = new URL(url).searchParams;
        for (const [name, value] of Object.entries(FIELDS)) expect(params.get(name)).toBe(value);
        expect(params.get('CTA')).toBe('get-a-quote');
      }),
      { numRuns: 200 },
    );
  });
});

describe('the parameters the form may receive', () => {
  it('are read once, decoded, as name and value (urlParams.queryPairs), and encoded only when a URL is written', () => {
    expect(formSafeParams('?utm_source=big%20sale&gclid=x&note=a%26b%3Dc&email=jo%40x.com')).toEqual([
      ['utm_source', 'big sale'],
      ['note', 'a&b=c'],
    ]);
  });
});
