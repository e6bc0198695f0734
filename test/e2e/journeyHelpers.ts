/**
 * Helpers for the new-visitor journeys (test/e2e/visitorJourneys.test.ts): the Triton
 * catalog read straight from demo/catalog/triton.json (expected values are worked
 * out from it here, never with the element's code), the visitor's moves through
 * the element's shadow DOM, axe and screenshots per screen.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { clickUntil, element, openSettingsFromFooter } from './locators';
import { artifactPath, withoutModels } from './browser';
import type { E2eFixtures } from './fixture';

// ---------------------------------------------------------------- catalog

export type State = 'sa' | 'wa' | 'nt' | 'qld' | 'nsw' | 'vic' | 'act' | 'tas';
export type OfferKey = 'private' | 'business' | 'mmba';

interface StatePrice {
  value: number;
}
export interface CatalogOffer {
  price: { value: number } & Partial<Record<State, StatePrice>>;
}
export interface CatalogOptionValue {
  value_index: number;
  label: string;
  pricing: Record<OfferKey, { value: number } & Partial<Record<`${State}_value`, number>>>;
}
export interface CatalogVariant {
  sku: string;
  exterior_code: number | null;
  interior_code: number | null;
  option_pack: number | null;
  compatible_accessories: string[];
  offer?: Partial<Record<OfferKey, CatalogOffer>>;
}
export interface CatalogProduct {
  sku: string;
  name: string;
  body_style: string;
  transmission: string;
  subrange: { label: string };
  offer: Record<OfferKey, CatalogOffer>;
  configurable_options: { attribute_code: string; values: CatalogOptionValue[] }[];
  variants: CatalogVariant[];
}
export interface CatalogAccessory {
  sku: string;
  title: string;
  price: number;
  accessory_group: string;
  is_tray: boolean;
  tray_type: string | null;
  is_tray_paint: boolean;
  configurable_options: { values: { value_index: number; label: string }[] }[] | null;
  variants: { sku: string; title: string; price: number | null; color: number }[] | null;
}

const triton = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as {
  ranges: { name: string; code: string; products: CatalogProduct[]; accessories: { products: CatalogAccessory[] } }[];
};
export const range = triton.ranges[0]!;
export const products = range.products;
export const accessories = range.accessories.products;

export function accessory(sku: string): CatalogAccessory {
  const found = accessories.find((a) => a.sku === sku);
  if (!found) throw new Error(`no accessory ${sku} in the catalog`);
  return found;
}

/** The model and variant a variant sku names in the catalog. */
export function variantOf(sku: string): { product: CatalogProduct; variant: CatalogVariant } {
  for (const product of products) {
    const variant = product.variants.find((v) => v.sku === sku);
    if (variant) return { product, variant };
  }
  throw new Error(`no variant ${sku} in the catalog`);
}

/** A variant's own offer price for the customer in a state (its offer already prices its colour, interior and pack). */
export function variantOfferPrice(sku: string, key: OfferKey, state: State): number {
  const { variant } = variantOf(sku);
  const offer = variant.offer?.[key];
  if (!offer) throw new Error(`variant ${sku} has no ${key} offer of its own`);
  return offer.price[state]?.value ?? offer.price.value;
}

export function optionValues(product: CatalogProduct, code: string): CatalogOptionValue[] {
  return product.configurable_options.find((o) => o.attribute_code === code)?.values ?? [];
}

/** '$52,490', written out by hand: thousands separators, no cents. */
export function money(amount: number): string {
  return `$${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name starting with the text, for rows that add seats or prices after it. */
export const startsWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

// ---------------------------------------------------------------- viewports

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

// ---------------------------------------------------------------- the page

export const badge = (page: Page): Locator => element(page).getByTestId('accessory-count');
export const summary = (page: Page): Locator => element(page).getByRole('region', { name: 'Your build' });
export const radioGroup = (page: Page, name: string): Locator => element(page).getByRole('radiogroup', { name, exact: true });
export const hashOf = (page: Page): Promise<string> => page.evaluate(() => window.location.hash);

/** The build's query parameters as the page URL names them. */
export async function queryOf(page: Page): Promise<URLSearchParams> {
  const hash = await hashOf(page);
  return new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
}

/** The accessories in the URL's cart, sorted. */
export async function cartOf(page: Page): Promise<string[]> {
  return ((await queryOf(page)).get('accessories')?.split(',') ?? []).sort();
}

export async function badgeCount(page: Page): Promise<number> {
  return Number((await badge(page).textContent())?.match(/\d+/)?.[0] ?? NaN);
}

/** A fresh context of its own (no storage) at a viewport, collecting page errors; the fixture closes it when the test ends. */
export async function newVisitor(
  newContext: E2eFixtures['newContext'],
  viewport: ViewportName,
  options: { clipboard?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext({ viewport: VIEWPORTS[viewport] });
  // The 3D viewer has its own tests; here the image hero keeps the CPU for the journey.
  await withoutModels(context);
  if (options.clipboard) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: options.clipboard });
    // A desktop browser without a share sheet: Share copies the link.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Chooses a row or swatch in an option radio group and waits until it is the chosen one. */
export async function choose(page: Page, group: string, name: string | RegExp): Promise<void> {
  const option = radioGroup(page, group).getByRole('radio', { name, exact: typeof name === 'string' });
  await clickUntil(option, async () => (await option.getAttribute('aria-checked')) === 'true');
  await expect.poll(() => option.getAttribute('aria-checked')).toBe('true');
}

/** The footer's location popover, then 'Change settings' (each press made again until what it opens shows). */
export function openSettings(page: Page): Promise<Locator> {
  return openSettingsFromFooter(page);
}

export async function chooseLocation(dialog: Locator, typed: string, option: string): Promise<void> {
  const input = dialog.getByRole('combobox', { name: 'Suburb or postcode' });
  await input.fill('');
  await input.pressSequentially(typed, { delay: 30 });
  await clickUntil(dialog.getByRole('option', { name: option, exact: true }), async () => (await input.inputValue()) === option);
  await expect.poll(() => input.inputValue()).toBe(option);
}

export async function applySettings(dialog: Locator): Promise<void> {
  await clickUntil(dialog.getByRole('button', { name: 'Apply' }), async () => (await dialog.count()) === 0);
}

export const accessoriesSection = (page: Page): Locator => element(page).locator('section#accessoryContent');

/** The card of an accessory, in its group's tab. */
export async function accessoryCard(page: Page, item: CatalogAccessory): Promise<Locator> {
  const section = accessoriesSection(page);
  const card = section.getByRole('article', { name: item.title, exact: true });
  await clickUntil(section.getByRole('tab', { name: item.accessory_group, exact: true }), card);
  return card;
}

/**
 * Adds an accessory from its card. When a proposal opens ('This one's got a
 * plus-one' and the like) it is checked with axe, photographed when asked, and
 * accepted. Resolves once the URL's cart holds the accessory.
 */
export async function addAccessory(page: Page, item: CatalogAccessory, onProposal?: (dialog: Locator) => Promise<void>): Promise<boolean> {
  const card = await accessoryCard(page, item);
  const dialog = element(page).getByRole('dialog');
  const inCartNow = () =>
    page.evaluate(
      (sku) => new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('accessories')?.split(',').includes(sku) ?? false,
      item.sku,
    );
  // Pressed again (each try short) until the cart changes or a proposal opens: a re-render on a loaded machine can swallow a press.
  await clickUntil(
    card.getByRole('button', { name: `Add ${item.title}`, exact: true }),
    async () => (await inCartNow()) || (await dialog.isVisible()),
  );
  const opened = !(await inCartNow());
  if (opened) {
    await onProposal?.(dialog);
    await clickUntil(dialog.getByRole('button', { name: 'Confirm' }), async () => (await dialog.count()) === 0);
    await expect.poll(inCartNow).toBe(true);
  }
  await card.getByRole('button', { name: `Remove ${item.title}`, exact: true }).waitFor();
  return opened;
}

// ---------------------------------------------------------------- axe and screenshots

/**
 * Axe over the element (its shadow tree, open dialogs and the form frame): no violations. `experimental`
 * names rules axe ships off (label-content-name-mismatch, WCAG 2.5.3, is one in @axe-core/playwright's axe) to run too.
 */
export async function expectNoAxeViolations(page: Page, screen: string, experimental: readonly string[] = []): Promise<void> {
  const rules = Object.fromEntries(experimental.map((id) => [id, { enabled: true }]));
  let passes = 0;
  // Asked again while a transition is under way (a notice fading in reads as low contrast mid-fade): what stays fails.
  await expect
    .poll(
      async () => {
        const results = await new AxeBuilder({ page }).include('bp-configurator').options({ rules }).analyze();
        passes = results.passes.length;
        return results.violations.map((v) => `${screen} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      },
      { message: `axe on ${screen}`, timeout: 40_000, interval: 500 },
    )
    .toEqual([]);
  expect(passes, `axe ran rules on ${screen}`).toBeGreaterThan(0);
}

/** Waits two frames so the screenshot shows what was just rendered. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

export async function screenshot(page: Page, journey: number, screen: string, viewport: ViewportName): Promise<void> {
  await settle(page);
  await page.screenshot({ path: artifactPath(`journey-${journey}-${screen}-${viewport}.png`) });
}

/** Scrolls a region's heading to the top of the viewport, clear of the sticky header. */
export async function scrollToHeading(page: Page, heading: Locator): Promise<void> {
  await heading.scrollIntoViewIfNeeded();
  await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -120));
}

/** A name containing the text anywhere (tray rows add their price and badges around the title). */
export const containing = (text: string) => new RegExp(escapeRegExp(text));
