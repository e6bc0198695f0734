/**
 * Content fragments (spec 7, 8) where the visitor meets them, in Chromium against the demo
 * (demo/catalog/store.json "content"): the 'genuine-parts' fragment in the tray and accessory
 * modals of a genuine part, the 'diamond-advantage' fragment with the price, and under lease
 * the 'mmba' fragment too. Each is fetched only once the part that shows it is opened or near;
 * a fragment the server fails gives no content and the rest works.
 * GLX Double Cab Chassis 4WD manual (TR25GLXDCCA4DM): the alloy tray is a genuine part,
 * the canvas seat covers are not.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from './fixture';
import { clickUntil, element, openSettingsFromFooter } from './locators';

const MODEL = 'TR25GLXDCCA4DM';
const BUILD = `/triton?model-selection=${MODEL}&option-sku=${MODEL}-W32-C1-P0`;
const GENUINE_PARTS = 'Genuine parts are designed, tested and built for your vehicle and carry a 5-year warranty when fitted by a dealer.';
const DIAMOND_ADVANTAGE = '10-year warranty, 10-year capped price servicing and up to 4 years roadside assistance';
const MMBA = 'One weekly payment covers the vehicle, registration, servicing and tyres';

/** The fragments the page has asked the server for so far, by name. */
function fragmentRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/content-fragments\/build-and-price\/([a-z-]+)\.json/.exec(request.url());
    if (match) seen.push(match[1]!);
  });
  return seen;
}

describe('content fragments (spec 7, 8)', () => {
  test('genuine parts are explained in the tray and accessory modals, the offer and the lease beside the price', async ({ openDemo }) => {
    const { page, errors } = await openDemo();
    const asked = fragmentRequests(page);
    await page.evaluate((hash) => (window.location.hash = hash), BUILD);
    const trays = element(page).locator('section#trayContent');
    await trays.getByRole('button', { name: 'More information about Alloy tray – Double Cab' }).waitFor();
    expect(asked).toEqual([]);

    // The tray modal of a genuine part: its badge and what genuine parts are.
    const tray = element(page).getByRole('dialog', { name: 'Alloy tray – Double Cab' });
    await clickUntil(trays.getByRole('button', { name: 'More information about Alloy tray – Double Cab' }), tray);
    await expect.poll(() => tray.getByText(GENUINE_PARTS).count()).toBe(1);
    await clickUntil(tray.getByRole('button', { name: 'Close' }), async () => (await tray.count()) === 0);

    // An accessory that is not a genuine part has neither.
    const coversInfo = element(page).getByRole('button', { name: 'More information about Canvas seat covers' });
    await clickUntil(element(page).getByRole('tab', { name: 'Interior', exact: true }), coversInfo);
    const covers = element(page).getByRole('dialog', { name: 'Canvas seat covers' });
    await clickUntil(coversInfo, covers);
    await covers.getByRole('heading', { name: 'SKU' }).waitFor();
    await expect.poll(() => covers.getByText('Genuine parts').count()).toBe(0);
    await clickUntil(covers.getByRole('button', { name: 'Close' }), async () => (await covers.count()) === 0);

    // The price: the offer's Diamond Advantage; no lease copy for a private buyer.
    const price = element(page).getByRole('tabpanel', { name: 'Price' });
    await price.scrollIntoViewIfNeeded();
    await expect.poll(() => price.textContent()).toContain(DIAMOND_ADVANTAGE);
    await expect.poll(() => price.textContent()).not.toContain(MMBA);
    expect(asked).toEqual(['genuine-parts', 'diamond-advantage']);

    // Under lease, what the weekly price covers.
    const settings = await openSettingsFromFooter(page);
    await settings.getByRole('radio', { name: 'Business' }).check();
    await settings.getByRole('radio', { name: 'Lease' }).check();
    await settings.getByRole('combobox', { name: 'Suburb or postcode' }).pressSequentially('2000', { delay: 30 });
    const postcode = settings.getByRole('combobox', { name: 'Suburb or postcode' });
    await clickUntil(
      settings.getByRole('option', { name: 'Sydney, NSW 2000', exact: true }),
      async () => (await postcode.inputValue()) === 'Sydney, NSW 2000',
    );
    await clickUntil(settings.getByRole('button', { name: 'Apply' }), async () => (await settings.count()) === 0);
    // Lease has only the Price panel: no tab bar, a region of that name (issue 26.14).
    const leasePrice = element(page).getByRole('region', { name: 'Price', exact: true });
    await leasePrice.scrollIntoViewIfNeeded();
    await expect.poll(() => leasePrice.textContent()).toContain(MMBA);
    await expect.poll(() => leasePrice.textContent()).toContain(DIAMOND_ADVANTAGE);
    expect(errors).toEqual([]);
  });

  test('a fragment the server fails shows nothing and the modal still works', async ({ faults, openDemo }) => {
    await faults({ fragments: '500' });
    const { page } = await openDemo(BUILD);
    const trays = element(page).locator('section#trayContent');
    const tray = element(page).getByRole('dialog', { name: 'Alloy tray – Double Cab' });
    await clickUntil(trays.getByRole('button', { name: 'More information about Alloy tray – Double Cab' }), tray);
    const included = tray.getByRole('button', { name: 'Included in build' });
    await clickUntil(tray.getByRole('button', { name: 'Select tray' }), included);
    await expect.poll(() => included.isDisabled()).toBe(true);
    await expect.poll(() => tray.getByText('Genuine parts', { exact: true }).count()).toBe(1);
    await expect.poll(() => tray.getByText(GENUINE_PARTS).count()).toBe(0);
  });
});
