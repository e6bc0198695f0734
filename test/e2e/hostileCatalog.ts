/**
 * A hostile copy of the demo catalog, written at test time: demo/catalog/*.json
 * merged into one file (storeConfig, content, ranges; see demo/README.md "Using
 * another catalog") with the XSS corpus (test/unit/security/xssPayloads.ts) in every
 * HTML-bearing field: store disclaimers, content fragments, key features, offers
 * (description, short description, disclaimers, price disclaimer), accessory and
 * colour-variant descriptions. Offer titles and a few accessory titles (text, shown
 * literally) carry markup too. Only string values change, so the catalog still
 * passes the server's JSON Schema and reference checks.
 *
 * Every payload calls window.__xss(id) with id = field * 100 + payload index; `fields`
 * names the JSON path of each field, so a hit says exactly what ran and from where.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_PAYLOAD, XSS_PAYLOADS, hostileHtml } from '../unit/security/xssPayloads';

type Json = Record<string, any>;

export interface HostileCatalog {
  /** The catalog file, for BP_CATALOG. */
  file: string;
  /** The merged, hostile catalog as written. */
  catalog: Json;
  /** Field number → JSON path. */
  fields: Map<number, string>;
  /** Accessory sku → its hostile (literal text) title. */
  titles: Map<string, string>;
  /** The models (a Triton Cab Chassis, a Triton Pick Up) whose fields all carry the whole corpus. */
  model: Json;
  pickUp: Json;
  /** A colour accessory (variants with their own descriptions) the Pick Up takes. */
  colourAccessory: Json;
  /** What a trap id names: payload and field. */
  describe(id: number): string;
  /** Deletes the temporary folder. */
  remove(): void;
}

const CATALOG_DIR = 'demo/catalog';
// The element-hooks payload first: a later payload that opens a raw-text element (<xmp>, <noembed>…) would
// otherwise swallow it as text, and the hooks would never reach the sanitiser as markup.
const ALL = [HOOK_PAYLOAD, ...XSS_PAYLOADS.map((_, i) => i).filter((i) => i !== HOOK_PAYLOAD)];

/** Markup as literal text for a title: must show as typed, never as elements. */
export function hostileTitle(base: string, field: number): string {
  return `${base} <img src=x onerror=__xss(${field * 100})> "quoted" & 'single' </span><script>__xss(${field * 100 + 1})</script>`;
}

export function writeHostileCatalog(): HostileCatalog {
  const files = readdirSync(CATALOG_DIR)
    .filter((name) => name.endsWith('.json') && !name.endsWith('.schema.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(CATALOG_DIR, name), 'utf8')) as Json);
  const store = files.find((json) => json.storeConfig)!;
  const catalog: Json = {
    rangeCategory: store.rangeCategory,
    storeConfig: store.storeConfig,
    content: store.content,
    ranges: files.flatMap((json) => (json.ranges ?? []) as Json[]),
  };

  const fields = new Map<number, string>();
  let next = 1;
  let rotation = 0;
  /** A new field at `path`: the whole corpus, or (for bulk fields nobody visits) three payloads in turn. */
  const html = (path: string, whole: boolean): string => {
    const field = next++;
    fields.set(field, path);
    if (whole) return hostileHtml(field, ALL);
    const picks = [0, 1, 2].map((k) => (rotation + k) % XSS_PAYLOADS.length);
    rotation += 3;
    return hostileHtml(field, picks);
  };
  const title = (path: string, base: string): string => {
    const field = next++;
    fields.set(field, path);
    return hostileTitle(base, field);
  };

  for (const [key, disclaimer] of Object.entries(catalog.storeConfig as Json)) {
    if (disclaimer && typeof disclaimer === 'object' && 'text' in disclaimer) disclaimer.text = html(`/storeConfig/${key}/text`, true);
  }
  for (const [name, fragment] of Object.entries(catalog.content as Json)) fragment.html = html(`/content/${name}/html`, true);

  const hostileOffers = (offers: Json, path: string, whole: boolean) => {
    for (const customer of ['private', 'business', 'mmba']) {
      const offer = offers[customer] as Json;
      const at = `${path}/offer/${customer}`;
      offer.title = title(`${at}/title`, offer.title ?? 'Offer');
      offer.description = html(`${at}/description`, whole);
      offer.short_description = html(`${at}/short_description`, whole);
      offer.price.disclaimer = html(`${at}/price/disclaimer`, whole);
      (offer.disclaimers as Json[]).forEach((disclaimer, i) => (disclaimer.text = html(`${at}/disclaimers/${i}/text`, whole)));
    }
  };

  const triton = (catalog.ranges as Json[]).find((range) => range.code === 'triton')!;
  const model = (triton.products as Json[]).find((product) => product.subrange.path === 'cab-chassis')!;
  const accessories = triton.accessories.products as Json[];
  const colourAccessory = accessories.find((a) => !a.is_tray_paint && (a.variants ?? []).length > 1)!;
  const pickUp = (triton.products as Json[]).find(
    (product) =>
      product.subrange.path === 'pick-up' &&
      ((product.variants as Json[])[0]!.compatible_accessories as string[]).includes(colourAccessory.sku),
  )!;

  (catalog.ranges as Json[]).forEach((range, r) => {
    const isTriton = range === triton;
    (range.products as Json[]).forEach((product, p) => {
      const at = `/ranges/${r}/products/${p}`;
      product.key_features = html(`${at}/key_features`, true);
      hostileOffers(product.offer, at, isTriton);
      (product.variants as Json[]).forEach((variant, v) =>
        hostileOffers(variant.offer, `${at}/variants/${v}`, isTriton && (product === model || product === pickUp || v === 0)),
      );
    });
    (range.accessories.products as Json[]).forEach((accessory, a) => {
      const at = `/ranges/${r}/accessories/products/${a}`;
      accessory.description = html(`${at}/description`, isTriton);
      ((accessory.variants ?? []) as Json[]).forEach((variant, v) => {
        if (isTriton) variant.description = html(`${at}/variants/${v}/description`, true);
      });
    });
  });

  // Literal-text titles on accessories the browser test opens: one of each kind the model takes.
  const titles = new Map<string, string>();
  const compatible = new Set((model.variants as Json[])[0]!.compatible_accessories as string[]);
  const pick = (test: (a: Json) => boolean) => accessories.find((a) => compatible.has(a.sku) && test(a));
  const chosen = [
    pick((a) => a.is_tray),
    colourAccessory,
    pick((a) => !a.is_tray && !a.is_tray_paint && (a.variants ?? []).length === 0 && (a.included_accessories ?? []).length === 0),
    pick((a) => (a.included_accessories ?? []).length > 0),
  ].filter((a): a is Json => Boolean(a));
  for (const accessory of chosen) {
    const index = accessories.indexOf(accessory);
    accessory.title = title(`/ranges/${catalog.ranges.indexOf(triton)}/accessories/products/${index}/title`, accessory.title);
    titles.set(accessory.sku, accessory.title);
  }

  const dir = mkdtempSync(join(tmpdir(), 'bp-hostile-'));
  const file = join(dir, 'hostile-catalog.json');
  writeFileSync(file, JSON.stringify(catalog));
  return {
    file,
    catalog,
    fields,
    titles,
    model,
    pickUp,
    colourAccessory,
    describe: (id) =>
      `${XSS_PAYLOADS[id % 100]?.name ?? `title payload ${id % 100}`} in ${fields.get(Math.floor(id / 100)) ?? `field ${Math.floor(id / 100)}`}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
