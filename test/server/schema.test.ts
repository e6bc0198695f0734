/**
 * The demo store is the real schema: its standard part declares every type, field, argument
 * and nullability exactly as Adobe Commerce 2.4.7 and 2.4.8 declare them, and the maker's
 * module only extends standard types and adds the maker's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  Kind,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './demoServer';

const reference = (version: string) =>
  buildSchema(readFileSync(join(repoRoot, `test/fixtures/adobe-commerce/adobe-commerce-${version}.graphql`), 'utf8'));
const standard = buildSchema(readFileSync(join(repoRoot, 'demo/store/schema.graphql'), 'utf8'));
const moduleDocument = parse(readFileSync(join(repoRoot, 'demo/store/maker-module.graphql'), 'utf8'));
const builtIn = (name: string) => name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);

/** Each declaration of a type as text: kind, interfaces, fields with their types, arguments and defaults, enum values. */
function declarations(type: GraphQLNamedType): string[] {
  const out: string[] = [`${type.name}: ${type.constructor.name}`];
  if (isObjectType(type) || isInterfaceType(type)) {
    for (const i of type.getInterfaces()) out.push(`${type.name} implements ${i.name}`);
    for (const f of Object.values(type.getFields())) {
      out.push(`${type.name}.${f.name}: ${String(f.type)}`);
      for (const a of f.args) out.push(`${type.name}.${f.name}(${a.name}: ${String(a.type)} = ${JSON.stringify(a.defaultValue)})`);
    }
  } else if (isInputObjectType(type)) {
    for (const f of Object.values(type.getFields()))
      out.push(`${type.name}.${f.name}: ${String(f.type)} = ${JSON.stringify(f.defaultValue)}`);
  } else if (isEnumType(type)) {
    for (const v of type.getValues()) out.push(`${type.name}.${v.name}`);
  } else if (isUnionType(type)) {
    for (const t of type.getTypes()) out.push(`${type.name} | ${t.name}`);
  }
  return out;
}

function declaredIn(schema: GraphQLSchema): Set<string> {
  return new Set(
    Object.values(schema.getTypeMap())
      .filter((t) => !builtIn(t.name))
      .flatMap(declarations),
  );
}

describe('the demo store schema', () => {
  const demo = [...declaredIn(standard)];

  it.each(['2-4-7', '2-4-8'])('declares its standard part exactly as Adobe Commerce %s does', (version) => {
    const real = declaredIn(reference(version));
    expect(demo.length).toBeGreaterThan(150);
    expect(demo.filter((line) => !real.has(line))).toEqual([]);
  });

  it('serves the queries, categories, products, configurable options and store config the element reads', () => {
    for (const line of [
      'Query.categories: CategoryResult',
      'Query.storeConfig: StoreConfig',
      'CategoryInterface.products(pageSize: Int = 20)',
      'ConfigurableProduct.variants: [ConfigurableVariant]',
      'ConfigurableProductOptionsValues.value_index: Int',
      'ProductInterface.price_range: PriceRange!',
      'ConfigurableProduct implements ProductInterface',
    ])
      expect(demo).toContain(line);
  });
});

describe("the maker's module", () => {
  it('only extends standard types and interfaces, and adds types no Adobe Commerce schema has', () => {
    const real = [reference('2-4-7'), reference('2-4-8')];
    for (const d of moduleDocument.definitions) {
      if (d.kind === Kind.OBJECT_TYPE_EXTENSION || d.kind === Kind.INTERFACE_TYPE_EXTENSION) {
        for (const schema of real) expect(schema.getType(d.name.value), d.name.value).toBeDefined();
        for (const schema of real) {
          const type = schema.getType(d.name.value);
          const existing = type && (isObjectType(type) || isInterfaceType(type)) ? Object.keys(type.getFields()) : [];
          expect(
            (d.fields ?? []).map((f) => f.name.value).filter((f) => existing.includes(f)),
            d.name.value,
          ).toEqual([]);
        }
      } else {
        expect(d.kind).toBe(Kind.OBJECT_TYPE_DEFINITION);
        const name = d.kind === Kind.OBJECT_TYPE_DEFINITION ? d.name.value : '';
        for (const schema of real) expect(schema.getType(name), name).toBeUndefined();
      }
    }
  });
});
