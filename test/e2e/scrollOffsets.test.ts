/**
 * Spec 9's scroll and popover offsets in Chromium against the demo: the summary popover
 * (price breakdown) opened from the sticky header's vehicle strip hangs 74 px below the
 * strip's top on a desktop, its lines add up to the footer's total, it is keyboard
 * operable and gives focus back; its lines take the visitor to their section, whose
 * heading lands 100 px down with the offer banner showing, just below the header.
 */
import { describe, expect, it } from './fixture';
import type { Locator, Page } from 'playwright-core';

const element = (page: Page): Locator => page.locator('bp-configurator');

/** A money text as cents-free dollars: '$52,990*' → 52990, '+ $1,200' → 1200, '-$300' → -300, '' → 0. */
function dollars(text: string | null): number {
  const match = /(-|−)?\s*\$\s*([\d,]+)/.exec(text ?? '');
  if (!match) return 0;
  const value = Number(match[2]!.replace(/,/g, ''));
  return match[1] ? -value : value;
}

/** The viewport top of a heading inside the element's shadow root. */
function headingTop(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (sel) => document.querySelector('bp-configurator')!.shadowRoot!.querySelector(sel)!.getBoundingClientRect().top,
    selector,
  );
}

/** Waits until the page's height has settled (images and lazy parts arriving move it), then scrolls down to show the header. */
async function scrollDownToHeader(page: Page, trigger: Locator): Promise<void> {
  let scrollHeight = -1;
  await expect
    .poll(
      async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const settled = height === scrollHeight;
        scrollHeight = height;
        return settled;
      },
      { interval: 500 },
    )
    .toBe(true);
  // A scroll down shows the header; each poll scrolls a little further down.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 120);
      return trigger.isVisible();
    })
    .toBe(true);
}

/** Whether focus (inside the element's shadow root) is on the node `locator` finds. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node);
}

describe('summary popover and scroll offsets (spec 9)', () => {
  it('opens the price breakdown 74 px below the strip, sums to the footer total, and lands sections 100 px down', async ({ openDemo }) => {
    const { page, errors } = await openDemo('/triton');
    const el = element(page);
    const footer = el.getByTestId('footer-price');
    await footer.waitFor();
    const strip = el.getByRole('region', { name: 'Your vehicle' });
    const trigger = strip.getByRole('button', { name: /^Price breakdown:/ });
    await page.evaluate(() => window.scrollTo(0, 1200));
    await scrollDownToHeader(page, trigger);

    // The offer banner in its one-line state: the header is the banner line and the strip.
    const bannerToggle = strip.getByRole('button', { name: 'Offer details' });
    if ((await bannerToggle.getAttribute('aria-expanded')) === 'true') await bannerToggle.click();
    await expect.poll(() => bannerToggle.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: Enter opens it with focus inside, Escape closes it and gives focus back.
    await scrollDownToHeader(page, trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = el.getByRole('dialog', { name: 'Price breakdown' });
    await popover.waitFor();
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => hasFocus(popover)).toBe(true);
    // The strip may still be sliding in: the popover hangs from it wherever it is.
    await expect
      .poll(async () => {
        const [strip, box] = await Promise.all([el.getByTestId('vehicle-strip').boundingBox(), popover.boundingBox()]);
        return strip && box && Math.round(box.y - strip.y);
      })
      .toBe(74);

    // Its lines add up to the total the footer shows.
    const total = dollars(await footer.textContent());
    expect(total).toBeGreaterThan(0);
    await expect.poll(async () => dollars(await popover.getByTestId('price-breakdown-total').textContent())).toBe(total);
    const amounts = await popover
      .getByTestId('price-line')
      .evaluateAll((lines) => lines.map((line) => line.lastElementChild?.textContent ?? ''));
    expect(amounts.length).toBeGreaterThanOrEqual(2);
    expect(amounts.reduce((sum, text) => sum + dollars(text), 0)).toBe(total);

    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'detached' });
    await expect.poll(() => hasFocus(trigger)).toBe(true);

    // A line takes the visitor to its section: the heading lands 100 px down (the banner shows).
    await trigger.click();
    await popover.getByRole('button', { name: /^Interior:/ }).click();
    await popover.waitFor({ state: 'detached' });
    await expect.poll(() => headingTop(page, '[data-group="interior"] h2')).toBe(100);
    await expect.poll(() => hasFocus(el.locator('[data-group="interior"] h2'))).toBe(true);

    // The car name: 20 px down with the banner showing.
    await scrollDownToHeader(page, trigger);
    await trigger.click();
    await popover.getByRole('button', { name: 'Back to the top of your build' }).click();
    await expect.poll(() => headingTop(page, 'main h1')).toBe(20);
    expect(errors).toEqual([]);
  });
});
