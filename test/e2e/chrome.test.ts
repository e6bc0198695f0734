/** The configurator's chrome in Chromium against the demo: sticky footer, sticky header, indicative pricing disclaimer. */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it, type OpenDemo } from './fixture';
import { artifactPath } from './browser';
import { element, footerPrice, settingsDialog, showStickyHeader, waitForSteadyHeight } from './locators';

interface CatalogOptionValue {
  value_index: number;
  pricing?: { private?: { value: number } };
}
interface CatalogProduct {
  configurable_options: { attribute_code: string; values: CatalogOptionValue[] }[];
  variants: { exterior_code: number; offer: { private: { price: { value: number } } } }[];
}

/**
 * The drive-away price the footer should show first on #/triton, worked out from the
 * catalog: the first model, its variant in the first exterior colour, and that variant's
 * private offer at its national value (no state chosen yet). The variant's own offer already
 * prices its colour, interior and pack (spec 9: the total is the offer price plus accessories).
 */
function expectedTritonPrice(): string {
  const catalog = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as { ranges: { products: CatalogProduct[] }[] };
  const product = catalog.ranges[0]!.products[0]!;
  const values = (code: string) => product.configurable_options.find((o) => o.attribute_code === code)?.values ?? [];
  const firstExterior = values('exterior_code')[0]!.value_index;
  const variant = product.variants.find((v) => v.exterior_code === firstExterior)!;
  const total = variant.offer.private.price.value;
  return `$${total.toLocaleString('en-AU')}*`;
}

async function openTriton(openDemo: OpenDemo, viewport = { width: 1440, height: 900 }) {
  const opened = await openDemo('/triton', { viewport });
  await footerPrice(opened.page).waitFor();
  return opened;
}

describe('sticky footer', () => {
  it("shows the catalog's private drive-away price for the default Triton", async ({ openDemo }) => {
    const { page, errors } = await openTriton(openDemo);
    const footer = element(page).getByTestId('sticky-footer');
    await expect.poll(() => footerPrice(page).textContent()).toBe(expectedTritonPrice());
    await expect.poll(() => footer.getByText('Drive away', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => footer.getByRole('button', { name: 'Book a test drive' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("Get a quote stores the CTA 'get-a-quote'", async ({ openDemo }) => {
    const { page } = await openTriton(openDemo);
    await element(page).getByRole('button', { name: 'Get a quote' }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('CTA'))).toBe('get-a-quote');
  });

  it('toggles the disclaimer panel and opens the location popover above the footer', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo);
    const el = element(page);
    const toggle = el.getByRole('button', { name: 'Disclaimers' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = el.getByRole('region', { name: 'Disclaimers' });
    await expect.poll(() => panel.textContent()).toContain('Drive away prices include registration, CTP, dealer delivery and stamp duty.');
    await toggle.click();
    await expect.poll(() => panel.count()).toBe(0);

    const trigger = el.getByRole('button', { name: /Pricing location/ });
    await trigger.click();
    const popover = el.getByRole('group', { name: 'Pricing location' });
    await expect.poll(() => popover.textContent()).toContain('Customer typePrivate');
    // Spec 9: 86 px above the bottom of the footer on desktop, clear of the footer itself.
    await expect
      .poll(async () => {
        const box = await popover.boundingBox();
        return box && Math.round(900 - (box.y + box.height));
      })
      .toBe(86);
    const footerBox = (await el.getByTestId('sticky-footer').boundingBox())!;
    const popoverBox = (await popover.boundingBox())!;
    expect(popoverBox.y + popoverBox.height).toBeLessThanOrEqual(footerBox.y);
    await page.keyboard.press('Escape');
    await expect.poll(() => popover.count()).toBe(0);

    await trigger.click();
    await popover.getByRole('button', { name: 'Change settings' }).click();
    await settingsDialog(el).waitFor();
    await expect.poll(() => popover.count()).toBe(0);
  });

  it('on a phone fits in the space the page reserves, never covering the last content', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo, { width: 390, height: 844 });
    const el = element(page);
    const footer = el.getByTestId('sticky-footer');
    // Scrolled to the very bottom, the footer covers none of the content. Scrolled again and read in one go on
    // each poll: late images and sections mounting near the viewport still grow the page.
    await expect
      .poll(() =>
        el.evaluate((host) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          if (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) return Infinity;
          const root = host.shadowRoot!;
          const footerTop = root.querySelector('[data-testid="sticky-footer"]')!.getBoundingClientRect().top;
          return root.querySelector('main')!.getBoundingClientRect().bottom - footerTop;
        }),
      )
      .toBeLessThanOrEqual(0);
    const footerBox = (await footer.boundingBox())!;
    // Compact (issue 26.13: the phone chrome keeps to a fifth of the screen), its actions still easy targets (WCAG 2.5.8: 24 px).
    expect(footerBox.height).toBeLessThanOrEqual(72);
    for (const name of ['Book a test drive', 'Get a quote']) {
      const box = (await footer.getByRole('button', { name }).boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(36);
      expect(box.height).toBeLessThan(50);
    }
    await footer.screenshot({ path: artifactPath('configurator-footer-phone.png') });
  });
});

describe('sticky header', () => {
  it('shows the vehicle strip when scrolling down past the threshold and hides it on scroll up', async ({ openDemo }) => {
    const { page, errors } = await openTriton(openDemo);
    const el = element(page);
    const bar = el.getByTestId('sticky-header');
    await waitForSteadyHeight(page);
    const strip = el.getByRole('region', { name: 'Your vehicle' });
    await expect.poll(() => bar.isVisible()).toBe(false);
    // Where the configurator's content starts on the page: the strip slides in over it, so it stays
    // (a lazy image further down may still grow the page's height after the scroll).
    const contentTop = () => el.locator('main').evaluate((main) => main.getBoundingClientRect().top + window.scrollY);
    const topBefore = await contentTop();

    await page.evaluate(() => window.scrollTo(0, 1500));
    // On a loaded machine a part arriving after the scroll can move the page up again, which hides the
    // strip (a move up): scrolled on down, a little at a time, until it shows.
    await showStickyHeader(page);
    await expect.poll(() => strip.getByRole('button', { name: 'Vehicle details' }).isVisible()).toBe(true);
    // It slides in to the top of the viewport, over the page.
    await page.waitForFunction(() => {
      const header = document.querySelector('bp-configurator')?.shadowRoot?.querySelector('[data-testid="sticky-header"]');
      return header?.getBoundingClientRect().top === 0;
    });
    await expect.poll(contentTop).toBe(topBefore);
    await page.waitForFunction(() => {
      const image = document
        .querySelector('bp-configurator')
        ?.shadowRoot?.querySelector('[data-testid="vehicle-strip"] img') as HTMLImageElement | null;
      return image !== null && image.complete && image.naturalWidth > 0;
    });
    // The picture the variant's listing names for the colour (spec 7.9): '{exterior slug}.svg' in the variant's folder.
    await expect
      .poll(() => strip.getByRole('img').getAttribute('src'))
      .toMatch(/\/content\/dam\/mmal\/vehicles\/triton\/2025\/.+\/[a-z-]+\.svg$/);

    await page.evaluate(() => window.scrollBy(0, -500));
    await strip.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => {
      const header = document.querySelector('bp-configurator')?.shadowRoot?.querySelector('[data-testid="sticky-header"]');
      return header !== null && header !== undefined && getComputedStyle(header).visibility === 'hidden';
    });
    expect(errors).toEqual([]);
  });

  it('swaps the offer text over 400 ms, and moves nothing when the visitor prefers reduced motion', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo);
    // The header renders right after the screen's first paint: wait for its offer text.
    const offerSwap = () =>
      page.evaluate(() => {
        const text = document.querySelector('bp-configurator')!.shadowRoot!.querySelector('[data-testid="offer-banner"] p')?.parentElement;
        return text ? getComputedStyle(text).animationDuration : null;
      });
    // Spec 9: the offer text swap animates over 400 ms.
    await expect.poll(offerSwap).toBe('0.4s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await showStickyHeader(page);
    const motion = await page.evaluate(() => {
      const root = document.querySelector('bp-configurator')!.shadowRoot!;
      const header = root.querySelector('[data-testid="sticky-header"]')!;
      const offerText = root.querySelector('[data-testid="offer-banner"] p')!.parentElement!;
      return { transition: getComputedStyle(header).transitionDuration, animation: getComputedStyle(offerText).animationName };
    });
    expect(motion).toEqual({ transition: '0s', animation: 'none' });
  });

  it('has no accessibility violations in the header and footer', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo);
    await showStickyHeader(page);
    await element(page).getByRole('button', { name: 'Disclaimers' }).click();
    const results = await new AxeBuilder({ page })
      .include({ fromShadowDom: ['bp-configurator', '[data-testid="sticky-header"]'] })
      .include({ fromShadowDom: ['bp-configurator', '[data-testid="sticky-footer"]'] })
      .analyze();
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('indicative pricing disclaimer', () => {
  it('shows the store config text and closes', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo);
    const el = element(page);
    const text = el.getByText('Prices shown are indicative only and may vary by dealer. Contact your dealer for a quote.');
    await expect.poll(() => text.isVisible()).toBe(true);
    await el.getByRole('button', { name: 'Close pricing disclaimer' }).click();
    await expect.poll(() => text.count()).toBe(0);
  });
});
