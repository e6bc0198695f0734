/**
 * Settings and hand-off in Chromium against the demo (issue 14, 11-12, 14-15): a typed
 * suburb applies on Apply and reaches the enquiry form, whose drawer names the build; a build link that changes only the hash opens exactly that
 * build; 'Change vehicle' is not answered with 'Continue your build?', and the host
 * page's total follows the visitor back to the selector.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from './fixture';
import { money, openSettings } from './journeyHelpers';
import { clickUntil, element, footerPrice } from './locators';

interface OutlanderPrice {
  value: number;
  wa: { value: number };
}
const outlander = JSON.parse(readFileSync('demo/catalog/outlander-my25.json', 'utf8')) as {
  ranges: {
    products: { sku: string; variants: { sku: string; offer: { private: { price: OutlanderPrice } } }[] }[];
    accessories: { products: { sku: string; price: number }[] };
  }[];
};
const MODEL = 'OU25ES5SSPE2PA';
const WHITE_DIAMOND = 'OU25ES5SSPE2PA-W37-C1';
const ACCESSORY = 'MZ315018';
const whiteDiamond = outlander.ranges[0]!.products.find((p) => p.sku === MODEL)!.variants.find((v) => v.sku === WHITE_DIAMOND)!;
const accessoryPrice = outlander.ranges[0]!.accessories.products.find((a) => a.sku === ACCESSORY)!.price;
const buildLink = `/outlander-my25?model-selection=${MODEL}&option-sku=${WHITE_DIAMOND}&accessories=${ACCESSORY}`;

const locationButton = (page: Page) => element(page).getByRole('button', { name: /^Pricing location:/ });

describe('settings and hand-off', () => {
  it('State based pricing: a typed suburb with one match applies on Apply; several or none say so', async ({ openDemo }) => {
    const { page, errors } = await openDemo(`/outlander-my25?model-selection=${MODEL}&option-sku=${WHITE_DIAMOND}`);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${money(whiteDiamond.offer.private.price.value)}*`);

    const dialog = await openSettings(page);
    const input = dialog.getByRole('combobox', { name: 'Suburb or postcode' });
    // Several places named Richmond, none a capital (a capital's whole name, 'Perth', applies in one press: continuity.test.ts).
    await input.fill('Richmond');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.getByText('More than one place matches "Richmond". Choose yours from the list.').count()).toBe(1);
    await input.fill('Qqzzx');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => dialog.getByText('No options for "Qqzzx"').count()).toBe(1);

    await input.fill('Broome');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => locationButton(page).textContent()).toContain('Broome, WA 6725');
    const waPrice = money(whiteDiamond.offer.private.price.wa.value);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${waPrice}*`);

    // The enquiry drawer says what is being enquired about, and the form starts with the chosen postcode.
    await element(page).getByRole('button', { name: 'Get a quote' }).click();
    const summary = element(page).getByTestId('enquiry-summary');
    await expect
      .poll(() => summary.locator('dd').allTextContents())
      // Last, the build's code the dealer can type (issue 32.1).
      .toEqual([
        '2025 Outlander ES',
        'White Diamond',
        'Black cloth',
        waPrice,
        expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{1,4})*$/),
      ]);
    const postcode = element(page).frameLocator('[data-testid="enquiry-form-frame"]').locator('#postcode');
    await expect.poll(() => postcode.inputValue()).toBe('6725');
    expect(errors).toEqual([]);
  });

  it('a build link followed in the same tab (only the hash changes) opens exactly that build', async ({ openDemo }) => {
    const { page, errors } = await openDemo('/triton');
    await footerPrice(page).waitFor();
    await page.evaluate((hash) => (window.location.hash = hash), `#${buildLink}`);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${money(whiteDiamond.offer.private.price.value + accessoryPrice)}*`);
    const exterior = element(page).getByRole('radiogroup', { name: 'Exterior colours', exact: true });
    await expect.poll(() => exterior.getByRole('radio', { name: /^White Diamond/ }).getAttribute('aria-checked')).toBe('true');
    const query = new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1]);
    expect([query.get('option-sku'), query.get('accessories')]).toEqual([WHITE_DIAMOND, ACCESSORY]);
    expect(errors).toEqual([]);
  });

  it("'Change vehicle' is not answered with 'Continue your build?', and the host page's total leaves with the build", async ({
    openDemo,
  }) => {
    const { page, errors } = await openDemo('/', { storage: { buildUrl: buildLink } });
    const offer = element(page).getByRole('dialog', { name: 'Continue your Outlander build?' });
    await offer.waitFor();
    await clickUntil(offer.getByRole('button', { name: 'Yes, please' }), async () => (await offer.count()) === 0);
    const total = money(whiteDiamond.offer.private.price.value + accessoryPrice);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${total}*`);
    await expect.poll(() => page.locator('#host-total').textContent()).toBe(total);

    await clickUntil(
      element(page).getByRole('button', { name: 'Change vehicle' }),
      element(page).getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }),
    );
    // The offer's code is already loaded: it would render with the heading.
    expect(await element(page).getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.locator('#host-total').textContent()).toBe('No vehicle yet');

    // A later visit is offered the build again.
    await page.reload();
    await offer.waitFor();
    expect(errors).toEqual([]);
  });
});
