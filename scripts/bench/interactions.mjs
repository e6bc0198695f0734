// @ts-check
/**
 * Interaction latency with the Event Timing API, on the demo Triton (opened on the body
 * style and transmission with the most grades, so the 'Model' group has choices).
 *
 * A PerformanceObserver on 'event' entries (durationThreshold 16, the lowest allowed),
 * installed before any page script, keeps per interactionId the longest entry (the
 * pointerdown, pointerup and click of one click share an id). After each click the script
 * waits for the click's visible effect (the radio checked; the accessory's button turned;
 * or a modal, which it confirms as one more interaction), then two frames and 50 ms, and
 * takes the entries that arrived since the previous click. A click with no entry took
 * less than 16 ms (the threshold) and counts as 16 ms, an upper bound.
 *
 * Scenarios, 20 interactions each, in one fresh page per CPU rate (unthrottled, 4x):
 * exterior colour (two swatches alternately), accessory add/remove with the removal's
 * 'Remove this accessory?' confirmation, grade (two 'Model' radios alternately). The
 * report gives the p75 per scenario, the worst, and how long the page stayed busy after
 * each interaction (two frames later), which is where a quick second click would wait.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THROTTLE, element, freshPage, nextFrames, ready } from './chromium.mjs';
import { formatMs, log, median, percentile, sleep, verdict, withTimeout } from './util.mjs';

export const INTERACTION_BUDGET_MS = 100;
/** Interactions per scenario (a confirmation in a modal is an interaction too). Even, so each scenario ends where it began. */
const INTERACTIONS = 20;
/** Time caps per scenario, so that a slow machine still finishes: fewer samples then, and the row says so. */
const CAP_MS = 45_000;
const CAP_THROTTLED_MS = 75_000;
const THRESHOLD = 16;

/** Installs the observer before any page script runs. */
function installObserver() {
  /** @type {Map<number, number>} */
  const longest = new Map();
  const observer = new PerformanceObserver((list) => {
    for (const entry of /** @type {any[]} */ (list.getEntries())) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  });
  observer.observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
  /** The longest duration per interaction since the last call, then forgets them. */
  /** @type {any} */ (window).__benchTakeInteractions = () => {
    for (const entry of /** @type {any[]} */ (observer.takeRecords())) {
      if (entry.interactionId) longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
    const durations = [...longest.values()];
    longest.clear();
    return durations;
  };
}

/**
 * @typedef {{ kind: string, ms: number | null, busyMs: number }} Sample
 * ms: the interaction's longest Event Timing duration (null: under the 16 ms threshold);
 * busyMs: how long the page then took to give two more frames (work left after the
 * interaction's own paint, e.g. the 3D viewer redrawing; a click in that time would wait).
 */

/**
 * The longest interaction since the previous call, and how long the page took to give
 * two more frames after the interaction's effect showed.
 * @param {import('playwright-core').Page} page
 * @param {string} kind
 * @returns {Promise<Sample>}
 */
async function takeInteraction(page, kind) {
  const started = Date.now();
  await nextFrames(page);
  const busyMs = Date.now() - started;
  await sleep(50);
  const durations = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).__benchTakeInteractions()));
  return { kind, ms: durations.length ? Math.max(...durations) : null, busyMs };
}

/**
 * The Triton to open: the first product of the body style and transmission with the most
 * grades, so that the 'Model' group has choices (other Tritons have one grade only).
 * @param {any} range
 * @returns {string} its sku, for ?model-selection=
 */
function modelWithGrades(range) {
  /** @type {any[]} */
  const products = range.products;
  /** @type {Map<string, Set<string>>} */
  const grades = new Map();
  for (const p of products) {
    const key = `${p.body_style}|${p.transmission}`;
    grades.set(key, (grades.get(key) ?? new Set()).add(p.name));
  }
  const [best] = [...grades.entries()].sort((a, b) => b[1].size - a[1].size);
  if (!best || best[1].size < 2) throw new Error('no Triton body style and transmission with two grades');
  return products.find((p) => `${p.body_style}|${p.transmission}` === best[0]).sku;
}

/**
 * An accessory with no rules at all (nothing related, required, cross- or up-sold, included,
 * no colours, not a tray, in no pack), as test/e2e/accessories.test.ts picks one.
 * @param {any} range the Triton range of demo/catalog/triton.json
 * @returns {{ title: string, group: string }[]}
 */
function simpleAccessories(range) {
  /** @type {any[]} */
  const products = range.accessories.products;
  const empty = (/** @type {unknown} */ list) => !Array.isArray(list) || list.length === 0;
  return products
    .filter(
      (a) =>
        !a.is_tray &&
        !a.is_tray_paint &&
        empty(a.variants) &&
        empty(a.configurable_options) &&
        [a.related_products, a.extra_required_accessories, a.crosssell_products, a.upsell_products, a.included_accessories].every(empty) &&
        !products.some((other) => other.included_accessories?.includes(a.sku)),
    )
    .map((a) => ({ title: a.title, group: a.accessory_group }));
}

/**
 * A real (trusted) click, scrolled into view, without playwright's wait for the target to
 * hold still across animation frames: with the 3D viewer drawing, that wait alone takes
 * seconds per click under CPU throttling. (Event Timing measures from the input event on,
 * so none of this is in the measured latency either way.)
 * @param {import('playwright-core').Locator} target
 */
const quickClick = (target) => target.click({ force: true });

/**
 * Clicks `target`, confirms a proposal modal if one opens (its own interaction), and
 * waits for `done`. Returns the interactions measured. A click that changed nothing
 * within 10 s (it landed while the target moved) is discarded and made once more.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} target
 * @param {import('playwright-core').Locator} done
 * @param {string} kind
 * @returns {Promise<Sample[]>}
 */
async function clickAndMeasure(page, target, done, kind) {
  const dialog = element(page).getByRole('dialog');
  await quickClick(target);
  try {
    await done.or(dialog).first().waitFor({ timeout: 10_000 });
  } catch {
    await takeInteraction(page, kind);
    log(`interactions: a click on ${kind} changed nothing in 10 s; clicking again`);
    await quickClick(target);
    await done.or(dialog).first().waitFor({ timeout: 20_000 });
  }
  const samples = [await takeInteraction(page, kind)];
  if (await dialog.isVisible()) {
    await quickClick(dialog.getByRole('button', { name: /^(Remove|Confirm)$/ }));
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await done.waitFor({ timeout: 20_000 });
    samples.push(await takeInteraction(page, 'confirm in modal'));
  }
  return samples;
}

/** A radio and the same radio once checked. @param {import('playwright-core').Locator} radio */
const checkedRadio = (radio) => radio.and(radio.page().locator('[aria-checked="true"]'));

/**
 * Alternates between the first two enabled radios of a radio group, starting with the one not checked.
 * @param {import('playwright-core').Page} page
 * @param {string} groupName
 * @param {number} deadline epoch ms after which no new pair of clicks starts
 */
async function alternateRadios(page, groupName, deadline) {
  const group = element(page).getByRole('radiogroup', { name: groupName, exact: true });
  const radios = group.getByRole('radio', { disabled: false });
  await radios.first().waitFor();
  if ((await radios.count()) < 2) throw new Error(`the '${groupName}' group has fewer than two choices`);
  const pair = [radios.nth(0), radios.nth(1)];
  let next = (await pair[0]?.getAttribute('aria-checked')) === 'true' ? 1 : 0;
  /** @type {Sample[]} */
  const samples = [];
  for (let i = 0; i < INTERACTIONS && (i % 2 === 1 || Date.now() < deadline); i++) {
    const target = /** @type {import('playwright-core').Locator} */ (pair[next]);
    samples.push(...(await clickAndMeasure(page, target, checkedRadio(target), `${groupName} radio`)));
    next = 1 - next;
  }
  return samples;
}

/**
 * Adds and removes one simple accessory alternately.
 * @param {import('playwright-core').Page} page
 * @param {{ title: string, group: string }[]} candidates
 * @param {number} deadline epoch ms after which no new add starts
 */
async function toggleAccessory(page, candidates, deadline) {
  const section = element(page).locator('section#accessoryContent');
  await section.getByRole('tab').first().waitFor({ timeout: 30_000 });
  for (const candidate of candidates) {
    const tab = section.getByRole('tab', { name: candidate.group, exact: true });
    if ((await tab.count()) === 0) continue;
    await quickClick(tab);
    const card = section.getByRole('article', { name: candidate.title, exact: true });
    const add = card.getByRole('button', { name: `Add ${candidate.title}`, exact: true });
    const remove = card.getByRole('button', { name: `Remove ${candidate.title}`, exact: true });
    try {
      await add.waitFor({ timeout: 1000 });
    } catch {
      continue; // not offered for this vehicle
    }
    await takeInteraction(page, 'tab'); // forget the tab clicks
    /** @type {Sample[]} */
    const samples = [];
    // Add, remove (and confirm) until there are INTERACTIONS samples and the accessory is out again.
    for (let i = 0; (samples.length < INTERACTIONS && Date.now() < deadline) || i % 2 === 1; i++) {
      const adding = i % 2 === 0;
      samples.push(
        ...(await clickAndMeasure(
          page,
          adding ? add : remove,
          adding ? remove : add,
          adding ? `Add ${candidate.title}` : `Remove ${candidate.title}`,
        )),
      );
    }
    return { accessory: candidate.title, samples };
  }
  throw new Error('no accessory without rules is offered on the default Triton');
}

/**
 * @param {Sample[]} samples
 * @param {string} metric
 * @param {number} rate
 * @returns {import('./util.mjs').Row}
 */
function rowOf(samples, metric, rate) {
  const values = samples.map((s) => s.ms ?? THRESHOLD);
  const p75 = percentile(values, 75);
  const under = samples.filter((s) => s.ms === null).length;
  const cpu = rate > 1 ? `${rate}x CPU` : 'unthrottled';
  return {
    section: 'interaction',
    metric: `${metric}, ${cpu}: p75 of ${samples.length}${samples.length < INTERACTIONS ? ` (stopped by the time cap of ${(rate > 1 ? CAP_THROTTLED_MS : CAP_MS) / 1000} s)` : ''} (max ${formatMs(Math.max(...values))}${under ? `, ${under} under 16 ms` : ''}; page busy after: median ${formatMs(median(samples.map((s) => s.busyMs)))}, max ${formatMs(Math.max(...samples.map((s) => s.busyMs)))})`,
    value: p75 <= THRESHOLD ? `≤ ${THRESHOLD} ms` : formatMs(p75),
    budget: rate > 1 ? `p75 ≤ ${INTERACTION_BUDGET_MS} ms` : '—',
    result: rate > 1 ? verdict(p75, (v) => v <= INTERACTION_BUDGET_MS) : 'info',
    raw: p75,
    detail: samples,
  };
}

/**
 * Colour, accessory and grade interactions (in that order: an even number of clicks
 * leaves each as it was) in one fresh page at one CPU rate, on a Triton with several grades.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} root
 * @param {number} rate
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureInteractionsAt(browser, url, root, rate) {
  const range = JSON.parse(readFileSync(join(root, 'demo/catalog/triton.json'), 'utf8')).ranges[0];
  const candidates = simpleAccessories(range);
  const path = `/triton?model-selection=${modelWithGrades(range)}`;
  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  const opened = await freshPage(browser, rate);
  const { context, page } = opened;
  try {
    await page.addInitScript(installObserver);
    await page.goto(`${url}/#${path}`);
    await ready(opened, path);
    await page.waitForLoadState('networkidle');
    log(`interactions (${rate}x CPU): colour`);
    const cap = rate > 1 ? CAP_THROTTLED_MS : CAP_MS;
    const colour = await withTimeout(alternateRadios(page, 'Exterior colours', Date.now() + cap), cap + 90_000, 'colour changes');
    rows.push({ ...rowOf(colour, 'colour change (Exterior colours radio)', rate), key: `colour change, ${rate}x` });
    log(`interactions (${rate}x CPU): accessory`);
    const accessory = await withTimeout(toggleAccessory(page, candidates, Date.now() + cap), cap + 90_000, 'accessory adds');
    rows.push({
      ...rowOf(accessory.samples, `accessory add/remove (${accessory.accessory}, with the removal's confirmation)`, rate),
      key: `accessory add/remove, ${rate}x`,
    });
    log(`interactions (${rate}x CPU): grade`);
    const grade = await withTimeout(alternateRadios(page, 'Model', Date.now() + cap), cap + 90_000, 'grade changes');
    rows.push({ ...rowOf(grade, 'grade change (Model radio)', rate), key: `grade change, ${rate}x` });
  } finally {
    await context.close();
  }
  return rows;
}

/** The CPU rates the interactions are measured at: unthrottled, then 4x. */
export const INTERACTION_RATES = [1, THROTTLE];

/**
 * The interactions at each CPU rate in turn (see measureInteractionsAt).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {string} root
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureInteractions(browser, url, root) {
  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  for (const rate of INTERACTION_RATES) rows.push(...(await measureInteractionsAt(browser, url, root, rate)));
  return rows;
}
