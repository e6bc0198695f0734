// @ts-check
/**
 * Hostile catalog (issue 27.4): the longest task the page runs when a visitor
 *  - clicks a colour of a model with 10,000 variants (scripts/bench/oversizedCatalog.mjs), and
 *  - opens the 'More information' modal of an accessory whose description is 1 MB,
 *  - receives an iframe.reactFormSubmit of 200,000 fields from the dealer form's frame (posted by
 *    the test in the frame; the frame shares the page's thread, so its post is counted too),
 * each from the click until the click is answered (the new price shown / the modal open and closed again)
 * plus two frames and 500 ms, read from a 'longtask' PerformanceObserver (tasks of 50 ms or more;
 * none means every task was under 50 ms). Also the time from the colour click to the new price.
 * Unthrottled, on a demo server of its own serving that catalog, once the page has settled (its
 * lazy code loaded). Budget: no task over 200 ms.
 */
import { startDemoProcess } from '../demoProcess.mjs';
import { element, freshPage, nextFrames } from './chromium.mjs';
import { ACCESSORY_MODEL, HOSTILE_ANSWER_NODES, HUGE_MODEL, hugePrice, writeOversizedCatalog } from './oversizedCatalog.mjs';
import { formatMs, log, sleep, verdict } from './util.mjs';

export const LONGEST_TASK_BUDGET_MS = 200;
const SAMPLES = 3;
const FORM_FIELDS = 200_000;

/** Keeps every long task's duration in window.__benchLongTasks, before any page script. */
function installLongTasks() {
  /** @type {number[]} */
  const tasks = [];
  /** @type {any} */ (window).__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** @param {import('playwright-core').Page} page */
const takeLongTasks = (page) => page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (window).__benchLongTasks.splice(0)));

/**
 * Runs `act` SAMPLES times after a settled page and gives the longest task of each.
 * @param {import('playwright-core').Page} page
 * @param {(i: number) => Promise<void>} act
 */
async function longestTasks(page, act) {
  /** @type {number[]} */
  const longest = [];
  for (let i = 0; i < SAMPLES; i++) {
    await sleep(1_000);
    await takeLongTasks(page);
    await act(i);
    await nextFrames(page);
    await sleep(500);
    longest.push(Math.max(0, ...(await takeLongTasks(page))));
  }
  return longest;
}

/**
 * @param {string} metric @param {number[]} values
 * @returns {import('./util.mjs').Row}
 */
function taskRow(metric, values) {
  const worst = Math.max(...values);
  return {
    section: 'hostile catalog',
    metric: `${metric}: worst of ${values.length} (each ${values.map((v) => (v === 0 ? '< 50 ms' : formatMs(v))).join(', ')})`,
    value: worst === 0 ? 'no task ≥ 50 ms' : formatMs(worst),
    budget: `≤ ${LONGEST_TASK_BUDGET_MS} ms`,
    result: verdict(worst, (v) => v <= LONGEST_TASK_BUDGET_MS),
    raw: worst,
    detail: values,
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} root
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureHostile(browser, root) {
  const catalog = writeOversizedCatalog();
  const server = await startDemoProcess({ root, env: { BP_CATALOG: catalog.file, BP_MAX_ANSWER_NODES: HOSTILE_ANSWER_NODES } });
  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  try {
    {
      const opened = await freshPage(browser, 1);
      const { context, page } = opened;
      try {
        await page.addInitScript(installLongTasks);
        // Settled: the other customer types' prices (fetched once the page is idle) are in too; the demo
        // store, one Node process, serves nothing else (the build engine's chunk either) while it answers them.
        let offers = 0;
        page.on('response', (response) => {
          if (/GetVehicleOffers/.test(response.request().postData() ?? '')) offers += 1;
        });
        await page.goto(`${server.url}/#/asx?model-selection=${HUGE_MODEL}`);
        await element(page).getByTestId('footer-price').filter({ hasText: '$' }).waitFor({ timeout: 120_000 });
        const deadline = Date.now() + 120_000;
        while (offers < 3 && Date.now() < deadline) await sleep(200);
        await page.waitForLoadState('networkidle');
        log('hostile catalog: colour clicks on 10,000 variants');
        const paints = element(page).getByRole('radiogroup', { name: 'Exterior colours', exact: true });
        /** @type {number[]} */
        const answered = [];
        const tasks = await longestTasks(page, async (i) => {
          const paint = 40 + i * 7;
          const radio = paints.getByRole('radio', { name: new RegExp(`^Paint ${paint}\\b`) });
          const price = `$${hugePrice(paint, 0).toLocaleString('en-AU')}*`;
          const started = Date.now();
          await radio.click();
          await element(page).getByTestId('footer-price').filter({ hasText: price }).waitFor({ timeout: 60_000 });
          answered.push(Date.now() - started);
        });
        rows.push(taskRow('longest task on a colour click, 10,000 variants', tasks));
        rows.push({
          section: 'hostile catalog',
          metric: `colour click to the new price shown, 10,000 variants (each ${answered.map(formatMs).join(', ')})`,
          value: formatMs(Math.max(...answered)),
          budget: '—',
          result: 'info',
          raw: Math.max(...answered),
          detail: answered,
        });
      } finally {
        await context.close();
      }
    }
    {
      const opened = await freshPage(browser, 1);
      const { context, page } = opened;
      try {
        await page.addInitScript(installLongTasks);
        await page.goto(`${server.url}/#/asx?model-selection=${ACCESSORY_MODEL}`);
        const more = element(page).getByRole('button', { name: 'More information about Long story mat', exact: true });
        await more.waitFor({ timeout: 120_000 });
        await page.waitForLoadState('networkidle');
        log('hostile catalog: the 1 MB description modal');
        // The modal's code (a lazy chunk) and the sanitiser load on the first modal: another accessory's, not counted.
        const other = element(page)
          .getByRole('button', { name: /^More information about (?!Long story mat)/ })
          .first();
        await other.click();
        await element(page).getByRole('dialog').waitFor({ timeout: 60_000 });
        await page.keyboard.press('Escape');
        await element(page).getByRole('dialog').waitFor({ state: 'detached', timeout: 60_000 });
        const tasks = await longestTasks(page, async () => {
          await more.click();
          const dialog = element(page).getByRole('dialog', { name: /Long story mat/ });
          await dialog.waitFor({ timeout: 60_000 });
          await nextFrames(page);
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached', timeout: 60_000 });
        });
        rows.push(taskRow("longest task opening (and closing) an accessory's 1 MB description", tasks));

        log('hostile catalog: a 200,000-field message from the dealer form');
        await element(page).getByRole('button', { name: 'Get a quote' }).first().click();
        await element(page).locator('iframe[title$="form"]').waitFor({ timeout: 60_000 });
        const deadline = Date.now() + 60_000;
        let form = page.frames().find((frame) => frame.url().includes('/jotforms/'));
        while ((!form || form.url() === 'about:blank') && Date.now() < deadline) {
          await sleep(200);
          form = page.frames().find((frame) => frame.url().includes('/jotforms/'));
        }
        if (!form) throw new Error('the dealer form frame did not load');
        await form.waitForLoadState('load');
        const frame = form;
        const posted = await longestTasks(page, async () => {
          // Built in one task, posted in the next: the long tasks counted are the post's and the element's answer to it.
          await frame.evaluate((count) => {
            /** @type {Record<string, string>} */
            const formData = {};
            for (let i = 0; i < count; i++) formData[`field${i}`] = `value ${i}`;
            /** @type {any} */ (window).__benchFormData = formData;
          }, FORM_FIELDS);
          await sleep(300);
          await takeLongTasks(page);
          await frame.evaluate(() =>
            window.parent.postMessage(
              { type: 'iframe.reactFormSubmit', payload: { formData: /** @type {any} */ (window).__benchFormData } },
              window.location.origin,
            ),
          );
        });
        rows.push(
          taskRow(
            `longest task on a ${FORM_FIELDS.toLocaleString('en-AU')}-field iframe.reactFormSubmit from the dealer form (Chromium's copy of the message included)`,
            posted,
          ),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.close();
    catalog.remove();
  }
  return rows;
}
