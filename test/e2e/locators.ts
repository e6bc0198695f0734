/**
 * What every e2e file finds on the demo page, written once: the element, and the sticky
 * header brought into view the way a visitor does it (scrolling down).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The configurator on the demo host page (locators pierce its shadow root). */
export const element = (page: Page): Locator => page.locator('bp-configurator');

/**
 * The sticky footer's price (the build's total as the visitor sees it): of the page's element, or
 * within one element of several on a host page.
 */
export const footerPrice = (on: Page | Locator): Locator => ('goto' in on ? element(on) : on).getByTestId('footer-price');

/** The settings modal (location, customer type, pricing): of the page's element, or within one element of several. */
export const settingsDialog = (on: Page | Locator): Locator =>
  ('goto' in on ? element(on) : on).getByRole('dialog', { name: 'State based pricing' });

/**
 * A range's card on the landing page: a button announced by its name, then (once prices are in)
 * its price label and 'From' price, as it shows them (issue 35).
 */
export const rangeCard = (scope: Locator | Page, name: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: |$)`) });

/**
 * The room the host page's own sticky chrome takes at the top of the viewport, as the demo host
 * tells the element (its --bp-sticky-top, docs/embedding.md): spec 9's offsets are measured below it.
 */
export function stickyTop(page: Page): Promise<number> {
  return element(page).evaluate((node) => parseFloat(getComputedStyle(node).getPropertyValue('--bp-sticky-top')) || 0);
}

/** Waits until the page's height holds for half a second (images and lazy parts arriving change it). */
export async function waitForSteadyHeight(page: Page): Promise<void> {
  let scrollHeight = -1;
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = height === scrollHeight;
        scrollHeight = height;
        return settled;
      },
      { interval: 500, timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * Scrolls down until the sticky header shows (spec 4: it shows when the page scrolls down
 * past the threshold), and waits until it has slid all the way in. The page's height is
 * let settle first: images and lazy parts arriving move it, and a page still too short for
 * the threshold would take one scroll and never show the header. Returns its vehicle strip.
 */
export async function showStickyHeader(page: Page): Promise<Locator> {
  const strip = element(page).getByRole('region', { name: 'Your vehicle' });
  await waitForSteadyHeight(page);
  // A scroll down shows the header; each poll scrolls a little further down, and at the
  // bottom of the page goes back up first so the next scroll is a scroll down again.
  await expect
    .poll(
      async () => {
        const atBottom = await page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2);
        if (atBottom) await page.evaluate(() => window.scrollBy(0, -600));
        await page.mouse.wheel(0, 240);
        return strip.isVisible();
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('bp-configurator')!.shadowRoot!.querySelector('[data-testid="sticky-header"]')!;
        const { transform } = getComputedStyle(header);
        return transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)';
      }),
    )
    .toBe(true);
  return strip;
}

/**
 * Clicks a control of the sticky header. Between showing the header and the click, a part of
 * the page arriving or a price changing can move the scroll position up, which hides the
 * header (spec 4) and leaves the click waiting on a control out of sight; so the header is
 * shown again and the click tried again, each try short.
 */
export async function clickInStickyHeader(page: Page, control: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await showStickyHeader(page);
        return control.click({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

/**
 * Presses `key` on a control of the sticky header until `opens` shows. Away, the header is inert,
 * and a part arriving or a price changing can move the scroll up and hide it between showing it
 * and the press (focus() on an inert control does nothing, so the key goes elsewhere): the
 * header is shown and the press made again, each try waiting a few seconds for what it opens.
 */
export async function pressInStickyHeader(page: Page, control: Locator, key: string, opens: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await opens.isVisible()) return true;
        await showStickyHeader(page);
        await control.focus();
        await page.keyboard.press(key);
        return opens.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}
