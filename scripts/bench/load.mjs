// @ts-check
/**
 * The demo store under load: autocannon on POST /graphql with the element's own
 * GetAllVehicleRanges and GetVehiclesInRange documents (src/data/queries.ts, bundled with
 * esbuild to a temporary ES module), 10 connections for 10 s each, on localhost only.
 * Before and after each run one request checks that the answer has data and no errors
 * (a GraphQL error comes with status 200, which autocannon would count as a success).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { formatMs, log, verdict } from './util.mjs';

/**
 * autocannon has no type declarations; this is the part of its API used here.
 * @typedef {{ requests: { average: number, total: number }, latency: { p99: number }, errors: number, timeouts: number, non2xx: number }} LoadResult
 * @type {(options: { url: string, method: string, headers: Record<string, string>, body: string, connections: number, duration: number }) => Promise<LoadResult>}
 */
const autocannon = createRequire(import.meta.url)('autocannon');

const CONNECTIONS = 10;
const SECONDS = 10;

/**
 * The store documents, from the TypeScript source.
 * @param {string} root
 * @returns {Promise<{ getAllVehicleRangesQuery: string, getVehiclesInRangeQuery: string }>}
 */
async function loadQueries(root) {
  const dir = mkdtempSync(join(tmpdir(), 'bp-bench-'));
  try {
    const file = join(dir, 'queries.mjs');
    await build({
      entryPoints: [join(root, 'src/data/queries.ts')],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      outfile: file,
      logLevel: 'error',
    });
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * One GraphQL request; throws unless it answers data without errors.
 * @param {string} endpoint
 * @param {string} body
 */
async function checkedQuery(endpoint, body) {
  const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const json = /** @type {any} */ (await response.json());
  if (!response.ok || json.errors || !json.data)
    throw new Error(`${endpoint} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/**
 * @param {string} url the demo server (http://localhost:port)
 * @param {string} root
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureLoad(url, root) {
  if (!/^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(url))
    throw new Error(`refusing to load-test a non-loopback server: ${url}`);
  const queries = await loadQueries(root);
  const endpoint = `${url}/graphql`;
  const rangesBody = JSON.stringify({ query: queries.getAllVehicleRangesQuery, operationName: 'GetAllVehicleRanges', variables: {} });
  const ranges = await checkedQuery(endpoint, rangesBody);
  const triton = (ranges.categories?.items ?? [])
    .flatMap((/** @type {any} */ c) => c.children ?? [])
    .find((/** @type {any} */ c) => c.code === 'triton');
  if (!triton) throw new Error('the store lists no triton range');
  const vehiclesBody = JSON.stringify({
    query: queries.getVehiclesInRangeQuery,
    operationName: 'GetVehiclesInRange',
    variables: { ids: [triton.uid] },
  });
  await checkedQuery(endpoint, vehiclesBody);

  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  for (const [operation, body] of [
    ['GetAllVehicleRanges', rangesBody],
    ['GetVehiclesInRange (Triton)', vehiclesBody],
  ]) {
    log(`load: ${operation}, ${CONNECTIONS} connections for ${SECONDS} s`);
    const result = await autocannon({
      url: endpoint,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    await checkedQuery(endpoint, body);
    const failures = result.errors + result.timeouts + result.non2xx;
    const conditions = `${CONNECTIONS} connections, ${SECONDS} s, ${result.requests.total} requests`;
    rows.push(
      {
        section: 'load',
        metric: `POST /graphql ${operation}: requests/s (mean; ${conditions})`,
        value: result.requests.average.toFixed(0),
        budget: '—',
        result: 'info',
        raw: result.requests.average,
      },
      {
        section: 'load',
        metric: `POST /graphql ${operation}: p99 latency`,
        value: formatMs(result.latency.p99),
        budget: '—',
        result: 'info',
        raw: result.latency.p99,
      },
      {
        section: 'load',
        metric: `POST /graphql ${operation}: errors + timeouts + non-2xx (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
        value: String(failures),
        budget: '0',
        result: verdict(failures, (v) => v === 0),
        raw: failures,
      },
    );
  }
  return rows;
}
