// @ts-check
/**
 * Where the demo store builds its GraphQL answers: in worker threads, as a production
 * Adobe Commerce store answers each request in one of a pool of PHP processes. Building
 * a large answer takes the store's CPU for a while (100,000 nodes, the answer budget, about
 * 0.2 s on a quiet machine and seconds under load), refused or not; in a worker it no longer
 * holds up the server's event loop, so the other requests (assets, leads, kept answers, the
 * pages) keep being served meanwhile, and a second worker keeps building other answers.
 *
 * Each worker is given the loaded catalog (demo/store/answerWorker.mjs) and builds one answer
 * at a time; requests wait in order for a free worker. A worker that dies is replaced, and
 * the request it was building is answered as Adobe Commerce answers an internal failure: HTTP 500
 * and one GraphQL error, 'Internal server error' with extensions.category 'internal' (Magento's
 * GraphQl controller answers any exception it does not know with ExceptionFormatter's status 500,
 * and outside developer mode webonyx/graphql-php's FormattedError hides the exception's message
 * behind that text and category), the cause only in the store's own log.
 */
import { Worker } from 'node:worker_threads';

/** @typedef {Record<string, any>} Json */
/** @typedef {import('./graphql.mjs').Prepared} Prepared */

const WORKER_URL = new URL('./answerWorker.mjs', import.meta.url);

/** What the store answers when building an answer failed inside it (a dead answer builder), with HTTP 500. */
export const INTERNAL_ERROR_ANSWER = Object.freeze({
  errors: Object.freeze([Object.freeze({ message: 'Internal server error', extensions: Object.freeze({ category: 'internal' }) })]),
});

/**
 * The HTTP status of a GraphQL answer: 200 with data; 500 for an internal failure (as above);
 * 400 for a request that could not run (no data: unknown operation, variables of the wrong type).
 * @param {Json} answer @returns {200 | 400 | 500}
 */
export function answerStatus(answer) {
  if ('data' in answer) return 200;
  const errors = Array.isArray(answer.errors) ? answer.errors : [];
  return errors.some((/** @type {Json} */ error) => error?.extensions?.category === 'internal') ? 500 : 400;
}

/**
 * @param {{ catalog: import('./catalog.mjs').Catalog, maxAnswerNodes: number, size?: number }} options the catalog (checked), the
 *   answer budget, and how many workers build answers at once (2)
 */
export function createAnswerWorkers({ catalog, maxAnswerNodes, size = 2 }) {
  /** @typedef {{ id: number, message: { id: number, query: string, operationName: string | null, variables: Json | undefined, origin: string }, resolve: (answer: Json) => void }} Job */
  /** @type {Job[]} */
  const waiting = [];
  /** @type {Set<Slot>} */
  const slots = new Set();
  let nextId = 1;
  let closed = false;

  /** @typedef {{ worker: Worker, job: Job | null }} Slot */
  const start = () => {
    const worker = new Worker(WORKER_URL, { workerData: { catalog, maxAnswerNodes } });
    /** @type {Slot} */
    const slot = { worker, job: null };
    worker.on('message', (/** @type {{ id: number, json: string }} */ message) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = null;
      job.resolve(JSON.parse(message.json));
      next();
    });
    const lost = (/** @type {unknown} */ why) => {
      if (!slots.delete(slot)) return; // 'error' is followed by 'exit'

      const job = slot.job;
      slot.job = null;
      if (job) {
        // The cause goes to the store's log, never to the client.
        if (!closed) console.error('bp-configurator demo: an answer builder died:', why);
        job.resolve(structuredClone(INTERNAL_ERROR_ANSWER));
      }
      if (!closed) {
        start();
        next();
      }
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(`the answer builder exited with ${code}`));
    slots.add(slot);
    worker.unref();
  };
  const next = () => {
    for (const slot of slots) {
      if (slot.job || waiting.length === 0) continue;
      const job = /** @type {Job} */ (waiting.shift());
      slot.job = job;
      slot.worker.postMessage(job.message);
    }
  };
  for (let i = 0; i < size; i++) start();

  return {
    /**
     * Builds the answer to a prepared request in a free worker.
     * @param {Prepared} prepared @param {{ origin: string }} context @returns {Promise<Json>}
     */
    build(prepared, context) {
      return new Promise((resolve) => {
        const id = nextId++;
        waiting.push({
          id,
          message: {
            id,
            query: prepared.query ?? '',
            operationName: prepared.operationName,
            variables: prepared.variables,
            origin: context.origin,
          },
          resolve,
        });
        next();
      });
    },
    /** Stops the workers. */
    close: async () => {
      closed = true;
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}
