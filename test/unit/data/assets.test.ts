import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTERIOR_VIEW_ANGLES, VIEW_ANGLES } from '../../../src/data/assetPaths';
import { EMPTY_LISTING, fetchAssetListing, imagesFromListing, keyFeaturesFromListing, listingFromJson } from '../../../src/data/assets';

const image = (name: string) => ({ class: ['assets/asset'], properties: { name, title: name, contentFragment: false } });
const folder = (name: string) => ({ class: ['assets/folder'], properties: { name, title: name } });
const fragment = (name: string, elements: Record<string, unknown>) => ({
  class: ['assets/asset'],
  properties: { name, title: name, contentFragment: true, elements },
});

const exteriorListing = {
  class: ['assets/folder'],
  properties: { name: 'white-diamond' },
  entities: [image('rear-full.svg'), image('side.svg'), image('3-4-front.svg'), image('roof-left.svg'), image('sketch.svg')],
};

function answer(body: string, status = 200): typeof fetch {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.restoreAllMocks());

describe('asset listings (spec 7, 8)', () => {
  it('reads a good listing', async () => {
    const listing = await fetchAssetListing('https://a.test/x.json', answer(JSON.stringify(exteriorListing)));
    expect(listing.entities.map((e) => e.name)).toEqual(['rear-full.svg', 'side.svg', '3-4-front.svg', 'roof-left.svg', 'sketch.svg']);
  });

  it('gives an empty listing for a non-200 answer, and logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchAssetListing('https://a.test/x.json', answer(JSON.stringify(exteriorListing), 500))).toEqual(EMPTY_LISTING);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('500');
  });

  it('gives an empty listing for a body that is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchAssetListing('https://a.test/x.json', answer('<html>oops'))).toEqual(EMPTY_LISTING);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('gives an empty listing when there are no entities', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await fetchAssetListing('https://a.test/x.json', answer('{"errors":[{"message":"boom"}]}'))).toEqual(EMPTY_LISTING);
    expect(listingFromJson({ properties: {} })).toEqual(EMPTY_LISTING);
    expect(listingFromJson(null)).toEqual(EMPTY_LISTING);
    expect(listingFromJson({ entities: [null, 3, { properties: {} }] }).entities).toEqual([]);
  });

  it('gives an empty listing on a network error, never throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(fetchAssetListing('https://a.test/x.json', offline)).resolves.toEqual(EMPTY_LISTING);
  });
});

describe('images of a listing', () => {
  it('sorts exterior images in the spec 9 view-angle order, unknown angles last', () => {
    const images = imagesFromListing(listingFromJson(exteriorListing), VIEW_ANGLES, (name) => `https://dam.test/${name}`);
    expect(images.map((i) => i.angle)).toEqual(['3-4-front', 'side', 'rear-full', 'roof-left', 'sketch']);
    expect(images[0]?.url).toBe('https://dam.test/3-4-front.svg');
  });

  it('reads interior angles without the int- prefix', () => {
    const listing = listingFromJson({ entities: [image('int-rear-full.svg'), image('int-front-full.svg'), image('int-side.svg')] });
    const images = imagesFromListing(listing, INTERIOR_VIEW_ANGLES, (name) => name, 'int-');
    expect(images.map((i) => i.angle)).toEqual(['front-full', 'side', 'rear-full']);
    expect(images.map((i) => i.fileName)).toEqual(['int-front-full.svg', 'int-side.svg', 'int-rear-full.svg']);
  });

  it('leaves out folders, fragments and files that are not images', () => {
    const listing = listingFromJson({
      entities: [folder('white-diamond'), fragment('key-features', { main: { value: '<p>x</p>' } }), image('notes.txt'), image('side.png')],
    });
    expect(imagesFromListing(listing, VIEW_ANGLES, (n) => n).map((i) => i.fileName)).toEqual(['side.png']);
  });
});

describe('key-feature fragments', () => {
  const elements = {
    main: { value: '<ul><li>Bi-turbo diesel</li></ul>', ':type': 'text/html' },
    model: { value: 'GLS' },
    bodyStyle: { value: 'Double Cab' },
    driveAndFuelType: { value: '4WD Diesel' },
    transmission: { value: '6-speed automatic' },
    disclaimers: { value: ['Features vary by model and grade.'], multiValue: true },
  };

  it('reads each fragment as a key-feature entry', () => {
    const listing = listingFromJson({ entities: [fragment('pick-up-gls-double-cab-4wd-diesel-6-speed-automatic', elements)] });
    expect(keyFeaturesFromListing(listing)).toEqual([
      {
        keyFeaturesHtml: '<ul><li>Bi-turbo diesel</li></ul>',
        model: 'GLS',
        bodyStyle: 'Double Cab',
        driveAndFuelType: '4WD Diesel',
        transmission: '6-speed automatic',
        disclaimers: [{ marker: '', text: 'Features vary by model and grade.' }],
      },
    ]);
  });

  it('leaves out images and fragments without HTML; a missing field is null', () => {
    const listing = listingFromJson({
      entities: [image('side.svg'), fragment('empty', { model: { value: 'GLX' } }), fragment('bare', { main: { value: '<p>Any</p>' } })],
    });
    expect(keyFeaturesFromListing(listing)).toEqual([
      { keyFeaturesHtml: '<p>Any</p>', model: null, bodyStyle: null, driveAndFuelType: null, transmission: null, disclaimers: [] },
    ]);
  });
});
