/**
 * Issue 35, WCAG 2.4.11 (focus not obscured): the demo host page, opened with ?sticky-chrome, keeps its own chrome on top as a
 * maker's site does (the site header always, the 'Host page (Vue) state' bar too where there is
 * room) and tells the element how much room it takes through --bp-sticky-top (docs/embedding.md).
 * Tabbing into the element from the host page, and back out of it, never puts focus under that
 * chrome, and the element's revealed sticky header sits below it, at 1440x900 and 390x844.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from './fixture';
import { element, showStickyHeader, stickyTop } from './locators';

/** The bottom of the host page's chrome that sticks at the top of the viewport (0 when none does). */
function hostChromeBottom(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      0,
      ...[...document.querySelectorAll<HTMLElement>('.site-header, .host-bar')]
        .filter((node) => getComputedStyle(node).position === 'sticky')
        .map((node) => node.getBoundingClientRect().bottom),
    ),
  );
}

/**
 * Where keyboard focus is, read through the element's shadow root: whether it is inside the element,
 * its box, and whether the element is what shows at the box's centre (nothing of the host page over it).
 */
function focusedBox(page: Page) {
  return page.evaluate(() => {
    const host = document.querySelector('bp-configurator')!;
    const focused = host.shadowRoot!.activeElement as HTMLElement | null;
    if (!focused || document.activeElement !== host) return null;
    const rect = focused.getBoundingClientRect();
    const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      name: focused.textContent?.trim() ?? '',
      top: Math.round(rect.top),
      bottom: Math.round(rect.bottom),
      uncovered: atCentre === host,
    };
  });
}

describe("the host page's sticky chrome (issue 35, WCAG 2.4.11)", () => {
  for (const { viewport, touch } of [
    { viewport: { width: 1440, height: 900 }, touch: false },
    { viewport: { width: 390, height: 844 }, touch: true },
  ]) {
    it(
      `tabbing into the element from the host page lands below the page's chrome, at ${viewport.width}x${viewport.height}`,
      {
        timeout: 120_000,
      },
      async ({ openDemo }) => {
        const { page, errors } = await openDemo('/triton', { viewport, touch, search: '?sticky-chrome' });
        await element(page).getByRole('heading', { level: 1 }).waitFor();
        // The page's header sticks on every size; the element is told the room it takes.
        await expect.poll(() => hostChromeBottom(page)).toBeGreaterThanOrEqual(48);
        const chrome = await hostChromeBottom(page);
        await expect.poll(() => stickyTop(page)).toBe(chrome);

        // The visitor scrolls down: the element's sticky header slides in, below the page's chrome.
        const strip = await showStickyHeader(page);
        await expect.poll(async () => Math.round((await strip.boundingBox())!.y)).toBeGreaterThanOrEqual(Math.floor(chrome));

        // Tab from the host page's last control before the element: the first stop is in the sticky header, in sight.
        // On a phone the state bar is not sticky: focusing its last control scrolls the page back up to it.
        await page.locator('#host-dealer').focus();
        await page.keyboard.press('Tab');
        await expect.poll(() => focusedBox(page)).toMatchObject({ uncovered: true });
        const first = (await focusedBox(page))!;
        expect(first.top).toBeGreaterThanOrEqual(Math.floor(chrome));

        // And back out with Shift+Tab from the host page after the element: the last stop is in sight too.
        await page.locator('#host-log').focus();
        await page.keyboard.press('Shift+Tab');
        await expect.poll(() => focusedBox(page)).toMatchObject({ uncovered: true });
        const last = (await focusedBox(page))!;
        expect(last.top).toBeGreaterThanOrEqual(Math.floor(chrome));
        expect(errors).toEqual([]);
      },
    );
  }
});
