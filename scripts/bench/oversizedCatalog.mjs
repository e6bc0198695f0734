// @ts-check
/**
 * A hostile catalog (issue 27.4), written at run time for the end-to-end test
 * (test/e2e/oversizedCatalog.test.ts) and the benchmark (scripts/bench/hostile.mjs): the demo's
 * store config and ASX range, with
 * - a model 'Huge' (sku AXHUGE) of 10,000 variants: 100 paints × 100 trims, variant
 *   AXHUGE-E{e}-I{i} priced $30,000 + $100 × e + $1 × i for every customer type and state;
 * - on the first ASX model, accessories that loop: one that requires its own colour (the demo
 *   store refuses a catalog naming the accessory's own sku), a pair requiring each other, a chain
 *   of 60 (each requires the next), and one with a 1 MB description.
 * Serve it with BP_CATALOG=<file>; its offers answer is far over the demo store's default answer
 * budget, so start the store with BP_MAX_ANSWER_NODES (see HOSTILE_ANSWER_NODES).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const CATALOG_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../demo/catalog');
const STATES = ['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas'];

/** The demo store's answer budget (nodes) this catalog needs: its offers answer has about 30 nodes a variant. */
export const HOSTILE_ANSWER_NODES = '2000000';
export const PAINTS = 100;
export const TRIMS = 100;
export const CHAIN = 60;
/** The first ASX model, which takes the hostile accessories. */
export const ACCESSORY_MODEL = 'AX25ES5SSSU2PM';
export const HUGE_MODEL = 'AXHUGE';
export const BIG_DESCRIPTION_SENTENCE = 'A very long description. ';

/** The price of a variant of the huge model. @param {number} paint @param {number} trim */
export const hugePrice = (paint, trim) => 30_000 + 100 * paint + trim;

/** @typedef {Record<string, any>} Json */

/** @param {number} value @param {Json} offer */
function pricedOffer(value, offer) {
  return {
    ...offer,
    description: null,
    short_description: null,
    disclaimers: [],
    price: {
      ...offer.price,
      value,
      disclaimer: null,
      ...Object.fromEntries(STATES.map((state) => [state, { value, label: offer.price[state]?.label ?? null, override_label: null }])),
    },
  };
}

/** Writes the catalog to a temporary folder. @returns {{ file: string, remove: () => void }} */
export function writeOversizedCatalog() {
  const store = JSON.parse(readFileSync(join(CATALOG_DIR, 'store.json'), 'utf8'));
  const range = JSON.parse(readFileSync(join(CATALOG_DIR, 'asx.json'), 'utf8')).ranges[0];
  const accessories = /** @type {Json[]} */ (range.accessories.products);
  const plain = accessories.find((a) => !(a.variants ?? []).length && !a.related_products.length && !a.included_accessories.length);
  const coloured = accessories.find((a) => (a.variants ?? []).length > 1);
  /** @param {string} sku @param {string} title @param {Json} extra */
  const accessory = (sku, title, extra = {}) => ({
    ...plain,
    uid: Buffer.from(sku).toString('base64'),
    sku,
    name: `ASX ${title}`,
    title,
    related_products: [],
    crosssell_products: [],
    upsell_products: [],
    extra_required_accessories: [],
    included_accessories: [],
    ...extra,
  });
  const link = (/** @type {number} */ i) => `HX-CH${String(i).padStart(2, '0')}`;
  const added = [
    accessory('HX-SELF', 'Self-requiring rack', {
      configurable_options: coloured.configurable_options,
      variants: coloured.variants
        .slice(0, 2)
        .map((/** @type {Json} */ v, /** @type {number} */ i) => ({ ...v, uid: `HXS${i}`, sku: `HX-SELF-${i}` })),
      related_products: ['HX-SELF-0'],
    }),
    accessory('HX-LOOPA', 'Loop bar A', { related_products: ['HX-LOOPB'] }),
    accessory('HX-LOOPB', 'Loop bar B', { related_products: ['HX-LOOPA'] }),
    ...Array.from({ length: CHAIN }, (_, i) =>
      accessory(link(i + 1), `Chain link ${i + 1}`, { related_products: i + 1 < CHAIN ? [link(i + 2)] : [] }),
    ),
    accessory('HX-BIG', 'Long story mat', { description: `<p>${BIG_DESCRIPTION_SENTENCE.repeat(42_000)}</p>` }),
  ];
  accessories.push(...added);
  const first = range.products.find((/** @type {Json} */ p) => p.sku === ACCESSORY_MODEL);
  for (const variant of first.variants)
    variant.compatible_accessories.push(...added.flatMap((a) => [a.sku, ...(a.variants ?? []).map((/** @type {Json} */ v) => v.sku)]));

  const huge = structuredClone(range.products[1]);
  Object.assign(huge, { sku: HUGE_MODEL, uid: 'SFVHRQ==', name: 'Huge', url_key: 'asx-huge' });
  const exterior = huge.configurable_options.find((/** @type {Json} */ o) => o.attribute_code === 'exterior_code');
  const interior = huge.configurable_options.find((/** @type {Json} */ o) => o.attribute_code === 'interior_code');
  const [paint0, trim0] = [exterior.values[0], interior.values[0]];
  const zero = { ...paint0.pricing.private, value: 0, ...Object.fromEntries(STATES.map((s) => [`${s}_value`, 0])) };
  const free = { private: zero, business: zero, mmba: zero };
  exterior.values = Array.from({ length: PAINTS }, (_, e) => ({
    ...paint0,
    value_index: 7000 + e,
    label: `Paint ${e}`,
    store_label: `Paint ${e}`,
    option_slug: `paint-${e}`,
    swatch_data: { value: `#${(0x204060 + e * 0x010203).toString(16).padStart(6, '0').slice(-6)}` },
    pricing: free,
  }));
  interior.values = Array.from({ length: TRIMS }, (_, i) => ({
    ...trim0,
    value_index: 9000 + i,
    label: `Trim ${i}`,
    store_label: `Trim ${i}`,
    option_slug: `trim-${i}`,
    pricing: free,
  }));
  const offers = huge.variants[0].offer;
  huge.variants = [];
  for (let e = 0; e < PAINTS; e++) {
    for (let i = 0; i < TRIMS; i++) {
      const price = hugePrice(e, i);
      huge.variants.push({
        uid: `H${e}-${i}`,
        sku: `${HUGE_MODEL}-E${e}-I${i}`,
        name: `Huge Paint ${e} Trim ${i}`,
        exterior_code: 7000 + e,
        interior_code: 9000 + i,
        option_pack: null,
        compatible_accessories: [],
        offer: {
          private: pricedOffer(price, offers.private),
          business: pricedOffer(price, offers.business),
          mmba: pricedOffer(99, offers.mmba),
        },
      });
    }
  }
  range.products.push(huge);

  const dir = mkdtempSync(join(tmpdir(), 'bp-oversized-'));
  const file = join(dir, 'oversized-catalog.json');
  writeFileSync(
    file,
    JSON.stringify({ rangeCategory: store.rangeCategory, storeConfig: store.storeConfig, content: store.content, ranges: [range] }),
  );
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
