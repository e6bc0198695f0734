/**
 * Readers from the store's GraphQL answers to the domain's catalog types
 * (spec 3). Total: a malformed entry is left out, a missing field becomes
 * null, nothing throws and nothing untyped reaches src/domain.
 */
import {
  CUSTOMER_TYPES,
  STATES,
  type Accessory,
  type AccessoryVariant,
  type ColourOption,
  type Configurable,
  type ConfigurableOption,
  type Offer,
  type OfferKey,
  type OffersByCustomer,
  type OptionPrice,
  type OptionValue,
  type StoreDisclaimers,
  type StockStatus,
  type Variant,
} from '../domain/types';
import { OPTION_CODE_OF_ATTRIBUTE } from '../domain/optionGroups';
import { asArray, asBoolean, asNumber, asRecord, asString, at, readList, type Json } from '../domain/read';
import { disclaimer, offer, offerProducts, storePrice, variantOffers } from './offers';
import { fail, ok, type Result } from './result';

function records(value: unknown): Json[] {
  return readList(value, asRecord);
}

/** Skus listed as text or as `{ sku }` entries; empty ones are left out. */
function strings(value: unknown): string[] {
  return readList(value, (entry) => (asString(entry) ?? asString(asRecord(entry)?.sku)) || null);
}

/** The offers an answer holds: only the customer types it was asked for (GetVehicleOffers asks for one). */
function offers(value: unknown): OffersByCustomer {
  const entry = asRecord(value);
  const result: OffersByCustomer = {};
  for (const customer of CUSTOMER_TYPES) if (entry && customer in entry) result[customer] = offer(entry[customer]);
  return result;
}

function optionPrice(value: unknown): OptionPrice | null {
  const entry = asRecord(value);
  if (!entry) return null;
  const states: OptionPrice['states'] = {};
  for (const state of STATES) {
    const local = storePrice(entry[`${state}_value`]);
    if (local !== null) states[state] = local;
  }
  return { value: storePrice(entry.value), label: asString(entry.label), states };
}

function optionValue(value: Json): OptionValue | null {
  const label = asString(value.label);
  const valueIndex = asNumber(value.value_index);
  if (!label || valueIndex === null) return null;
  const pricing = asRecord(value.pricing);
  return {
    label,
    optionSlug: asString(value.option_slug),
    valueIndex,
    swatch: asString(at(value, 'swatch_data', 'value')),
    packContents: strings(value.pack_contents),
    pricing: Object.fromEntries(
      CUSTOMER_TYPES.filter((customer) => pricing && customer in pricing).map((customer) => [customer, optionPrice(pricing?.[customer])]),
    ),
  };
}

function configurableOption(value: Json): ConfigurableOption | null {
  const code = OPTION_CODE_OF_ATTRIBUTE.get(asString(value.attribute_code) ?? '');
  if (!code) return null;
  return {
    attributeCode: code,
    values: records(value.values)
      .map(optionValue)
      .filter((v): v is OptionValue => v !== null),
  };
}

function variant(value: Json): Variant | null {
  const product = asRecord(value.product);
  const sku = asString(product?.sku);
  if (!product || !sku) return null;
  const compatible = asArray(product.compatible_accessories);
  return {
    sku,
    exteriorCode: asNumber(product.exterior_code),
    interiorCode: asNumber(product.interior_code),
    optionPack: asNumber(product.option_pack),
    compatibleAccessories: compatible ? strings(compatible) : null,
    offers: offers(product.offer),
    stock: STOCK_STATUS.get(asString(product.stock_status) ?? '') ?? null,
    onlyLeft: leftInStock(product.only_x_left_in_stock),
  };
}

/** Adobe Commerce's ProductStockStatus values; anything else (missing, misspelt) is no claim. */
const STOCK_STATUS: ReadonlyMap<string, StockStatus> = new Map([
  ['IN_STOCK', 'in-stock'],
  ['OUT_OF_STOCK', 'out-of-stock'],
]);

/** only_x_left_in_stock as a whole count above 0 (the store sends a Float); null otherwise. */
function leftInStock(value: unknown): number | null {
  const count = asNumber(value);
  return count !== null && count >= 1 ? Math.floor(count) : null;
}

/**
 * The most variants a model offers: far more than any model sells (a Triton grade has a few dozen),
 * twice the 10,000 a hostile catalog was tried with; a longer list is cut here, logged.
 */
export const MAX_MODEL_VARIANTS = 20_000;

/** One model product, or null when it has no sku, name or variant. */
export function configurableFromStore(value: unknown): Configurable | null {
  const entry = asRecord(value);
  const sku = asString(entry?.sku);
  const name = asString(entry?.name);
  if (!entry || !sku || !name) return null;
  const listed = asArray(entry.variants) ?? [];
  if (listed.length > MAX_MODEL_VARIANTS) {
    console.warn(`bp-configurator: store data: ${sku} lists ${listed.length} variants; only the first ${MAX_MODEL_VARIANTS} are offered`);
  }
  const variants = records(listed.slice(0, MAX_MODEL_VARIANTS))
    .map(variant)
    .filter((v): v is Variant => v !== null);
  if (variants.length === 0) return null;
  const subrange = asRecord(entry.subrange);
  const subrangeLabel = asString(subrange?.label);
  return {
    sku,
    name,
    bodyStyle: asString(entry.body_style),
    seats: asNumber(entry.seats),
    driveType: asString(entry.drive_type),
    fuelType: asString(entry.fuel_type),
    transmission: asString(entry.transmission),
    subrange: subrangeLabel ? { label: subrangeLabel, path: asString(subrange?.path) ?? '' } : null,
    offers: offers(entry.offer),
    variants,
    configurableOptions: records(entry.configurable_options)
      .map(configurableOption)
      .filter((o): o is ConfigurableOption => o !== null),
  };
}

/** The model products of a GetVehiclesInRange product list. */
export function configurablesFromStore(products: readonly unknown[]): Configurable[] {
  return products.map(configurableFromStore).filter((c): c is Configurable => c !== null);
}

/** One offer key's prices of a range, by model sku (GetVehicleOffers). */
export interface RangeOffers {
  key: OfferKey;
  models: ReadonlyMap<
    string,
    { offer: Offer | null; options: ReadonlyMap<string, OptionPrice | null>; variants: ReadonlyMap<string, Offer | null> }
  >;
}

const optionKey = (code: string, valueIndex: number): string => `${code}:${valueIndex}`;

/** The prices a GetVehicleOffers answer gives for `key`; an answer without categories is an error. */
export function rangeOffersFromStore(data: unknown, key: OfferKey): Result<RangeOffers> {
  const products = offerProducts(data);
  if (!products) return fail('GetVehicleOffers: categories missing');
  const models = new Map<string, { offer: Offer | null; options: Map<string, OptionPrice | null>; variants: Map<string, Offer | null> }>();
  for (const product of products) {
    const sku = asString(product.sku);
    if (!sku || models.has(sku)) continue;
    const options = new Map<string, OptionPrice | null>();
    for (const option of records(product.configurable_options)) {
      const code = OPTION_CODE_OF_ATTRIBUTE.get(asString(option.attribute_code) ?? '');
      if (!code) continue;
      for (const value of records(option.values)) {
        const valueIndex = asNumber(value.value_index);
        if (valueIndex !== null) options.set(optionKey(code, valueIndex), optionPrice(at(value, 'pricing', key)));
      }
    }
    models.set(sku, { offer: offer(at(product, 'offer', key)), options, variants: variantOffers(product, key) });
  }
  return ok({ key, models });
}

/** The configurables with one offer key's prices set (null where the store has none for them). */
export function withOffers(configurables: readonly Configurable[], prices: RangeOffers): Configurable[] {
  const { key } = prices;
  return configurables.map((configurable) => {
    const model = prices.models.get(configurable.sku);
    return {
      ...configurable,
      offers: { ...configurable.offers, [key]: model?.offer ?? null },
      variants: configurable.variants.map((variant) => ({
        ...variant,
        offers: { ...variant.offers, [key]: model?.variants.get(variant.sku) ?? null },
      })),
      configurableOptions: configurable.configurableOptions.map((option) => ({
        ...option,
        values: option.values.map((value) => ({
          ...value,
          pricing: { ...value.pricing, [key]: model?.options.get(optionKey(option.attributeCode, value.valueIndex)) ?? null },
        })),
      })),
    };
  });
}

/** Whether the configurables carry `key`'s prices (asked for, whatever the store answered). */
export function hasOffers(configurables: readonly Configurable[], key: OfferKey): boolean {
  return configurables.every((configurable) => key in configurable.offers);
}

function price(value: Json): number | null {
  return storePrice(at(value, 'price_range', 'minimum_price', 'final_price', 'value'));
}

function skus(value: unknown): string[] {
  return readList(value, (entry) => asString(asRecord(entry)?.sku) || null);
}

/**
 * The longest store HTML text kept (a description shown in a modal): far more than any page shows,
 * and a 1 MB one blocked the page for 2 s while its modal opened. Longer text is cut here, at the border.
 */
export const MAX_STORE_HTML = 20_000;

/** Store HTML within MAX_STORE_HTML: cut before any tag the limit would split, with '…'; `cut` hears that it was. */
export function boundedHtml(value: string | null, cut: () => void): string | null {
  if (value === null || value.length <= MAX_STORE_HTML) return value;
  cut();
  const head = value.slice(0, MAX_STORE_HTML);
  const open = head.lastIndexOf('<');
  return `${open > head.lastIndexOf('>') ? head.slice(0, open) : head}…`;
}

/** Store text (an accessory's title or name) within MAX_STORE_HTML, as descriptions are: cut with '…'; `cut` hears that it was. */
export function boundedText(value: string | null, cut: () => void): string | null {
  if (value === null || value.length <= MAX_STORE_HTML) return value;
  cut();
  // Not between the two halves of a surrogate pair.
  const end = /[\uD800-\uDBFF]/.test(value[MAX_STORE_HTML - 1] ?? '') ? MAX_STORE_HTML - 1 : MAX_STORE_HTML;
  return `${value.slice(0, end)}…`;
}

/** Store HTML over the limit, by sku, logged once per answer. */
function logCutTexts(skus: readonly string[]): void {
  if (skus.length === 0) return;
  console.warn(
    `bp-configurator: store data: descriptions over ${MAX_STORE_HTML} characters (or titles) were cut to that length (${skus.slice(0, 20).join(', ')}${skus.length > 20 ? ` and ${skus.length - 20} more` : ''})`,
  );
}

function accessoryVariant(value: Json, colourCode: string | null, cut: (sku: string) => void): AccessoryVariant | null {
  const product = asRecord(value.product);
  const sku = asString(product?.sku);
  if (!product || !sku) return null;
  const attributes = records(value.attributes)
    .map((attribute) => ({ code: asString(attribute.code) ?? '', valueIndex: asNumber(attribute.value_index) }))
    .filter((attribute): attribute is { code: string; valueIndex: number } => attribute.valueIndex !== null);
  const colour = attributes.find((attribute) => attribute.code === colourCode) ?? attributes[0];
  return {
    sku,
    title: asString(product.title),
    name: asString(product.name),
    description: boundedHtml(asString(at(product, 'description', 'html')), () => cut(sku)),
    price: price(product),
    valueIndex: colour?.valueIndex ?? null,
    attributes,
    includedAccessories: strings(product.included_accessories),
  };
}

/** One accessory product, or null when it has no sku; `cut` hears the skus whose description was cut (boundedHtml). */
export function accessoryFromStore(value: unknown, cut: (sku: string) => void = () => undefined): Accessory | null {
  const entry = asRecord(value);
  const sku = asString(entry?.sku);
  if (!entry || !sku) return null;
  const colourOption = records(entry.configurable_options)[0] ?? null;
  const colourCode = asString(colourOption?.attribute_code);
  const colourOptions: ColourOption[] = records(colourOption?.values)
    .map((option) => ({
      label: asString(option.label) ?? '',
      value: asString(at(option, 'swatch_data', 'value')),
      valueIndex: asNumber(option.value_index),
    }))
    .filter((option): option is ColourOption => option.label !== '' && option.valueIndex !== null);
  return {
    uid: asString(entry.uid),
    sku,
    title: boundedText(asString(entry.title) ?? asString(entry.name), () => cut(sku)) ?? sku,
    name: boundedText(asString(entry.name), () => cut(sku)),
    description: boundedHtml(asString(at(entry, 'description', 'html')), () => cut(sku)),
    price: price(entry),
    accessoryGroup: asString(entry.accessory_group),
    genuineParts: asBoolean(entry.genuine_parts),
    popularAccessory: asBoolean(entry.popular_accessory),
    isTray: asBoolean(entry.is_tray),
    trayType: asString(entry.tray_type),
    isTrayPaint: asBoolean(entry.is_tray_paint),
    onSale: asBoolean(entry.on_sale),
    is3DReady: asBoolean(entry.is_3d_ready),
    colourOptions,
    variants: records(entry.variants)
      .map((v) => accessoryVariant(v, colourCode, cut))
      .filter((v): v is AccessoryVariant => v !== null),
    requiredAccessories: skus(entry.related_products),
    extraRequiredAccessories: strings(entry.extra_required_accessories),
    incompatibleAccessories: skus(entry.crosssell_products),
    interchangeableAccessories: skus(entry.upsell_products),
    includedAccessories: strings(entry.included_accessories),
  };
}

/** The accessories of a GetAccessoriesInRange answer; an answer without categories is an error. */
export function accessoriesFromStore(data: unknown): Result<Accessory[]> {
  const categories = asArray(at(data, 'categories', 'items'));
  if (!categories) return fail('GetAccessoriesInRange: categories missing');
  const seen = new Set<string>();
  const accessories: Accessory[] = [];
  const cutTexts: string[] = [];
  for (const category of categories) {
    for (const product of asArray(at(category, 'products', 'items')) ?? []) {
      const accessory = accessoryFromStore(product, (sku) => {
        if (cutTexts.at(-1) !== sku) cutTexts.push(sku);
      });
      if (accessory && !seen.has(accessory.sku)) {
        seen.add(accessory.sku);
        accessories.push(accessory);
      }
    }
  }
  logCutTexts(cutTexts);
  return ok(accessories);
}

/** The store config disclaimers (GetStoreConfigDetails); missing ones are null. */
export function storeDisclaimersFromStore(data: unknown): Result<StoreDisclaimers> {
  const config = asRecord(at(data, 'storeConfig'));
  if (!config) return fail('GetStoreConfigDetails: storeConfig missing');
  return ok({
    indicativePricing: disclaimer(config.indicative_pricing_disclaimer),
    accessoriesImages: disclaimer(config.accessories_images_disclaimer),
    financePayments: disclaimer(config.finance_payments_disclaimer),
    balloonPayments: disclaimer(config.balloon_payments_disclaimer),
    // Each customer type's own disclaimer is `<type>_disclaimer` (GetStoreConfigDetails asks for each).
    byCustomer: Object.fromEntries(CUSTOMER_TYPES.map((type) => [type, disclaimer(config[`${type}_disclaimer`])])),
  });
}
