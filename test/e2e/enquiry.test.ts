/**
 * The enquiry drawer in Chromium against the demo: both drawers from the footer
 * and from viewDrawer, the dealer form frame's URL (passed-through parameters and
 * hidden fields), the demo form filled and sent inside the frame, the lead read
 * back from GET /api/leads, the thank-you, axe and screenshots. Expected values
 * come from demo/catalog/triton.json, never from the element's code.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it, type OpenDemo } from './fixture';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { element, footerPrice } from './locators';

interface OptionValue {
  value_index: number;
  label: string;
}
interface CatalogVariant {
  sku: string;
  exterior_code: number | null;
  interior_code: number | null;
  option_pack: number | null;
  compatible_accessories: string[];
  offer?: { private?: { price: { value: number } } };
}
interface CatalogProduct {
  sku: string;
  name: string;
  body_style: string;
  drive_type: string;
  fuel_type: string;
  transmission: string;
  offer: { private: { price: { value: number } } };
  configurable_options: { attribute_code: string; values: OptionValue[] }[];
  variants: CatalogVariant[];
}
interface CatalogAccessory {
  sku: string;
  title: string;
  price: number;
  is_tray: boolean;
  is_tray_paint: boolean;
  related_products: unknown[] | null;
  extra_required_accessories: unknown[] | null;
  crosssell_products: unknown[] | null;
  upsell_products: unknown[] | null;
  included_accessories: string[] | null;
  variants: unknown[] | null;
}
const triton = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as {
  ranges: { name: string; year: string; products: CatalogProduct[]; accessories: { products: CatalogAccessory[] } }[];
};
const range = triton.ranges[0]!;

// A GLS in Jet Black with Tan leather and the Premium Pack, and one accessory with no rules, no colours.
const GLS = range.products.find((p) => p.sku === 'TR25GLSDCPI4DA')!;
const GLS_VARIANT = GLS.variants.find((v) => v.sku === 'TR25GLSDCPI4DA-X42-L2-P1')!;
const accessories = range.accessories.products;
const SIMPLE = accessories.find(
  (a) =>
    GLS_VARIANT.compatible_accessories.includes(a.sku) &&
    !a.is_tray &&
    !a.is_tray_paint &&
    !a.variants?.length &&
    [a.related_products, a.extra_required_accessories, a.crosssell_products, a.upsell_products, a.included_accessories].every(
      (l) => !l || l.length === 0,
    ) &&
    !accessories.some((other) => other.included_accessories?.includes(a.sku)),
)!;
const GLS_PATH = `/triton?model-selection=${GLS.sku}&option-sku=${GLS_VARIANT.sku}&accessories=${SIMPLE.sku}`;

const labelOf = (product: CatalogProduct, code: string, index: number | null) =>
  product.configurable_options.find((o) => o.attribute_code === code)?.values.find((v) => v.value_index === index)?.label ?? '';
const dollars = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

const EXCLUDED = ['wcmmode', 'viewdrawer', 'wbraid', 'gclid', 'gbraid'];

const drawerOf = (page: Page, title: string): Locator => element(page).getByRole('dialog', { name: title });
const formOf = (page: Page): FrameLocator => page.frameLocator('bp-configurator iframe[title$="form"]');
const hashOf = (page: Page) => page.evaluate(() => decodeURIComponent(window.location.hash));

async function openTriton(openDemo: OpenDemo, path = '/triton', viewport = { width: 1440, height: 900 }) {
  const opened = await openDemo(path, { viewport });
  await footerPrice(opened.page).waitFor();
  return opened;
}

/** The default Triton's model name, from the build its route names. */
async function defaultModelName(page: Page): Promise<string> {
  await expect.poll(() => hashOf(page)).toMatch(/model-selection=/);
  const sku = /model-selection=([^&]+)/.exec(await hashOf(page))![1]!;
  return range.products.find((p) => p.sku === sku)!.name;
}

describe('enquiry drawer (spec 2, 4)', () => {
  it('opens both drawers from the footer with their titles and closes them (Escape, close button, overlay), focus back on the action', async ({
    openDemo,
  }) => {
    const { page, errors } = await openTriton(openDemo);
    const el = element(page);
    const model = `${range.name} ${await defaultModelName(page)}`;

    const quote = el.getByRole('button', { name: 'Get a quote' });
    await quote.click();
    const quoteDrawer = drawerOf(page, `Your brand new ${model}`);
    await quoteDrawer.waitFor();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/triton\/submit\?model-selection=/);
    await formOf(page).getByLabel('First name').waitFor();
    await expect.poll(() => formOf(page).getByRole('button', { name: 'Get a quote' }).isVisible()).toBe(true);
    // Page scroll is locked while the drawer is open.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect.poll(() => quoteDrawer.count()).toBe(0);
    await expect.poll(() => hashOf(page)).toMatch(/^#\/triton\?model-selection=/);
    await expect.poll(() => quote.evaluate((button) => button.matches(':focus'))).toBe(true);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    const testDrive = el.getByRole('button', { name: 'Book a test drive' });
    await testDrive.click();
    const testDriveDrawer = drawerOf(page, `Test Drive a new ${model}`);
    await testDriveDrawer.waitFor();
    await expect.poll(() => formOf(page).getByRole('button', { name: 'Book a test drive' }).isVisible()).toBe(true);
    await expect.poll(() => hashOf(page)).toMatch(/^#\/triton\?/);
    await testDriveDrawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => testDriveDrawer.count()).toBe(0);

    // Escape with focus inside the form's frame closes the drawer too (spec 4), focus back on the action,
    // even before the frame's load event: here the form page waits for a dealer logo that is held back.
    let releaseLogo = () => {};
    const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
    await page.route('**/jotforms/bpc-dealer-quote.html*', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', '<img src="/dealer-logo-held.png" alt="" /></body>');
      await route.fulfill({ response, body });
    });
    await page.route('**/dealer-logo-held.png', async (route) => {
      await logoHeld;
      await route.fulfill({ status: 404 }).catch(() => undefined);
    });
    await testDrive.click();
    await testDriveDrawer.waitFor();
    await formOf(page).getByLabel('First name').click();
    const form = page.frames().find((frame) => frame.url().includes('bpc-dealer-quote'))!;
    expect(await form.evaluate(() => document.readyState)).toBe('interactive');
    await page.keyboard.press('Escape');
    await expect.poll(() => testDriveDrawer.count()).toBe(0);
    releaseLogo();
    await page.unrouteAll();
    await expect.poll(() => testDrive.evaluate((button) => button.matches(':focus'))).toBe(true);

    await testDrive.click();
    await testDriveDrawer.waitFor();
    // The overlay: the page to the left of the panel.
    await page.mouse.click(100, 450);
    await expect.poll(() => testDriveDrawer.count()).toBe(0);

    // Each close without a submitted form is an abandonment (spec 4), sent to the page's dataLayer.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            ((window as unknown as { dataLayer?: { event: string; reason?: string }[] }).dataLayer ?? []).filter(
              (e) => e.event === 'configuratorAbandonment' && e.reason === 'drawer-closed',
            ).length,
        ),
      )
      .toBe(4);
    expect(errors).toEqual([]);
  });

  it('opens the test drive drawer from viewDrawer=book-a-test-drive and the quote drawer from its name', async ({ openDemo }) => {
    const testDrive = await openTriton(openDemo, '/triton?viewDrawer=book-a-test-drive');
    const model = `${range.name} ${await defaultModelName(testDrive.page)}`;
    await drawerOf(testDrive.page, `Test Drive a new ${model}`).waitFor();
    await expect.poll(() => testDrive.page.evaluate(() => window.localStorage.getItem('CTA'))).toBe('book-a-test-drive');
    await testDrive.context.close();

    const quote = await openTriton(openDemo, '/triton?viewDrawer=Get%20a%20Dealer%20Quote');
    await drawerOf(quote.page, `Your brand new ${model}`).waitFor();
  });

  it('passes the page parameters to the form frame except the excluded ones, with the hidden fields of the build', async ({
    openDemo,
    demoUrl,
  }) => {
    const { page } = await openTriton(openDemo, '/triton?gclid=x&wcmmode=y&viewDrawer=get-a-quote&utm_source=z');
    const model = await defaultModelName(page);
    await drawerOf(page, `Your brand new ${range.name} ${model}`).waitFor();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/triton\/submit\?gclid=x&wcmmode=y&viewDrawer=get-a-quote&utm_source=z/);

    const src = new URL((await element(page).locator('iframe').getAttribute('src'))!, demoUrl);
    expect(src.pathname).toBe('/content/mmal/au/en/jotforms/bpc-dealer-quote.html');
    const names = [...src.searchParams.keys()];
    for (const name of names) expect(EXCLUDED).not.toContain(name.toLowerCase());
    expect(src.searchParams.get('utm_source')).toBe('z');
    expect(src.searchParams.get('CTA')).toBe('get-a-quote');
    expect(src.searchParams.get('parentOrigin')).toBe(demoUrl);
    // The default build: its model and variant read back from the route, its values from the catalog.
    const hash = await hashOf(page);
    const product = range.products.find((p) => p.sku === /model-selection=([^&]+)/.exec(hash)![1])!;
    const variant = product.variants.find((v) => v.sku === /option-sku=([^&]+)/.exec(hash)![1])!;
    expect(
      Object.fromEntries(
        [
          'model',
          'model1',
          'model_year',
          'sku',
          'body_type',
          'drive_type',
          'fuel_type',
          'transmission',
          'colour',
          'interior',
          'lead_type',
          'form_name',
        ].map((n) => [n, src.searchParams.get(n)]),
      ),
    ).toEqual({
      model: `${range.name} ${product.name}`,
      model1: product.name,
      model_year: range.year,
      sku: variant.sku,
      body_type: product.body_style,
      drive_type: product.drive_type,
      fuel_type: product.fuel_type,
      transmission: product.transmission,
      colour: labelOf(product, 'exterior_code', variant.exterior_code),
      interior: labelOf(product, 'interior_code', variant.interior_code),
      lead_type: 'PRIVATE PRICE QUOTE',
      form_name: 'Get a Dealer Quote',
    });
    const url = src.searchParams.get('url')!;
    expect(url.startsWith(`${demoUrl}/#/triton?`)).toBe(true);
    for (const name of EXCLUDED) expect(url.toLowerCase()).not.toContain(`${name}=`);
  });

  it('sends the demo form inside the frame: the lead reaches GET /api/leads with every hidden field from the build, and the thank-you names the visitor', async ({
    openDemo,
    demoUrl,
  }) => {
    const { page, errors } = await openTriton(openDemo, GLS_PATH);
    const el = element(page);
    await expect.poll(() => hashOf(page)).toContain(`option-sku=${GLS_VARIANT.sku}`);
    // The build code 'Your build' shows (issue 32.1) goes with the lead, and bp-lead-submitted carries it.
    await expect.poll(() => el.getByTestId('build-code').textContent()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-/);
    const code = (await el.getByTestId('build-code').textContent())!;
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { leadEvents: unknown[] }).leadEvents = seen;
      document.addEventListener('bp-lead-submitted', (event) => seen.push((event as CustomEvent).detail));
    });

    // Finance values go with the lead.
    const summary = el.getByRole('region', { name: 'Your build' });
    await summary.scrollIntoViewIfNeeded();
    await summary.getByRole('tab', { name: 'Finance' }).click();
    const panel = summary.getByRole('tabpanel', { name: 'Finance' });
    await panel.getByLabel('Deposit').fill('5000');
    await panel.getByLabel(/^Balloon/).fill('10000');
    await panel.getByLabel('Interest p.a. %').fill('7.5');
    await panel.getByLabel('Loan term').selectOption({ label: '3 years' });

    await el.getByRole('button', { name: 'Get a quote' }).click();
    const drawer = drawerOf(page, `Your brand new ${range.name} ${GLS.name}`);
    await drawer.waitFor();
    const form = formOf(page);

    // Every field is checked, with a message each.
    await form.getByRole('button', { name: 'Get a quote' }).click();
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Enter your postcode',
      'Choose how many vehicles you need',
      'Choose a preferred dealer',
      'Tick the box to agree to be contacted about your enquiry',
    ]) {
      await expect.poll(() => form.getByText(message).isVisible()).toBe(true);
    }
    await expect.poll(() => form.getByLabel('First name').evaluate((input) => input.matches(':focus'))).toBe(true);
    await form.getByLabel('Email').fill('not-an-email');
    await expect.poll(() => form.getByText('Enter an email address like name@example.com').isVisible()).toBe(true);

    const email = `e2e-${Date.now()}@example.com`;
    await form.getByLabel('First name').fill('Jordan');
    await form.getByLabel('Last name').fill('Nguyen');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('2150');
    await form.getByLabel('1', { exact: true }).check();
    await form.getByLabel('Preferred dealer', { exact: true }).selectOption({ label: 'Parramatta Mitsubishi, Parramatta NSW' });
    await form.getByLabel('Comments (optional)').fill('Weekday mornings, please.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get a quote' }).click();

    const thanks = drawer.getByRole('heading', { name: 'Thank you for your enquiry, Jordan' });
    await thanks.waitFor();
    await expect.poll(() => drawer.getByText('Parramatta Mitsubishi', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => drawer.getByRole('link', { name: '(02) 5550 4550' }).getAttribute('href')).toBe('tel:0255504550');
    await expect
      .poll(() => drawer.getByRole('link', { name: /View on Google Maps/ }).getAttribute('href'))
      .toBe('https://www.google.com/maps/search/?api=1&query=Parramatta%20Mitsubishi%2C%2045%20Church%20St%2C%20Parramatta%20NSW%202150');
    await page.screenshot({ path: artifactPath('enquiry-thank-you.png') });

    type Lead = { email: string; numberOfVehicles: string; hidden: Record<string, string>; dealer: { name: string } };
    const leadOf = async () =>
      ((await (await fetch(`${demoUrl}/api/leads`)).json()) as { leads: Lead[] }).leads.find((l) => l.email === email);
    await expect.poll(leadOf, { message: 'the lead reached GET /api/leads' }).toBeDefined();
    const lead = (await leadOf())!;
    expect(lead.numberOfVehicles).toBe('1');
    expect(lead.dealer.name).toBe('Parramatta Mitsubishi');
    const price = GLS_VARIANT.offer!.private!.price.value + SIMPLE.price;
    const { url, ...hidden } = lead.hidden;
    expect(hidden).toEqual({
      accessories: SIMPLE.title,
      balloon: '10000',
      body_type: GLS.body_style,
      colour: labelOf(GLS, 'exterior_code', GLS_VARIANT.exterior_code),
      deposit: '5000',
      drive_type: GLS.drive_type,
      fuel_type: GLS.fuel_type,
      interest_rate: '7.5',
      interior: labelOf(GLS, 'interior_code', GLS_VARIANT.interior_code),
      loan_term: '3',
      model1: GLS.name,
      model: `${range.name} ${GLS.name}`,
      model_year: range.year,
      option: labelOf(GLS, 'option_pack', GLS_VARIANT.option_pack),
      sku: GLS_VARIANT.sku,
      transmission: GLS.transmission,
      vehicle_price: dollars(price),
      lead_type: 'PRIVATE PRICE QUOTE',
      form_name: 'Get a Dealer Quote',
      build_code: code,
    });
    for (const value of Object.values(hidden)) expect(value).not.toBe('');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { leadEvents: { buildCode: string | null }[] }).leadEvents))
      .toEqual([
        { drawer: 'Get a Dealer Quote', leadType: 'PRIVATE PRICE QUOTE', sku: GLS_VARIANT.sku, bulkOrder: false, buildCode: code },
      ]);
    expect(url).toContain(`${demoUrl}/#/triton?`);
    expect(url).toContain(`option-sku=${GLS_VARIANT.sku}`);

    // Submitted: closing is no abandonment, and the route goes back to /triton.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => hashOf(page)).toMatch(/^#\/triton\?/);
    const abandonments = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { event: string; reason?: string }[] }).dataLayer ?? []).filter(
          (e) => e.reason === 'drawer-closed',
        ).length,
    );
    expect(abandonments).toBe(0);
    expect(errors).toEqual([]);
  });

  it('has no accessibility violations in the open drawer and its form; screenshot on desktop', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo, GLS_PATH);
    await element(page).getByRole('button', { name: 'Get a quote' }).click();
    const drawer = drawerOf(page, `Your brand new ${range.name} ${GLS.name}`);
    await drawer.waitFor();
    // It slides in from the right, taking at most 640 px of the width.
    await expect.poll(() => drawer.evaluate((dialog) => getComputedStyle(dialog).animationName)).not.toBe('none');
    await drawer.evaluate((dialog) => Promise.all(dialog.getAnimations().map((animation) => animation.finished)));
    const box = (await drawer.boundingBox())!;
    expect([box.x + box.width, box.y, box.width, box.height]).toEqual([1440, 0, 640, 900]);
    await formOf(page).getByLabel('First name').waitFor();
    const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['bp-configurator', 'dialog'] }).analyze();
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: artifactPath('enquiry-drawer.png') });
  });

  it('is a full-screen drawer on a phone, still under reduced motion, with the form usable; axe clean', async ({ openDemo }) => {
    const { page } = await openTriton(openDemo, GLS_PATH, { width: 390, height: 844 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await element(page).getByRole('button', { name: 'Book a test drive' }).click();
    const drawer = drawerOf(page, `Test Drive a new ${range.name} ${GLS.name}`);
    await drawer.waitFor();
    // No slide-in for visitors who prefer reduced motion.
    await expect.poll(() => drawer.evaluate((dialog) => getComputedStyle(dialog).animationName)).toBe('none');
    await formOf(page).getByLabel('First name').waitFor();
    const box = (await drawer.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    const frame = (await element(page).locator('iframe').boundingBox())!;
    expect(frame.width).toBe(390);
    // Issue 26.13: one scroll, the drawer's: the form's frame is as tall as its page, which has nothing left to scroll.
    const formFrame = element(page).locator('iframe');
    await expect
      .poll(() =>
        formFrame.evaluate((node) => {
          const page = (node as HTMLIFrameElement).contentDocument!.documentElement;
          return page.scrollHeight - (node as HTMLIFrameElement).clientHeight;
        }),
      )
      .toBeLessThanOrEqual(1);
    const tall = (await formFrame.boundingBox())!;
    expect(tall.height).toBeGreaterThan(844 - tall.y);
    const results = await new AxeBuilder({ page }).include({ fromShadowDom: ['bp-configurator', 'dialog'] }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.screenshot({ path: artifactPath('enquiry-drawer-phone.png') });
  });
});
