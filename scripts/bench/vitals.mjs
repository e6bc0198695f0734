// @ts-check
/**
 * LCP and CLS in Chromium: each load in a browser of its own, as a visitor's first visit
 * (empty cache, and no GPU process shared with the previous load: in one shared browser,
 * one 4x load of #/triton in three took 7 s, after the previous load's 3D viewer), against
 * the warm demo server, read with buffered PerformanceObservers after the page settles.
 */
import { alternate } from './against.mjs';
import { THROTTLE, freshPage, launchChromium, nextFrames, ready } from './chromium.mjs';
import { watchFirstPrice } from './network.mjs';
import { formatMs, log, median, sleep, verdict, withTimeout } from './util.mjs';

export const LCP_BUDGET_MS = 1500;
export const CLS_BUDGET = 0.05;
/** Loads per route and CPU rate (per build); `--loads N` sets it. */
export const LOADS = 3;

/**
 * Reads the page's LCP (the last largest-contentful-paint entry's startTime, i.e. its
 * render time) and CLS (the largest session window of layout shifts without recent
 * input: shifts less than 1 s apart, a window at most 5 s long, as web-vitals defines it).
 * @param {import('playwright-core').Page} page
 */
function readVitals(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        /** @type {any[]} */
        const paints = [];
        /** @type {any[]} */
        const shifts = [];
        const lcp = new PerformanceObserver((list) => paints.push(...list.getEntries()));
        const cls = new PerformanceObserver((list) => shifts.push(...list.getEntries()));
        lcp.observe({ type: 'largest-contentful-paint', buffered: true });
        cls.observe({ type: 'layout-shift', buffered: true });
        /** A node's tag and nearest id; shadow-root nodes are not exposed (null) by Chromium. @param {any} node */
        const describe = (node) => {
          if (!node) return 'the element (shadow root)';
          const root = node.getRootNode?.();
          const name = `${node.nodeName.toLowerCase()}${typeof node.className === 'string' && node.className ? `.${node.className.split(' ')[0]}` : ''}`;
          if (root instanceof ShadowRoot) return `${name} in the element`;
          const holder = node.closest?.('[id]');
          return `${name}${holder ? ` in #${holder.id}` : ''} (host page)`;
        };
        setTimeout(() => {
          paints.push(...lcp.takeRecords());
          shifts.push(...cls.takeRecords());
          lcp.disconnect();
          cls.disconnect();
          const last = paints[paints.length - 1];
          let worst = 0;
          let current = 0;
          let first = 0;
          let previous = 0;
          /** @type {Record<string, number>} */
          const sources = {};
          for (const shift of shifts) {
            if (shift.hadRecentInput) continue;
            for (const source of shift.sources ?? []) {
              const name = describe(source.node);
              sources[name] = (sources[name] ?? 0) + shift.value;
            }
            if (current > 0 && shift.startTime - previous < 1000 && shift.startTime - first < 5000) current += shift.value;
            else {
              current = shift.value;
              first = shift.startTime;
            }
            previous = shift.startTime;
            worst = Math.max(worst, current);
          }
          resolve({
            lcp: last ? last.startTime : NaN,
            lcpWhat: last ? `${describe(last.element)}${last.url ? ` ${new URL(last.url).pathname}` : ''}, ${last.size} px²` : 'no entry',
            cls: worst,
            shifts: shifts.length,
            shiftSources: Object.entries(sources)
              .sort((a, b) => b[1] - a[1])
              .map(([name, value]) => `${name} ${value.toFixed(3)}`),
          });
        }, 100);
      }),
  );
}

/**
 * @typedef {{ lcp: number, lcpWhat: string, cls: number, shifts: number, shiftSources: string[], firstPrice: number }} Vitals
 * shiftSources: each shifted node with the sum of the shift scores it took part in;
 * firstPrice: ms from navigation start until the footer first showed a price (NaN on '#/').
 */

/**
 * One load: a browser of its own, navigate, wait for the route's content, then for the
 * network to be quiet (500 ms), two frames and another second, then read.
 * @param {string} url
 * @param {'/' | '/triton'} route
 * @param {number} rate
 * @returns {Promise<Vitals>}
 */
async function load(url, route, rate) {
  const browser = await launchChromium();
  try {
    return await readLoad(browser, url, route, rate);
  } finally {
    await browser.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {'/' | '/triton'} route
 * @param {number} rate
 * @returns {Promise<Vitals>}
 */
async function readLoad(browser, url, route, rate) {
  const opened = await freshPage(browser, rate);
  const { context, page } = opened;
  try {
    await page.addInitScript(watchFirstPrice);
    await page.goto(`${url}/#${route}`);
    await ready(opened, route);
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    await sleep(1000);
    const vitals = /** @type {Vitals} */ (await readVitals(page));
    const priceAt = /** @type {number | undefined} */ (await page.evaluate(() => /** @type {any} */ (window).__benchFirstPrice));
    const navigationStart = /** @type {number} */ (await page.evaluate(() => performance.timeOrigin));
    return { ...vitals, firstPrice: route === '/triton' && priceAt ? priceAt - navigationStart : NaN };
  } finally {
    await context.close();
  }
}

/**
 * The rows of one build for one route and rate.
 * @param {Vitals[]} runs
 * @param {'/' | '/triton'} route
 * @param {number} rate
 * @returns {import('./util.mjs').Row[]}
 */
function rowsOf(runs, route, rate) {
  const lcp = median(runs.map((r) => r.lcp));
  const cls = median(runs.map((r) => r.cls));
  // What the median run's LCP was, and what shifted in the median run for CLS.
  const closest = (/** @type {(r: Vitals) => number} */ of, /** @type {number} */ value) =>
    /** @type {Vitals} */ (runs.reduce((a, b) => (Math.abs(of(b) - value) < Math.abs(of(a) - value) ? b : a)));
  const lcpRun = closest((r) => r.lcp, lcp);
  const clsRun = closest((r) => r.cls, cls);
  const cpu = rate > 1 ? `${rate}x CPU` : 'unthrottled';
  const lcpRuns = runs.map((r) => formatMs(r.lcp)).join(', ');
  /** @type {import('./util.mjs').Row[]} */
  const rows = [
    {
      section: 'vitals',
      key: `LCP #${route}, ${cpu}`,
      metric: `LCP #${route}, ${cpu} (median of ${runs.length}: ${lcpRuns}; LCP element of the median load: ${lcpRun.lcpWhat})`,
      value: formatMs(lcp),
      budget: rate > 1 ? `≤ ${LCP_BUDGET_MS / 1000} s` : '—',
      result: rate > 1 ? verdict(lcp, (v) => v <= LCP_BUDGET_MS) : 'info',
      raw: lcp,
      detail: runs,
    },
    {
      section: 'vitals',
      key: `CLS #${route}, ${cpu}`,
      metric: `CLS #${route}, ${cpu} (median of ${runs.length}: ${runs.map((r) => r.cls.toFixed(3)).join(', ')}; shifted in the median load: ${clsRun.shiftSources.slice(0, 4).join(', ') || 'nothing'})`,
      value: cls.toFixed(3),
      budget: rate > 1 ? `≤ ${CLS_BUDGET}` : '—',
      result: rate > 1 ? verdict(cls, (v) => v <= CLS_BUDGET) : 'info',
      raw: cls,
      detail: runs.map((r) => r.shiftSources),
    },
  ];
  if (route === '/triton') {
    const price = median(runs.map((r) => r.firstPrice));
    rows.push({
      section: 'vitals',
      key: `first price #${route}, ${cpu}`,
      metric: `first price #${route} (the footer first shows a price, after navigation start), ${cpu} (median of ${runs.length}: ${runs.map((r) => formatMs(r.firstPrice)).join(', ')})`,
      value: formatMs(price),
      budget: '—',
      result: 'info',
      raw: price,
    });
  }
  return rows;
}

/**
 * LCP, CLS (and the first price on #/triton) per route and CPU rate. With two builds, their
 * loads alternate (this, reference, reference, this, …) so that a change in the machine's load
 * during the run falls on both; each row carries its build's name.
 * @param {import('./against.mjs').Target[]} targets
 * @param {{ loads?: number }} [options]
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureVitals(targets, { loads = LOADS } = {}) {
  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  const many = targets.length > 1;
  for (const route of /** @type {const} */ (['/', '/triton'])) {
    await alternate(targets, 0, async (target) => {
      log(`vitals: warm-up load of #${route}${many ? ` (${target.label})` : ''}`);
      await withTimeout(load(target.url, route, 1), 60_000, `warm-up load of #${route}`);
    });
    for (const rate of [1, THROTTLE]) {
      /** @type {Map<import('./against.mjs').Target, Vitals[]>} */
      const runs = new Map(targets.map((t) => [t, []]));
      for (let i = 0; i < loads; i++) {
        await alternate(targets, i, async (target) => {
          runs.get(target)?.push(await withTimeout(load(target.url, route, rate), 90_000, `load of #${route}`));
        });
      }
      for (const target of targets) {
        const own = /** @type {Vitals[]} */ (runs.get(target));
        log(
          `vitals #${route} ${rate}x${many ? ` ${target.label}` : ''}: LCP ${own.map((r) => Math.round(r.lcp)).join('/')} ms, CLS ${own.map((r) => r.cls.toFixed(3)).join('/')}`,
        );
        rows.push(...rowsOf(own, route, rate).map((row) => ({ ...row, target: target.name })));
      }
    }
  }
  return rows;
}
