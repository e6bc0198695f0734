/**
 * A shipped demo range (demo/catalog/*.json) as the element would index it: the demo store's
 * own GraphQL executor answers the element's queries, and the element's mappers read the
 * answers, as src/data/store.ts does over the network.
 */
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { accessoriesFromStore, configurablesFromStore, rangeOffersFromStore, withOffers } from '../../src/data/catalog';
import {
  accessoriesUrlKey,
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getVehiclesInRangeQuery,
  vehicleOffersQueries,
} from '../../src/data/queries';
import { rangesFromStore } from '../../src/data/ranges';
import { vehiclesFromStore } from '../../src/data/vehicles';
import { indexCatalog, type Catalog } from '../../src/domain/catalog';
import { orderConfigurables } from '../../src/domain/selection';
import type { OfferKey } from '../../src/domain/types';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface Executor {
  prepare(request: { query: string; variables: Record<string, unknown> }): unknown;
  run(prepared: unknown, context: { origin: string }): Promise<{ data: unknown }>;
}

let executor: Promise<Executor> | null = null;

function demoExecutor(): Promise<Executor> {
  executor ??= (async () => {
    const load = (path: string) =>
      import(pathToFileURL(join(repoRoot, path)).href) as Promise<Record<string, (...args: unknown[]) => unknown>>;
    const { loadCatalog } = await load('demo/store/catalog.mjs');
    const { createGraphql } = await load('demo/store/graphql.mjs');
    return createGraphql!(loadCatalog!()) as Executor;
  })();
  return executor;
}

async function ask(query: string, variables: Record<string, unknown>): Promise<unknown> {
  const graphql = await demoExecutor();
  return (await graphql.run(graphql.prepare({ query, variables }), { origin: 'http://localhost' })).data;
}

function value<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** The indexed catalog of a shipped range ('triton', 'pajero-sport', ...) priced for one offer key. */
export async function shippedCatalog(code: string, key: OfferKey = 'private'): Promise<Catalog> {
  const ranges = value(rangesFromStore(await ask(getAllVehicleRangesQuery, {})));
  const range = ranges.find((r) => r.code === code);
  if (!range) throw new Error(`no range ${code} in the demo catalog`);
  const vehicles = value(vehiclesFromStore(await ask(getVehiclesInRangeQuery, { ids: [range.uid] }), range.code));
  const prices = value(rangeOffersFromStore(await ask(vehicleOffersQueries[key], { ids: [range.uid] }), key));
  const configurables = orderConfigurables(range.code, withOffers(configurablesFromStore(vehicles.products), prices));
  const urlKeys = [accessoriesUrlKey(range.code, range.year)];
  const accessories = value(accessoriesFromStore(await ask(getAccessoriesInRangeQuery, { urlKeys })));
  return indexCatalog({ configurables, accessories, has3DView: range.readyForRender });
}
