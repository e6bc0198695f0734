/**
 * The configurator as a visitor meets it, whole: each customer type checked by axe,
 * desktop and phone screenshots, and a reload that restores exactly the same build.
 */
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from './fixture';
import type { Page } from 'playwright-core';
import { artifactPath } from './browser';
import { clickUntil, element, footerPrice, settingsDialog, openSettingsFromFooter, steady } from './locators';

const hashOf = (page: Page) => page.evaluate(() => window.location.hash);

async function applySettings(page: Page, customer: 'Private' | 'Business', purchase: 'Drive-away' | 'Lease' | null) {
  await openSettingsFromFooter(page);
  await settingsDialog(page).getByRole('radio', { name: customer }).check();
  if (purchase) await settingsDialog(page).getByRole('radio', { name: purchase }).check();
  const input = settingsDialog(page).getByRole('combobox', { name: 'Suburb or postcode' });
  await input.fill('');
  await input.pressSequentially('2000', { delay: 30 });
  await clickUntil(
    settingsDialog(page).getByRole('option', { name: 'Sydney, NSW 2000', exact: true }),
    async () => (await input.inputValue()) === 'Sydney, NSW 2000',
  );
  await clickUntil(settingsDialog(page).getByRole('button', { name: 'Apply' }), async () => (await settingsDialog(page).count()) === 0);
}

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('bp-configurator').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe scans take seconds on a loaded machine; a scan of a page still settling (a price arriving) is made again. */
const AXE = { timeout: 40_000, interval: 500 };

describe('the configurator for each customer type', () => {
  const cases = [
    { name: 'private', customer: 'Private' as const, purchase: null, marker: '*' },
    { name: 'business', customer: 'Business' as const, purchase: 'Drive-away' as const, marker: '#' },
    { name: 'lease', customer: 'Business' as const, purchase: 'Lease' as const, marker: '^' },
  ];
  // Two axe scans of the whole element, each made again until the page has settled: 57–70 s on a loaded
  // machine (one busy loop, a lint and a typecheck beside it), over the 60 s default.
  for (const { name, customer, purchase, marker } of cases) {
    it(`has no axe violations and prices with '${marker}' for a ${name} customer`, async ({ openDemo }) => {
      const { page, errors } = await openDemo('/triton');
      await footerPrice(page).waitFor();
      await applySettings(page, customer, purchase);
      await expect.poll(async () => (await footerPrice(page).textContent())?.endsWith(marker)).toBe(true);
      if (name === 'lease') await expect.poll(() => footerPrice(page).textContent()).toMatch(/per week\^$|^POA$/);
      // Issue 35: under lease the footer says 'per week' once, not as a 'Per week' label above '$330 per week^'.
      if (name === 'lease')
        await expect
          .poll(async () => (await element(page).getByTestId('sticky-footer').textContent())?.match(/per week/gi)?.length ?? 0)
          .toBeLessThanOrEqual(1);
      await element(page).locator('#summaryContent').scrollIntoViewIfNeeded();
      await expect.poll(() => axeViolations(page), AXE).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: artifactPath(`configurator-${name}-desktop.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: artifactPath(`configurator-${name}-phone.png`) });
      await expect.poll(() => axeViolations(page), AXE).toEqual([]);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});

describe("'no valid offer' (spec 5, 8)", () => {
  it('is not logged while the business and lease prices load after the host page switches to them', async ({ openDemo }) => {
    const { page } = await openDemo('/triton');
    const noValidOffer: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('no valid offer')) noValidOffer.push(message.text());
    });
    await footerPrice(page).waitFor();
    // The host page switches customer type (spec 7 pricingAndLocationUpdate): those prices are fetched then.
    const switchTo = (customerType: string, pricingType: string) =>
      page.evaluate((payload) => window.postMessage({ type: 'pricingAndLocationUpdate', payload }, window.location.origin), {
        customerType,
        pricingType,
        location: { suburb: 'Sydney', state: 'nsw', postcode: '2000' },
      });
    await switchTo('business', 'drive-away');
    await expect.poll(async () => (await footerPrice(page).textContent())?.endsWith('#')).toBe(true);
    await switchTo('business', 'mmba');
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/per week\^$|^POA$/);
    expect(noValidOffer).toEqual([]);
  });
});

describe('a build link', () => {
  it('restores exactly the same build after a reload', async ({ openDemo }) => {
    const { page } = await openDemo('/triton');
    await footerPrice(page).waitFor();
    const colours = element(page).getByRole('radiogroup', { name: 'Exterior colours', exact: true }).getByRole('radio');
    await clickUntil(colours.nth(1), async () => (await colours.nth(1).getAttribute('aria-checked')) === 'true');
    // The first accessory may bring others: accept the proposal if one opens. Each press is made again
    // until the cart changes or the proposal opens (a re-render on a loaded machine can swallow one).
    const proposal = element(page).getByRole('button', { name: 'Confirm' });
    const inCart = async () => (await hashOf(page)).includes('accessories=');
    await clickUntil(
      element(page).getByRole('button', { name: /^Add / }).first(),
      async () => (await inCart()) || (await proposal.isVisible()),
    );
    if (!(await inCart())) await clickUntil(proposal, inCart);
    await expect.poll(inCart).toBe(true);
    // The link and the price once they have both caught up with the build (the price follows the cart).
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/\$[\d,]+/);
    const [hash, price] = await steady(async () => [await hashOf(page), await footerPrice(page).textContent()] as const);
    await expect.poll(() => colours.nth(1).getAttribute('aria-checked')).toBe('true');

    await page.reload();
    await footerPrice(page).waitFor();
    await expect.poll(() => hashOf(page)).toBe(hash);
    await expect.poll(() => footerPrice(page).textContent()).toBe(price);
    await expect.poll(() => colours.nth(1).getAttribute('aria-checked')).toBe('true');
  });
});
