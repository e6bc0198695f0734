/**
 * Available now, or the closest car that is (issue 32.2), in Chromium against the demo: the GLS
 * Double Cab Pick Up in White Solid is in stock; the visitor paints it Red Diamond, which the demo
 * catalog has built to order on every Triton. 'Your build' says so and offers the closest build in
 * stock: the same GLS in White Solid, itemised ($1,040 less); Cancel keeps the build (focus back on
 * the offer); Confirm applies it (price, paint and link change as itemised; focus stays in 'Your
 * build') and Undo restores the Red Diamond build and its price. At a phone's
 * 390×844 and a desktop's 1440×900, with screenshots of the line and the offer.
 * Stock and prices come from demo/catalog/triton.json.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { describe, expect, it } from './fixture';
import { element, footerPrice } from './locators';

interface CatalogVariant {
  sku: string;
  stock_status?: string;
}
const triton = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as {
  ranges: { products: { sku: string; variants: CatalogVariant[] }[] }[];
};
const GLS = 'TR25GLSDCPI4DA';
const variants = triton.ranges[0]!.products.find((p) => p.sku === GLS)!.variants;
const stockOf = (sku: string) => variants.find((v) => v.sku === sku)?.stock_status;
/** The GLS's default variant (White Solid, synthetic leather, Standard) and the same in Red Diamond. */
const WHITE = `${GLS}-W32-S1-P0`;
const RED = `${GLS}-P62-S1-P0`;
/** Their private national drive-away prices. */
const WHITE_PRICE = '$64,490';
const RED_PRICE = '$65,530';
const OFFER = 'Show the closest build available now';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };

const yourBuild = (page: Page): Locator => element(page).getByRole('region', { name: 'Your build' });
const availability = (page: Page) => yourBuild(page).getByTestId('availability');
const exterior = (page: Page, name: RegExp) =>
  element(page).getByRole('radiogroup', { name: 'Exterior colours' }).getByRole('radio', { name });
const optionSku = (page: Page) => page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1]).get('option-sku') ?? '');

type OpenDemo = (hash?: string, options?: { viewport?: { width: number; height: number } }) => Promise<{ page: Page; errors: unknown[] }>;

/** The journey at one size: the screenshots are named after it. */
async function builtToOrderJourney(openDemo: OpenDemo, size: keyof typeof VIEWPORTS) {
  expect([stockOf(WHITE), stockOf(RED)]).toEqual(['IN_STOCK', 'OUT_OF_STOCK']);
  const { page, errors } = await openDemo(`/triton?model-selection=${GLS}`, { viewport: VIEWPORTS[size] });
  await element(page).getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
  await expect.poll(() => footerPrice(page).textContent()).toContain(WHITE_PRICE);
  await expect.poll(() => availability(page).textContent()).toMatch(/^Available now/);

  await exterior(page, /^Red Diamond/).click();
  await expect.poll(() => footerPrice(page).textContent()).toContain(RED_PRICE);
  await expect.poll(() => optionSku(page)).toBe(RED);
  await expect.poll(() => availability(page).textContent()).toMatch(/^Built to order/);
  const offer = availability(page).getByRole('button', { name: OFFER });
  await offer.scrollIntoViewIfNeeded();
  await availability(page).screenshot({ path: artifactPath(`stock32-availability-${size}.png`) });

  // Cancel leaves the build as it is, focus back on the offer.
  await offer.click();
  const dialog = element(page).getByRole('dialog', { name: 'The closest build available now' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => offer.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
  await expect.poll(() => footerPrice(page).textContent()).toContain(RED_PRICE);

  await offer.click();
  await expect.poll(() => dialog.getByTestId('item-being-updated').textContent()).toBe('GLS Double Cab Pick UpWhite Solid');
  const changes = dialog.getByRole('region', { name: 'Changes to your build' }).getByRole('listitem');
  await expect.poll(() => changes.allTextContents()).toEqual(['White Solidwas Red Diamond− $1,040']);
  await expect.poll(() => dialog.getByTestId('proposal-foot').textContent()).toContain(`New total cost${WHITE_PRICE}*`);
  await page.screenshot({ path: artifactPath(`stock32-offer-${size}.png`) });

  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => footerPrice(page).textContent()).toContain(WHITE_PRICE);
  await expect.poll(() => optionSku(page)).toBe(WHITE);
  await expect.poll(() => exterior(page, /^White Solid/).isChecked()).toBe(true);
  await expect.poll(() => availability(page).textContent()).toMatch(/^Available now/);
  // The offer is gone with the build to order: focus stays in 'Your build', not thrown to the page's top.
  await expect
    .poll(() => yourBuild(page).evaluate((block) => block.contains((block.getRootNode() as ShadowRoot).activeElement)))
    .toBe(true);

  await element(page).getByRole('button', { name: 'Undo', exact: true }).click();
  await expect.poll(() => footerPrice(page).textContent()).toContain(RED_PRICE);
  await expect.poll(() => optionSku(page)).toBe(RED);
  await expect.poll(() => exterior(page, /^Red Diamond/).isChecked()).toBe(true);
  await expect.poll(() => availability(page).textContent()).toMatch(/^Built to order/);
  expect(errors).toEqual([]);
}

describe('Available now, or the closest build that is (issue 32.2)', () => {
  it('on a phone (390×844), a GLS in Red Diamond is built to order; Confirm takes the closest build in stock, Undo brings it back', async ({
    openDemo,
  }) => {
    await builtToOrderJourney(openDemo, 'phone');
  });

  it('on a desktop (1440×900), the same journey', async ({ openDemo }) => {
    await builtToOrderJourney(openDemo, 'desktop');
  });
});
