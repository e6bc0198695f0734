/**
 * What a vehicle page waits for before its first price (issue 31.2): the store's queries start
 * from the element's first task, before the configurator screen's code is here, and the code of
 * what the first paint does not show (the sections below the options, the finance calculator among
 * them; the alert's, the modals' and the drawer's hosts; the focus helpers; the other customer types'
 * prices) is fetched after the price, not before. Each test holds a script of dist/ back (found by a
 * text only that code holds, or by its module's name) and reads what the page does meanwhile: orders,
 * not times.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { prepareDemoContext } from './browser';
import { chunkNames, chunksHolding, holdChunks } from './chunks';
import { describe, expect, test } from './fixture';
import { element, footerPrice } from './locators';

/** A fresh page on `#/triton` that records the store operations it asks for, opened after `prepare`. */
async function openTriton(
  newContext: () => Promise<BrowserContext>,
  demoUrl: string,
  prepare: (context: BrowserContext) => Promise<unknown>,
) {
  const context = await newContext();
  await prepareDemoContext(context);
  const held = await prepare(context);
  const page: Page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const operations: string[] = [];
  page.on('request', (request) => {
    const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
    if (name) operations.push(name);
  });
  await page.goto(`${demoUrl}/#/triton`);
  return { page, errors, operations, held };
}

describe('the first price on a vehicle route', () => {
  test('the store queries start before the configurator screen’s code is here', async ({ newContext, demoUrl }) => {
    const screen = chunkNames(/^ConfiguratorScreen-[\w-]+\.js$/);
    expect(screen).toHaveLength(1);
    let hold!: Awaited<ReturnType<typeof holdChunks>>;
    const { page, errors, operations } = await openTriton(
      newContext,
      demoUrl,
      async (context) => (hold = await holdChunks(context, screen)),
    );
    // While the screen's chunk is held, the ranges and then the range's vehicles, prices and accessories are asked for.
    await expect.poll(() => hold.asked.length).toBeGreaterThan(0);
    await expect
      .poll(() => operations)
      .toEqual(expect.arrayContaining(['GetAllVehicleRanges', 'GetVehiclesInRange', 'GetVehicleOffers', 'GetAccessoriesInRange']));
    await expect.poll(() => element(page).getByTestId('footer-price').count()).toBe(0);
    hold.release();
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    expect(errors).toEqual([]);
  });

  test('the sections below the options (accessories, summary, finance calculator) load after the price shows', async ({
    newContext,
    demoUrl,
  }) => {
    // The accessory section's heading and the finance calculator's interest label are in these chunks only.
    const later = [...new Set([...chunksHolding('Choose your accessories'), ...chunksHolding('Interest p.a. %')])];
    expect(later.length).toBeGreaterThan(0);
    let hold!: Awaited<ReturnType<typeof holdChunks>>;
    const { page, errors } = await openTriton(newContext, demoUrl, async (context) => (hold = await holdChunks(context, later)));
    // The price and the options show while that code is held back.
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await expect.poll(() => element(page).getByRole('heading', { level: 1, name: 'Triton' }).count()).toBe(1);
    await expect.poll(() => element(page).getByRole('heading', { name: 'Choose your accessories' }).count()).toBe(0);
    // After the first paint the page asks for it, and the sections come.
    await expect.poll(() => hold.asked.length).toBeGreaterThan(0);
    hold.release();
    await expect.poll(() => element(page).getByRole('heading', { name: 'Choose your accessories' }).count()).toBe(1);
    await expect.poll(() => element(page).getByRole('tab', { name: 'Finance' }).count()).toBe(1);
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    expect(errors).toEqual([]);
  });

  test('the other customer types’ prices and their code come after the price shows, asked for when the page is idle', async ({
    newContext,
    demoUrl,
  }) => {
    const later = chunkNames(/^otherOffers-[\w-]+\.js$/);
    expect(later).toHaveLength(1);
    let hold!: Awaited<ReturnType<typeof holdChunks>>;
    const { page, errors, operations } = await openTriton(
      newContext,
      demoUrl,
      async (context) => (hold = await holdChunks(context, later)),
    );
    // The private price shows while that code is held back, from one offers query: the page's own key's.
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    expect(operations.filter((name) => name === 'GetVehicleOffers')).toHaveLength(1);
    // When the page is idle after the price, it asks for that code, then for the business and lease prices.
    await expect.poll(() => hold.asked.length).toBeGreaterThan(0);
    hold.release();
    await expect.poll(() => operations.filter((name) => name === 'GetVehicleOffers').length).toBe(3);
    expect(errors).toEqual([]);
  });

  test('the alert’s, the modals’ and the drawer’s hosts and the focus helpers load after the price shows', async ({
    newContext,
    demoUrl,
  }) => {
    // The alert's close button and the focus return's radio group selector are in these chunks only.
    const later = [...new Set([...chunksHolding('Close alert'), ...chunksHolding('[role="radiogroup"]')])];
    expect(later.length).toBeGreaterThan(0);
    let hold!: Awaited<ReturnType<typeof holdChunks>>;
    const { page, errors } = await openTriton(newContext, demoUrl, async (context) => (hold = await holdChunks(context, later)));
    // The price and the options show while that code is held back; the alert's live region is not there yet.
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await expect.poll(() => element(page).getByRole('heading', { level: 1, name: 'Triton' }).count()).toBe(1);
    await expect.poll(() => element(page).getByTestId('configurator-alert').count()).toBe(0);
    // After the first paint the page asks for the hosts, and the alert's live region comes.
    await expect.poll(() => hold.asked.length).toBeGreaterThan(0);
    hold.release();
    await expect.poll(() => element(page).getByTestId('configurator-alert').count()).toBe(1);
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    expect(errors).toEqual([]);
  });

  test('the pricing disclaimer, store text without markup, shows with the first price, before the HTML sanitiser’s code is here', async ({
    newContext,
    demoUrl,
  }) => {
    // DOMPurify's own option name is in its chunk only.
    const sanitiser = chunksHolding('RETURN_DOM_FRAGMENT');
    expect(sanitiser).toHaveLength(1);
    let hold!: Awaited<ReturnType<typeof holdChunks>>;
    const { page, errors } = await openTriton(newContext, demoUrl, async (context) => (hold = await holdChunks(context, sanitiser)));
    const disclaimer = element(page).getByText('Prices shown are indicative only and may vary by dealer. Contact your dealer for a quote.');
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await expect.poll(() => disclaimer.first().isVisible()).toBe(true);
    // The sanitiser is asked for after the price and still held: the text did not wait for it.
    await expect.poll(() => hold.asked.length).toBeGreaterThan(0);
    hold.release();
    await expect.poll(() => element(page).locator('[data-store-html]').count()).toBeGreaterThan(0);
    await expect.poll(() => disclaimer.first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('when the sections’ code cannot be fetched, the visitor is told in place, keeps the price and the build, and Try again brings them', async ({
    newContext,
    demoUrl,
  }) => {
    const later = [...new Set([...chunksHolding('Choose your accessories'), ...chunksHolding('Interest p.a. %')])];
    expect(later.length).toBeGreaterThan(0);
    let failing = true;
    const { page } = await openTriton(newContext, demoUrl, async (context) => {
      for (const file of later)
        await context.route(`**/dist/chunks/${file}*`, (route) => (failing ? route.abort('connectionreset') : route.continue()));
    });
    const problem = element(page).getByRole('alert').filter({ hasText: "couldn't be loaded" });
    await expect
      .poll(() => problem.textContent(), { timeout: 30_000 })
      .toContain("The trays, accessories and summary of this page couldn't be loaded. Your build is kept: please try again.");
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    const price = await footerPrice(page).textContent();
    await expect.poll(() => element(page).getByRole('heading', { name: 'Choose your accessories' }).count()).toBe(0);
    failing = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => element(page).getByRole('heading', { name: 'Choose your accessories' }).count()).toBe(1);
    await expect.poll(() => problem.count()).toBe(0);
    await expect.poll(() => footerPrice(page).textContent()).toBe(price);
  });

  test('a repeat visit asks for its range’s vehicles and prices while the range list is still on its way', async ({
    newContext,
    demoUrl,
  }) => {
    const context = await newContext();
    await prepareDemoContext(context);
    const first = await context.newPage();
    await first.goto(`${demoUrl}/#/triton`);
    await expect.poll(() => footerPrice(first).textContent()).toMatch(/^\$[\d,]+\*$/);
    const firstPrice = await footerPrice(first).textContent();
    await first.close();

    // The next visit: the range list is held back until the test lets it go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/graphql', async (route) => {
      if (/"operationName":"GetAllVehicleRanges"/.test(route.request().postData() ?? '')) await released;
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const operations: string[] = [];
    page.on('request', (request) => {
      const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
      if (name) operations.push(name);
    });
    await page.goto(`${demoUrl}/#/triton`);
    await expect.poll(() => operations).toEqual(expect.arrayContaining(['GetAllVehicleRanges', 'GetVehiclesInRange', 'GetVehicleOffers']));
    await expect.poll(() => footerPrice(page).count()).toBe(0);
    release();
    // The fresh list agrees: the price is the first visit's, and each query was asked for once.
    await expect.poll(() => footerPrice(page).textContent()).toBe(firstPrice);
    expect(operations.filter((name) => name === 'GetVehiclesInRange')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a remembered range the fresh list contradicts is asked for anew: the price is the fresh range’s', async ({
    newContext,
    demoUrl,
  }) => {
    const context = await newContext();
    await prepareDemoContext(context);
    await context.addInitScript(() =>
      window.localStorage.setItem('bpRangeIds', JSON.stringify([{ code: 'triton', uid: 'no-such-range', year: '1999' }])),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${demoUrl}/#/triton`);
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await expect.poll(() => element(page).getByRole('heading', { level: 1, name: 'Triton' }).count()).toBe(1);
    await expect.poll(() => element(page).getByRole('heading', { name: 'Choose your accessories' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
