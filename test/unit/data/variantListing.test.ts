import { describe, expect, it, vi } from 'vitest';
import { fetchAssetListing, listingFromJson } from '../../../src/data/assets';
import { listedColourImage, variantListingOf } from '../../../src/data/variantListing';

const urlOf = (file: string) => `https://dam.test/content/dam/v/${file}`;
const image = (name: unknown) => ({ class: ['assets/asset'], properties: { name, contentFragment: false } });
const fragment = (main: unknown) => ({
  class: ['assets/asset'],
  properties: { name: 'key-features', contentFragment: true, elements: { main: { value: main }, disclaimers: { value: ['Varies.'] } } },
});
const read = (json: unknown) => variantListingOf(listingFromJson(json), urlOf);

describe('the variant listing (spec 7.9)', () => {
  it('reads the images and the key-features fragment it names', () => {
    const listing = read({ entities: [image('white-diamond.svg'), fragment('<ul><li>Listed</li></ul>'), image('red-diamond.png')] });
    expect(listing?.images).toEqual([
      { fileName: 'white-diamond.svg', url: 'https://dam.test/content/dam/v/white-diamond.svg' },
      { fileName: 'red-diamond.png', url: 'https://dam.test/content/dam/v/red-diamond.png' },
    ]);
    expect(listing?.keyFeature?.keyFeaturesHtml).toBe('<ul><li>Listed</li></ul>');
    expect(listing?.keyFeature?.disclaimers).toEqual([{ marker: '', text: 'Varies.' }]);
    expect(listedColourImage(listing, 'red-diamond')).toBe('https://dam.test/content/dam/v/red-diamond.png');
    expect(listedColourImage(listing, 'jet-black')).toBeNull();
  });

  it('is absent (null, the caller falls back) for an empty, malformed or foreign answer', () => {
    for (const json of [{}, { entities: [] }, { entities: 'x' }, null, 42, [], { entities: [{ class: 'x' }, null, 7] }])
      expect(read(json)).toBeNull();
    expect(listedColourImage(null, 'white-diamond')).toBeNull();
  });

  it('leaves out hostile image names: schemes, paths, queries, markup, non-pictures', () => {
    const listing = read({
      entities: [
        image('javascript:alert(1).svg'),
        image('../../../evil.svg'),
        image('a/b.svg'),
        image('x.svg?y=1'),
        image('<img src=x onerror=alert(1)>.svg'),
        image('page.html'),
        image({ toString: 'x' }),
        image('ok.svg'),
      ],
    });
    expect(listing?.images.map((i) => i.fileName)).toEqual(['ok.svg']);
  });

  it('keeps a fragment’s HTML as data (it is shown through the sanitiser) and drops one without HTML', () => {
    expect(read({ entities: [fragment('<script>bad()</script><b>ok</b>')] })?.keyFeature?.keyFeaturesHtml).toBe(
      '<script>bad()</script><b>ok</b>',
    );
    expect(read({ entities: [fragment('  ')] })).toBeNull();
    expect(read({ entities: [fragment({ html: 'x' })] })).toBeNull();
  });

  it('reads as absent when the listing answers 404, is not JSON, or the request fails (a slow answer is aborted)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answer = (response: Response) => vi.fn(async () => response) as unknown as typeof fetch;
    const timedOut = vi.fn(async () => {
      throw new DOMException('The operation timed out.', 'TimeoutError');
    }) as unknown as typeof fetch;
    for (const fetchFn of [answer(new Response('{}', { status: 404 })), answer(new Response('{"entities": [', { status: 200 })), timedOut])
      expect(variantListingOf(await fetchAssetListing('https://dam.test/api/assets/v.json', fetchFn), urlOf)).toBeNull();
    vi.restoreAllMocks();
  });
});
