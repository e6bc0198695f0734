/**
 * Issue 35, 'Where the visitor is', the long proposal: Outlander ES (5 seat, 2WD) in White Solid,
 * and 'White Diamond with Black Roof' chosen from 'Not seeing the one you want?' under Exterior.
 * Only the Exceed Tourer has that paint, so the proposal lists the grade, seats, drive, fuel,
 * interior and price changes: on a phone (390x844) its dialog is taller than the screen. It opens
 * at its top (title and chosen paint in view) with focus on Cancel; Confirm keeps the page where
 * the visitor was and focuses the paint now chosen, as on the desktop (1440x900).
 */
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { describe, expect, it, type OpenDemo } from './fixture';
import { element, steady } from './locators';

const MODEL = 'OU25ES5SSPE2PA';
const BUILD = `/outlander-my25?model-selection=${MODEL}&option-sku=${MODEL}-W32-C1`;
const PAINT = 'White Diamond with Black Roof';
const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false },
] as const;

/** The focused element in the element's shadow root: its accessible label or text. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
  });
}

/** Whether the element's box is wholly inside the viewport. */
async function wholeInView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return box !== null && viewport !== null && box.y >= 0 && box.y + box.height <= viewport.height;
}

/** Opens the Outlander ES and the proposal of the two-tone paint from the exterior group's hidden values. */
async function openPaintProposal(openDemo: OpenDemo, size: (typeof SIZES)[number]) {
  const visit = await openDemo(BUILD, { viewport: size.viewport, touch: size.touch });
  const { page } = visit;
  const el = element(page);
  await el.getByTestId('accessory-count').waitFor();
  // Exterior colours is the last group of the exterior section: its disclosure is the section's last.
  const more = el.getByTestId('exteriorContent').getByRole('button', { name: 'Not seeing the one you want?' }).last();
  await more.scrollIntoViewIfNeeded();
  await (size.touch ? more.tap() : more.click());
  const choose = el.getByRole('button', { name: `Choose ${PAINT}` });
  await choose.scrollIntoViewIfNeeded();
  await expect.poll(() => wholeInView(page, choose)).toBe(true);
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await (size.touch ? choose.tap() : choose.click());
  const dialog = el.getByRole('dialog', { name: 'Your selection requires changes' });
  await dialog.waitFor();
  return { ...visit, el, dialog, scrollBefore };
}

describe('the long proposal of a two-tone paint (issue 35)', () => {
  for (const size of SIZES) {
    it(`on a ${size.name}, opens at its top with focus on Cancel; Confirm keeps the place and focuses the paint`, async ({ openDemo }) => {
      const { page, el, dialog, scrollBefore } = await openPaintProposal(openDemo, size);
      await expect.poll(() => dialog.getByTestId('item-being-updated').innerText()).toContain(PAINT);
      await expect.poll(() => focusedName(page)).toBe('Cancel');
      if (size.name === 'phone') {
        // Long enough to scroll: what is asked of the dialog is not given by a short one.
        await expect.poll(() => dialog.evaluate((d) => d.scrollHeight - d.clientHeight)).toBeGreaterThan(100);
      }
      // It stays at its top, also a moment after opening (late focus or layout must not scroll it).
      await page.waitForTimeout(500);
      await expect.poll(() => dialog.evaluate((d) => d.scrollTop)).toBe(0);
      await expect.poll(() => wholeInView(page, dialog.getByRole('heading', { level: 2 }))).toBe(true);
      await expect.poll(() => wholeInView(page, dialog.getByTestId('item-being-updated'))).toBe(true);
      await page.screenshot({ path: artifactPath(`visitor-place-proposal-top-${size.name}.png`) });

      const confirm = dialog.getByRole('button', { name: 'Confirm' });
      await (size.touch ? confirm.tap() : confirm.click());
      await dialog.waitFor({ state: 'detached' });
      const exterior = el.getByRole('radiogroup', { name: 'Exterior colours' });
      await expect.poll(() => exterior.locator('[aria-checked="true"]').getAttribute('aria-label')).toMatch(new RegExp(`^${PAINT}`));
      // Focus on the paint now chosen, and the page where it was (not at its top).
      await expect.poll(() => focusedName(page)).toMatch(new RegExp(`^${PAINT}`));
      // Where the page rests once it has stopped moving (it holds for half a second).
      const scrollAfter = await steady(() => page.evaluate(() => window.scrollY));
      expect(scrollAfter).toBeGreaterThan(0);
      expect(Math.abs(scrollAfter - scrollBefore)).toBeLessThan(size.viewport.height / 2);
      await expect.poll(() => wholeInView(page, exterior.locator('[aria-checked="true"]'))).toBe(true);
      await page.screenshot({ path: artifactPath(`visitor-place-after-confirm-${size.name}.png`) });
    });
  }
});
