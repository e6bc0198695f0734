/**
 * The host bridge in Chromium on the demo host page (spec 6, 7): the page shows
 * the total and location the element tells it; its 'State based pricing' button
 * opens the element's modal; messages from another origin or a child frame
 * change nothing; analytics reach window.dataLayer; preview headers go with
 * the right requests only.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, type DemoOptions, type E2eFixtures, type OpenDemo } from './fixture';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { artifactPath } from './browser';
import { clickUntil, element, footerPrice, settingsDialog } from './locators';

type State = 'sa' | 'wa' | 'nt' | 'qld' | 'nsw' | 'vic' | 'act' | 'tas';
interface CatalogPrice {
  value: number;
  [state: string]: unknown;
}
interface CatalogProduct {
  sku: string;
  offer: { private: { price: CatalogPrice } };
  configurable_options: {
    attribute_code: string;
    values: { value_index: number; pricing?: { private?: Record<string, number | string | null> } }[];
  }[];
  variants: {
    sku: string;
    exterior_code: number | null;
    interior_code: number | null;
    option_pack: number | null;
    offer?: { private?: { price: CatalogPrice } };
  }[];
}

/** The private drive-away price of a Triton variant, from the catalog JSON (spec 9: the variant's offer, else the model's plus its options). */
function privatePrice(variantSku: string, state: State | null): number {
  const catalog = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as { ranges: { products: CatalogProduct[] }[] };
  const product = catalog.ranges[0]!.products.find((p) => p.variants.some((v) => v.sku === variantSku))!;
  const variant = product.variants.find((v) => v.sku === variantSku)!;
  const price = (variant.offer?.private ?? product.offer.private).price;
  const statePrice = (state ? (price[state] as { value: number } | undefined)?.value : undefined) ?? price.value;
  if (variant.offer?.private) return statePrice;
  const option = (code: string, index: number | null) => {
    const pricing = product.configurable_options.find((o) => o.attribute_code === code)?.values.find((v) => v.value_index === index)
      ?.pricing?.private;
    return Number((state ? pricing?.[`${state}_value`] : undefined) ?? pricing?.value ?? 0);
  };
  return (
    statePrice +
    option('exterior_code', variant.exterior_code) +
    option('interior_code', variant.interior_code) +
    option('option_pack', variant.option_pack)
  );
}

const money = (amount: number) => `$${amount.toLocaleString('en-AU')}`;
const hostBar = (page: Page): Locator => page.locator('.host-bar');
const hostLog = (page: Page) => page.locator('#host-log');

async function openTriton(openDemo: OpenDemo, options: DemoOptions = {}) {
  const opened = await openDemo('/triton', options);
  await footerPrice(opened.page).waitFor();
  const variantSku = new URLSearchParams((await opened.page.evaluate(() => window.location.hash)).split('?')[1]).get('option-sku')!;
  return { ...opened, variantSku };
}

/** The events the element pushed to window.dataLayer, in order. */
function analyticsEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event));
}

describe('the demo host page and the element', () => {
  it('shows the total and location the element sends; its State based pricing button opens the modal', async ({ openDemo }) => {
    const { page, errors, variantSku } = await openTriton(openDemo);
    await expect.poll(() => page.locator('#host-total').textContent()).toBe(money(privatePrice(variantSku, null)));
    await expect.poll(() => page.locator('#host-location').textContent()).toBe('Not set');

    await hostBar(page).getByRole('button', { name: 'State based pricing' }).click();
    await settingsDialog(page).waitFor();
    const input = settingsDialog(page).getByRole('combobox', { name: 'Suburb or postcode' });
    await input.pressSequentially('6000', { delay: 30 });
    await settingsDialog(page).getByRole('option', { name: 'Perth, WA 6000', exact: true }).click();
    await settingsDialog(page).getByRole('button', { name: 'Apply' }).click();
    await settingsDialog(page).waitFor({ state: 'detached' });

    // The WA price differs from the national one, so the page must have been told the new total.
    expect(privatePrice(variantSku, 'wa')).not.toBe(privatePrice(variantSku, null));
    const wa = money(privatePrice(variantSku, 'wa'));
    await expect.poll(() => page.locator('#host-location').textContent()).toBe('Perth, WA 6000');
    await expect.poll(() => page.locator('#host-total').textContent()).toBe(wa);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${wa}*`);
    // Both directions are on the page's log: the button's message out, the element's updates in.
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(/message out showStateBasedPricingModal/)
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(/message in syncPricingAndLocationBetweenVueAndReact .*Perth/)
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(/message in offerTotalUpdate/)
          .count(),
      )
      .toBe(2);

    // The dealer picker's message is for the form frame only: logged, and the element carries on.
    await hostBar(page)
      .getByRole('combobox', { name: /Dealer/ })
      .selectOption({ label: 'Swan Valley Mitsubishi, Midland WA' });
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(/message out mmal\.selectedDealerUpdate .*Swan Valley.*accepts it only from its form frame/)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => footerPrice(page).textContent()).toBe(`${wa}*`);

    await page.screenshot({ path: artifactPath('bridge-host-page.png') });
    expect(errors).toEqual([]);
  });

  it('its message log, a scrolling region, is reached by Tab and scrolled by keyboard', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo);
    // Enough messages that the log scrolls.
    await page.evaluate(() => {
      for (let i = 0; i < 40; i++) window.postMessage({ type: 'demoLogFiller', payload: { i } }, window.location.origin);
    });
    await expect.poll(() => hostLog(page).evaluate((log) => log.scrollHeight > log.clientHeight + 100)).toBe(true);
    const results = await new AxeBuilder({ page }).include('.host-log').withRules(['scrollable-region-focusable', 'region']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    // Forward Tab from the text just before it lands on the log, named by its heading.
    await page.locator('.host-log p').evaluate((p) => {
      p.setAttribute('tabindex', '-1');
      (p as HTMLElement).focus();
    });
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('host-log');
    await expect.poll(() => page.getByRole('list', { name: 'Host page log' }).count()).toBe(1);
    await page.keyboard.press('End');
    await expect.poll(() => hostLog(page).evaluate((log) => log.scrollTop)).toBeGreaterThan(100);
  });

  it('ignores messages from a frame of another origin and from a child frame of its own', async ({ openDemo, demoUrl }) => {
    // The demo's CSP (frame-src 'self', no inline script) stops these frames before they post: bypass it to prove the element's own checks.
    const { page, errors } = await openTriton(openDemo, { bypassCSP: true });
    const hostile = [
      { type: 'showStateBasedPricingModal' },
      {
        type: 'pricingAndLocationUpdate',
        payload: { customerType: 'business', pricingType: 'mmba', location: { suburb: 'Perth', state: 'wa', postcode: '6000' } },
      },
    ];
    const script = `<script>for (const m of ${JSON.stringify(hostile)}) parent.postMessage(m, '*');</script>`;
    await page.route('http://foreign.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>foreign</title>${script}` }),
    );
    const footerBefore = await footerPrice(page).textContent();

    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = 'http://foreign.test/frame.html';
      frame.title = 'foreign';
      document.body.append(frame);
    });
    // The host page hears them too (and says where they came from): proof they were delivered.
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(/message in pricingAndLocationUpdate .*from http:\/\/foreign\.test/)
          .count(),
      )
      .toBe(1);

    await page.evaluate((body) => {
      const frame = document.createElement('iframe');
      frame.srcdoc = body;
      frame.title = 'same-origin child';
      document.body.append(frame);
    }, `<!doctype html>${script}`);
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(new RegExp(`message in pricingAndLocationUpdate .*from ${demoUrl.replace(/[/.]/g, '\\$&')}`))
          .count(),
      )
      .toBe(1);
    await page.waitForTimeout(300);

    await expect.poll(() => settingsDialog(page).count()).toBe(0);
    await expect.poll(() => footerPrice(page).textContent()).toBe(footerBefore);
    await expect.poll(() => page.locator('#host-location').textContent()).toBe('Not set');
    expect(errors).toEqual([]);
  });

  it('pushes configuratorStart then configuratorVehicleSelect once, and configuratorAbandonment once on page hide', async ({
    openDemo,
  }) => {
    const { page, errors } = await openTriton(openDemo);
    await expect.poll(() => analyticsEvents(page)).toEqual(['configuratorStart', 'configuratorVehicleSelect']);
    const select = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer[1]);
    expect(select).toMatchObject({ event: 'configuratorVehicleSelect', vehicleRange: 'triton' });

    // Another choice is not a new start. (A click, then a wait: the first change of a page waits for the
    // build rules' chunk, so the radio may turn only after locator.check() would have given up on it.)
    const other = element(page)
      .getByRole('radiogroup', { name: /Exterior/ })
      .getByRole('radio')
      .nth(1);
    await clickUntil(other, async () => (await other.getAttribute('aria-checked')) === 'true');
    await expect.poll(() => other.getAttribute('aria-checked')).toBe('true');
    // A moment for a wrong second start to be pushed (what is checked is that nothing more comes).
    await page.waitForTimeout(300);
    expect(await analyticsEvents(page)).toEqual(['configuratorStart', 'configuratorVehicleSelect']);
    await expect
      .poll(() =>
        hostLog(page)
          .getByText(/event bp-analytics .*configuratorVehicleSelect/)
          .count(),
      )
      .toBe(1);

    await page.evaluate(() => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    await expect.poll(() => analyticsEvents(page)).toEqual(['configuratorStart', 'configuratorVehicleSelect', 'configuratorAbandonment']);
    expect(errors).toEqual([]);
  });

  it('pushes pageError when the vehicles cannot be fetched', async ({ openDemo, faults }) => {
    await faults({ GetVehiclesInRange: '500' });
    const { page } = await openDemo('/triton');
    await element(page).getByRole('heading', { name: 'Whoops, looks like there was an error fetching your vehicle' }).waitFor();
    const entries = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer);
    expect(entries.filter((entry) => entry.event === 'pageError')).toEqual([
      expect.objectContaining({ event: 'pageError', isSelectorPage: false, vehicleRange: 'triton' }),
    ]);
    expect(entries.map((entry) => entry.event)).not.toContain('configuratorStart');
  });
});

describe('preview mode on the demo', () => {
  interface Seen {
    url: string;
    operation: string | null;
    authorization: string | null;
    version: string | null;
  }

  /** Opens #/triton with the page's element in preview mode (or not) and the preview meta tags; records every data request. */
  async function openWithPreview(
    { newContext, demoUrl }: Pick<E2eFixtures, 'newContext' | 'demoUrl'>,
    preview: boolean,
  ): Promise<{ context: BrowserContext; page: Page; seen: Seen[] }> {
    const context = await newContext();
    const page = await context.newPage();
    await page.route(`${demoUrl}/`, async (route) => {
      const response = await route.fetch();
      const meta =
        '<meta name="bp-preview-token" content="demo-editor-token"><meta name="bp-preview-version" content="3"><meta name="bp-preview-content-base" content="/">';
      const body = (await response.text())
        .replace('</head>', `${meta}</head>`)
        .replace('<bp-configurator>', preview ? '<bp-configurator preview-mode>' : '<bp-configurator>');
      await route.fulfill({ response, body });
    });
    const pending: Promise<void>[] = [];
    const seen: Seen[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname !== '/graphql' && !url.pathname.startsWith('/api/assets/')) return;
      pending.push(
        request.allHeaders().then((headers) => {
          const body = request.postData();
          const operation = body
            ? ((JSON.parse(body) as { operationName?: string }).operationName ?? null)
            : url.searchParams.get('operationName');
          seen.push({
            url: url.pathname,
            operation,
            authorization: headers.authorization ?? null,
            version: headers['preview-version'] ?? null,
          });
        }),
      );
    });
    await page.goto(`${demoUrl}/#/triton`);
    // A first visit through a routed page: past the 30 s default once on a loaded 2-core machine.
    await footerPrice(page).waitFor({ timeout: 90_000 });
    // Open Key Features so a content-fragment listing is asked for too.
    const keyFeatures = element(page)
      .getByRole('button', { name: /Key Features/ })
      .first();
    await keyFeatures.click();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    return { context, page, seen };
  }

  it('sends the token and preview version with every data request except GetStoreConfigDetails', async ({ newContext, demoUrl }) => {
    const { seen } = await openWithPreview({ newContext, demoUrl }, true);
    const operations = new Set(seen.map((s) => s.operation));
    for (const name of ['GetAllVehicleRanges', 'GetVehiclesInRange', 'GetAccessoriesInRange', 'GetStoreConfigDetails'])
      expect(operations).toContain(name);
    for (const request of seen) {
      if (request.operation === 'GetStoreConfigDetails') expect(request, request.url).toMatchObject({ authorization: null, version: null });
      else
        expect(request, `${request.url} ${request.operation ?? ''}`).toMatchObject({
          authorization: 'Bearer demo-editor-token',
          version: '3',
        });
    }
    expect(seen.filter((s) => s.url.startsWith('/api/assets/')).length).toBeGreaterThan(0);
  });

  it('sends no preview headers without preview-mode, even with the meta tags on the page', async ({ newContext, demoUrl }) => {
    const { seen } = await openWithPreview({ newContext, demoUrl }, false);
    expect(seen.length).toBeGreaterThan(4);
    for (const request of seen) expect(request).toMatchObject({ authorization: null, version: null });
  });
});
