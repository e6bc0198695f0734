/**
 * Issue 35, 'Where the visitor is': a proposal opens at its top with focus on Cancel, a modal
 * closes the price breakdown, and the settings modal starts at the place field, where a capital's
 * name applies in one press. Against the demo Triton catalog, at phone (390x844) and desktop
 * (1440x900) sizes: GLX Double Cab Pick Up 4WD manual in White Solid with a White Solid hard lid
 * (MZ330011-W32); White Diamond asks 'Great colour choice!' with the hard lid's 8 colour rows.
 */
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { describe, expect, it, type OpenDemo } from './fixture';
import { element, pressInStickyHeader, openSettingsFromFooter } from './locators';

const MODEL = 'TR25GLXDCPI4DM';
const AUTOMATIC = 'TR25GLXDCPI4DA';
const BUILD = `/triton?model-selection=${MODEL}&option-sku=${MODEL}-W32-C1&accessories=MZ330011-W32`;
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1440, height: 900 } },
] as const;

async function openBuild(openDemo: OpenDemo, viewport: { width: number; height: number }) {
  const visit = await openDemo(BUILD, { viewport });
  const el = element(visit.page);
  await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
  await el.getByTestId('accessory-count').waitFor();
  return { ...visit, el };
}

/** The focused element in the element's shadow root: its accessible label or text. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    return (
      active.getAttribute('aria-label') ??
      (active instanceof HTMLInputElement ? active.labels?.[0]?.textContent?.trim() : null) ??
      active.textContent?.trim() ??
      ''
    );
  });
}

/** Whether the element's box is wholly inside the viewport. */
async function wholeInView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

describe('where the visitor is (issue 35)', () => {
  for (const { name, viewport } of SIZES) {
    it(`on a ${name}, a proposal opens at its top, its title and the chosen item in view, with focus on Cancel`, async ({ openDemo }) => {
      // GLX Double Cab 4WD automatic with rock sliders: the 2WD has no room for them ('Let's fine-tune your build').
      const visit = await openDemo(`/triton?model-selection=${AUTOMATIC}&option-sku=${AUTOMATIC}-W32-C1&accessories=MZ330081`, {
        viewport,
      });
      const { page } = visit;
      const el = element(page);
      await el.getByTestId('accessory-count').waitFor();
      const drive = el.getByRole('radiogroup', { name: 'Drive & Fuel Type' });
      await drive.scrollIntoViewIfNeeded();
      const next = await drive
        .getByRole('radio')
        .evaluateAll((radios) => (radios.findIndex((r) => r.getAttribute('aria-checked') === 'true') + 1) % radios.length);
      await drive.getByRole('radio').nth(next).click();
      const dialog = el.getByRole('dialog', { name: "Let's fine-tune your build" });
      await dialog.waitFor();
      await expect.poll(() => dialog.getByRole('region', { name: 'Remove to make room' }).textContent()).toContain('Rock sliders');
      await expect.poll(() => focusedName(page)).toBe('Cancel');
      await expect.poll(() => dialog.evaluate((d) => d.scrollTop)).toBe(0);
      await expect.poll(() => wholeInView(page, dialog.getByRole('heading', { level: 2 }))).toBe(true);
      await expect.poll(() => wholeInView(page, dialog.getByTestId('item-being-updated'))).toBe(true);
      await page.screenshot({ path: artifactPath(`continuity-proposal-top-${name}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });

    it(`on a ${name}, a modal opening closes the price breakdown: nothing stays above its backdrop`, async ({ openDemo }) => {
      const { page, el } = await openBuild(openDemo, viewport);
      await page.evaluate(() => window.scrollTo(0, 1200));
      const trigger = el.getByRole('button', { name: /^Price breakdown:/ });
      const breakdown = el.getByRole('dialog', { name: 'Price breakdown' });
      await pressInStickyHeader(page, trigger, 'Enter', breakdown);
      // A keyboard visitor moves on without a press outside it, and chooses a colour that needs changes.
      const exterior = el.getByRole('radiogroup', { name: 'Exterior colours' });
      await exterior.getByRole('radio', { name: /^White Diamond/ }).focus();
      await page.keyboard.press('Space');
      const dialog = el.getByRole('dialog', { name: 'Great colour choice! Do you want to change others?' });
      await dialog.waitFor();
      await breakdown.waitFor({ state: 'detached' });
      await page.screenshot({ path: artifactPath(`continuity-modal-closes-breakdown-${name}.png`) });
      // The proposal's own buttons take the press.
      await dialog.getByRole('button', { name: 'Cancel' }).click({ timeout: 5000 });
      await dialog.waitFor({ state: 'detached' });
    });

    it(`on a ${name}, the settings modal starts at the place field, and 'Perth' applies Perth, WA 6000 in one press`, async ({
      openDemo,
    }) => {
      const { page, el } = await openBuild(openDemo, viewport);
      const dialog = await openSettingsFromFooter(el);
      await expect.poll(() => focusedName(page)).toBe('Suburb or postcode');
      // Typed straight away, without a click, and applied without choosing from the list (there is also Perth, TAS 7300).
      await page.keyboard.type('Perth', { delay: 30 });
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Suburb or postcode' }).inputValue()).toBe('Perth');
      await dialog.getByRole('button', { name: 'Apply' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => el.getByRole('button', { name: /^Pricing location:/ }).textContent()).toContain('Perth, WA 6000');
    });
  }
});
