/**
 * Trays and accessories in Chromium against the demo store: a Triton Cab Chassis
 * opened by deep link. Expected prices are read from demo/catalog/triton.json and
 * worked out here (tray prices rounded up), never with the element's code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from './fixture';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { clickUntil, element, footerPrice } from './locators';

interface CatalogAccessory {
  sku: string;
  title: string;
  price: number;
  accessory_group: string;
  is_tray: boolean;
  tray_type: string | null;
  is_tray_paint: boolean;
  is_3d_ready: boolean;
  related_products: unknown[] | null;
  extra_required_accessories: string[] | null;
  crosssell_products: unknown[] | null;
  upsell_products: unknown[] | null;
  included_accessories: string[] | null;
  configurable_options: { values: { value_index: number; label: string }[] }[] | null;
  variants: { sku: string; price: number | null; color: number }[] | null;
}
interface CatalogModel {
  sku: string;
  subrange: { label: string };
  configurable_options: { attribute_code: string; values: { value_index: number; label: string }[] }[];
  variants: { sku: string; exterior_code: number; compatible_accessories: string[] }[];
}
const triton = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as {
  ranges: { products: CatalogModel[]; accessories: { products: CatalogAccessory[] } }[];
};
const range = triton.ranges[0]!;
const accessories = range.accessories.products;
// The first Cab Chassis model; opened without option-sku, it starts on its first variant.
const model = range.products.find((p) => p.subrange.label === 'Cab Chassis')!;
const variant = model.variants[0]!;
const fits = (sku: string) => variant.compatible_accessories.includes(sku);
const trays = accessories.filter((a) => a.is_tray && fits(a.sku));
const [defaultTray, otherTray] = [trays[0]!, trays[1]!];
const paint = accessories.find((a) => a.is_tray_paint && a.tray_type === otherTray.tray_type)!;
const paintVariant = paint.variants![paint.variants!.length - 1]!;
const paintLabel = paint.configurable_options![0]!.values.find((v) => v.value_index === paintVariant.color)!.label;
// A simple accessory: no rule lists, no colours, 3D-ready, fits the vehicle.
const simple = accessories.find(
  (a) =>
    fits(a.sku) &&
    !a.is_tray &&
    !a.is_tray_paint &&
    a.is_3d_ready &&
    !a.variants?.length &&
    [a.related_products, a.extra_required_accessories, a.crosssell_products, a.upsell_products, a.included_accessories].every(
      (l) => !l || l.length === 0,
    ) &&
    !accessories.some((other) => other.included_accessories?.includes(a.sku)),
)!;

async function footerTotal(page: Page): Promise<number> {
  const text = (await footerPrice(page).textContent()) ?? '';
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`no price in footer: ${text}`);
  return Number(match[1]!.replace(/,/g, ''));
}

async function totalBecomes(page: Page, expected: number): Promise<void> {
  await expect.poll(() => footerTotal(page), { timeout: 10_000 }).toBe(expected);
}

async function open(page: Page): Promise<void> {
  await element(page).getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
}

const countBadge = (page: Page): Locator => element(page).getByTestId('accessory-count');

describe('trays and accessories on a Triton Cab Chassis', () => {
  it('prices tray, paint and an accessory into the total', async ({ openDemo }) => {
    expect(trays.length).toBeGreaterThanOrEqual(2);
    expect(simple).toBeTruthy();
    const { page, errors } = await openDemo(`/triton?model-selection=${model.sku}`);
    await open(page);
    const traySection = element(page).locator('section#trayContent');
    await traySection.waitFor();

    // Every compatible tray listed, the default one selected.
    const radios = traySection.getByRole('radio');
    await expect.poll(() => radios.count()).toBe(trays.length);
    await expect.poll(() => traySection.getByRole('radio', { name: new RegExp(defaultTray.title) }).isChecked()).toBe(true);
    const difference = Math.ceil(otherTray.price) - Math.ceil(defaultTray.price);
    await expect.poll(() => traySection.getByText(`+ $${difference.toLocaleString('en-AU')}`).count()).toBeGreaterThan(0);

    const before = await footerTotal(page);
    // A click, then a wait for the total: the first change of a page waits for the build rules' chunk.
    await traySection.getByRole('radio', { name: new RegExp(otherTray.title) }).click();
    await totalBecomes(page, before + difference);

    const select = traySection.getByRole('combobox', { name: 'Tray colour' });
    const options = await select.locator('option').allTextContents();
    expect(options[0]).toBe('Unpainted');
    expect(options).toHaveLength(1 + paint.variants!.length);
    await select.selectOption(paintVariant.sku);
    const paintPrice = Math.ceil(paintVariant.price ?? paint.price);
    expect(options).toContain(`${paintLabel} (+ $${paintPrice.toLocaleString('en-AU')})`);
    await totalBecomes(page, before + difference + paintPrice);

    // A simple accessory: total up by its price, the badge up by one.
    const accessorySection = element(page).locator('section#accessoryContent');
    await accessorySection.getByRole('heading', { level: 2, name: 'Choose your accessories' }).waitFor();
    // The tray and its paint already count, as 'Your build' lists both under Accessories (issue 26.3).
    const count = Number((await countBadge(page).textContent())?.match(/\d+/)?.[0]);
    expect(count).toBe(2);
    await accessorySection.getByRole('tab', { name: simple.accessory_group, exact: true }).click();
    const card = accessorySection.getByRole('article', { name: simple.title, exact: true });
    await card.getByRole('img', { name: simple.title }).waitFor();
    await card.getByRole('button', { name: `Add ${simple.title}` }).click();
    await totalBecomes(page, before + difference + paintPrice + simple.price);
    await expect.poll(async () => Number((await countBadge(page).textContent())?.match(/\d+/)?.[0])).toBe(count + 1);
    await expect.poll(() => card.getByRole('button', { name: `Remove ${simple.title}` }).isVisible()).toBe(true);

    await accessorySection.locator('h2').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -110));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: artifactPath('accessories-desktop.png') });
    expect(errors).toEqual([]);
  });

  it('opens the accessory modal for a tray and selects it from there', async ({ openDemo }) => {
    const { page } = await openDemo(`/triton?model-selection=${model.sku}`);
    await open(page);
    const traySection = element(page).locator('section#trayContent');
    await traySection.getByRole('button', { name: `More information about ${otherTray.title}` }).click();
    const dialog = element(page).getByRole('dialog', { name: otherTray.title });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'SKU' }).waitFor();
    await expect.poll(() => dialog.getByText(otherTray.sku, { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Select tray' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Included in build' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => traySection.getByRole('radio', { name: new RegExp(otherTray.title) }).isChecked()).toBe(true);
  });

  it('opens the accessory modal without waiting on the network: its code is fetched while the page is idle', async ({ openDemo }) => {
    const { context, page } = await openDemo(`/triton?model-selection=${model.sku}`);
    await open(page);
    const modalChunkFetched = () =>
      page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/AccessoryModal-[^/]*\.js$/.test(entry.name)));
    await expect.poll(modalChunkFetched, { timeout: 15_000 }).toBe(true);
    // From here on the modal's code cannot be fetched: it must open from what the page already has.
    let asked = 0;
    await context.route('**/chunks/AccessoryModal-*.js', (route) => {
      asked += 1;
      return route.abort('internetdisconnected');
    });
    await element(page)
      .locator('section#trayContent')
      .getByRole('button', { name: `More information about ${otherTray.title}` })
      .click();
    await element(page).getByRole('dialog', { name: otherTray.title }).getByRole('heading', { name: 'SKU' }).waitFor();
    expect(asked).toBe(0);
  });

  it('shows the accessories error and keeps option changes working when accessories fail', async ({ faults, openDemo }) => {
    await faults({ GetAccessoriesInRange: '500' });
    const pickUp = range.products.find(
      (p) =>
        p.subrange.label === 'Pick Up' &&
        (p.configurable_options.find((o) => o.attribute_code === 'exterior_code')?.values.length ?? 0) > 1,
    )!;
    const { page } = await openDemo(`/triton?model-selection=${pickUp.sku}`);
    await open(page);
    const message = element(page).locator('section#accessoryContent').getByRole('alert');
    await expect
      .poll(() => message.textContent())
      .toBe(
        'Sorry, there was an error fetching accessories for this vehicle. Please try again later or get in touch with your Dealership.',
      );
    const firstExterior = pickUp.variants[0]!.exterior_code;
    const other = pickUp.configurable_options
      .find((o) => o.attribute_code === 'exterior_code')!
      .values.find((v) => v.value_index !== firstExterior)!;
    const hashBefore = await page.evaluate(() => window.location.hash);
    await element(page)
      .locator('#exteriorContent')
      .getByRole('radio', { name: new RegExp(other.label) })
      .first()
      .click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).not.toBe(hashBefore);
    await expect
      .poll(() =>
        element(page)
          .locator('#exteriorContent')
          .getByRole('radio', { name: new RegExp(other.label) })
          .first()
          .getAttribute('aria-checked'),
      )
      .toBe('true');
  });

  it('has no accessibility violations in the tray and accessory sections and the accessory modal (axe)', async ({ openDemo }) => {
    const { page } = await openDemo(`/triton?model-selection=${model.sku}`);
    await open(page);
    await element(page).locator('section#accessoryContent').getByRole('tab').first().waitFor();
    const violations = async (...selectors: string[]) => {
      let builder = new AxeBuilder({ page });
      for (const selector of selectors) builder = builder.include({ fromShadowDom: ['bp-configurator', selector] });
      const results = await builder.analyze();
      expect(results.passes.length).toBeGreaterThan(0);
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    // Scanned again while a part is still settling (axe takes seconds on a loaded machine).
    const AXE = { timeout: 40_000, interval: 500 };
    await expect.poll(() => violations('#trayContent', '#accessoryContent'), AXE).toEqual([]);
    await clickUntil(
      element(page).getByRole('button', { name: `More information about ${otherTray.title}` }),
      element(page).getByRole('dialog', { name: otherTray.title }),
    );
    await element(page).getByRole('dialog', { name: otherTray.title }).getByRole('heading', { name: 'SKU' }).waitFor();
    await expect.poll(() => violations('dialog'), AXE).toEqual([]);
  });

  it("lists a pack's contents on its card, and adds it from its info modal, which then says it is in the build (issue 26.10)", async ({
    openDemo,
  }) => {
    const pack = accessories.find(
      (a) =>
        fits(a.sku) &&
        (a.included_accessories?.length ?? 0) > 0 &&
        [a.related_products, a.extra_required_accessories, a.crosssell_products, a.upsell_products].every((l) => !l || l.length === 0),
    )!;
    const contents = pack.included_accessories!.map((sku) => accessories.find((a) => a.sku === sku)!.title);
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const { page, context, errors } = await openDemo(`/triton?model-selection=${model.sku}`, { viewport });
      await open(page);
      const section = element(page).locator('section#accessoryContent');
      await section.getByRole('tab', { name: pack.accessory_group, exact: true }).click();
      const card = section.getByRole('article', { name: pack.title });
      await expect
        .poll(() =>
          card
            .getByRole('list', { name: `In the ${pack.title}` })
            .getByRole('listitem')
            .allTextContents(),
        )
        .toEqual(contents);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`pack-card-${size}.png`) });
      await card.getByRole('button', { name: `More information about ${pack.title}` }).click();
      const dialog = element(page).getByRole('dialog', { name: pack.title });
      await dialog.getByRole('heading', { name: 'In this pack' }).waitFor();
      await dialog.getByRole('button', { name: 'Add to build' }).click();
      await expect.poll(() => dialog.getByRole('status').filter({ hasText: 'In your build' }).count()).toBe(1);
      await expect.poll(() => dialog.getByRole('button', { name: 'Remove from build' }).count()).toBe(1);
      await expect.poll(() => card.getByRole('button', { name: `Remove ${pack.title}` }).count()).toBe(1);
      await page.screenshot({ path: artifactPath(`accessory-modal-in-build-${size}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('looks right on a phone', async ({ openDemo }) => {
    const { page, errors } = await openDemo(`/triton?model-selection=${model.sku}`, {
      viewport: { width: 390, height: 844 },
    });
    await open(page);
    const section = element(page).locator('section#accessoryContent');
    await section.getByRole('tab').first().waitFor();
    // Nothing wider than the phone's viewport.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await element(page).locator('section#trayContent h2').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -110));
    await page.screenshot({ path: artifactPath('trays-phone.png') });
    await section.locator('h2').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -110));
    await page.screenshot({ path: artifactPath('accessories-phone.png') });
    // Issue 26.13: two cards to a row, and the group pills show that more wait off the edge.
    const cards = section.getByRole('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    const [left, right] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(right!.y).toBeCloseTo(left!.y, 0);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    const pills = section.getByRole('tablist', { name: 'Accessory groups' });
    const fade = () => pills.evaluate((list) => getComputedStyle(list.parentElement!, '::after').opacity);
    await expect.poll(() => pills.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    await expect.poll(fade).toBe('1');
    await pills.evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
    await expect.poll(fade).toBe('0');
    await expect.poll(() => pills.evaluate((list) => getComputedStyle(list.parentElement!, '::before').opacity)).toBe('1');
    expect(errors).toEqual([]);
  });
});

describe('an accessory that cannot be added on a Triton GLS', () => {
  // Sports bar LED lights need the Sports bar, which does not go with the Hard lid (catalog rules).
  const gls = range.products.find((p) => p.sku === 'TR25GLSDCPI4DA')!;
  const byTitle = (title: string) => accessories.find((a) => a.title === title)!;
  const [lid, bar, lights] = [byTitle('Hard lid'), byTitle('Sports bar'), byTitle('Sports bar LED lights')];

  // Issue 22.2: the refusal ("Remove the Hard lid first.") is now a dead end no more: the smallest repair is proposed instead.
  it('proposes the smallest repair with its total before Confirm, applies it, and Undo gives the Hard lid back', async ({ openDemo }) => {
    expect(lights.extra_required_accessories).toEqual([bar.sku]);
    const { page } = await openDemo(`/triton?model-selection=${gls.sku}&accessories=${lid.sku}`);
    await open(page);
    const price = footerPrice(page);
    await expect.poll(() => countBadge(page).textContent()).toBe('1 accessory in your build');
    await expect.poll(() => price.textContent()).toContain('$67,989');
    await element(page).getByRole('tab', { name: lights.accessory_group }).click({ timeout: 10_000 });
    await element(page)
      .getByRole('button', { name: `Add ${lights.title}` })
      .click({ timeout: 10_000 });
    const dialog = element(page).getByRole('dialog', { name: 'Your selection requires changes' });
    await dialog.waitFor();
    // Private, national prices: $64,490 + $1,499 + $449, before anything changes.
    await expect.poll(() => dialog.getByRole('region', { name: 'Remove to make room' }).textContent()).toContain(lid.title);
    // The bar comes in Black or Silver at one price: both offered, the store's first chosen (issue 32.4).
    const ways = dialog.getByRole('group', { name: 'Select to add' }).getByRole('radio');
    await expect.poll(() => ways.evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).checked))).toEqual([true, false]);
    await expect.poll(() => dialog.getByRole('group', { name: 'Select to add' }).textContent()).toMatch(/Black.*Silver/);
    await expect.poll(() => dialog.textContent()).toContain('$66,438');
    await expect.poll(() => countBadge(page).textContent()).toBe('1 accessory in your build');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => price.textContent()).toContain('$66,438');
    await expect.poll(() => countBadge(page).textContent()).toBe('2 accessories in your build');

    await element(page).getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => price.textContent()).toContain('$67,989');
    await expect.poll(() => countBadge(page).textContent()).toBe('1 accessory in your build');
    await expect
      .poll(() => element(page).getByRole('status').filter({ hasText: 'Undid:' }).textContent())
      .toContain(`Undid: ${lights.title} added (${lid.title} back;`);
    await expect.poll(() => page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1]).get('accessories'))).toBe(lid.sku);
  });
});
