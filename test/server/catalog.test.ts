import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogFiles, rangeByCode, readCatalog, runDemoToExit, startDemo, type Json } from './demoServer';

const STATES = ['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas'];
const tmp = mkdtempSync(join(tmpdir(), 'bp-catalog-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The committed catalog as one file, changed by `edit`. */
function writeCatalog(name: string, edit: (catalog: Json) => void): string {
  const store = catalogFiles().find((f) => f.json.storeConfig)?.json;
  const catalog: Json = {
    rangeCategory: store.rangeCategory,
    storeConfig: store.storeConfig,
    content: store.content,
    ranges: readCatalog().ranges,
  };
  edit(catalog);
  const path = join(tmp, name);
  writeFileSync(path, JSON.stringify(catalog));
  return path;
}

describe('catalog checks at start', () => {
  it('refuses a catalog with a wrongly typed price, naming its JSON path, with exit code 1', async () => {
    const path = writeCatalog('bad-price.json', (c) => {
      c.ranges[2].products[0].offer.private.price.value = '41,990';
    });
    const { code, stderr, stdout } = await runDemoToExit({ BP_CATALOG: path });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('catalog invalid: /ranges/2/products/0/offer/private/price/value must be number');
  });

  it('refuses a catalog whose offer lacks a state, with --catalog', async () => {
    const path = writeCatalog('no-tas.json', (c) => {
      delete c.ranges[0].products[1].variants[0].offer.mmba.price.tas;
    });
    const { code, stderr } = await runDemoToExit({}, ['--catalog', path]);
    expect(code).toBe(1);
    expect(stderr).toContain("catalog invalid: /ranges/0/products/1/variants/0/offer/mmba/price must have required property 'tas'");
  });

  it('refuses a variant naming an accessory the range does not have', async () => {
    const path = writeCatalog('bad-sku.json', (c) => {
      c.ranges[0].products[0].variants[0].compatible_accessories.push('MZ999999');
    });
    const { code, stderr } = await runDemoToExit({ BP_CATALOG: path });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /catalog invalid: \/ranges\/0\/products\/0\/variants\/0\/compatible_accessories\/\d+ names unknown accessory "MZ999999"/,
    );
  });

  it('refuses a file that is not JSON', async () => {
    const path = join(tmp, 'broken.json');
    writeFileSync(path, '{ "ranges": [');
    const { code, stderr } = await runDemoToExit({ BP_CATALOG: path });
    expect(code).toBe(1);
    expect(stderr).toContain('catalog invalid: broken.json is not JSON');
  });

  it('serves another catalog named by BP_CATALOG', async () => {
    const path = writeCatalog('triton-only.json', (c) => {
      c.ranges = c.ranges.filter((r: Json) => r.code === 'triton');
    });
    const server = await startDemo({ BP_CATALOG: path });
    try {
      const res = await fetch(`${server.url}graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ categoryList(filters: { ids: { eq: "31" } }) { children { code } } }' }),
      });
      expect((await res.json()).data.categoryList[0].children).toEqual([{ code: 'triton' }]);
    } finally {
      await server.stop();
    }
  });
});

describe('the committed catalog is rich enough for every rule', () => {
  const { ranges } = readCatalog();
  const triton = rangeByCode('triton');
  const tritonAccessories: Json[] = triton.accessories.products;

  it('has at least 5 ranges in category 31, one not ready for render, codes with and without "my"', () => {
    expect(ranges.length).toBeGreaterThanOrEqual(5);
    expect(ranges.some((r) => r.ready_for_render === false)).toBe(true);
    expect(ranges.some((r) => r.code.includes('my'))).toBe(true);
    expect(ranges.some((r) => !r.code.includes('my'))).toBe(true);
    expect(ranges.some((r) => r.year.includes('-'))).toBe(true);
  });

  it('gives the triton both subranges, several body styles, transmissions, grades, drives and fuels', () => {
    const values = (key: string) => new Set(triton.products.map((p: Json) => (key === 'subrange' ? p.subrange.path : p[key])));
    expect(values('subrange')).toEqual(new Set(['pick-up', 'cab-chassis']));
    expect(values('body_style')).toEqual(
      new Set(['Single Cab Chassis', 'Club Cab Chassis', 'Double Cab Chassis', 'Club Cab Pick Up', 'Double Cab Pick Up']),
    );
    expect(values('transmission')).toEqual(new Set(['6-speed manual', '6-speed automatic']));
    expect(values('name')).toEqual(new Set(['GLX', 'GLX+', 'GLS', 'GSR']));
    expect(values('drive_type')).toEqual(new Set(['2WD', '4WD']));
    expect(values('fuel_type')).toEqual(new Set(['Diesel', 'Petrol']));
  });

  it('gives every offer all 8 states for private, business and mmba, with lease terms and markers', () => {
    const markers = { private: '*', business: '#', mmba: '^' } as const;
    let count = 0;
    for (const range of ranges)
      for (const product of range.products)
        for (const offers of [product.offer, ...product.variants.map((v: Json) => v.offer)])
          for (const customer of ['private', 'business', 'mmba'] as const) {
            const offer = offers[customer];
            for (const state of STATES) expect(typeof offer.price[state].value).toBe('number');
            expect(offer.disclaimers.some((d: Json) => d.marker === markers[customer])).toBe(true);
            if (customer === 'mmba') expect(offer.price.lease_terms).toEqual({ mileage: 15000, months: 60 });
            count++;
          }
    expect(count).toBeGreaterThan(1000);
  });

  it('has special offers, premium paint, interiors and option packs in every range', () => {
    for (const range of ranges) {
      const options = range.products.flatMap((p: Json) => p.configurable_options);
      expect(options.some((o: Json) => o.attribute_code === 'option_pack')).toBe(true);
      expect(options.some((o: Json) => o.attribute_code === 'interior_code')).toBe(true);
      const exteriors = options.filter((o: Json) => o.attribute_code === 'exterior_code').flatMap((o: Json) => o.values);
      expect(exteriors.some((v: Json) => v.pricing.private.value > 0)).toBe(true);
    }
    expect(ranges.flatMap((r) => r.products).some((p: Json) => p.offer.private.special_offer_flag)).toBe(true);
  });

  it('has at least 40 triton accessories over several groups, and 10 to 20 for other ranges', () => {
    expect(tritonAccessories.length).toBeGreaterThanOrEqual(40);
    expect(new Set(tritonAccessories.map((a) => a.accessory_group)).size).toBeGreaterThanOrEqual(6);
    for (const range of ranges.filter((r) => r.code !== 'triton')) {
      expect(range.accessories.products.length).toBeGreaterThanOrEqual(10);
      expect(range.accessories.products.length).toBeLessThanOrEqual(20);
    }
  });

  it('has every dependency kind, colour variants and accessories not 3D-ready', () => {
    for (const list of ['related_products', 'extra_required_accessories', 'crosssell_products', 'upsell_products', 'included_accessories'])
      expect(tritonAccessories.some((a) => a[list].length > 0)).toBe(true);
    expect(
      tritonAccessories.some((a) => a.variants && a.configurable_options[0].values.some((v: Json) => v.option_slug === 'white-diamond')),
    ).toBe(true);
    expect(tritonAccessories.some((a) => !a.is_3d_ready)).toBe(true);
  });

  it('has trays of at least two types, each with paint', () => {
    const trayTypes = new Set(tritonAccessories.filter((a) => a.is_tray).map((a) => a.tray_type));
    expect(trayTypes.size).toBeGreaterThanOrEqual(2);
    for (const type of trayTypes) {
      const paint = tritonAccessories.find((a) => a.is_tray_paint && a.tray_type === type);
      expect(paint?.variants.length).toBeGreaterThan(0);
    }
  });

  it('keeps trays off Pick Up variants and tub items off Cab Chassis variants', () => {
    const bySku = new Map(tritonAccessories.map((a) => [a.sku, a]));
    const tubOnly = tritonAccessories.filter((a) => ['Tub mat', 'Hard lid', 'Soft tonneau cover'].includes(a.title)).map((a) => a.sku);
    for (const product of triton.products)
      for (const variant of product.variants) {
        const items = variant.compatible_accessories.map((sku: string) => bySku.get(sku)).filter(Boolean);
        if (product.subrange.path === 'pick-up') expect(items.some((a: Json) => a.is_tray || a.is_tray_paint)).toBe(false);
        else {
          expect(items.some((a: Json) => a.is_tray)).toBe(true);
          expect(variant.compatible_accessories.some((sku: string) => tubOnly.includes(sku))).toBe(false);
        }
      }
  });

  it('prices plausibly for Australia', () => {
    const tritonPrices = triton.products.flatMap((p: Json) => p.variants.map((v: Json) => v.offer.private.price.nsw.value));
    expect(Math.min(...tritonPrices)).toBeGreaterThanOrEqual(35000);
    expect(Math.max(...tritonPrices)).toBeLessThanOrEqual(70000);
    const lease = ranges.flatMap((r) => r.products.map((p: Json) => p.offer.mmba.price.nsw.value));
    expect(Math.min(...lease)).toBeGreaterThanOrEqual(200);
    expect(Math.max(...lease)).toBeLessThanOrEqual(450);
    const accessoryPrices = tritonAccessories.map((a) => a.price);
    expect(Math.min(...accessoryPrices)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...accessoryPrices)).toBeLessThanOrEqual(6000);
  });
});

describe('demo catalog copy', () => {
  it('states the lease term as the spec does (24 to 60 months), in every lease offer and its disclaimers (issue 26.14)', () => {
    const texts: string[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        const lease = record.mmba as { disclaimers?: { text: string }[]; price?: { disclaimer?: string } } | undefined;
        if (lease && typeof lease === 'object' && 'price' in lease) {
          for (const disclaimer of lease.disclaimers ?? []) texts.push(disclaimer.text);
          if (lease.price?.disclaimer) texts.push(lease.price.disclaimer);
        }
        Object.values(record).forEach(visit);
      }
    };
    visit(readCatalog().ranges);
    const terms = texts.filter((text) => /months/.test(text));
    expect(terms.length).toBeGreaterThan(0);
    for (const text of terms) expect(text).toMatch(/24 to 60 months/);
  });
});
