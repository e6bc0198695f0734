import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEW_ANGLES,
  INTERIOR_VIEW_ANGLES,
  accessoryListingUrl,
  contentFragmentUrl,
  exteriorImageUrl,
  exteriorListingUrl,
  generalAccessoryListingUrl,
  heroImageUrl,
  interiorListingUrl,
  keyFeaturesListingUrl,
  swatchUrl,
  variantImageUrl,
  variantListingUrl,
  yearSegment,
  type VehiclePathParts,
} from '../../src/data/assetPaths';
import { rangeByCode, readCatalog, startDemo, type DemoServer, type Json } from './demoServer';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo();
});
afterAll(() => server?.stop());

const base = () => server.url.replace(/\/$/, '');
const getJson = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.json();
};
const partsOf = (range: Json, product: Json): VehiclePathParts => ({
  nameForUrl: range.url_key,
  modelYearForUrl: yearSegment(range.year),
  subrangePath: product.subrange.path,
  name: product.name,
  bodyStyle: product.body_style,
  driveType: product.drive_type,
  fuelType: product.fuel_type,
  transmission: product.transmission,
});
const optionValues = (product: Json, code: string) =>
  product.configurable_options.find((o: Json) => o.attribute_code === code)?.values ?? [];

describe('vehicle asset listings', () => {
  const triton = rangeByCode('triton');
  const gls = triton.products.find((p: Json) => p.name === 'GLS');

  it('lists one image per view angle for a variant colour, and each image is an SVG', async () => {
    const colour = optionValues(gls, 'exterior_code')[1];
    const listing = await getJson(exteriorListingUrl(base(), partsOf(triton, gls), colour.option_slug));
    expect(listing.class).toEqual(['assets/folder']);
    const names = listing.entities.filter((e: Json) => e.class.includes('assets/asset')).map((e: Json) => e.properties.name);
    expect(names).toEqual(VIEW_ANGLES.map((a) => `${a}.svg`));
    for (const name of names) {
      const res = await fetch(exteriorImageUrl(base(), partsOf(triton, gls), colour.option_slug, name));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toContain('max-age');
      expect(res.headers.get('etag')).toBeTruthy();
      const svg = await res.text();
      expect(svg).toMatch(/^<svg /);
      expect(svg).toContain(colour.swatch_data.value);
      expect(svg).toContain(name.replace('.svg', ''));
    }
  });

  it('lists every catalog model and colour', async () => {
    for (const range of readCatalog().ranges)
      for (const product of range.products) {
        const slug = optionValues(product, 'exterior_code')[0].option_slug;
        const listing = await getJson(exteriorListingUrl(base(), partsOf(range, product), slug));
        expect(listing.entities).toHaveLength(VIEW_ANGLES.length);
      }
  });

  it("lists interior images named with the 'int' view context", async () => {
    const interior = optionValues(gls, 'interior_code')[0];
    const listing = await getJson(interiorListingUrl(base(), partsOf(triton, gls), interior.option_slug));
    expect(listing.entities.map((e: Json) => e.properties.name)).toEqual(INTERIOR_VIEW_ANGLES.map((a) => `int-${a}.svg`));
    const content = listing.entities[0].links.find((l: Json) => l.rel.includes('content')).href;
    expect(await (await fetch(content)).text()).toContain(interior.swatch_data.value);
  });

  it('serves the variant listing (spec 7.9) from demo/listings/ for the variants that have one', async () => {
    // demo/listings/ holds the GLS and GSR Double Cab Pick Up listings.
    const res = await fetch(variantListingUrl(base(), partsOf(triton, gls)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const listing = await res.json();
    const fragment = listing.entities.find((e: Json) => e.properties.contentFragment === true);
    expect(fragment.class).toEqual(['assets/asset']);
    expect(fragment.properties.elements.main.value).toContain('GLS Double Cab Pick Up: listed for this variant');
    const images = listing.entities.filter((e: Json) => e.properties.contentFragment === false).map((e: Json) => e.properties.name);
    const slugs = optionValues(gls, 'exterior_code').map((v: Json) => v.option_slug);
    expect(images).toEqual(slugs.map((slug: string) => `${slug}.svg`));
    // Each image it names is in the DAM, beside the colour folders.
    for (const slug of slugs) {
      const image = await fetch(variantImageUrl(base(), partsOf(triton, gls), `${slug}.svg`));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('answers a listing for every other variant (spec 7.9): its key features, a picture per colour and the colour folders, never a 404', async () => {
    const authored = new Set(['TR25GLSDCPI4DA', 'TR25GSRDCPI4DA']);
    let generated = 0;
    for (const range of readCatalog().ranges)
      for (const product of range.products) {
        const listing = await getJson(variantListingUrl(base(), partsOf(range, product)));
        const fragment = listing.entities.find((e: Json) => e.properties.contentFragment === true);
        expect(fragment.properties.name).toBe('key-features');
        const images = listing.entities.filter((e: Json) => e.properties.contentFragment === false).map((e: Json) => e.properties.name);
        const slugs = optionValues(product, 'exterior_code').map((v: Json) => v.option_slug);
        expect(images).toEqual(slugs.map((slug: string) => `${slug}.svg`));
        if (authored.has(product.sku)) continue;
        generated++;
        expect(fragment.properties.elements.main.value).toBe(product.key_features);
        expect(fragment.properties.elements.transmission.value).toBe(product.transmission);
        const folders = listing.entities.filter((e: Json) => e.class.includes('assets/folder')).map((e: Json) => e.properties.name);
        for (const slug of slugs) expect(folders).toContain(slug);
      }
    expect(generated).toBeGreaterThan(10);
    const glx = triton.products.find((p: Json) => p.sku === 'TR25GLXDCPI4DA');
    const image = await fetch(variantImageUrl(base(), partsOf(triton, glx), `${optionValues(glx, 'exterior_code')[0].option_slug}.svg`));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('lists key-features fragments per range and year', async () => {
    const listing = await getJson(keyFeaturesListingUrl(base(), 'triton', '2025'));
    expect(listing.entities).toHaveLength(triton.products.length);
    expect(listing.entities.every((e: Json) => e.properties.contentFragment && e.properties.elements.main.value.startsWith('<ul>'))).toBe(
      true,
    );
  });

  it('serves a hero image per range code', async () => {
    for (const range of readCatalog().ranges) {
      const res = await fetch(heroImageUrl(base(), range.code));
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(range.hero_colour);
    }
  });

  it('answers 304 for an image the client already has', async () => {
    const url = heroImageUrl(base(), 'triton');
    const etag = (await fetch(url)).headers.get('etag') ?? '';
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('serves swatch thumbnails from the store media path', async () => {
    const res = await fetch(swatchUrl(`${base()}/media/`, 'white-diamond'));
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<svg /);
  });
});

describe('accessory asset listings', () => {
  it('lists every range accessory image of the triton by sku', async () => {
    const triton = rangeByCode('triton');
    const listing = await getJson(accessoryListingUrl(base(), 'triton', '2025'));
    const names = new Set(listing.entities.map((e: Json) => e.properties.name));
    for (const a of triton.accessories.products) {
      if (a.image_folder !== 'range') continue;
      expect(names).toContain(`${a.sku}.svg`);
      for (const v of a.variants ?? []) expect(names).toContain(`${v.sku}.svg`);
    }
    expect(listing.entities.every((e: Json) => e.class.includes('assets/asset'))).toBe(true);
    const image = listing.entities[0].links.find((l: Json) => l.rel.includes('content')).href;
    expect(image).toMatch(/\/content\/dam\/mmal\/accessories\/triton\/2025\//);
    expect((await fetch(image)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('lists the general accessory images', async () => {
    const listing = await getJson(generalAccessoryListingUrl(base()));
    const general = readCatalog().ranges.flatMap((r: Json) => r.accessories.products.filter((a: Json) => a.image_folder === 'general'));
    expect(listing.entities.map((e: Json) => e.properties.name).sort()).toEqual(general.map((a: Json) => `${a.sku}.svg`).sort());
  });
});

describe('content fragments', () => {
  it.each(['genuine-parts', 'mmba', 'diamond-advantage'])('serves %s with HTML in properties.elements.main.value', async (name) => {
    const fragment = await getJson(contentFragmentUrl(base(), name));
    expect(fragment.properties.elements.main.value).toBe(readCatalog().content[name].html);
  });
});
