#!/usr/bin/env node
// @ts-check
/**
 * `npm run bench`: the release benchmark report.
 *
 * Builds dist/ if it is missing or older than src/, starts the demo server on a free
 * port, measures (sizes, engine, network before the first price, LCP/CLS, interaction
 * latency, Lighthouse, server load), stops everything, prints one markdown table and
 * writes it to bench-results/report.md with bench-results/report.json.
 *
 * Exit code: 0 even when a budget is missed (the table says FAIL), unless `--strict`
 * is passed: then 1 when any row is FAIL or could not be measured (ERROR).
 * Takes about 4 to 5 minutes on 2 cores. See scripts/bench/README.md.
 */
import { cpus, loadavg } from 'node:os';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, entryStamp, waitForStableDist } from './build.mjs';
import { DistMissingError, launchChromium } from './chromium.mjs';
import { measureEngine } from './engine.mjs';
import { measureHostile } from './hostile.mjs';
import { measureInteractions } from './interactions.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { measureNetwork } from './network.mjs';
import { writeReport } from './report.mjs';
import { startDemoProcess } from '../demoProcess.mjs';
import { measureSizes } from './sizes.mjs';
import { errorRow, log } from './util.mjs';
import { measureVitals } from './vitals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const strict = process.argv.includes('--strict');
const startedAt = new Date();

/** @type {import('./util.mjs').Row[]} */
const rows = [];
/** Parts during which another build replaced dist/ (their pages may mix two builds). @type {string[]} */
const rebuiltDuring = [];
/** Things to stop, newest first. @type {(() => Promise<void>)[]} */
const cleanups = [];

async function stopAll() {
  while (cleanups.length) {
    const stop = /** @type {() => Promise<void>} */ (cleanups.pop());
    await stop().catch((error) => log(`cleanup failed: ${error instanceof Error ? error.message : error}`));
  }
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void stopAll().finally(() => process.exit(130));
  });
}

/**
 * Runs one part of the benchmark; a part that throws becomes an ERROR row and the rest go on.
 * Other engineers build in this checkout, and a build empties dist/ while it runs: a part
 * that fails while dist/ changed under it waits for the new build and runs once more.
 * @param {string} section
 * @param {() => Promise<import('./util.mjs').Row[]> | import('./util.mjs').Row[]} measure
 */
async function part(section, measure) {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const stamp = entryStamp(root);
    try {
      rows.push(...(await measure()));
      if (entryStamp(root) !== stamp) rebuiltDuring.push(section);
      break;
    } catch (thrown) {
      let error = thrown;
      const distChanged = error instanceof DistMissingError || entryStamp(root) !== stamp;
      if (distChanged && attempt === 1) {
        log(`${section}: dist/ changed during the run (another build); waiting for it, then measuring again`);
        try {
          await waitForStableDist(root);
          continue;
        } catch (waitError) {
          error = waitError;
        }
      }
      log(`${section} failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
      rows.push(errorRow(section, error));
      break;
    }
  }
  log(`${section}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** @type {Record<string, unknown>} */
const environment = {
  node: process.version,
  cpus: cpus().length,
  'load average at start': loadavg()
    .map((n) => n.toFixed(1))
    .join(' '),
};

try {
  let built = false;
  await part('build', async () => {
    const outcome = await ensureBuild(root);
    environment.build = outcome.built ? `built (${outcome.reason})` : 'dist/ up to date';
    built = true;
    return [];
  });
  if (built) await part('size', () => measureSizes(root));
  await part('engine', () => measureEngine(root));

  const server = await startDemoProcess({ root });
  cleanups.push(server.close);
  log(`demo server at ${server.url}`);

  if (built) {
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    environment.chromium = browser.version();
    await part('network', () => measureNetwork(browser, server.url));
    await part('vitals', () => measureVitals(server.url));
    await part('interaction', () => measureInteractions(browser, server.url, root));
    await part('hostile catalog', () => measureHostile(browser, root));
    await browser.close();
    cleanups.pop();
    await part('lighthouse', () => measureLighthouse(server.url));
  }
  await part('load', () => measureLoad(server.url, root));
} catch (error) {
  log(`benchmark stopped: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  rows.push(errorRow('bench', error));
} finally {
  await stopAll();
}

if (rebuiltDuring.length) environment['dist/ rebuilt by another build during'] = rebuiltDuring.join(', ');
const seconds = (Date.now() - startedAt.getTime()) / 1000;
const { markdown, paths } = writeReport(root, { rows, startedAt, seconds, environment });
process.stdout.write(`${markdown}\nwritten to ${paths.map((p) => relative(root, p)).join(' and ')}\n`);
const missed = rows.some((r) => r.result === 'FAIL' || r.result === 'ERROR');
process.exitCode = strict && missed ? 1 : 0;
