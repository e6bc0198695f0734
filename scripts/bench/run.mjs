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
 *
 * `--against <git-ref>` also builds that commit in a worktree of its own (against.mjs), serves
 * it from its own demo server, measures both builds in one run (loads and interaction pages
 * alternating between them) and reports each row for both with the ratio.
 * `--loads N`: loads per route and CPU rate in the vitals (3; 5 with --against). `--only size,network,vitals`: only
 * those parts (names as in the table's section column).
 */
import { cpus, loadavg } from 'node:os';
import { alternate, prepareAgainst, thisLabel } from './against.mjs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, entryStamp, waitForStableDist } from './build.mjs';
import { DistMissingError, launchChromium } from './chromium.mjs';
import { measureEngine } from './engine.mjs';
import { measureHostile } from './hostile.mjs';
import { INTERACTION_RATES, measureInteractionsAt } from './interactions.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureLoad } from './load.mjs';
import { measureNetwork } from './network.mjs';
import { writeReport } from './report.mjs';
import { startDemoProcess } from '../demoProcess.mjs';
import { measureSizes } from './sizes.mjs';
import { errorRow, log } from './util.mjs';
import { measureVitals } from './vitals.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const strict = args.includes('--strict');
/** The value after `--name`, or undefined. @param {string} name */
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const againstRef = option('--against');
/** Loads per route and rate in the vitals: 3, or 5 per build when comparing (one load each of the same commit differed by 22 % at 4x). */
const loads = option('--loads') ? Number(option('--loads')) : againstRef ? 5 : undefined;
/** `--only size,vitals`: the parts to run (the build always runs). */
const only = option('--only')?.split(',');
if (againstRef !== undefined && (againstRef === '' || againstRef.startsWith('--'))) throw new Error('--against needs a git ref');
if (loads !== undefined && !(Number.isInteger(loads) && loads > 0)) throw new Error('--loads needs a positive whole number');
const startedAt = new Date();

/** The builds measured: this checkout, and with --against the reference. @type {import('./against.mjs').Target[]} */
const targets = [{ name: 'this', label: againstRef ? `this (${thisLabel(root)})` : 'this', root, url: '' }];

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

/** How many per-build parts have run: each starts with the other build than the previous one. */
let rounds = 0;

/**
 * A part measured once per build (this one, then the reference; the next part the other way
 * round), each row tagged with its build: any part written as `(target) => rows` is compared
 * by `--against` without knowing about it.
 * @param {(target: import('./against.mjs').Target) => Promise<import('./util.mjs').Row[]> | import('./util.mjs').Row[]} measure
 * @returns {() => Promise<import('./util.mjs').Row[]>}
 */
const eachBuild = (measure) => async () => {
  const results = await alternate(targets, rounds++, async (target) =>
    (await measure(target)).map((row) => ({ ...row, target: target.name })),
  );
  return targets.flatMap((target) => results.get(target) ?? []);
};

/**
 * Runs one part of the benchmark; a part that throws becomes an ERROR row and the rest go on.
 * Other engineers build in this checkout, and a build empties dist/ while it runs: a part
 * that fails while dist/ changed under it waits for the new build and runs once more.
 * @param {string} section
 * @param {() => Promise<import('./util.mjs').Row[]> | import('./util.mjs').Row[]} measure
 */
async function part(section, measure) {
  if (only && section !== 'build' && !only.includes(section)) return;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    const stamp = entryStamp(root);
    try {
      rows.push(...(await measure()));
      if (section !== 'build' && entryStamp(root) !== stamp) rebuiltDuring.push(section);
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
  if (againstRef) {
    built = false;
    await part('build', async () => {
      const reference = await prepareAgainst(root, againstRef);
      targets.push({ name: 'against', label: reference.commit, root: reference.root, url: '' });
      environment.against = `${againstRef} = ${reference.commit} in ${reference.root}, ${reference.built}`;
      built = true;
      return [];
    });
  }
  if (built)
    await part(
      'size',
      eachBuild((target) => measureSizes(target.root)),
    );
  await part(
    'engine',
    eachBuild((target) => measureEngine(target.root)),
  );

  for (const target of targets) {
    const server = await startDemoProcess({ root: target.root });
    cleanups.push(server.close);
    target.url = server.url;
    log(`demo server${targets.length > 1 ? ` of ${target.label}` : ''} at ${server.url}`);
  }

  if (built) {
    const browser = await launchChromium();
    cleanups.push(() => browser.close());
    environment.chromium = browser.version();
    await part(
      'network',
      eachBuild((target) => measureNetwork(browser, target.url, target.root)),
    );
    await part('vitals', () => measureVitals(targets, { loads }));
    await part('interaction', async () => {
      /** @type {import('./util.mjs').Row[]} */
      const measured = [];
      for (const [i, rate] of INTERACTION_RATES.entries()) {
        const results = await alternate(targets, i, async (target) =>
          (await measureInteractionsAt(browser, target.url, target.root, rate)).map((row) => ({ ...row, target: target.name })),
        );
        for (const target of targets) measured.push(...(results.get(target) ?? []));
      }
      return measured;
    });
    await part(
      'hostile catalog',
      eachBuild((target) => measureHostile(browser, target.root)),
    );
    await browser.close();
    cleanups.pop();
    await part(
      'lighthouse',
      eachBuild((target) => measureLighthouse(target.url)),
    );
  }
  await part(
    'load',
    eachBuild((target) => measureLoad(target.url, target.root)),
  );
} catch (error) {
  log(`benchmark stopped: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  rows.push(errorRow('bench', error));
} finally {
  await stopAll();
}

if (rebuiltDuring.length) environment['dist/ rebuilt by another build during'] = rebuiltDuring.join(', ');
environment['load average at end'] = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
const seconds = (Date.now() - startedAt.getTime()) / 1000;
const labels = targets[1] ? { self: /** @type {string} */ (targets[0]?.label), against: targets[1].label } : undefined;
const { markdown, paths } = writeReport(root, { rows, startedAt, seconds, environment, labels });
process.stdout.write(`${markdown}\nwritten to ${paths.map((p) => relative(root, p)).join(' and ')}\n`);
const missed = rows.some((r) => r.target !== 'against' && (r.result === 'FAIL' || r.result === 'ERROR'));
process.exitCode = strict && missed ? 1 : 0;
