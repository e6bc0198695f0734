import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate, Kind } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as queries from '../../src/data/queries';
import { repoRoot } from './demoServer';

const schema = buildSchema(readFileSync(join(repoRoot, 'demo/store/schema.graphql'), 'utf8'));

describe('store query documents', () => {
  const documents = Object.entries(queries.storeQueries);

  it('has the four operations of spec section 7', () => {
    expect(documents.map(([name]) => name)).toEqual([
      'GetAllVehicleRanges',
      'GetVehiclesInRange',
      'GetAccessoriesInRange',
      'GetStoreConfigDetails',
    ]);
  });

  it.each(documents)('%s validates against the store SDL and names its operation', (name, source) => {
    const document = parse(source);
    expect(validate(schema, document).map((e) => e.message)).toEqual([]);
    const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    expect(operations).toHaveLength(1);
    expect(operations[0]?.kind === Kind.OPERATION_DEFINITION && operations[0].name?.value).toBe(name);
  });

  it('asks for page size 200 and the fixed range category 31', () => {
    expect(queries.getAllVehicleRangesQuery).toContain('ids: { eq: "31" }');
    expect(queries.getVehiclesInRangeQuery).toContain('products(pageSize: 200)');
    expect(queries.getAccessoriesInRangeQuery.match(/pageSize: 200/g)).toHaveLength(2);
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
