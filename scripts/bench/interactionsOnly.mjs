#!/usr/bin/env node
// @ts-check
/**
 * Only the interaction section of `npm run bench` (scripts/bench/interactions.mjs: colour,
 * accessory and grade clicks, unthrottled then 4x CPU), for iterating on interaction
 * latency in about a minute. Prints the rows (p75 and max per scenario) and writes
 * nothing to bench-results/.
 *
 *   node scripts/bench/interactionsOnly.mjs [--root DIR] [--commits]
 *
 * --root DIR  serve the demo from DIR (DIR/demo/server.mjs and DIR/dist/) instead of this
 *             checkout: a private build, while others rebuild this checkout's dist/.
 * --commits   instead of timing, count React commits and the components rendered by each
 *             kind of interaction (4x CPU, a few clicks each), through the devtools hook
 *             React calls on every commit, and where the CPU time went (a CDP Profiler
 *             profile per kind, self time per function). Names need an unminified build.
 *
 * Does not build: run `npm run build` first (or build into DIR/dist).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THROTTLE, element, freshPage, launchChromium, ready } from './chromium.mjs';
import { measureInteractions } from './interactions.mjs';
import { markdownTable } from './report.mjs';
import { startDemoProcess } from '../demoProcess.mjs';
import { log, sleep } from './util.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? resolve(/** @type {string} */ (args[rootArg + 1])) : repo;
const commitsMode = args.includes('--commits');

if (!existsSync(join(root, 'dist/bp-configurator.js'))) throw new Error(`${root}/dist/bp-configurator.js is missing: build first`);

/**
 * Installed before any page script: a minimal React devtools hook. React calls
 * onCommitFiberRoot after every commit; a fiber rendered in that commit when its
 * PerformedWork flag is set and it is a new object since the previous commit's tree
 * (subtrees React skipped keep the previous commit's fiber objects).
 */
function installCommitCounter() {
  /** @type {{ commits: number, rendered: Map<string, number>, roots: string[] }} */
  const stats = { commits: 0, rendered: new Map(), roots: [] };
  let previous = new WeakSet();
  const nameOf = (/** @type {any} */ type) =>
    typeof type === 'function'
      ? type.displayName || type.name || 'anonymous'
      : type && typeof type === 'object'
        ? type.displayName ||
          (type.render && (type.render.displayName || type.render.name)) ||
          (type.type && (type.type.displayName || type.type.name)) ||
          null
        : null;
  /** @type {any} */ (window).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(/** @type {any} */ renderer) {
      const id = this.renderers.size + 1;
      this.renderers.set(id, renderer);
      return id;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(/** @type {number} */ _id, /** @type {any} */ root) {
      stats.commits++;
      const seen = new WeakSet();
      /** The components that rendered with no rendered component above them: where each render started. */
      /** @type {string[]} */
      const tops = [];
      /** @type {[any, boolean][]} */
      const stack = [[root.current, false]];
      while (stack.length) {
        const [fiber, under] = /** @type {[any, boolean]} */ (stack.pop());
        seen.add(fiber);
        let rendered = under;
        if (fiber.flags & 1 && !previous.has(fiber)) {
          const name = nameOf(fiber.type);
          if (name) {
            stats.rendered.set(name, (stats.rendered.get(name) ?? 0) + 1);
            if (!under && !name.startsWith('styled.')) tops.push(name);
            rendered = true;
          }
        }
        if (fiber.sibling) stack.push([fiber.sibling, under]);
        if (fiber.child) stack.push([fiber.child, rendered]);
      }
      previous = seen;
      stats.roots.push(`${performance.now().toFixed(0)} ms: ${tops.join(', ')}`);
    },
  };
  /** @type {any} */ (window).__benchTakeCommits = () => {
    const out = { commits: stats.commits, rendered: [...stats.rendered.entries()].sort((a, b) => b[1] - a[1]), roots: stats.roots };
    stats.commits = 0;
    stats.rendered.clear();
    stats.roots = [];
    return out;
  };
}

/**
 * Clicks `target` `times` times alternating with `other`, waiting for each to be checked/turned.
 * @param {import('playwright-core').Page} page
 * @param {string} label
 * @param {() => Promise<void>} once
 * @param {number} times
 */
async function countCommits(page, label, once, times) {
  await sleep(300);
  await page.evaluate(() => /** @type {any} */ (window).__benchTakeCommits());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < times; i++) await once();
  await sleep(300);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const { commits, rendered, roots } = await page.evaluate(() => /** @type {any} */ (window).__benchTakeCommits());
  const total = rendered.reduce((/** @type {number} */ sum, /** @type {[string, number]} */ [, n]) => sum + n, 0);
  process.stdout.write(
    `\n## ${label}: ${times} clicks, ${commits} commits (${(commits / times).toFixed(1)} per click), ${total} component renders (${Math.round(total / times)} per click)\n`,
  );
  for (const [name, n] of rendered.slice(0, 40)) process.stdout.write(`  ${String(n).padStart(5)}  ${name}\n`);
  process.stdout.write(`  CPU self time (ms) by function, top 30 of the clicks:\n${selfTimes(profile)}\n`);
  process.stdout.write(`  commits, with where each render started:\n${roots.map((/** @type {string} */ r) => `    ${r}`).join('\n')}\n`);
}

/**
 * Self time per function (name and file:line) of a CDP profile, the largest first.
 * @param {any} profile
 */
function selfTimes(profile) {
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ n) => [n.id, n]));
  /** @type {Map<string, number>} */
  const self = new Map();
  const deltas = profile.timeDeltas;
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
    const frame = nodes.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([key, ms]) => `    ${ms.toFixed(1).padStart(8)}  ${key}`)
    .join('\n');
}

/** @param {import('playwright-core').Browser} browser @param {string} url */
async function commitsReport(browser, url) {
  const range = JSON.parse(readFileSync(join(root, 'demo/catalog/triton.json'), 'utf8')).ranges[0];
  const grades = new Map();
  for (const p of range.products)
    grades.set(`${p.body_style}|${p.transmission}`, [...(grades.get(`${p.body_style}|${p.transmission}`) ?? []), p]);
  const [best] = [...grades.values()].sort(
    (a, b) => new Set(b.map((/** @type {any} */ p) => p.name)).size - new Set(a.map((/** @type {any} */ p) => p.name)).size,
  );
  const path = `/triton?model-selection=${best[0].sku}`;
  const opened = await freshPage(browser, THROTTLE);
  const { context, page } = opened;
  try {
    await page.addInitScript(installCommitCounter);
    await page.goto(`${url}/#${path}`);
    await ready(opened, path);
    await page.waitForLoadState('networkidle');
    const el = element(page);
    const radioPair = async (/** @type {string} */ group) => {
      const radios = el.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { disabled: false });
      let next = (await radios.nth(0).getAttribute('aria-checked')) === 'true' ? 1 : 0;
      return async () => {
        const target = radios.nth(next);
        await target.click({ force: true });
        await target.and(page.locator('[aria-checked="true"]')).waitFor();
        next = 1 - next;
      };
    };
    await countCommits(page, 'colour (Exterior colours radio)', await radioPair('Exterior colours'), 4);
    await countCommits(page, 'grade (Model radio)', await radioPair('Model'), 4);
    const section = el.locator('section#accessoryContent');
    await section.getByRole('tab').first().waitFor({ timeout: 30_000 });
    await section.getByRole('tab', { name: 'Exterior', exact: true }).click({ force: true });
    const add = section.getByRole('button', { name: /^Add / }).first();
    const title = /** @type {string} */ (await add.getAttribute('aria-label')).replace(/^Add /, '');
    const card = section.getByRole('article', { name: title, exact: true });
    let adding = true;
    await countCommits(
      page,
      `accessory add/remove (${title})`,
      async () => {
        await card.getByRole('button', { name: `${adding ? 'Add' : 'Remove'} ${title}`, exact: true }).click({ force: true });
        const dialog = el.getByRole('dialog');
        const done = card.getByRole('button', { name: `${adding ? 'Remove' : 'Add'} ${title}`, exact: true });
        await done.or(dialog).first().waitFor();
        if (await dialog.isVisible()) {
          await dialog.getByRole('button', { name: /^(Remove|Confirm)$/ }).click({ force: true });
          await done.waitFor();
        }
        adding = !adding;
      },
      4,
    );
  } finally {
    await context.close();
  }
}

const server = await startDemoProcess({ root });
const browser = await launchChromium();
try {
  log(`demo at ${server.url} (serving ${root})`);
  if (commitsMode) {
    await commitsReport(browser, server.url);
  } else {
    const started = Date.now();
    const rows = await measureInteractions(browser, server.url, root);
    process.stdout.write(`${markdownTable(rows)}\n`);
    for (const row of rows) {
      const samples = /** @type {{ ms: number | null }[]} */ (Array.isArray(row.detail) ? row.detail : []);
      process.stdout.write(
        `${row.metric.split(':')[0]}: ${samples
          .map((s) => Math.round(s.ms ?? 16))
          .sort((a, b) => a - b)
          .join(' ')}\n`,
      );
    }
    process.stdout.write(
      `p75/max: ${rows.map((r) => `${r.metric.split(':')[0]} ${r.value}/${/max ([^;,)]+)/.exec(r.metric)?.[1]}`).join(' · ')}\n`,
    );
    log(`interactions: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
} finally {
  await browser.close();
  await server.close();
}
