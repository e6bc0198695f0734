// @ts-check
/**
 * A store schema: a standard Adobe Commerce schema (the demo's subset, demo/store/schema.graphql,
 * or a full 2.4.x schema) with the maker's module (demo/store/maker-module.graphql) added.
 *
 * As Magento's schema reader does for a module's interface fields, a field the module adds
 * to an interface is added to every type of the schema that implements it too.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, buildSchema, extendSchema, isObjectType, parse, print } from 'graphql';

const here = dirname(fileURLToPath(import.meta.url));
/** The standard part the demo store serves. */
export const STANDARD_SDL = readFileSync(join(here, 'schema.graphql'), 'utf8');
/** The maker's module. */
export const MAKER_MODULE_SDL = readFileSync(join(here, 'maker-module.graphql'), 'utf8');

/**
 * The standard schema in `standardSdl` extended by the maker's module.
 * @param {string} [standardSdl] @param {string} [moduleSdl]
 */
export function storeSchema(standardSdl = STANDARD_SDL, moduleSdl = MAKER_MODULE_SDL) {
  const base = buildSchema(standardSdl);
  const module = parse(moduleSdl);
  /** @type {string[]} */
  const copies = [];
  for (const d of module.definitions) {
    if (d.kind !== Kind.INTERFACE_TYPE_EXTENSION || !d.fields?.length) continue;
    const fields = d.fields.map((f) => print(f)).join('\n  ');
    for (const type of Object.values(base.getTypeMap())) {
      if (isObjectType(type) && type.getInterfaces().some((i) => i.name === d.name.value))
        copies.push(`extend type ${type.name} {\n  ${fields}\n}`);
    }
  }
  return extendSchema(base, parse([moduleSdl, ...copies].join('\n\n')));
}
