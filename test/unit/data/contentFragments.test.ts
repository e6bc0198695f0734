import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchContentFragment, fragmentHtmlFromJson } from '../../../src/data/contentFragments';

const GOOD = {
  class: ['assets/asset'],
  properties: {
    name: 'mmba',
    title: 'Business Advantage',
    contentFragment: true,
    elements: { main: { value: '<p>One weekly payment.</p>', ':type': 'text/html' } },
  },
};

function answer(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.restoreAllMocks());

describe('content fragments (spec 7, 8)', () => {
  it('reads properties.elements.main.value as HTML', async () => {
    expect(await fetchContentFragment('https://c.test/mmba.json', { fetchFn: answer(JSON.stringify(GOOD)) })).toBe(
      '<p>One weekly payment.</p>',
    );
  });

  it('sends the given headers (preview mode) and asks for JSON', async () => {
    const seen: Headers[] = [];
    const fetchFn: typeof fetch = async (_url, init) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify(GOOD));
    };
    await fetchContentFragment('https://c.test/mmba.json', { fetchFn, headers: { 'x-preview-version': '7' } });
    expect(seen[0]?.get('x-preview-version')).toBe('7');
    expect(seen[0]?.get('accept')).toBe('application/json');
  });

  it.each([404, 500, 503])('gives empty content for a %i answer', async (status) => {
    expect(await fetchContentFragment('https://c.test/mmba.json', { fetchFn: answer(JSON.stringify(GOOD), status) })).toBe('');
  });

  it('gives empty content for a body that is not JSON, and for a network error', async () => {
    expect(await fetchContentFragment('https://c.test/x.json', { fetchFn: answer('<html>oops') })).toBe('');
    const down: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await fetchContentFragment('https://c.test/x.json', { fetchFn: down })).toBe('');
  });

  it.each([
    ['no properties', { class: ['assets/asset'] }],
    ['no elements', { properties: { name: 'mmba' } }],
    ['no main element', { properties: { elements: { other: { value: '<p>x</p>' } } } }],
    ['no value', { properties: { elements: { main: {} } } }],
    ['a value that is not text', { properties: { elements: { main: { value: { html: '<p>x</p>' } } } } }],
    ['a blank value', { properties: { elements: { main: { value: '  \n ' } } } }],
    ['null', null],
    ['a list', [GOOD]],
  ])('gives empty content for %s', async (_name, body) => {
    expect(fragmentHtmlFromJson(body)).toBe('');
    expect(await fetchContentFragment('https://c.test/x.json', { fetchFn: answer(JSON.stringify(body)) })).toBe('');
  });

  it('logs a failure only when asked (the genuine-parts fragment, spec 8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fetchContentFragment('https://c.test/mmba.json', { fetchFn: answer('', 500) });
    expect(warn).not.toHaveBeenCalled();
    await fetchContentFragment('https://c.test/genuine-parts.json', { fetchFn: answer('', 500), logFailure: true });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('genuine-parts.json');
    expect(String(warn.mock.calls[0]?.[0])).toContain('500');
  });
});
