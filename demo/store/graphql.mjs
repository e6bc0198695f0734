// @ts-check
/**
 * The demo store's GraphQL: the standard Adobe Commerce subset (demo/store/schema.graphql)
 * plus the maker's module (demo/store/maker-module.graphql), answered from the catalog,
 * with the limits a production Adobe Commerce store enforces (demo/store/limits.mjs).
 * Catalog entries become GraphQL-shaped objects once at start; graphql-js's default
 * resolver reads them, and a function property is called with (args, context) where a
 * field needs arguments or the origin.
 */
import { GraphQLError, Kind, defaultFieldResolver, execute, parse, validate } from 'graphql';
import { answerStatus } from './answerWorkers.mjs';
import { accessoryImageUrl, generalAccessoryImageUrl, yearSegment } from './assetPaths.mjs';
import { VARIANT_OPTION_ATTRIBUTES } from './catalog.mjs';
import { MAX_ANSWER_NODES, MAX_PAGE_SIZE, limitError, limitMessages } from './limits.mjs';
import { storeSchema } from './schema.mjs';

/** Bytes (of their JSON) of the answers the executor keeps, oldest dropped first: every range's operations several times over. */
export const MAX_KEPT_ANSWER_BYTES = 32 * 1024 * 1024;

/** @typedef {Record<string, any>} Json */
/** @typedef {{ origin: string }} Context */
/** @typedef {{ spent: number, max: number, error: GraphQLError }} Budget */
/**
 * A request that can run: its text, parsed and checked.
 * @typedef {{ query?: string, document: import('graphql').DocumentNode, operationName: string | null, variables?: Json, key?: string }} Prepared
 */

/**
 * The default resolver, counting what it resolves against the request's budget: one node
 * per field plus one per item of a list it returns. Past the budget every field throws the
 * same error (already located, so graphql-js adds no new one per field): the fields still
 * pending end at once, the work left is bounded by the nodes already counted, and the
 * event loop is free again within milliseconds. `run` then answers the error alone.
 * @type {import('graphql').GraphQLFieldResolver<unknown, Context & { budget: Budget }>}
 */
function budgetedResolver(source, args, context, info) {
  const budget = context.budget;
  if (budget.spent > budget.max) throw budget.error;
  const value = defaultFieldResolver(source, args, context, info);
  budget.spent += Array.isArray(value) ? 1 + value.length : 1;
  if (budget.spent > budget.max) throw budget.error;
  return value;
}

/** A page of a list, Adobe style: pageSize must be above 0 and at most 300, currentPage at least 1. */
function page(/** @type {any[]} */ list, /** @type {{ pageSize?: number, currentPage?: number }} */ args) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (pageSize > MAX_PAGE_SIZE) throw new GraphQLError(limitMessages.pageSize(MAX_PAGE_SIZE));
  if (pageSize < 1) throw new GraphQLError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw new GraphQLError('currentPage value must be greater than 0.');
  return {
    items: list.slice((currentPage - 1) * pageSize, currentPage * pageSize),
    total_count: list.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.ceil(list.length / pageSize) },
  };
}

const money = (/** @type {number} */ value) => ({ value, currency: 'AUD' });
const priceRange = (/** @type {number} */ min, /** @type {number} */ max) => ({
  minimum_price: { final_price: money(min), regular_price: money(min) },
  maximum_price: { final_price: money(max), regular_price: money(max) },
});

/** Fields every product answers; the maker's attributes default to null. */
function baseProduct(/** @type {Json} */ p, /** @type {string} */ typename) {
  return {
    __typename: typename,
    uid: p.uid,
    id: null,
    sku: p.sku,
    name: p.name,
    url_key: p.url_key ?? p.sku.toLowerCase(),
    // Adobe Commerce answers every product's stock; only_x_left_in_stock only at or under the store's threshold.
    stock_status: p.stock_status ?? 'IN_STOCK',
    only_x_left_in_stock: p.only_x_left_in_stock ?? null,
    description: p.description ? { html: p.description } : null,
    short_description: null,
    related_products: [],
    crosssell_products: [],
    upsell_products: [],
    media_gallery: [],
    image: null,
    small_image: null,
    thumbnail: null,
  };
}

/** GraphQL-shaped option values (swatch typename added). */
function optionObjects(/** @type {Json[]} */ options) {
  return options.map((o, i) => ({
    uid: Buffer.from(`configurable/${o.attribute_code}`).toString('base64'),
    attribute_code: o.attribute_code,
    attribute_uid: Buffer.from(o.attribute_code).toString('base64'),
    label: o.label,
    position: i,
    values: o.values.map((/** @type {Json} */ v) => ({
      uid: Buffer.from(`configurable/${o.attribute_code}/${v.value_index}`).toString('base64'),
      label: v.label,
      default_label: v.label,
      store_label: v.store_label,
      use_default_value: true,
      value_index: v.value_index,
      swatch_data: v.swatch_data ? { __typename: 'ColorSwatchData', value: v.swatch_data.value } : null,
      option_slug: v.option_slug,
      pricing: v.pricing ?? null,
      pack_contents: v.pack_contents ?? null,
    })),
  }));
}

/** The variant's attributes, derived from its codes and the model's options. */
function variantAttributes(/** @type {Json[]} */ options, /** @type {Json} */ product) {
  const attributes = [];
  for (const o of options) {
    const value = o.values.find((/** @type {Json} */ v) => v.value_index === product[o.attribute_code]);
    if (value) attributes.push({ uid: value.uid, code: o.attribute_code, label: value.label, value_index: value.value_index });
  }
  return attributes;
}

/** The national private price of an offer set, for price_range. */
const offerValue = (/** @type {Json} */ offer) => offer?.private?.price?.value ?? 0;

function vehicleObject(/** @type {Json} */ p) {
  const options = optionObjects(p.configurable_options);
  const variants = p.variants.map((/** @type {Json} */ v) => {
    const product = {
      ...baseProduct({ ...v, url_key: v.sku.toLowerCase() }, 'SimpleProduct'),
      ...Object.fromEntries(VARIANT_OPTION_ATTRIBUTES.map((code) => [code, v[code] ?? null])),
      compatible_accessories: v.compatible_accessories,
      offer: v.offer,
      price_range: priceRange(offerValue(v.offer), offerValue(v.offer)),
    };
    return { attributes: variantAttributes(options, product), product };
  });
  const prices = variants.map((/** @type {Json} */ v) => v.product.price_range.minimum_price.final_price.value);
  return {
    ...baseProduct(p, 'ConfigurableProduct'),
    body_style: p.body_style,
    seats: p.seats,
    drive_type: p.drive_type,
    fuel_type: p.fuel_type,
    transmission: p.transmission,
    subrange: p.subrange,
    offer: p.offer,
    price_range: priceRange(Math.min(...prices), Math.max(...prices)),
    configurable_options: options,
    variants,
  };
}

/**
 * An accessory and its colour variants; rule lists hold skus until linked.
 * @param {Json} a
 * @param {Json} range
 */
function accessoryObjects(a, range) {
  const images = (/** @type {string} */ sku, /** @type {number} */ count, /** @type {string} */ title) => {
    const names = [`${sku}.svg`, ...Array.from({ length: count - 1 }, (_, i) => `${sku}-${i + 2}.svg`)];
    return (/** @type {unknown} */ _args, /** @type {Context} */ ctx) =>
      names.map((name, position) => ({
        __typename: 'ProductImage',
        url:
          a.image_folder === 'general'
            ? generalAccessoryImageUrl(ctx.origin, name)
            : accessoryImageUrl(ctx.origin, range.url_key, yearSegment(range.year), name),
        label: title,
        position,
        disabled: false,
      }));
  };
  const shared = {
    title: a.title,
    accessory_group: a.accessory_group,
    genuine_parts: a.genuine_parts,
    popular_accessory: a.popular_accessory,
    is_tray: a.is_tray,
    tray_type: a.tray_type,
    is_tray_paint: a.is_tray_paint,
    on_sale: a.on_sale,
    is_3d_ready: a.is_3d_ready,
    extra_required_accessories: a.extra_required_accessories,
    included_accessories: a.included_accessories,
  };
  const hasColours = Boolean(a.configurable_options);
  /** @type {Json} */
  const parent = {
    ...baseProduct(a, hasColours ? 'ConfigurableProduct' : 'SimpleProduct'),
    ...shared,
    price_range: priceRange(a.price, a.price),
    media_gallery: images(a.sku, a.image_count, a.title),
    _rules: { related_products: a.related_products, crosssell_products: a.crosssell_products, upsell_products: a.upsell_products },
  };
  /** @type {Json[]} */
  const children = [];
  if (hasColours) {
    const options = optionObjects(a.configurable_options);
    parent.configurable_options = options;
    parent.variants = a.variants.map((/** @type {Json} */ v) => {
      const product = {
        ...baseProduct({ ...v, description: v.description ?? a.description }, 'SimpleProduct'),
        ...shared,
        title: v.title,
        color: v.color,
        included_accessories: v.included_accessories ?? a.included_accessories,
        price_range: priceRange(v.price, v.price),
        media_gallery: images(v.sku, 1, v.title),
        _rules: parent._rules,
      };
      children.push(product);
      return { attributes: variantAttributes(options, product), product };
    });
    const prices = a.variants.map((/** @type {Json} */ v) => v.price);
    parent.price_range = priceRange(Math.min(...prices), Math.max(...prices));
  }
  return { parent, children };
}

/**
 * The categories and products of a catalog, ready to query.
 * @param {import('./catalog.mjs').Catalog} catalog
 */
export function storeModel(catalog) {
  const rc = catalog.rangeCategory;
  /** @type {Json[]} */
  const categories = [];
  const root = {
    id: rc.id,
    uid: rc.uid,
    name: rc.name,
    url_key: rc.url_key,
    url_path: rc.url_key,
    position: 0,
    level: 1,
    parent: null,
    code: null,
    range: null,
    year: null,
    ready_for_render: null,
    children: /** @type {Json[]} */ ([]),
    list: /** @type {Json[]} */ ([]),
  };
  categories.push(root);
  for (const { range } of catalog.ranges) {
    const rangeCategory = {
      id: range.id,
      uid: range.uid,
      name: range.name,
      url_key: range.url_key,
      url_path: `${rc.url_key}/${range.url_key}`,
      position: range.position,
      level: 2,
      parent: root,
      code: range.code,
      range: range.range,
      year: range.year,
      ready_for_render: range.ready_for_render,
      children: [],
      list: range.products.map(vehicleObject),
    };
    root.children.push(rangeCategory);
    categories.push(rangeCategory);

    /** @type {Map<string, Json>} */
    const bySku = new Map();
    const accessories = range.accessories.products.map((/** @type {Json} */ a) => {
      const { parent, children } = accessoryObjects(a, range);
      bySku.set(parent.sku, parent);
      for (const c of children) bySku.set(c.sku, c);
      return parent;
    });
    for (const product of bySku.values()) {
      for (const [list, skus] of Object.entries(product._rules)) product[list] = skus.map((/** @type {string} */ sku) => bySku.get(sku));
    }
    categories.push({
      id: range.accessories.id,
      uid: range.accessories.uid,
      name: range.accessories.name,
      url_key: range.accessories.url_key,
      url_path: `accessories/${range.accessories.url_key}`,
      position: range.position,
      level: 2,
      parent: null,
      code: range.code,
      range: range.range,
      year: range.year,
      ready_for_render: range.ready_for_render,
      children: [],
      list: accessories,
    });
  }
  for (const c of categories) {
    c.children_count = String(c.children.length);
    const list = c.list;
    c.products = (/** @type {{ pageSize?: number, currentPage?: number }} */ args) => page(list, args);
  }
  return { categories, storeConfig: catalog.storeConfig };
}

/** Whether a category passes every given filter; a filter with neither eq nor in matches nothing. */
function matches(/** @type {Json} */ c, /** @type {Json | null | undefined} */ filters) {
  for (const [key, f] of Object.entries(filters ?? {})) {
    if (f == null) continue;
    /** @type {string | null} */
    let value;
    if (key === 'ids') value = String(c.id);
    else if (key === 'category_uid') value = c.uid;
    else if (key === 'parent_id') value = c.parent ? String(c.parent.id) : null;
    else if (key === 'parent_category_uid') value = c.parent ? c.parent.uid : null;
    else if (key === 'url_key') value = c.url_key;
    else if (key === 'url_path') value = c.url_path;
    else if (key === 'name') {
      if (f.match != null && !String(c.name).toLowerCase().includes(String(f.match).toLowerCase())) return false;
      continue;
    } else continue;
    if (f.eq == null && f.in == null) return false;
    if (f.eq != null && value !== f.eq) return false;
    if (f.in != null && !f.in.includes(value)) return false;
  }
  return true;
}

/** The root value answering Query. */
function rootValue(/** @type {ReturnType<typeof storeModel>} */ model) {
  const find = (/** @type {Json | undefined} */ filters) =>
    filters && Object.keys(filters).length > 0 ? model.categories.filter((c) => matches(c, filters)) : [model.categories[0]];
  return {
    categoryList: (/** @type {Json} */ args) => page(find(args.filters), args).items,
    categories: (/** @type {Json} */ args) => page(find(args.filters), args),
    storeConfig: (/** @type {unknown} */ _args, /** @type {Context} */ ctx) => ({
      ...model.storeConfig,
      secure_base_media_url: `${ctx.origin}/media/`,
      base_media_url: `${ctx.origin}/media/`,
    }),
  };
}

/** The operation a request runs: the named one, or the document's only operation. */
export function operationNameOf(
  /** @type {import('graphql').DocumentNode} */ document,
  /** @type {string | null | undefined} */ requested,
) {
  if (requested) return requested;
  const ops = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return ops.length === 1 && ops[0].kind === Kind.OPERATION_DEFINITION ? (ops[0].name?.value ?? null) : null;
}

/**
 * A GraphQL executor over a catalog. `prepare` parses and checks a request
 * (status 400 for a request that cannot run); `run` executes it.
 * @param {import('./catalog.mjs').Catalog} catalog
 * @param {{ maxKeptBytes?: number, maxAnswerNodes?: number, build?: (prepared: Prepared, context: Context) => Promise<Json> }} [options]
 *   bytes of answers kept (an answer over an eighth of it is not kept); nodes an answer may have (a field resolved or an
 *   item of a list each count one), past which it is refused; where answers that are not kept are built (here, by default:
 *   the demo server builds them in worker threads, demo/store/answerWorkers.mjs)
 */
export function createGraphql(catalog, { maxKeptBytes = MAX_KEPT_ANSWER_BYTES, maxAnswerNodes = MAX_ANSWER_NODES, build } = {}) {
  const schema = storeSchema();
  const root = rootValue(storeModel(catalog));
  /**
   * Builds an answer here, counting its nodes against the budget as it goes.
   * @param {Prepared} prepared @param {Context} context @returns {Promise<Json>}
   */
  const answerHere = async (prepared, context) => {
    /** @type {Budget} */
    const budget = {
      spent: 0,
      max: maxAnswerNodes,
      error: new GraphQLError(limitMessages.answerSize(maxAnswerNodes), { path: [], extensions: { category: 'graphql-input' } }),
    };
    const executed = await execute({
      schema,
      document: prepared.document,
      rootValue: root,
      contextValue: { ...context, budget },
      variableValues: prepared.variables,
      operationName: prepared.operationName ?? undefined,
      fieldResolver: budgetedResolver,
    });
    // Over budget: the error alone, no partial data (answered 400, as the other limits are).
    return budget.spent > budget.max
      ? { errors: [{ message: budget.error.message, extensions: { category: 'graphql-input' } }] }
      : executed;
  };
  const answerOf = build ?? answerHere;
  // The catalog never changes while the store runs, so an answer depends only on the
  // request and the origin its URLs name: the last answers are kept (building the whole
  // Triton answer took ~20 ms a request, 45 requests/s under load), up to a total size.
  /** @type {Map<string, { answer: Json, bytes: number }>} */
  const answers = new Map();
  let keptBytes = 0;
  return {
    /** The answers kept and their bytes (for tests). */
    kept: () => ({ count: answers.size, bytes: keptBytes }),
    /** @param {{ query?: unknown, variables?: unknown, operationName?: unknown }} request */
    prepare(request) {
      if (typeof request.query !== 'string' || request.query.trim() === '')
        return { status: 400, body: { errors: [{ message: 'Missing query: send { "query": "..." }.' }] } };
      if (request.variables != null && (typeof request.variables !== 'object' || Array.isArray(request.variables)))
        return { status: 400, body: { errors: [{ message: 'variables must be a JSON object.' }] } };
      if (request.operationName != null && typeof request.operationName !== 'string')
        return { status: 400, body: { errors: [{ message: 'operationName must be a string.' }] } };
      let document;
      try {
        document = parse(request.query, { maxTokens: 20000 });
      } catch (error) {
        return { status: 400, body: { errors: [{ message: /** @type {Error} */ (error).message }] } };
      }
      const operationName = operationNameOf(document, /** @type {string | undefined} */ (request.operationName));
      // Adobe Commerce's limits, refused before validation and execution (each check is linear in the document).
      const refused = limitError(document, operationName);
      if (refused) return { status: 400, body: { errors: [{ message: refused, extensions: { category: 'graphql-input' } }] } };
      const errors = validate(schema, document);
      if (errors.length > 0) return { status: 400, body: { errors: errors.map((e) => e.toJSON()) } };
      const variables = /** @type {Json | undefined} */ (request.variables ?? undefined);
      return {
        status: 200,
        query: request.query,
        document,
        operationName,
        variables,
        key: JSON.stringify([request.query, operationName, variables ?? null]),
      };
    },
    /**
     * Answers are shared between requests: callers only serialise them.
     * @param {Prepared} prepared @param {Context} context
     */
    async run(prepared, context) {
      const key = prepared.key === undefined ? null : `${context.origin} ${prepared.key}`;
      const kept = key === null ? undefined : answers.get(key);
      if (kept !== undefined) return kept.answer;
      const result = await answerOf(prepared, context);
      const json = JSON.stringify(result);
      const answer = JSON.parse(json);
      const bytes = Buffer.byteLength(json) + Buffer.byteLength(key ?? '');
      // An internal failure (a dead answer builder) is not the answer: the next request builds it again.
      if (key !== null && bytes <= maxKeptBytes / 8 && answerStatus(answer) !== 500) {
        for (const [oldest, entry] of answers) {
          if (keptBytes + bytes <= maxKeptBytes) break;
          answers.delete(oldest);
          keptBytes -= entry.bytes;
        }
        answers.set(key, { answer, bytes });
        keptBytes += bytes;
      }
      return answer;
    },
  };
}
