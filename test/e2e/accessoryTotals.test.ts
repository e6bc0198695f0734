/**
 * What a visitor sees of the money and the count when accessories come with others:
 * the footer total after a plus-one, the badge after a pack, and POA under lease.
 * Figures come from demo/catalog/triton.json.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { describe, expect, it } from './fixture';
import { clickUntil, element, footerPrice, openSettingsFromFooter, steady } from './locators';

interface CatalogAccessory {
  sku: string;
  title: string;
  price: number;
  included_accessories: string[];
}
const triton = (
  JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as { ranges: { accessories: { products: CatalogAccessory[] } }[] }
).ranges[0]!;
const accessory = (sku: string) => triton.accessories.products.find((item) => item.sku === sku)!;
const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

const TOWBAR = accessory('MZ330179');
const HARNESS = accessory('MZ330186');
const PACK = accessory('MZ330410');
const MODEL = 'TR25GLXDCPI4DM';
const BUILD = `/triton?model-selection=${MODEL}&option-sku=${MODEL}-W32-C1`;

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

/** Adds an accessory from its group's tab, each press made again until what it brings shows (a proposal, or its Remove). */
async function add(page: Page, group: string, title: string, shows: Locator) {
  const button = element(page).getByRole('button', { name: `Add ${title}`, exact: true });
  await clickUntil(element(page).getByRole('tab', { name: group, exact: true }), button);
  await clickUntil(button, shows);
}

describe('accessory money and counts', () => {
  it('raises the total by both prices when a plus-one is accepted', async ({ openDemo }) => {
    const { page } = await openDemo(BUILD);
    await footerPrice(page).waitFor();
    // The price once it holds: the sums below start from it.
    const before = amountOf(await steady(() => footerPrice(page).textContent()));
    const dialog = element(page).getByRole('dialog', { name: "This one's got a plus-one" });
    await add(page, 'Towing', TOWBAR.title, dialog);
    await clickUntil(dialog.getByRole('button', { name: 'Confirm' }), async () => (await dialog.count()) === 0);
    await expect.poll(async () => amountOf(await footerPrice(page).textContent())).toBe(before + TOWBAR.price + HARNESS.price);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${money(before + TOWBAR.price + HARNESS.price)}*`);
  });

  it("counts the items a pack brings in the badge and says so, as 'Your build' lists them, at both sizes (issue 35)", async ({
    openDemo,
  }) => {
    const contents = PACK.included_accessories.map((sku) => accessory(sku).title);
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const { page, context } = await openDemo(BUILD, { viewport });
      await footerPrice(page).waitFor();
      await add(page, 'Packs', PACK.title, element(page).getByRole('button', { name: `Remove ${PACK.title}`, exact: true }));
      // Each item the pack brings, as 'Your build' lists them; the pack is not counted again (issue 26.3),
      // and the count says that they came in the pack (issue 35).
      const count = element(page).getByTestId('accessory-count');
      await expect.poll(() => count.textContent()).toBe(`${contents.length} accessories in your build, ${contents.length} in your pack`);
      // The count keeps to the page's width beside its heading.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await count.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`accessory-count-${size}.png`) });
      const listed = element(page).getByRole('list', { name: `${PACK.title} includes` });
      await expect.poll(() => listed.getByRole('listitem').allTextContents()).toEqual(contents);
      await listed.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`accessory-count-your-build-${size}.png`) });
      await context.close();
    }
  });

  it('shows POA for accessories and, with accessories in the build, for the lease price', async ({ openDemo }) => {
    const { page } = await openDemo(`${BUILD}&accessories=${TOWBAR.sku},${HARNESS.sku}`);
    await footerPrice(page).waitFor();
    const dialog = await openSettingsFromFooter(page);
    await dialog.getByRole('radio', { name: 'Business' }).check();
    await dialog.getByRole('radio', { name: 'Lease' }).check();
    const input = dialog.getByRole('combobox', { name: 'Suburb or postcode' });
    await input.pressSequentially('2000', { delay: 30 });
    await clickUntil(
      dialog.getByRole('option', { name: 'Sydney, NSW 2000', exact: true }),
      async () => (await input.inputValue()) === 'Sydney, NSW 2000',
    );
    await clickUntil(dialog.getByRole('button', { name: 'Apply' }), async () => (await dialog.count()) === 0);
    await expect.poll(() => footerPrice(page).textContent()).toBe('POA');
    const remove = element(page).getByRole('button', { name: `Remove ${TOWBAR.title}`, exact: true });
    await clickUntil(element(page).getByRole('tab', { name: 'Towing', exact: true }), remove);
    const card = remove.locator('xpath=ancestor::*[self::li or self::article][1]');
    await expect.poll(() => card.textContent()).toContain('POA');
  });
});
