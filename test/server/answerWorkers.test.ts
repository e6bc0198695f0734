/**
 * An answer the demo store failed to build (its answer builder, a worker thread, died) is
 * answered as Adobe Commerce answers an internal failure: HTTP 500 and one GraphQL error,
 * 'Internal server error' with extensions.category 'internal' (Magento's GraphQl controller
 * gives any exception it does not know ExceptionFormatter's status 500; outside developer mode
 * graphql-php's FormattedError hides its message behind that text and category). A request that
 * cannot run stays a 400; the failure is never kept as the request's answer.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { getVehiclesInRangeQuery } from '../../src/data/queries';
import { rangeByCode, repoRoot, type Json } from './demoServer';

const demoModule = (path: string): Promise<Json> => import(pathToFileURL(join(repoRoot, path)).href);

/** Magento's answer to an internal failure, written out from its GraphQl controller and graphql-php. */
const MAGENTO_INTERNAL_ERROR = { errors: [{ message: 'Internal server error', extensions: { category: 'internal' } }] };

const triton = rangeByCode('triton');
let workers: Json;
let catalog: Json;

beforeAll(async () => {
  workers = await demoModule('demo/store/answerWorkers.mjs');
  catalog = (await demoModule('demo/store/catalog.mjs')).loadCatalog();
});

describe('a dead answer builder', () => {
  it('answers the request it was building as the store answers an internal failure, with HTTP 500', async () => {
    const builders = workers.createAnswerWorkers({ catalog, maxAnswerNodes: 100_000, size: 1 });
    const request = { query: getVehiclesInRangeQuery, operationName: null, variables: { ids: [triton.uid] } };
    const answer = builders.build(request, { origin: 'http://localhost:4173' });
    // The builder dies while the request is on it (closing the pool ends every builder).
    await builders.close();
    const lost = await answer;
    expect(lost).toEqual(MAGENTO_INTERNAL_ERROR);
    expect(workers.answerStatus(lost)).toBe(500);
  });

  it('keeps a 400 for a request that could not run and a 200 for an answer with data', () => {
    expect(workers.answerStatus({ errors: [{ message: 'Unknown operation named "Nope".' }] })).toBe(400);
    expect(workers.answerStatus({ data: { categories: null }, errors: [{ message: 'x', extensions: { category: 'internal' } }] })).toBe(
      200,
    );
    expect(workers.answerStatus({ data: { storeConfig: {} } })).toBe(200);
  });

  it('is not kept as the request’s answer: the same request is built again', async () => {
    const { createGraphql } = await demoModule('demo/store/graphql.mjs');
    let builds = 0;
    const graphql = createGraphql(catalog, {
      build: async () => (++builds === 1 ? structuredClone(MAGENTO_INTERNAL_ERROR) : { data: { built: builds } }),
    });
    const run = () =>
      graphql.run(graphql.prepare({ query: getVehiclesInRangeQuery, variables: { ids: [triton.uid] } }), { origin: 'http://a' });
    expect(await run()).toEqual(MAGENTO_INTERNAL_ERROR);
    expect(await run()).toEqual({ data: { built: 2 } });
    // An answer with data is kept as before.
    expect(await run()).toEqual({ data: { built: 2 } });
  });
});
