/**
 * The option sections and the hero in Chromium against the demo store: every
 * expected label and price is read from demo/catalog/triton.json (no location
 * set, so prices are each offer's plain `value`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from './fixture';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { element } from './locators';

interface CatalogValue {
  label: string;
  value_index: number;
  option_slug: string;
  pricing: { private: { value: number } };
  pack_contents?: string[];
}
interface CatalogProduct {
  sku: string;
  name: string;
  body_style: string;
  seats: number;
  drive_type: string;
  fuel_type: string;
  transmission: string;
  offer: { private: { price: { value: number } } };
  configurable_options: { attribute_code: string; values: CatalogValue[] }[];
  variants: {
    sku: string;
    exterior_code: number;
    interior_code: number | null;
    option_pack: number | null;
    offer: { private: { price: { value: number } } };
  }[];
}

const triton = (JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as { ranges: { products: CatalogProduct[] }[] }).ranges[0]!;
const products = triton.products;
const distinct = <T>(list: T[]) => [...new Set(list)];
const values = (p: CatalogProduct, code: string) => p.configurable_options.find((o) => o.attribute_code === code)?.values ?? [];
const product = (name: string, body: string, transmission: string, driveAndFuel: string) =>
  products.find(
    (p) => p.name === name && p.body_style === body && p.transmission === transmission && `${p.drive_type} ${p.fuel_type}` === driveAndFuel,
  )!;
const variant = (p: CatalogProduct, exterior: number, interior: number | null, pack: number | null) =>
  p.variants.find((v) => v.exterior_code === exterior && v.interior_code === interior && v.option_pack === pack)!;
/** '$47,990' written out by hand. */
const money = (n: number) => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const optionText = (n: number) => (n === 0 ? '$0' : `+ ${money(n)}`);

const group = (page: Page, name: string) => element(page).getByRole('radiogroup', { name, exact: true });
const radios = (page: Page, name: string) => group(page, name).getByRole('radio');
const checked = (page: Page, name: string) => group(page, name).locator('[aria-checked="true"]');
const hashParam = (page: Page, name: string) =>
  page.evaluate((key) => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get(key), name);
const rowTexts = (page: Page, name: string) =>
  radios(page, name).evaluateAll((rows) => rows.map((r) => (r as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
const heroImage = (page: Page) => element(page).getByTestId('desktop-hero').getByTestId('hero-frame').locator('img');

async function choose(page: Page, groupName: string, name: RegExp | string) {
  const option = group(page, groupName).getByRole('radio', { name, exact: typeof name === 'string' });
  await option.click();
  await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
}

async function imagesLoaded(hero: Locator) {
  await hero.locator('img').first().waitFor();
  await expect
    .poll(() =>
      hero
        .locator('img')
        .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toBe(true);
}

describe('option sections on #/triton', () => {
  it('changes body style, transmission, model, drive, colour and interior with prices from the catalog', async ({ openDemo }) => {
    const { page, errors } = await openDemo('/triton');
    await group(page, 'Body Style').waitFor();

    // Body Style: every cab, each with its seats (spec 9), the first product's cab chosen.
    const bodies = distinct(products.map((p) => p.body_style));
    const seatsOf = (body: string) => products.find((p) => p.body_style === body)!.seats;
    await expect
      .poll(async () => (await rowTexts(page, 'Body Style')).sort())
      .toEqual(bodies.map((b) => `${b} ${seatsOf(b)} seats`).sort());
    await expect.poll(() => checked(page, 'Body Style').innerText()).toContain(products[0]!.body_style);

    await choose(page, 'Body Style', /^Double Cab Pick Up/);
    const doubleCab = products.filter((p) => p.body_style === 'Double Cab Pick Up');
    await expect
      .poll(async () => (await rowTexts(page, 'Transmission')).sort())
      .toEqual(distinct(doubleCab.map((p) => p.transmission)).sort());

    await choose(page, 'Transmission', '6-speed automatic');
    const automatic = doubleCab.filter((p) => p.transmission === '6-speed automatic');
    await expect
      .poll(async () => (await rowTexts(page, 'Model')).map((t) => t.split(' $')[0]).sort())
      .toEqual(distinct(automatic.map((p) => p.name)).sort());

    await choose(page, 'Model', /^GLX(?!\+)/);
    const glx = automatic.filter((p) => p.name === 'GLX');
    await expect
      .poll(async () => (await rowTexts(page, 'Drive & Fuel Type')).sort())
      .toEqual(distinct(glx.map((p) => `${p.drive_type} ${p.fuel_type}`)).sort());

    await choose(page, 'Drive & Fuel Type', '2WD Diesel');
    const glx2wd = product('GLX', 'Double Cab Pick Up', '6-speed automatic', '2WD Diesel');
    const white = values(glx2wd, 'exterior_code')[0]!;
    const glxPrice = variant(glx2wd, white.value_index, values(glx2wd, 'interior_code')[0]!.value_index, null).offer.private.price.value;
    await expect
      .poll(() =>
        group(page, 'Model')
          .getByRole('radio', { name: /^GLX(?!\+)/ })
          .innerText(),
      )
      .toContain(`${money(glxPrice)}*`);

    await choose(page, 'Model', /^GLS/);
    const gls = product('GLS', 'Double Cab Pick Up', '6-speed automatic', '4WD Diesel');
    await expect.poll(() => checked(page, 'Drive & Fuel Type').innerText()).toBe('4WD Diesel');
    const [firstInterior, tan] = values(gls, 'interior_code');
    const [standard, premium] = values(gls, 'option_pack');
    const glsPrice = variant(gls, white.value_index, firstInterior!.value_index, standard!.value_index).offer.private.price.value;
    await expect.poll(() => checked(page, 'Model').innerText()).toContain(`${money(glsPrice)}*`);
    // Each pack with what it adds (issue 26.10): the choice's name lists the items, and its row shows them under the name.
    expect(premium!.pack_contents!.length).toBeGreaterThan(1);
    await expect.poll(() => radios(page, 'Option Pack').count()).toBe(2);
    for (const v of [standard!, premium!]) {
      const items = v.pack_contents ?? [];
      const name = `${v.label}${items.length > 0 ? `, includes: ${items.join(', ')}` : ''} ${optionText(v.pricing.private.value)}`;
      await group(page, 'Option Pack').getByRole('radio', { name, exact: true }).waitFor();
    }

    // Exterior colours: a swatch per colour, named with its price.
    const exteriors = values(gls, 'exterior_code');
    await expect
      .poll(() => radios(page, 'Exterior colours').evaluateAll((s) => s.map((e) => e.getAttribute('aria-label'))))
      .toEqual(exteriors.map((v) => `${v.label}, ${optionText(v.pricing.private.value)}`));
    const red = exteriors.find((v) => v.label === 'Red Diamond')!;
    await choose(page, 'Exterior colours', `Red Diamond, ${optionText(red.pricing.private.value)}`);
    const chosen = element(page).getByTestId('chosen-colour');
    await expect
      .poll(async () => (await chosen.innerText()).replace(/\s+/g, ' '))
      .toBe(`Red Diamond ${optionText(red.pricing.private.value)}`);
    await expect.poll(() => heroImage(page).getAttribute('src')).toMatch(new RegExp(`/${red.option_slug}/3-4-front\\.svg$`));
    await expect
      .poll(() => heroImage(page).getAttribute('alt'))
      .toBe(`Triton GLS Double Cab Pick Up in Red Diamond, front three-quarter view`);
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toContain(`option-sku=${variant(gls, red.value_index, firstInterior!.value_index, standard!.value_index).sku}`);

    // Interior.
    await expect
      .poll(() => rowTexts(page, 'Interior'))
      .toEqual([firstInterior!, tan!].map((v) => `${v.label} ${optionText(v.pricing.private.value)}`));
    await choose(page, 'Interior', new RegExp(`^${tan!.label}`));
    await expect
      .poll(() => page.evaluate(() => location.hash))
      .toContain(`option-sku=${variant(gls, red.value_index, tan!.value_index, standard!.value_index).sku}`);

    // Key Features of the chosen model.
    const toggle = element(page).getByRole('button', { name: 'Key Features' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await element(page).getByText('Features vary by model and grade.').waitFor();

    // The desktop hero follows the section in view.
    await element(page)
      .locator('#interiorContent')
      .evaluate((section) => section.scrollIntoView({ block: 'center' }));
    await expect.poll(() => heroImage(page).getAttribute('src')).toContain(`/int-${tan!.option_slug}/`);
    await expect.poll(() => heroImage(page).getAttribute('alt')).toContain(`interior in ${tan!.label}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => heroImage(page).getAttribute('src')).toContain(`/${red.option_slug}/`);

    // The Premium Pack chosen, 'Your build' lists what it adds under its row (issue 26.10).
    await choose(page, 'Option Pack', new RegExp(`^${premium!.label}`));
    const listed = element(page).getByRole('list', { name: `${premium!.label} includes` });
    await expect.poll(() => listed.getByRole('listitem').allTextContents()).toEqual(premium!.pack_contents);
    await listed.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('option-pack-your-build-desktop.png') });

    expect(errors).toEqual([]);
  });

  it('chooses with the arrow keys, as a radio group does: the focused choice is the checked one', async ({ openDemo }) => {
    const { page } = await openDemo('/triton');
    await group(page, 'Body Style').waitFor();
    const firstModel = await hashParam(page, 'model-selection');
    await checked(page, 'Body Style').focus();
    await page.keyboard.press('ArrowDown');
    const focusedText = () => page.evaluate(() => document.querySelector('bp-configurator')?.shadowRoot?.activeElement?.textContent ?? '');
    const second = await radios(page, 'Body Style').nth(1).innerText();
    await expect.poll(async () => (await focusedText()).replace(/\s+/g, '')).toBe(second.replace(/\s+/g, ''));
    // A screen reader hears 'checked' on the choice it lands on, and the build follows.
    await expect.poll(() => radios(page, 'Body Style').nth(1).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => hashParam(page, 'model-selection')).not.toBe(firstModel);
    const secondModel = await hashParam(page, 'model-selection');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => radios(page, 'Body Style').first().getAttribute('aria-checked')).toBe('true');
    await expect.poll(async () => [secondModel, null].includes(await hashParam(page, 'model-selection'))).toBe(false);
    const first = (await radios(page, 'Body Style').first().innerText()).replace(/\s+/g, '');
    await expect.poll(async () => (await focusedText()).replace(/\s+/g, '')).toBe(first);
  });

  it('has no accessibility violations in the option sections and the hero', async ({ openDemo }) => {
    const { page } = await openDemo('/triton');
    await imagesLoaded(element(page).getByTestId('desktop-hero'));
    await element(page).getByRole('button', { name: 'Key Features' }).click();
    const results = await new AxeBuilder({ page })
      .include({ fromShadowDom: ['bp-configurator', '#exteriorContent'] })
      .include({ fromShadowDom: ['bp-configurator', '#interiorContent'] })
      .include({ fromShadowDom: ['bp-configurator', '[data-testid="desktop-hero"]'] })
      .analyze();
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('looks right on desktop and phone', async ({ openDemo }) => {
    const desktop = await openDemo('/triton');
    const hero = element(desktop.page).getByTestId('desktop-hero');
    await imagesLoaded(hero);
    await expect.poll(() => element(desktop.page).getByTestId('mobile-hero-exteriorContent').isVisible()).toBe(false);
    await desktop.page.screenshot({ path: artifactPath('configurator-options-desktop.png') });
    await desktop.context.close();

    const phone = await openDemo('/triton', { viewport: { width: 390, height: 844 } });
    const mobileHero = element(phone.page).getByTestId('mobile-hero-exteriorContent');
    await imagesLoaded(mobileHero);
    await expect.poll(() => hero.isVisible().catch(() => false)).toBe(false);
    await expect.poll(() => element(phone.page).getByTestId('desktop-hero').isVisible()).toBe(false);
    const box = await mobileHero.getByTestId('hero-frame').boundingBox();
    expect(box!.width).toBeCloseTo(390, 0);
    expect(box!.height).toBeCloseTo((390 * 9) / 16, 0);
    await phone.page.screenshot({ path: artifactPath('configurator-options-phone.png') });
  });

  it('draws a pearl paint with a sheen and, on touch where nothing hovers, names every paint under its swatch (issue 35)', async ({
    newContext,
    demoUrl,
  }) => {
    for (const [size, options] of [
      ['desktop', { viewport: { width: 1440, height: 900 } }],
      ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ] as const) {
      const context = await newContext(options);
      const page = await context.newPage();
      await page.goto(`${demoUrl}/#/asx`);
      const swatches = radios(page, 'Exterior colours');
      await swatches.nth(1).waitFor();
      // Each paint's sheen: the 'Diamond' (pearl) paints drawn with one, the others flat.
      const sheens = () =>
        swatches.evaluateAll((nodes) =>
          nodes.map((node) => [
            node.getAttribute('aria-label')!.split(',')[0]!,
            getComputedStyle(node.querySelector('[aria-hidden="true"]')!).backgroundImage,
          ]),
        );
      await expect.poll(async () => (await sheens()).some(([name]) => /Diamond/.test(name!))).toBe(true);
      for (const [name, image] of await sheens()) expect([name, /gradient/.test(image!)]).toEqual([name, /Diamond/.test(name!)]);
      const names = group(page, 'Exterior colours').getByTestId('swatch-name');
      if (size === 'phone') {
        await expect.poll(() => names.first().isVisible()).toBe(true);
        const labels = await swatches.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')!.split(',')[0]));
        await expect.poll(() => names.allTextContents()).toEqual(labels);
        // The names fit the phone: nothing scrolls sideways.
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      } else {
        await expect.poll(() => names.first().isVisible()).toBe(false);
      }
      await group(page, 'Exterior colours').scrollIntoViewIfNeeded();
      await page.screenshot({ path: artifactPath(`swatch-finish-${size}.png`) });
      await context.close();
    }
  });

  it('names a colour swatch and its price on hover and keyboard focus; Escape hides it, the pointer may move onto it (issue 26.10)', async ({
    openDemo,
  }) => {
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const { page, context } = await openDemo('/triton', { viewport });
      const swatches = radios(page, 'Exterior colours');
      await swatches.nth(1).waitFor();
      const swatch = swatches.nth(1);
      const tip = swatch.locator('.bp-swatch-tip');
      // The swatch's name is its colour and price ('White Diamond, + $740'); the tip shows the same.
      const name = (await swatch.getAttribute('aria-label'))!;
      await swatch.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -200));
      await swatch.hover();
      await expect.poll(() => tip.isVisible()).toBe(true);
      await expect.poll(() => tip.evaluate((node) => [...node.childNodes].map((child) => child.textContent).join(', '))).toBe(name);
      // Hoverable: the pointer moves onto the tip, and it stays.
      const box = (await tip.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
      await expect.poll(() => tip.isVisible()).toBe(true);
      await page.screenshot({ path: artifactPath(`swatch-tip-${size}.png`) });
      // Dismissable: Escape hides it without moving the pointer.
      await page.keyboard.press('Escape');
      await expect.poll(() => tip.isVisible()).toBe(false);
      // Keyboard focus shows the next swatch's tip.
      await page.mouse.move(0, 0);
      await checked(page, 'Exterior colours').focus();
      await page.keyboard.press('ArrowRight');
      const focused = group(page, 'Exterior colours').locator('[role="radio"]:focus');
      await expect.poll(() => focused.count()).toBe(1);
      await expect.poll(() => focused.locator('.bp-swatch-tip').isVisible()).toBe(true);
      // Every swatch's tip shows whole on the screen: a row's first swatch on a phone cut 'Red Diamond' to 'ed Diamond'.
      await page.keyboard.press('Escape');
      for (const each of await swatches.all()) {
        await each.hover();
        await expect
          .poll(
            async () => {
              const shown = await each.locator('.bp-swatch-tip').boundingBox();
              return shown !== null && shown.x >= 0 && shown.x + shown.width <= viewport.width;
            },
            { message: (await each.getAttribute('aria-label')) ?? '' },
          )
          .toBe(true);
      }
      await context.close();
    }
  });

  it('keeps working with empty image boxes when the asset API fails', async ({ openDemo, faults }) => {
    await faults({ assets: '500' });
    const { page, errors } = await openDemo('/triton');
    await group(page, 'Body Style').waitFor();
    await choose(page, 'Body Style', /^Double Cab Pick Up/);
    await choose(page, 'Transmission', '6-speed automatic');
    const frame = element(page).getByTestId('desktop-hero').getByTestId('hero-frame');
    await expect.poll(() => element(page).getByTestId('desktop-hero').getByRole('group').getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => frame.locator('img').count()).toBe(0);
    const box = await frame.boundingBox();
    expect(box!.height).toBeGreaterThan(100);
    expect(box!.height).toBeCloseTo((box!.width * 9) / 16, 0);
    expect(errors).toEqual([]);
  });
});
