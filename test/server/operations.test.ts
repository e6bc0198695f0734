import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessoriesUrlKey,
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
  vehicleOffersQueries,
} from '../../src/data/queries';
import { postGraphql, rangeByCode, readCatalog, startDemo, type DemoServer, type Json } from './demoServer';

let server: DemoServer;
beforeAll(async () => {
  server = await startDemo();
});
afterAll(() => server?.stop());

describe('GetAllVehicleRanges', () => {
  it('lists the ranges of category 31 in catalog order', async () => {
    const { status, body } = await postGraphql(server.url, getAllVehicleRangesQuery);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const children = body.data.categories.items[0].children;
    const ranges = readCatalog().ranges;
    expect(children).toEqual(
      ranges.map((r: Json) => ({
        code: r.code,
        name: r.name,
        range: r.range,
        uid: r.uid,
        year: r.year,
        ready_for_render: r.ready_for_render,
      })),
    );
  });
});

describe('GetVehiclesInRange', () => {
  it("answers the triton's models, options and variants from the catalog, without prices", async () => {
    const triton = rangeByCode('triton');
    const { status, body } = await postGraphql(server.url, getVehiclesInRangeQuery, { ids: [triton.uid] });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const [category] = body.data.categories.items;
    expect(category).toMatchObject({ name: 'Triton', year: '2025', url_key: 'triton' });
    expect(category.products.items).toHaveLength(triton.products.length);
    const first = category.products.items[0];
    const expected = triton.products[0];
    expect(first.sku).toBe(expected.sku);
    expect(first.subrange).toEqual(expected.subrange);
    expect(first.offer).toBeUndefined();
    const variant = first.variants[0];
    expect(variant.product.sku).toBe(expected.variants[0].sku);
    expect(variant.product.compatible_accessories).toEqual(expected.variants[0].compatible_accessories);
    expect(variant.product.offer).toBeUndefined();
  });

  it("answers each variant's stock as Adobe Commerce does: IN_STOCK or OUT_OF_STOCK, only_x_left_in_stock a count or null (issue 32.2)", async () => {
    const triton = rangeByCode('triton');
    const { body } = await postGraphql(server.url, getVehiclesInRangeQuery, { ids: [triton.uid] });
    expect(body.errors).toBeUndefined();
    const answered = body.data.categories.items[0].products.items.flatMap((p: Json) => p.variants.map((v: Json) => v.product));
    const listed = triton.products.flatMap((p: Json) => p.variants);
    expect(answered.map((v: Json) => [v.sku, v.stock_status, v.only_x_left_in_stock])).toEqual(
      listed.map((v: Json) => [v.sku, v.stock_status, v.only_x_left_in_stock]),
    );
    const statuses = new Set(answered.map((v: Json) => v.stock_status));
    expect([...statuses].sort()).toEqual(['IN_STOCK', 'OUT_OF_STOCK']);
    for (const v of answered) {
      if (v.stock_status === 'OUT_OF_STOCK') expect(v.only_x_left_in_stock).toBeNull();
      else expect(v.only_x_left_in_stock === null || v.only_x_left_in_stock > 0).toBe(true);
    }
    expect(answered.some((v: Json) => typeof v.only_x_left_in_stock === 'number')).toBe(true);
  });

  it('gives option values their slug and swatch', async () => {
    const triton = rangeByCode('triton');
    const { body } = await postGraphql(server.url, getVehiclesInRangeQuery, { ids: [triton.uid] });
    const gls = body.data.categories.items[0].products.items.find((p: Json) => p.name === 'GLS');
    const exterior = gls.configurable_options.find((o: Json) => o.attribute_code === 'exterior_code');
    const premium = exterior.values.find((v: Json) => v.option_slug === 'white-diamond');
    expect(premium.swatch_data.value).toMatch(/^#[0-9A-F]{6}$/i);
    expect(premium.pricing).toBeUndefined();
  });

  it('answers nothing for an unknown uid', async () => {
    const { body } = await postGraphql(server.url, getVehiclesInRangeQuery, { ids: ['bm9uZQ=='] });
    expect(body.data.categories.items).toEqual([]);
  });
});

describe('GetVehicleOffers', () => {
  it("answers one customer type's offers and option prices for every model and variant, in every state", async () => {
    const triton = rangeByCode('triton');
    const { status, body } = await postGraphql(server.url, vehicleOffersQueries.private, { ids: [triton.uid] });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const items: Json[] = body.data.categories.items[0].products.items;
    expect(items.map((p) => p.sku)).toEqual(triton.products.map((p: Json) => p.sku));
    const [first] = items;
    const expected = triton.products[0];
    expect(Object.keys(first.offer)).toEqual(['private']);
    expect(first.offer.private.price.nsw.value).toBe(expected.offer.private.price.nsw.value);
    expect(first.offer.private.price.nsw.value).toBe(35990);
    expect(first.variants[0].product.sku).toBe(expected.variants[0].sku);
    expect(first.variants[0].product.offer.private.price.value).toBe(expected.variants[0].offer.private.price.value);
    const gls = items.find((p) => p.sku === triton.products.find((m: Json) => m.name === 'GLS').sku) as Json;
    const exterior = gls.configurable_options.find((o: Json) => o.attribute_code === 'exterior_code');
    const prices = exterior.values.map((v: Json) => v.pricing.private.nsw_value);
    expect(prices).toContain(740);
  });

  it('answers the lease terms with the mmba offers', async () => {
    const triton = rangeByCode('triton');
    const { body } = await postGraphql(server.url, vehicleOffersQueries.mmba, { ids: [triton.uid] });
    const [first] = body.data.categories.items[0].products.items;
    expect(first.offer.mmba.price.lease_terms).toEqual({ mileage: 15000, months: 60 });
  });
});

describe('GetAccessoriesInRange', () => {
  it("answers the triton's accessories with their rule lists", async () => {
    const triton = rangeByCode('triton');
    const key = accessoriesUrlKey(triton.code, triton.year);
    const { status, body } = await postGraphql(server.url, getAccessoriesInRangeQuery, { urlKeys: [key] });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.categories.total_count).toBe(1);
    const [category] = body.data.categories.items;
    expect(category.url_key).toBe('triton-2025-accessories');
    expect(category.products.total_count).toBe(triton.accessories.products.length);
    const items: Json[] = category.products.items;
    const towbar = triton.accessories.products.find((a: Json) => a.title === 'Heavy duty towbar');
    const served = items.find((i) => i.sku === towbar.sku);
    expect(served.related_products.map((p: Json) => p.sku)).toEqual(towbar.related_products);
    expect(served.price_range.minimum_price.final_price).toEqual({ value: towbar.price, currency: 'AUD' });
    const hardLid = items.find((i) => i.title === 'Hard lid');
    expect(hardLid.__typename).toBe('ConfigurableProduct');
    expect(hardLid.configurable_options[0].attribute_code).toBe('color');
    expect(hardLid.variants[0].product.color).toBe(hardLid.configurable_options[0].values[0].value_index);
    expect(hardLid.media_gallery[0].url).toMatch(/\/content\/dam\/mmal\/accessories\/triton\/2025\/MZ\d+\.svg$/);
  });

  it('answers several ranges at once', async () => {
    const keys = readCatalog().ranges.map((r: Json) => accessoriesUrlKey(r.code, r.year));
    const { body } = await postGraphql(server.url, getAccessoriesInRangeQuery, { urlKeys: keys });
    expect(body.data.categories.items.map((c: Json) => c.url_key)).toEqual(keys);
  });
});

describe('GetStoreConfigDetails', () => {
  it('answers the disclaimers from the catalog', async () => {
    const { status, body } = await postGraphql(server.url, getStoreConfigDetailsQuery);
    expect(status).toBe(200);
    const config = body.data.storeConfig;
    const expected = readCatalog().storeConfig;
    for (const key of [
      'indicative_pricing_disclaimer',
      'accessories_images_disclaimer',
      'finance_payments_disclaimer',
      'balloon_payments_disclaimer',
      'business_disclaimer',
      'private_disclaimer',
      'mmba_disclaimer',
    ])
      expect(config[key]).toEqual(expected[key]);
    expect(config.private_disclaimer.marker).toBe('*');
    expect(config.secure_base_media_url).toBe(`${server.url}media/`);
  });
});

describe('GET /graphql', () => {
  it('answers a read with cache headers, and 304 for a known ETag', async () => {
    const url = `${server.url}graphql?query=${encodeURIComponent(getStoreConfigDetailsQuery)}&operationName=GetStoreConfigDetails`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age');
    const etag = res.headers.get('etag') ?? '';
    expect((await res.json()).data.storeConfig.private_disclaimer.marker).toBe('*');
    const again = await fetch(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('takes variables as JSON', async () => {
    const triton = rangeByCode('triton');
    const url = `${server.url}graphql?query=${encodeURIComponent(getVehiclesInRangeQuery)}&variables=${encodeURIComponent(JSON.stringify({ ids: [triton.uid] }))}`;
    const body = await (await fetch(url)).json();
    expect(body.data.categories.items[0].url_key).toBe('triton');
  });
});

describe('CORS', () => {
  it('allows any origin with the preview headers', async () => {
    const res = await fetch(`${server.url}graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://www.example.com.au',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, authorization, preview-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toContain('preview-version');
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
