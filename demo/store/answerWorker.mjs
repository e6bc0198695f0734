// @ts-check
/**
 * One of the demo store's answer builders (demo/store/answerWorkers.mjs): given the catalog the
 * server loaded and checked, builds each request's answer as the store's executor does (demo/store/graphql.mjs,
 * with its answer budget) and sends it back as JSON.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createGraphql } from './graphql.mjs';

const graphql = createGraphql(workerData.catalog, { maxKeptBytes: 0, maxAnswerNodes: workerData.maxAnswerNodes });

parentPort?.on(
  'message',
  async (
    /** @type {{ id: number, query: string, operationName: string | null, variables?: Record<string, unknown>, origin: string }} */ message,
  ) => {
    const prepared = graphql.prepare({
      query: message.query,
      operationName: message.operationName ?? undefined,
      variables: message.variables,
    });
    const answer = 'document' in prepared && prepared.document ? await graphql.run(prepared, { origin: message.origin }) : prepared.body;
    parentPort?.postMessage({ id: message.id, json: JSON.stringify(answer) });
  },
);
