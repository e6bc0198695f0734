// @ts-check
/** System Chromium through playwright-core, with the flags of scripts/chromium.mjs, and page helpers. */
import { chromium } from 'playwright-core';
import { assertChromium, chromeArgs, chromePath } from '../chromium.mjs';

/** Desktop viewport of the end-to-end tests. */
export const VIEWPORT = { width: 1440, height: 900 };

/** CPU slow-down factor for the throttled runs. */
export const THROTTLE = 4;

/** @returns {Promise<import('playwright-core').Browser>} */
export function launchChromium() {
  assertChromium();
  return chromium.launch({ executablePath: chromePath, args: chromeArgs, headless: true });
}

/** Another build in this checkout emptied dist/ while a page loaded it. */
export class DistMissingError extends Error {}

/**
 * A fresh context (empty cache and storage) with one page, CPU-throttled by `rate` when above 1.
 * The throttling is set through a CDP session before the first navigation. `distMissing`
 * rejects when the demo server answers 404 for a file under /dist/ (a build elsewhere in
 * this checkout empties dist/ while it runs); `ready` races it.
 * @param {import('playwright-core').Browser} browser
 * @param {number} rate
 */
export async function freshPage(browser, rate) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  /** @type {string[]} */
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  /** @type {(error: Error) => void} */
  let missing = () => {};
  /** @type {Promise<never>} */
  const distMissing = new Promise((_, reject) => (missing = reject));
  distMissing.catch(() => {});
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/dist/'))
      missing(new DistMissingError(`dist/ changed during the run: 404 for ${new URL(response.url()).pathname}`));
  });
  if (rate > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { context, page, errors, distMissing };
}

/** The element (playwright's locators pierce its open shadow root). @param {import('playwright-core').Page} page */
export const element = (page) => page.locator('bp-configurator');

/** Resolves after the browser has produced two more frames. @param {import('playwright-core').Page} page */
export const nextFrames = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))));

/** What shows that a page's main content is in, per route. */
const READY = {
  /** the selector's heading */
  '/': (/** @type {import('playwright-core').Page} */ page) =>
    element(page).getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor({ timeout: 60_000 }),
  /** the footer's price */
  '/triton': (/** @type {import('playwright-core').Page} */ page) =>
    element(page)
      .getByTestId('footer-price')
      .filter({ hasText: /\$\s?\d|POA/ })
      .waitFor({ timeout: 60_000 }),
};

/**
 * Waits for the route's main content: the selector's heading on '/', the footer's price on a vehicle.
 * @param {{ page: import('playwright-core').Page, distMissing: Promise<never> }} opened
 * @param {string} path e.g. '/', '/triton?model-selection=…'
 */
export async function ready(opened, path) {
  const route = path.split('?')[0] === '/' ? '/' : '/triton';
  await Promise.race([READY[route](opened.page), opened.distMissing]);
}
