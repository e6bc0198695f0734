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
 * Opens the settings modal the way a visitor does: the footer's location popover, then its 'Change settings'.
 * Each press is made again until what it opens shows: on a loaded machine a part of the page arriving can
 * re-render the footer between the two presses and close the popover (two CI flakes: csp, and a press that
 * opened nothing). The popover's trigger is pressed only while neither the popover's button nor the modal shows,
 * so a slow popover is never toggled shut.
 */
export async function openSettingsFromFooter(on: Page | Locator): Promise<Locator> {
  const el = 'goto' in on ? element(on) : on;
  const dialog = settingsDialog(on);
  const trigger = el.getByRole('button', { name: /^Pricing location:/ });
  const change = el.getByRole('button', { name: 'Change settings' });
  await expect
    .poll(
      async () => {
        if (await dialog.isVisible()) return true;
        if (await change.isVisible()) {
          await change.click({ timeout: 3_000 }).catch(() => {});
          return dialog.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        }
        await trigger.click({ timeout: 3_000 }).catch(() => {});
        await change.waitFor({ timeout: 5_000 }).catch(() => {});
        return false;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toBe(true);
  return dialog;
}

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
  // A scroll down shows the header (aria-hidden="false"), which then slides in. Each poll that finds
  // it hidden scrolls a little further down, near the bottom of the page going back up first so the
  // next move is down again; one that finds it shown waits for it to be in place. A part arriving
  // can move the page up and hide it again while it slides: the next poll finds it hidden and moves.
  // Each move waits for the next frame (whose scroll steps dispatch its scroll event before any
  // animation frame callback) and then out the element's check (at most every 100 ms): on a loaded
  // machine a frame can come later than any fixed wait, and an up and a down dispatched in one
  // frame are one move up.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const header = document.querySelector('bp-configurator')?.shadowRoot?.querySelector('[data-testid="sticky-header"]');
          if (!header) return false;
          if (header.getAttribute('aria-hidden') === 'false') {
            const { transform, visibility } = getComputedStyle(header);
            return visibility !== 'hidden' && (transform === 'none' || transform === 'matrix(1, 0, 0, 1, 0, 0)');
          }
          const move = (top: number) =>
            new Promise<void>((resolve) => {
              window.scrollBy({ top, behavior: 'instant' });
              requestAnimationFrame(() => setTimeout(resolve, 150));
            });
          if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 300) await move(-600);
          await move(240);
          return false;
        }),
      { timeout: 30_000, interval: 100 },
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

/** What an action should bring about: a locator that shows, or a check that comes true. */
type Effect = Locator | (() => Promise<boolean>);

/** Whether `effect` shows now, or (given a timeout) within it, looked at every 100 ms. */
async function shows(effect: Effect, timeout = 0): Promise<boolean> {
  if (typeof effect !== 'function') {
    if (timeout === 0) return effect.isVisible();
    return effect.waitFor({ timeout }).then(
      () => true,
      () => false,
    );
  }
  const until = Date.now() + timeout;
  for (;;) {
    if (await effect().catch(() => false)) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Clicks `control` until `effect` shows. On a loaded machine a re-render (a price or a part arriving)
 * can replace the control between Playwright finding it and the press landing, and the press does
 * nothing: it is made again, each try short. The control is pressed only while the effect does not
 * show yet, so a slow effect is waited out (a few seconds) before a second press. `click` presses it
 * another way (clickInStickyHeader for a control of the sticky header).
 */
export async function clickUntil(
  control: Locator,
  effect: Effect,
  click: () => Promise<unknown> = () => control.click({ timeout: 3_000 }),
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await shows(effect)) return true;
        await click().catch(() => {});
        return shows(effect, 5_000);
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

/**
 * Focuses `control` and presses `key` until `effect` shows: a re-render between the focus and the
 * key press takes the focus away and the key goes elsewhere, so both are made again, each try short.
 */
export async function pressUntil(page: Page, control: Locator, key: string, effect: Effect): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await shows(effect)) return true;
        const focused = await control.focus({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
        if (focused) await page.keyboard.press(key);
        return shows(effect, 5_000);
      },
      { timeout: 45_000 },
    )
    .toBe(true);
}

/**
 * Reads `read` until it gives the same value twice half a second apart, and returns that value: for a value
 * the test takes to compare with later (a price or a link) that parts still arriving may yet change.
 */
export async function steady<T>(read: () => Promise<T>): Promise<T> {
  let last: string | undefined;
  let value: T | undefined;
  await expect
    .poll(
      async () => {
        value = await read();
        const now = JSON.stringify(value);
        const held = now === last;
        last = now;
        return held;
      },
      { interval: 500, timeout: 15_000 },
    )
    .toBe(true);
  return value as T;
}
