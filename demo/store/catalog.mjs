// @ts-check
/**
 * Loading the demo catalog: read the files, check each against
 * demo/catalog/catalog.schema.json, merge them, and check what a schema
 * cannot (references between skus, option codes, unique asset folders).
 * Any problem throws a CatalogError whose message names the JSON path.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule from 'ajv';
import { vehicleFolder, yearSegment } from './assetPaths.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CATALOG = resolve(here, '../catalog');
const SCHEMA_PATH = resolve(here, '../catalog/catalog.schema.json');

/**
 * The configurable options a vehicle variant carries the value_index of, by store attribute code
 * (the element's `STORE_OPTIONS`, `src/domain/optionGroups.ts`; a server test keeps the two equal).
 * A variant without one has none (null), as a store answers an attribute a product does not have.
 */
export const VARIANT_OPTION_ATTRIBUTES = Object.freeze(['exterior_code', 'interior_code', 'option_pack']);

export class CatalogError extends Error {}

/** The files a catalog path names: every *.json of a folder (schemas excepted), or the one file. */
export function catalogFiles(/** @type {string} */ path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    throw new CatalogError(`catalog invalid: ${path} does not exist`);
  }
  if (!stat.isDirectory()) return [path];
  const files = readdirSync(path)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((f) => join(path, f));
  if (files.length === 0) throw new CatalogError(`catalog invalid: ${path} holds no .json files`);
  return files;
}

// ajv is CommonJS: its class is the default export's `default` under Node's ESM interop.
const Ajv = /** @type {typeof import('ajv').default} */ (/** @type {any} */ (AjvModule).default ?? AjvModule);

/** @type {import('ajv').ValidateFunction | null} */
let validator = null;
/** The compiled catalog schema. */
function validate() {
  if (!validator) validator = new Ajv({ allErrors: false, strict: true }).compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')));
  return validator;
}

/** One readable line for the first schema error. */
function describe(/** @type {import('ajv').ErrorObject} */ e) {
  const path = e.instancePath || '/';
  const p = /** @type {Record<string, unknown>} */ (e.params);
  let detail = '';
  if (e.keyword === 'additionalProperties') detail = `: ${String(p.additionalProperty)}`;
  else if (e.keyword === 'enum') detail = `: ${JSON.stringify(p.allowedValues)}`;
  return `${path} ${e.message}${detail}`;
}

/**
 * @typedef {Record<string, any>} Json
 * @typedef {{ file: string, index: number, range: Json }} SourcedRange
 * @typedef {{ rangeCategory: Json, storeConfig: Json, content: Record<string, { title: string, html: string }>, ranges: SourcedRange[] }} Catalog
 */

/** Reads, checks and merges the catalog at a folder or file path. */
export function loadCatalog(path = DEFAULT_CATALOG) {
  const check = validate();
  /** @type {Catalog} */
  const catalog = {
    rangeCategory: { id: 31, uid: 'MzE=', name: 'Vehicles', url_key: 'vehicles' },
    storeConfig: /** @type {any} */ (null),
    content: {},
    ranges: [],
  };
  let storeFile = '';
  for (const file of catalogFiles(path)) {
    const name = basename(file);
    /** @type {Json} */
    let json;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new CatalogError(`catalog invalid: ${name} is not JSON (${/** @type {Error} */ (error).message})`);
    }
    if (!check(json)) throw new CatalogError(`catalog invalid: ${describe(/** @type {any} */ (check.errors)[0])} (${name})`);
    if (json.storeConfig) {
      if (storeFile) throw new CatalogError(`catalog invalid: /storeConfig is given twice (${storeFile} and ${name})`);
      storeFile = name;
      catalog.storeConfig = json.storeConfig;
    }
    if (json.rangeCategory) catalog.rangeCategory = json.rangeCategory;
    Object.assign(catalog.content, json.content ?? {});
    (json.ranges ?? []).forEach((/** @type {Json} */ range, /** @type {number} */ index) =>
      catalog.ranges.push({ file: name, index, range }),
    );
  }
  if (!catalog.storeConfig) throw new CatalogError('catalog invalid: /storeConfig is missing (no catalog file has store settings)');
  if (catalog.ranges.length === 0) throw new CatalogError('catalog invalid: /ranges is empty (no catalog file has ranges)');
  catalog.ranges.sort((a, b) => a.range.position - b.range.position);
  checkReferences(catalog);
  return catalog;
}

/** Checks the links between entries; messages name the path inside the file. */
function checkReferences(/** @type {Catalog} */ catalog) {
  const seen = { code: new Map(), id: new Map(), uid: new Map(), url: new Map() };
  const fail = (/** @type {SourcedRange} */ s, /** @type {string} */ path, /** @type {string} */ message) => {
    throw new CatalogError(`catalog invalid: /ranges/${s.index}${path} ${message} (${s.file})`);
  };
  const unique = (
    /** @type {Map<string, string>} */ map,
    /** @type {string} */ key,
    /** @type {SourcedRange} */ s,
    /** @type {string} */ path,
    /** @type {string} */ what,
  ) => {
    if (map.has(key)) fail(s, path, `repeats ${what} ${JSON.stringify(key)} (also at ${map.get(key)})`);
    map.set(key, `/ranges/${s.index}${path} in ${s.file}`);
  };
  const catIds = new Map([[String(catalog.rangeCategory.id), 'rangeCategory']]);
  for (const s of catalog.ranges) {
    const r = s.range;
    unique(seen.code, r.code, s, '/code', 'range code');
    unique(catIds, String(r.id), s, '/id', 'category id');
    unique(catIds, String(r.accessories.id), s, '/accessories/id', 'category id');
    unique(seen.uid, r.uid, s, '/uid', 'category uid');
    unique(seen.uid, r.accessories.uid, s, '/accessories/uid', 'category uid');
    unique(seen.url, r.accessories.url_key, s, '/accessories/url_key', 'url_key');

    /** @type {Map<string, string>} */
    const skus = new Map();
    /** @type {Set<string>} */
    const accessorySkus = new Set();
    r.accessories.products.forEach((/** @type {Json} */ a, /** @type {number} */ i) => {
      unique(skus, a.sku, s, `/accessories/products/${i}/sku`, 'sku');
      accessorySkus.add(a.sku);
      const colours = new Set((a.configurable_options?.[0]?.values ?? []).map((/** @type {Json} */ v) => v.value_index));
      (a.variants ?? []).forEach((/** @type {Json} */ v, /** @type {number} */ j) => {
        unique(skus, v.sku, s, `/accessories/products/${i}/variants/${j}/sku`, 'sku');
        accessorySkus.add(v.sku);
        if (!colours.has(v.color))
          fail(s, `/accessories/products/${i}/variants/${j}/color`, `is not a value_index of the accessory's colour option`);
      });
    });
    const lists = ['related_products', 'crosssell_products', 'upsell_products', 'extra_required_accessories', 'included_accessories'];
    r.accessories.products.forEach((/** @type {Json} */ a, /** @type {number} */ i) => {
      for (const list of lists)
        (a[list] ?? []).forEach((/** @type {string} */ sku, /** @type {number} */ k) => {
          if (!accessorySkus.has(sku)) fail(s, `/accessories/products/${i}/${list}/${k}`, `names unknown accessory ${JSON.stringify(sku)}`);
          if (sku === a.sku) fail(s, `/accessories/products/${i}/${list}/${k}`, 'names the accessory itself');
        });
    });

    /** @type {Map<string, string>} */
    const folders = new Map();
    r.products.forEach((/** @type {Json} */ p, /** @type {number} */ i) => {
      const at = `/products/${i}`;
      unique(skus, p.sku, s, `${at}/sku`, 'sku');
      if (p.sku.includes('-')) fail(s, `${at}/sku`, 'must not contain a dash (model-selection is cut at the first dash)');
      const folder = vehicleFolder(vehiclePathParts(r, p));
      unique(folders, folder, s, at, 'asset folder');
      /** @type {Record<string, Set<number>>} */
      const codes = {};
      for (const o of p.configurable_options) {
        if (codes[o.attribute_code]) fail(s, `${at}/configurable_options`, `repeats ${o.attribute_code}`);
        codes[o.attribute_code] = new Set(o.values.map((/** @type {Json} */ v) => v.value_index));
      }
      if (!codes.exterior_code) fail(s, `${at}/configurable_options`, 'has no exterior_code option');
      p.variants.forEach((/** @type {Json} */ v, /** @type {number} */ j) => {
        const vat = `${at}/variants/${j}`;
        unique(skus, v.sku, s, `${vat}/sku`, 'sku');
        for (const code of VARIANT_OPTION_ATTRIBUTES) {
          const value = v[code] ?? null;
          if (codes[code] ? !codes[code].has(value) : value !== null)
            fail(
              s,
              `${vat}/${code}`,
              codes[code] ? "is not a value_index of the model's option" : 'must be null: the model has no such option',
            );
        }
        v.compatible_accessories.forEach((/** @type {string} */ sku, /** @type {number} */ k) => {
          if (!accessorySkus.has(sku)) fail(s, `${vat}/compatible_accessories/${k}`, `names unknown accessory ${JSON.stringify(sku)}`);
        });
      });
    });
  }
}

/** The asset path parts of a model in a range. */
export function vehiclePathParts(/** @type {Json} */ range, /** @type {Json} */ product) {
  return {
    nameForUrl: range.url_key,
    modelYearForUrl: yearSegment(range.year),
    subrangePath: product.subrange.path,
    name: product.name,
    bodyStyle: product.body_style,
    driveType: product.drive_type,
    fuelType: product.fuel_type,
    transmission: product.transmission,
  };
}

/** The silhouette a model's images use. */
export function bodyKind(/** @type {Json} */ product) {
  if (product.subrange.path === 'cab-chassis') return 'cab-chassis';
  if (product.subrange.path === 'pick-up' || /cab/i.test(product.body_style)) return 'pickup';
  return 'suv';
}
