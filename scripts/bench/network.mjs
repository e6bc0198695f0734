// @ts-check
/**
 * Requests before the first price on /#/triton, in a fresh context (empty cache), unthrottled.
 *
 * The first price is the moment the footer's [data-testid="footer-price"] first shows a
 * price, seen by a requestAnimationFrame poll in the page (epoch ms, the clock of
 * playwright's request timing).
 *
 * Sequential data round trips: among the DATA requests (resource type fetch or xhr: the
 * store GraphQL, the asset API's JSON listings, content fragments; not the document,
 * scripts, styles or images) that finished before the price appeared, the longest chain
 * r1 → r2 → … → rk in which every request started at or after the previous one had
 * finished. Timing alone shows which requests COULD depend on each other, so a request
 * that merely finished just before the price (say an image listing started by the same
 * render) would lengthen the chain. So the last step is then checked: another fresh load
 * holds back (playwright routing) every request that ends a longest chain, until the
 * price shows or 5 s pass. If the price shows without them, none was needed: they are
 * dropped and the chains recomputed, until the price waits for the held requests. The
 * result is an upper bound on the dependency depth whose last step is confirmed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DistMissingError, freshPage } from './chromium.mjs';
import { formatKb, formatMs, log, verdict } from './util.mjs';

export const ROUND_TRIP_BUDGET = 2;
/** How long a held request keeps the price waiting before it counts as needed. */
const HOLD_MS = 5000;

/** Watches the footer price from the first script on; records when it first shows a price. */
export function watchFirstPrice() {
  const poll = () => {
    const price = document.querySelector('bp-configurator')?.shadowRoot?.querySelector('[data-testid="footer-price"]');
    if (price && /\$\s?\d|POA/.test(price.textContent ?? '')) {
      /** @type {any} */ (window).__benchFirstPrice = performance.timeOrigin + performance.now();
      return;
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
}

/**
 * @typedef {{ url: string, type: string, start: number, end: number | null, operation: string | null, body?: Buffer }} Req
 */

/** GraphQL operation name of a request, or null. @param {import('playwright-core').Request} request */
function operationOf(request) {
  if (new URL(request.url()).pathname !== '/graphql') return null;
  try {
    return (
      (request.method() === 'GET' ? new URL(request.url()).searchParams.get('operationName') : request.postDataJSON()?.operationName) ??
      'unnamed'
    );
  } catch {
    return 'unnamed';
  }
}

/** Identifies "the same request" across loads: the GraphQL operation, or the URL. @param {Req} r */
const keyOf = (r) => (r.operation ? `graphql:${r.operation}` : r.url);

/** A short name for a request: the GraphQL operation, or the URL's last two path segments. @param {Req} r */
const nameOf = (r) => (r.operation ? `GraphQL ${r.operation}` : `…/${new URL(r.url).pathname.split('/').slice(-2).join('/')}`);

const isData = (/** @type {Req} */ r) => r.type === 'fetch' || r.type === 'xhr';

/**
 * For each request, the longest chain of requests ending with it in which each starts at
 * or after the previous one ended.
 * @param {Req[]} requests finished requests
 * @returns {Req[][]}
 */
export function chainsEndingAt(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  /** @type {Req[][]} */
  const best = [];
  sorted.forEach((request, i) => {
    /** @type {Req[]} */
    let chain = [];
    for (let j = 0; j < i; j++) {
      const before = /** @type {Req} */ (sorted[j]);
      const candidate = /** @type {Req[]} */ (best[j]);
      if (before.end !== null && before.end <= request.start && candidate.length > chain.length) chain = candidate;
    }
    best[i] = [...chain, request];
  });
  return best;
}

/** The longest of the chains. @param {Req[][]} chains */
const longest = (chains) => chains.reduce((a, b) => (b.length > a.length ? b : a), /** @type {Req[]} */ ([]));

/**
 * A fresh load of /#/triton recording every request until the first price (and the
 * network is quiet). With `hold`, requests with those keys are held back until the
 * price shows or HOLD_MS pass.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Set<string>} [hold]
 */
async function load(browser, url, hold) {
  const { context, page, distMissing } = await freshPage(browser, 1);
  try {
    await page.addInitScript(watchFirstPrice);
    /** @type {Map<import('playwright-core').Request, Req>} */
    const seen = new Map();
    /** @type {Promise<void>[]} */
    const bodies = [];
    page.on('request', (request) => {
      seen.set(request, {
        url: request.url(),
        type: request.resourceType(),
        start: Date.now(),
        end: null,
        operation: operationOf(request),
      });
    });
    const finished = (/** @type {import('playwright-core').Request} */ request) => {
      const record = seen.get(request);
      if (!record) return;
      const timing = request.timing();
      // playwright's timing: startTime in epoch ms, responseEnd relative to it (-1 when unknown).
      if (timing.startTime > 0) record.start = timing.startTime;
      record.end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
      // The store's answers (GraphQL): their bytes before the first price are reported.
      if (record.operation && !hold) {
        bodies.push(
          request
            .response()
            .then((response) => response?.body())
            .then((body) => {
              if (body) record.body = body;
            })
            .catch(() => {}),
        );
      }
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);

    /** @type {() => void} */
    let release = () => {};
    const released = new Promise((resolve) => (release = () => resolve(undefined)));
    if (hold) {
      await page.route('**/*', async (route) => {
        const request = route.request();
        const key = keyOf({ url: request.url(), type: request.resourceType(), start: 0, end: null, operation: operationOf(request) });
        if (hold.has(key)) await released;
        await route.continue().catch(() => {});
      });
    }
    const navigationStart = Date.now();
    await page.goto(`${url}/#/triton`);
    const shown = Promise.race([
      page.waitForFunction(() => /** @type {any} */ (window).__benchFirstPrice, undefined, {
        timeout: hold ? HOLD_MS : 60_000,
        polling: 50,
      }),
      distMissing,
    ]);
    const priceShownWhileHeld = await shown.then(
      () => true,
      (error) => {
        if (!hold || error instanceof DistMissingError) throw error;
        return false;
      },
    );
    release();
    if (!priceShownWhileHeld) {
      await Promise.race([
        page.waitForFunction(() => /** @type {any} */ (window).__benchFirstPrice, undefined, { timeout: 60_000, polling: 50 }),
        distMissing,
      ]);
    }
    const priceAt = /** @type {number} */ (await page.evaluate(() => /** @type {any} */ (window).__benchFirstPrice));
    if (!hold) await page.waitForLoadState('networkidle');
    await Promise.all(bodies);
    return { navigationStart, priceAt, requests: [...seen.values()], priceShownWhileHeld };
  } finally {
    await context.close();
  }
}

/** Budget for the script (gzip -9, each file alone) a vehicle page loads before its first price: 140 KB (issue 31). */
export const SCRIPT_BEFORE_PRICE_BUDGET_BYTES = 140_000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} root the checkout the server serves dist/ from (the scripts' sizes are read there)
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureNetwork(browser, url, root) {
  const { navigationStart, priceAt, requests } = await load(browser, url);
  const before = requests.filter((r) => r.start <= priceAt);
  const done = (/** @type {Req} */ r) => r.end !== null && r.end <= priceAt;
  const data = before.filter((r) => isData(r) && done(r));
  const inFlightData = before.filter((r) => isData(r) && !done(r));

  /** @type {Set<string>} */
  const notNeeded = new Set();
  let chains = chainsEndingAt(data);
  let chain = longest(chains);
  for (let checks = 0; chain.length > 0 && checks < 5; checks++) {
    const ends = new Set(chains.filter((c) => c.length === chain.length).map((c) => keyOf(/** @type {Req} */ (c[c.length - 1]))));
    const held = await load(browser, url, ends);
    const names = data.filter((r) => ends.has(keyOf(r))).map(nameOf);
    log(
      `network: the price ${held.priceShownWhileHeld ? 'shows' : 'waits'} while ${names.join(', ')} ${names.length > 1 ? 'are' : 'is'} held back`,
    );
    if (!held.priceShownWhileHeld) break;
    for (const key of ends) notNeeded.add(key);
    chains = chainsEndingAt(data.filter((r) => !notNeeded.has(keyOf(r))));
    chain = longest(chains);
  }

  const store = data.filter((r) => r.operation);
  const storeRaw = store.reduce((sum, r) => sum + (r.body?.length ?? 0), 0);
  const storeGzip = store.reduce((sum, r) => sum + (r.body ? gzipSync(r.body, { level: 9 }).length : 0), 0);
  const scripts = before.filter((r) => r.type === 'script' && r.end !== null && r.end <= priceAt);
  const scriptFile = (/** @type {Req} */ r) => join(root, new URL(r.url).pathname);
  const ownScripts = scripts.filter((r) => new URL(r.url).pathname.startsWith('/dist/') && existsSync(scriptFile(r)));
  const scriptGzip = ownScripts.reduce((sum, r) => sum + gzipSync(readFileSync(scriptFile(r)), { level: 9 }).length, 0);
  const rel = (/** @type {number} */ t) => `${Math.round(t - navigationStart)} ms`;
  const links = chain.map((r) => `${nameOf(r)} (${rel(r.start)}–${rel(/** @type {number} */ (r.end))})`).join(' → ');
  const dropped = [...notNeeded].map((key) => nameOf(/** @type {Req} */ (data.find((r) => keyOf(r) === key)))).join(', ');
  return [
    {
      section: 'network',
      key: 'first price, unthrottled',
      metric: '#/triton: first price shown after navigation start (fresh context, unthrottled)',
      value: formatMs(priceAt - navigationStart),
      budget: '—',
      result: 'info',
      raw: priceAt - navigationStart,
    },
    {
      section: 'network',
      key: 'requests before the first price',
      metric: `#/triton: requests started before the first price (${countByType(before)})`,
      value: String(before.length),
      budget: '—',
      result: 'info',
      raw: before.length,
      detail: before.map((r) => ({ ...r, start: r.start - navigationStart, end: r.end === null ? null : r.end - navigationStart })),
    },
    {
      section: 'network',
      key: 'data requests before the first price',
      metric: `#/triton: data requests finished before the first price: ${data.map(nameOf).join(', ') || 'none'}${inFlightData.length ? `; ${inFlightData.length} more started but still in flight` : ''}`,
      value: String(data.length),
      budget: '—',
      result: 'info',
      raw: data.length,
    },
    {
      section: 'network',
      key: 'sequential data round trips',
      metric: `#/triton: sequential data round trips before the first price (longest chain: ${links || 'none'}${dropped ? `; not needed for the price, checked by holding back: ${dropped}` : ''})`,
      value: String(chain.length),
      budget: `≤ ${ROUND_TRIP_BUDGET}`,
      result: verdict(chain.length, (v) => v <= ROUND_TRIP_BUDGET),
      raw: chain.length,
    },
    {
      section: 'network',
      key: 'store data before the first price, raw',
      metric: `#/triton: store data (GraphQL answers) finished before the first price, raw JSON: ${store.map((r) => `${r.operation} ${r.body?.length ?? '?'} B`).join(', ') || 'none'}`,
      value: `${(storeRaw / 1024).toFixed(1)} KB`,
      budget: '—',
      result: 'info',
      raw: storeRaw,
    },
    {
      section: 'network',
      key: 'store data before the first price, gzip',
      metric: '#/triton: store data finished before the first price, gzip -9 (each answer compressed alone)',
      value: `${(storeGzip / 1024).toFixed(1)} KB`,
      budget: '—',
      result: 'info',
      raw: storeGzip,
    },
    {
      section: 'network',
      key: 'scripts before the first price',
      metric: `#/triton: scripts loaded before the first price: ${scripts.map((r) => new URL(r.url).pathname.replace(/^\/dist\//, '')).join(', ')}`,
      value: String(scripts.length),
      budget: '—',
      result: 'info',
      raw: scripts.length,
    },
    {
      section: 'network',
      key: 'script before the first price, gzip',
      metric: `#/triton: script loaded before the first price, gzip -9 (each file of dist/ alone: ${ownScripts.length} files)`,
      value: formatKb(scriptGzip),
      budget: `≤ ${SCRIPT_BEFORE_PRICE_BUDGET_BYTES.toLocaleString('en-AU')} B`,
      result: verdict(scriptGzip, (v) => v <= SCRIPT_BEFORE_PRICE_BUDGET_BYTES),
      raw: scriptGzip,
    },
  ];
}

/** e.g. "3 script, 2 fetch". @param {Req[]} requests */
function countByType(requests) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const r of requests) counts[r.type] = (counts[r.type] ?? 0) + 1;
  return Object.entries(counts)
    .map(([type, n]) => `${n} ${type}`)
    .join(', ');
}
