/**
 * Every document the element sends runs on a production Adobe Commerce store: it validates
 * against the official 2.4.7 and 2.4.8 schemas plus the maker's module, and its depth and
 * complexity (counted as webonyx/graphql-php counts them) leave room under the limits.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Kind, parse, validate, type DocumentNode, type GraphQLEnumType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import * as queries from '../../src/data/queries';
import { STORE_OPTIONS } from '../../src/domain/optionGroups';
import { repoRoot } from './demoServer';

interface Limits {
  queryComplexity(document: DocumentNode, operationName?: string | null): number;
  queryDepth(document: DocumentNode, operationName?: string | null): number;
}
interface SchemaModule {
  storeSchema(standardSdl?: string, moduleSdl?: string): GraphQLSchema;
}
const demoModule = <T>(path: string): Promise<T> => import(pathToFileURL(join(repoRoot, path)).href) as Promise<T>;
const reference = (version: string) =>
  readFileSync(join(repoRoot, `test/fixtures/adobe-commerce/adobe-commerce-${version}.graphql`), 'utf8');

let limits: Limits;
let storeSchema: SchemaModule['storeSchema'];
const schemas: Record<string, GraphQLSchema> = {};
beforeAll(async () => {
  limits = await demoModule<Limits>('demo/store/limits.mjs');
  ({ storeSchema } = await demoModule<SchemaModule>('demo/store/schema.mjs'));
  schemas['Adobe Commerce 2.4.7 + maker module'] = storeSchema(reference('2-4-7'));
  schemas['Adobe Commerce 2.4.8 + maker module'] = storeSchema(reference('2-4-8'));
  schemas['demo store'] = storeSchema();
});

describe('store query documents', () => {
  const documents = Object.entries(queries.storeDocuments);

  it('has the four operations of spec section 7', () => {
    expect(Object.keys(queries.storeQueries)).toEqual([
      'GetAllVehicleRanges',
      'GetVehiclesInRange',
      'GetAccessoriesInRange',
      'GetStoreConfigDetails',
    ]);
  });

  it.each(documents)('%s validates against Adobe Commerce 2.4.7 and 2.4.8 with the maker module, and the demo store', (_, source) => {
    const document = parse(source);
    for (const [name, schema] of Object.entries(schemas))
      expect(validate(schema, document).map((e) => `${name}: ${e.message}`)).toEqual([]);
    expect(document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)).toHaveLength(1);
  });

  it.each(documents)('%s has depth ≤ 20 and complexity ≤ 250 (production limit 300, room left for the maker)', (_, source) => {
    const document = parse(source);
    expect(limits.queryDepth(document)).toBeLessThanOrEqual(20);
    expect(limits.queryComplexity(document)).toBeLessThanOrEqual(250);
  });

  it("asks for every option group's attribute on a vehicle's variants, and the demo store carries the same ones", async () => {
    const attributes = STORE_OPTIONS.map((option) => option.attribute);
    const variantFields =
      /variants \{\s*product \{([^}]*)\}/.exec(queries.storeDocuments.GetVehiclesInRange ?? '')?.[1]?.split(/\s+/) ?? [];
    expect(variantFields).toEqual(expect.arrayContaining(attributes));
    const { VARIANT_OPTION_ATTRIBUTES } = await demoModule<{ VARIANT_OPTION_ATTRIBUTES: readonly string[] }>('demo/store/catalog.mjs');
    expect([...VARIANT_OPTION_ATTRIBUTES].sort()).toEqual([...attributes].sort());
  });

  it('names the operations the store and its fault switches know', () => {
    const name = (source: string) => {
      const op = parse(source).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
      return op?.kind === Kind.OPERATION_DEFINITION ? op.name?.value : undefined;
    };
    expect(documents.map(([, source]) => name(source))).toEqual([
      'GetAllVehicleRanges',
      'GetVehiclesInRange',
      'GetAccessoriesInRange',
      'GetStoreConfigDetails',
      'GetVehicleOffers',
      'GetVehicleOffers',
      'GetVehicleOffers',
    ]);
  });

  it("asks for the option packs' contents with the models, so they come in the first round trip (issue 26.10)", () => {
    expect(queries.getVehiclesInRangeQuery).toMatch(/configurable_options \{[^}]*values \{[^}]*pack_contents\s*\}/);
    for (const source of Object.values(queries.vehicleOffersQueries)) expect(source).not.toContain('pack_contents');
  });

  it("asks for each variant's stock_status and only_x_left_in_stock with the models (issue 32.2)", () => {
    expect(queries.getVehiclesInRangeQuery).toMatch(/variants \{\s*product \{[^}]*\bstock_status\s+only_x_left_in_stock\b[^}]*\}/);
  });

  it.each(['2-4-7', '2-4-8'])(
    "finds the stock fields on Adobe Commerce %s's SimpleProduct (a variant's product) as the element reads them",
    (version) => {
      const schema = storeSchema(reference(version));
      const fields = (schema.getType('SimpleProduct') as GraphQLObjectType).getFields();
      expect(String(fields.stock_status?.type)).toBe('ProductStockStatus');
      expect(String(fields.only_x_left_in_stock?.type)).toBe('Float');
      const status = schema.getType('ProductStockStatus') as GraphQLEnumType;
      expect(status.getValues().map((v) => v.name)).toEqual(['IN_STOCK', 'OUT_OF_STOCK']);
    },
  );

  it('asks each offer document for one customer type only', () => {
    for (const [key, source] of Object.entries(queries.vehicleOffersQueries)) {
      const others = ['private', 'business', 'mmba'].filter((k) => k !== key);
      expect(source).toContain(`${key} {`);
      for (const other of others) expect(source).not.toContain(`${other} {`);
    }
  });

  it('asks for page size 200, the fixed range category 31 by its uid, and no deprecated categoryList', () => {
    expect(queries.getAllVehicleRangesQuery).toContain('category_uid: { eq: "MzE=" }');
    expect(Buffer.from('MzE=', 'base64').toString()).toBe('31');
    expect(queries.getVehiclesInRangeQuery).toContain('products(pageSize: 200)');
    expect(queries.getAccessoriesInRangeQuery.match(/pageSize: 200/g)).toHaveLength(2);
    for (const [, source] of documents) {
      expect(source).not.toContain('categoryList');
      expect(source).not.toMatch(/\bids: \{/);
    }
  });
});

describe('depth and complexity as webonyx/graphql-php counts them', () => {
  it('counts one per field with its children, __typename included, fragments expanded at every use', () => {
    // storeConfig + store_code + locale = 3; __typename 1; the fragment (2 fields) used twice = 4.
    const document = parse(`
      { storeConfig { store_code locale __typename ...Codes ... on StoreConfig { ...Codes } } }
      fragment Codes on StoreConfig { store_code timezone }
    `);
    expect(limits.queryComplexity(document)).toBe(8);
  });

  it('measures depth from the top-level field (0) to the deepest field with a selection set', () => {
    expect(limits.queryDepth(parse('{ storeConfig { store_code } }'))).toBe(0);
    expect(limits.queryDepth(parse('{ categories { items { children { uid } } } }'))).toBe(2);
    expect(limits.queryDepth(parse('{ categories { items { ...C } } } fragment C on CategoryTree { children { children { uid } } }'))).toBe(
      3,
    );
  });

  it('found the old GetVehiclesInRange over the production limit (367, as the issue measured)', () => {
    // The document as it was before the offers moved out: model and variant offers for three customer types.
    const offer = `{ title description short_description special_offer_flag disclaimers { marker text } price { label value override_label disclaimer lease_terms { mileage months } ${['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas'].map((s) => `${s} { value label override_label }`).join(' ')} } }`;
    const offers = `offer { private ${offer} business ${offer} mmba ${offer} }`;
    const optionPrice = '{ value label sa_value wa_value nt_value qld_value nsw_value vic_value act_value tas_value }';
    const old =
      parse(`query GetVehiclesInRange($ids: [String!]) { categoryList(filters: { category_uid: { in: $ids } }) { uid name year url_key
      products(pageSize: 200) { total_count items { __typename ... on ConfigurableProduct { uid sku name body_style seats drive_type fuel_type transmission
        subrange { label path } ${offers}
        configurable_options { attribute_code label values { label store_label option_slug value_index swatch_data { value }
          pricing { private ${optionPrice} business ${optionPrice} mmba ${optionPrice} } } }
        variants { attributes { code label value_index } product { uid sku name exterior_code interior_code option_pack compatible_accessories ${offers} } } } } } } }`);
    expect(limits.queryComplexity(old)).toBe(367);
  });
});

describe('accessoriesUrlKey', () => {
  it("uses '{code}-accessories' when the code names a model year", () => {
    expect(queries.accessoriesUrlKey('outlander-my25', '2025')).toBe('outlander-my25-accessories');
  });

  it("uses '{code}-{year}-accessories' otherwise", () => {
    expect(queries.accessoriesUrlKey('triton', '2025')).toBe('triton-2025-accessories');
    expect(queries.accessoriesUrlKey('asx', '2024-25')).toBe('asx-2024-25-accessories');
  });
});
