// @ts-check
/**
 * LCP and CLS in Chromium: each load in a browser of its own, as a visitor's first visit
 * (empty cache, and no GPU process shared with the previous load: in one shared browser,
 * one 4x load of #/triton in three took 7 s, after the previous load's 3D viewer), against
 * the warm demo server, read with buffered PerformanceObservers after the page settles.
 */
import { THROTTLE, freshPage, launchChromium, nextFrames, ready } from './chromium.mjs';
import { formatMs, log, median, sleep, verdict, withTimeout } from './util.mjs';

export const LCP_BUDGET_MS = 1500;
export const CLS_BUDGET = 0.05;
const LOADS = 3;

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
 * @typedef {{ lcp: number, lcpWhat: string, cls: number, shifts: number, shiftSources: string[] }} Vitals
 * shiftSources: each shifted node with the sum of the shift scores it took part in.
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
    await page.goto(`${url}/#${route}`);
    await ready(opened, route);
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    await sleep(1000);
    return /** @type {any} */ (await readVitals(page));
  } finally {
    await context.close();
  }
}

/**
 * @param {string} url
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureVitals(url) {
  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  for (const route of /** @type {const} */ (['/', '/triton'])) {
    log(`vitals: warm-up load of #${route}`);
    await withTimeout(load(url, route, 1), 60_000, `warm-up load of #${route}`);
    for (const rate of [1, THROTTLE]) {
      /** @type {Vitals[]} */
      const runs = [];
      for (let i = 0; i < LOADS; i++) runs.push(await withTimeout(load(url, route, rate), 90_000, `load of #${route}`));
      const lcp = median(runs.map((r) => r.lcp));
      const cls = median(runs.map((r) => r.cls));
      // What the median run's LCP was, and what shifted in the median run for CLS.
      const closest = (/** @type {(r: Vitals) => number} */ of, /** @type {number} */ value) =>
        /** @type {Vitals} */ (runs.reduce((a, b) => (Math.abs(of(b) - value) < Math.abs(of(a) - value) ? b : a)));
      const lcpRun = closest((r) => r.lcp, lcp);
      const clsRun = closest((r) => r.cls, cls);
      const cpu = rate > 1 ? `${rate}x CPU` : 'unthrottled';
      log(
        `vitals #${route} ${cpu}: LCP ${runs.map((r) => Math.round(r.lcp)).join('/')} ms, CLS ${runs.map((r) => r.cls.toFixed(3)).join('/')}`,
      );
      const lcpRuns = runs.map((r) => formatMs(r.lcp)).join(', ');
      rows.push({
        section: 'vitals',
        metric: `LCP #${route}, ${cpu} (median of ${LOADS}: ${lcpRuns}; LCP element of the median load: ${lcpRun.lcpWhat})`,
        value: formatMs(lcp),
        budget: rate > 1 ? `≤ ${LCP_BUDGET_MS / 1000} s` : '—',
        result: rate > 1 ? verdict(lcp, (v) => v <= LCP_BUDGET_MS) : 'info',
        raw: lcp,
        detail: runs,
      });
      rows.push({
        section: 'vitals',
        metric: `CLS #${route}, ${cpu} (median of ${LOADS}: ${runs.map((r) => r.cls.toFixed(3)).join(', ')}; shifted in the median load: ${clsRun.shiftSources.slice(0, 4).join(', ') || 'nothing'})`,
        value: cls.toFixed(3),
        budget: rate > 1 ? `≤ ${CLS_BUDGET}` : '—',
        result: rate > 1 ? verdict(cls, (v) => v <= CLS_BUDGET) : 'info',
        raw: cls,
        detail: runs.map((r) => r.shiftSources),
      });
    }
  }
  return rows;
}
