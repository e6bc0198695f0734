/**
 * The build code (issue 32.1) in Chromium against the demo: a build's code, read from 'Your build',
 * typed on the landing page of another visit opens the same build at the same price; a mistyped
 * code is told in place. The build comes from demo/catalog/triton.json (a GLS in Jet Black with
 * Tan leather and the Premium Pack, with a towbar and its harness).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, type OpenDemo } from './fixture';
import { artifactPath } from './browser';
import { accessory } from './journeyHelpers';
import { element, footerPrice } from './locators';

// The towbar and its wiring harness (the towbar needs it), as test/e2e/engines.test.ts builds them.
const GLS_SKU = 'TR25GLSDCPI4DA';
const VARIANT_SKU = 'TR25GLSDCPI4DA-X42-L2-P1';
const simple = [accessory('MZ330179').sku, accessory('MZ330186').sku];
const BUILD_PATH = `/triton?model-selection=${GLS_SKU}&option-sku=${VARIANT_SKU}&accessories=${simple.join(',')}`;

const hashParams = async (page: Page) => new URLSearchParams((await page.evaluate(() => window.location.hash)).split('?')[1] ?? '');
const shownCode = (page: Page) => element(page).getByTestId('build-code');
const codeField = (page: Page) =>
  element(page).getByRole('region', { name: 'Have a build code?' }).getByRole('textbox', { name: 'Build code' });

async function openedBuild(openDemo: OpenDemo, viewport = { width: 1440, height: 900 }) {
  const opened = await openDemo(BUILD_PATH, { viewport });
  await footerPrice(opened.page).waitFor();
  await expect.poll(async () => (await hashParams(opened.page)).get('accessories')?.split(',').sort()).toEqual([...simple].sort());
  await expect.poll(() => shownCode(opened.page).textContent()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{1,4})*$/);
  return { ...opened, code: (await shownCode(opened.page).textContent())!, price: (await footerPrice(opened.page).textContent())! };
}

describe('build code (issue 32.1)', () => {
  it("a build's code typed on the landing page opens the same build at the same price", async ({ openDemo }) => {
    const first = await openedBuild(openDemo);
    expect(first.code.replace(/-/g, '').length).toBeLessThanOrEqual(12);

    // Another visitor (a dealer), on the landing page: the code typed as heard, lower case.
    const { page, errors } = await openDemo('/', { viewport: { width: 1440, height: 900 } });
    await codeField(page).fill(first.code.toLowerCase());
    await codeField(page).press('Enter');
    await footerPrice(page).waitFor();
    await expect.poll(() => footerPrice(page).textContent()).toBe(first.price);
    await expect.poll(async () => (await hashParams(page)).get('model-selection')).toBe(GLS_SKU);
    await expect.poll(async () => (await hashParams(page)).get('option-sku')).toBe(VARIANT_SKU);
    await expect.poll(async () => (await hashParams(page)).get('accessories')?.split(',').sort()).toEqual([...simple].sort());
    await expect.poll(() => shownCode(page).textContent()).toBe(first.code);
    expect(errors).toEqual([]);
  });

  it('a mistyped code is told in place: nothing opens, the text and the focus stay', async ({ openDemo }) => {
    const { code } = await openedBuild(openDemo);
    // One character changed: the check character catches it.
    const wrong = code.startsWith('Z') ? `Y${code.slice(1)}` : `Z${code.slice(1)}`;
    const { page, errors } = await openDemo('/', { viewport: { width: 390, height: 844 }, touch: true });
    await codeField(page).fill(wrong);
    await element(page).getByRole('button', { name: 'Open build' }).click();
    const message = "That build code isn't right: one of its characters may be mistyped. Please check it and try again.";
    await expect.poll(() => element(page).getByText(message).isVisible()).toBe(true);
    await expect.poll(() => codeField(page).evaluate((input) => input.matches(':focus'))).toBe(true);
    expect(await codeField(page).inputValue()).toBe(wrong);
    await expect.poll(() => codeField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => window.location.hash)).not.toContain('model-selection');
    await page.screenshot({ path: artifactPath('build-code-wrong-390.png') });
    expect(errors).toEqual([]);
  });
});
