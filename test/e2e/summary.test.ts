/**
 * Summary and calculator in Chromium against the demo: the Finance tab and its
 * repayments, sharing the build link into a fresh browser, and the specifications PDF.
 * Expected values come from demo/catalog/triton.json or are worked out by hand.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it, type E2eFixtures } from './fixture';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { artifactPath, withoutModels } from './browser';

type Json = any;
const triton: Json = JSON.parse(readFileSync(new URL('../../demo/catalog/triton.json', import.meta.url), 'utf8')).ranges[0];

/** The GLX Double Cab Pick Up automatic: no tray section, so the cart holds only what the link names. */
const MODEL: Json = triton.products.find((p: Json) => p.sku === 'TR25GLXDCPI4DA');
/** A plain accessory (no rules, no colours) the model's variants accept. */
const BONNET: Json = triton.accessories.products.find((a: Json) => a.sku === 'MZ330060');

/** '$57,209' by hand: thousands separators, no cents. */
function dollars(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A page where the browser has no share sheet, so Share copies; the clipboard may be read back. */
async function openForCopy(
  { newContext, demoUrl }: Pick<E2eFixtures, 'newContext' | 'demoUrl'>,
  hash: string,
  viewport = { width: 1440, height: 900 },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext({ viewport });
  await withoutModels(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoUrl });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${demoUrl}/#${hash}`);
  return { context, page, errors };
}

function summaryOf(page: Page): Locator {
  return page.locator('bp-configurator').getByRole('region', { name: 'Your build' });
}

/** The build's accessory lines: the list named by its 'Accessories' heading (not the hero's picture thumbnails). */
function accessoryLines(block: Locator): Locator {
  return block.getByRole('list', { name: 'Accessories' }).getByRole('listitem');
}

/** The 'Your build' rows and cart lines as text, for comparing two pages. */
async function buildText(page: Page): Promise<string[]> {
  const block = summaryOf(page);
  await block.waitFor();
  const rows = await block.locator('dl > div').allTextContents();
  const cart = await accessoryLines(block).allTextContents();
  const heading = await block.getByRole('heading', { level: 3 }).first().textContent();
  return [heading ?? '', ...rows, ...cart];
}

describe('summary and finance calculator', () => {
  it('works out repayments on the Finance tab and switches frequency', async ({ openDemo }) => {
    const { page, errors } = await openDemo('/triton');
    const summary = summaryOf(page);
    await summary.waitFor();
    await summary.scrollIntoViewIfNeeded();
    const finance = summary.getByRole('tab', { name: 'Finance' });
    await finance.click();
    await expect.poll(() => finance.getAttribute('aria-selected')).toBe('true');
    const panel = summary.getByRole('tabpanel', { name: 'Finance' });
    const result = panel.locator('output');

    await panel.getByLabel('Loan amount').fill('40000');
    await panel.getByLabel('Deposit').fill('0');
    await panel.getByLabel(/^Balloon/).fill('0');
    await panel.getByLabel('Interest p.a. %').fill('0');
    // 40,000 / 52 weeks
    await expect.poll(() => result.textContent()).toMatch(/^Estimated weekly repayments.*\$769\.23$/);
    await panel.getByLabel('Payment frequency').selectOption({ label: 'Monthly' });
    // 40,000 / 12 months
    await expect.poll(() => result.textContent()).toMatch(/^Estimated monthly repayments.*\$3,333\.33$/);

    // 35,000 financed over 36 months at 7.5 % p.a. down to a 10,000 balloon: $840.16 by hand (textbook annuity formula).
    await panel.getByLabel('Deposit').fill('5000');
    await panel.getByLabel(/^Balloon/).fill('10000');
    await panel.getByLabel('Interest p.a. %').fill('7.5');
    await panel.getByLabel('Loan term').selectOption({ label: '3 years' });
    await expect.poll(() => result.textContent()).toMatch(/\$840\.16$/);

    await panel.getByLabel('Interest p.a. %').fill('101');
    await panel.getByText('Enter a rate from 0 to 100').waitFor();
    await expect.poll(() => panel.getByLabel('Interest p.a. %').getAttribute('aria-invalid')).toBe('true');

    await page.screenshot({ path: artifactPath('summary-finance-desktop.png'), fullPage: false });
    expect(errors).toEqual([]);
  });

  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1440, height: 900 }],
  ] as const)
    it(`shows the loan amount as money, as the total reads, and takes a new amount typed from the keyboard (${size}, issue 35)`, async ({
      openDemo,
    }) => {
      const { page, errors } = await openDemo('/triton', { viewport });
      const summary = summaryOf(page);
      await summary.waitFor();
      await summary.scrollIntoViewIfNeeded();
      await summary.getByRole('tab', { name: 'Finance' }).click();
      const amount = summary.getByRole('tabpanel', { name: 'Finance' }).getByRole('textbox', { name: 'Loan amount' });
      const total = await summary.getByTestId('build-total').textContent();
      // The total reads '$35,990*': the field says the same amount the same way.
      await expect.poll(() => amount.inputValue()).toBe(total?.replace(/\D$/, ''));
      await amount.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('40000');
      await expect.poll(() => amount.inputValue()).toBe('40000');
      await page.keyboard.press('Tab');
      await expect.poll(() => amount.inputValue()).toBe('$40,000');
      await expect.poll(() => summary.getByText(/^Worked example: \$40,000 borrowed over 1 year/).count()).toBe(1);
      await amount.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`summary-finance-amount-${size}.png`) });
      expect(errors).toEqual([]);
    });

  it('shows the build with catalog prices and moves between tabs with the keyboard', async ({ openDemo }) => {
    const variant = MODEL.variants[0];
    const exterior = MODEL.configurable_options[0].values.find((v: Json) => v.value_index === variant.exterior_code);
    expect(exterior.pricing.private.value).toBe(0);
    const { page } = await openDemo(`/triton?model-selection=${MODEL.sku}&option-sku=${variant.sku}&accessories=${BONNET.sku}`);
    const summary = summaryOf(page);
    await summary.waitFor();
    await expect.poll(() => summary.getByRole('heading', { level: 3, name: `${triton.name} ${MODEL.name}` }).count()).toBe(1);
    const rows = () => summary.locator('dl > div').allTextContents();
    await expect.poll(rows).toContain(`Body Style${MODEL.body_style}`);
    await expect.poll(rows).toContain(`Transmission${MODEL.transmission}`);
    await expect.poll(rows).toContain(`Drive & Fuel Type${MODEL.drive_type} ${MODEL.fuel_type}`);
    await expect.poll(rows).toContain(`Model${MODEL.name}${dollars(variant.offer.private.price.value)}*`);
    await expect.poll(rows).toContain(`Exterior${exterior.label}$0`);
    await expect.poll(() => accessoryLines(summary).allTextContents()).toEqual([`${BONNET.title}+ ${dollars(BONNET.price)}`]);
    // No state chosen: the national private price, white solid at $0, plus the bonnet protector.
    await expect
      .poll(() => summary.getByTestId('build-total').textContent())
      .toBe(`${dollars(variant.offer.private.price.value + BONNET.price)}*`);

    const price = summary.getByRole('tab', { name: 'Price' });
    await price.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => summary.getByRole('tab', { name: 'Finance' }).evaluate((el) => el.matches(':focus'))).toBe(true);
    await expect.poll(() => summary.getByRole('tab', { name: 'Finance' }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => summary.getByRole('tabpanel', { name: 'Finance' }).getByLabel('Loan amount').inputValue())
      .toBe(dollars(variant.offer.private.price.value + BONNET.price));
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => price.getAttribute('aria-selected')).toBe('true');
  });

  it('copies the build link, which opens the same model, variant and cart in a fresh browser', async ({ newContext, demoUrl }) => {
    const variant = MODEL.variants[1];
    expect(variant.compatible_accessories).toContain(BONNET.sku);
    const { page, errors } = await openForCopy(
      { newContext, demoUrl },
      `/triton?model-selection=${MODEL.sku}&option-sku=${variant.sku}&accessories=${BONNET.sku}`,
    );
    await expect.poll(async () => (await buildText(page)).join('|')).toContain(BONNET.title);
    const before = await buildText(page);
    expect(before[0]).toBe(`${triton.name} ${MODEL.name}`);

    const summary = summaryOf(page);
    await summary.getByRole('button', { name: 'Share' }).click();
    const tooltip = summary.getByText('Link is copied');
    await tooltip.waitFor();
    await expect.poll(() => tooltip.getAttribute('role')).toBe('status');
    // Issue 26.14: it shows in the button's own box and covers nothing else (the total above it, the actions beside it).
    const [tip, button] = await Promise.all([tooltip.boundingBox(), summary.getByRole('button', { name: 'Share' }).boundingBox()]);
    expect(tip!.y).toBeGreaterThanOrEqual(button!.y - 0.5);
    expect(tip!.x).toBeGreaterThanOrEqual(button!.x - 0.5);
    expect(tip!.y + tip!.height).toBeLessThanOrEqual(button!.y + button!.height + 0.5);
    expect(tip!.x + tip!.width).toBeLessThanOrEqual(button!.x + button!.width + 0.5);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link.startsWith(`${demoUrl}/#/triton?`)).toBe(true);
    const query = new URLSearchParams(link.slice(link.indexOf('?') + 1));
    expect([query.get('model-selection'), query.get('option-sku'), query.get('accessories')]).toEqual([MODEL.sku, variant.sku, BONNET.sku]);
    // The tooltip goes after 2000 ms.
    await tooltip.waitFor({ state: 'hidden', timeout: 10_000 });

    const fresh = await newContext();
    await withoutModels(fresh);
    const other = await fresh.newPage();
    await other.goto(link);
    await expect.poll(() => buildText(other)).toEqual(before);
    await expect.poll(() => other.evaluate(() => window.location.hash)).toBe(link.slice(link.indexOf('#')));
    expect(errors).toEqual([]);
  });

  it('links the specifications PDF of the model, which the demo answers', async ({ openDemo, demoUrl }) => {
    const { context, page } = await openDemo(`/triton?model-selection=${MODEL.sku}&option-sku=${MODEL.variants[0].sku}`);
    const link = summaryOf(page).getByRole('link', { name: /specifications/i });
    await link.waitFor();
    // The demo page sets no asset-base: the DAM is the page's own origin.
    const href = new URL((await link.getAttribute('href')) ?? '', page.url()).href;
    expect(href).toBe(`${demoUrl}/content/dam/mmal/specifications/${MODEL.sku}.pdf`);
    await expect.poll(() => link.getAttribute('target')).toBe('_blank');
    await expect.poll(() => link.getAttribute('rel')).toContain('noopener');
    const response = await context.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const body = (await response.body()).toString('latin1');
    expect(body.startsWith('%PDF-')).toBe(true);
    expect(body).toContain(`(${triton.name} ${MODEL.name} specifications) Tj`);
  });

  it('has no accessibility violations on either tab (axe)', async ({ openDemo }) => {
    const { page } = await openDemo('/triton');
    const summary = summaryOf(page);
    await summary.waitFor();
    const scope = { fromShadowDom: ['bp-configurator', '#summaryContent'] as [string, string] };
    const priceResults = await new AxeBuilder({ page }).include(scope).analyze();
    // The scope reached the section inside the shadow root: rules ran and passed there.
    expect(
      priceResults.passes.some((rule) =>
        rule.nodes.some((node) => JSON.stringify(node.target).includes('summaryContent') || node.html.includes('tab')),
      ),
    ).toBe(true);
    expect(priceResults.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await summary.getByRole('tab', { name: 'Finance' }).click();
    await summary.getByRole('tabpanel', { name: 'Finance' }).getByLabel('Deposit').fill('-1');
    const financeResults = await new AxeBuilder({ page }).include(scope).analyze();
    expect(financeResults.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await summary.getByRole('tab', { name: 'Price' }).click();
    await summary.screenshot({ path: artifactPath('summary-price-desktop.png') });
  });

  it('lays out the summary on a phone', async ({ openDemo }) => {
    const { page, errors } = await openDemo('/triton', { viewport: { width: 390, height: 844 } });
    const summary = summaryOf(page);
    await summary.waitFor();
    await summary.getByRole('tab', { name: 'Finance' }).click();
    await summary.scrollIntoViewIfNeeded();
    const width = await summary.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    const overflow = await summary.evaluate((el) =>
      [...el.querySelectorAll('*')].some((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5),
    );
    expect(overflow).toBe(false);
    await summary.screenshot({ path: artifactPath('summary-finance-phone.png') });
    expect(errors).toEqual([]);
  });
});
