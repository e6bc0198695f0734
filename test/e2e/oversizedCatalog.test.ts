/**
 * Hostile catalogs and a full storage quota (issue 27.3, 27.4), on a demo server of its own
 * serving scripts/bench/oversizedCatalog.mjs: a model of 10,000 variants, accessories that
 * require themselves or each other, a chain of 60 required accessories and a 1 MB description.
 * What a visitor notices is asserted here; how long the page is blocked is measured by
 * `npm run bench` (scripts/bench/hostile.mjs), never here.
 */
import type { Page } from 'playwright-core';
import { withoutModels } from './browser';
import { startDemoServer } from './demoServer';
import { describe, expect, test } from './fixture';
// @ts-expect-error plain ESM script without type declarations
import * as oversized from '../../scripts/bench/oversizedCatalog.mjs';
import { element, footerPrice } from './locators';

const { ACCESSORY_MODEL, BIG_DESCRIPTION_SENTENCE, CHAIN, HOSTILE_ANSWER_NODES, HUGE_MODEL, hugePrice, writeOversizedCatalog } =
  oversized as {
    ACCESSORY_MODEL: string;
    BIG_DESCRIPTION_SENTENCE: string;
    CHAIN: number;
    HOSTILE_ANSWER_NODES: string;
    HUGE_MODEL: string;
    hugePrice: (paint: number, trim: number) => number;
    writeOversizedCatalog: () => { file: string; remove: () => void };
  };

interface Visit {
  page: Page;
  /** console.warn and console.error lines of the page so far. */
  logged: string[];
  errors: string[];
  /**
   * Resolves once every customer type's prices are in: the page fetches the other two once idle, and
   * the one-process demo store serves nothing else (the build engine's chunk either) while it answers
   * them for 10,000 variants, so a first click before then waits for that, not for the element.
   */
  settled: () => Promise<void>;
}

const patience = { timeout: 60_000 };

const it = test.extend('hostile', { scope: 'file' }, async ({ browser }, { onCleanup }) => {
  const catalog = writeOversizedCatalog();
  const opened: { close: () => Promise<void> }[] = [];
  onCleanup(async () => {
    for (const resource of opened.reverse()) await resource.close();
    catalog.remove();
  });
  const demo = await startDemoServer({
    BP_CATALOG: catalog.file,
    BP_LEADS_FILE: `${catalog.file}.leads.jsonl`,
    BP_MAX_ANSWER_NODES: HOSTILE_ANSWER_NODES,
  });
  opened.push(demo);
  // A worker that ends without running the cleanup (killed after a failure) must not leave the server behind.
  const orphaned = () => demo.process.kill();
  process.once('exit', orphaned);
  opened.push({ close: async () => void process.off('exit', orphaned) });
  /** A fresh context and page at the hostile demo's `#<hash>`. */
  return async (hash: string): Promise<Visit> => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    opened.push(context);
    await withoutModels(context);
    const page = await context.newPage();
    const logged: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    let offers = 0;
    page.on('response', (response) => {
      if (/GetVehicleOffers/.test(response.request().postData() ?? '')) offers += 1;
    });
    await page.goto(`${demo.url}/#${hash}`);
    const settled = () => expect.poll(() => offers, patience).toBeGreaterThanOrEqual(3);
    return { page, logged, errors, settled };
  };
});

const dollars = (value: number): string => `$${value.toLocaleString('en-AU')}*`;
const hashOf = (page: Page) => page.evaluate(() => decodeURIComponent(window.location.hash));

describe('a model with 10,000 variants', () => {
  it('answers a colour click and a trim click with the chosen variant and its price', async ({ hostile }) => {
    const { page, errors, settled } = await hostile(`/asx?model-selection=${HUGE_MODEL}`);
    await expect.poll(() => footerPrice(page).textContent(), patience).toBe(dollars(hugePrice(0, 0)));
    const paints = element(page).getByRole('radiogroup', { name: 'Exterior colours', exact: true });
    await expect.poll(() => paints.getByRole('radio').count(), patience).toBe(100);
    await settled();

    const paint = paints.getByRole('radio', { name: /^Paint 57\b/ });
    await paint.click(patience);
    await expect.poll(() => paint.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => footerPrice(page).textContent()).toBe(dollars(hugePrice(57, 0)));
    await expect.poll(() => hashOf(page)).toContain(`option-sku=${HUGE_MODEL}-E57-I0`);

    const trim = element(page)
      .getByRole('radiogroup', { name: 'Interior', exact: true })
      .getByRole('radio', { name: /^Trim 42\b/ });
    await trim.click(patience);
    await expect.poll(() => trim.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => footerPrice(page).textContent()).toBe(dollars(hugePrice(57, 42)));
    await expect.poll(() => hashOf(page)).toContain(`option-sku=${HUGE_MODEL}-E57-I42`);
    expect(errors).toEqual([]);
  });
});

describe('accessories that require themselves, each other or a long chain', () => {
  it('are logged once as data issues naming their skus, and every Add is answered', async ({ hostile }) => {
    const { page, logged, errors, settled } = await hostile(`/asx?model-selection=${ACCESSORY_MODEL}`);
    await settled();
    const list = element(page).locator('#accessoryContent');
    const dialog = element(page).getByRole('dialog');

    // Requires (a colour of) itself: a data issue; Add adds it alone.
    await list.getByRole('button', { name: 'Add Self-requiring rack', exact: true }).click(patience);
    await list.getByRole('button', { name: 'Remove Self-requiring rack', exact: true }).waitFor();

    // Two that require each other: Add proposes the other; both are added.
    await list.getByRole('button', { name: 'Add Loop bar A', exact: true }).click();
    await dialog.getByText('Loop bar B', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await list.getByRole('button', { name: 'Remove Loop bar B', exact: true }).waitFor();

    // A chain of 60: proposed and added whole.
    await list.getByRole('button', { name: 'Add Chain link 1', exact: true }).click();
    await dialog.getByText(`Chain link ${CHAIN}`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(async () => ((await hashOf(page)).match(/HX-CH\d\d/g) ?? []).length).toBe(CHAIN);
    await list.getByRole('button', { name: `Remove Chain link ${CHAIN}`, exact: true }).waitFor();

    const lines = (text: string) => logged.filter((line) => line.includes(text));
    await expect.poll(() => lines('HX-SELF lists itself as required')).toHaveLength(1);
    await expect.poll(() => lines('HX-LOOPA requires HX-LOOPB requires HX-LOOPA (a cycle)')).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('opens a 1 MB description cut to what a page can show, and closes back to its button', async ({ hostile }) => {
    const { page, logged, errors, settled } = await hostile(`/asx?model-selection=${ACCESSORY_MODEL}`);
    await settled();
    const more = element(page).getByRole('button', { name: 'More information about Long story mat', exact: true });
    await more.click(patience);
    const dialog = element(page).getByRole('dialog', { name: /Long story mat/ });
    await dialog.getByText(BIG_DESCRIPTION_SENTENCE.trim(), { exact: false }).first().waitFor();
    const shown = await dialog.evaluate((node) => node.textContent?.length ?? 0);
    expect(shown).toBeGreaterThan(10_000);
    expect(shown).toBeLessThan(25_000);
    await expect
      .poll(() => logged.filter((line) => line.includes('descriptions over 20000 characters') && line.includes('HX-BIG')))
      .toHaveLength(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => more.evaluate((node) => (node.getRootNode() as ShadowRoot).activeElement === node)).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe('a full storage quota (issue 27.3)', () => {
  it('never offers to continue the older build: the offer is the build just made', async ({ hostile }) => {
    const { page, errors, settled } = await hostile(`/asx?model-selection=${ACCESSORY_MODEL}`);
    await footerPrice(page).waitFor(patience);
    await settled();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('buildUrl'))).toContain(`option-sku=${ACCESSORY_MODEL}-`);
    // The page's other data fills what the origin may store.
    const free = await page.evaluate(() => {
      let size = 1 << 22;
      let index = 0;
      while (size >= 1) {
        try {
          window.localStorage.setItem(`filler${index}`, 'x'.repeat(size));
          index += 1;
        } catch {
          size = Math.floor(size / 2);
        }
      }
      // A quota counts keys too: the last few characters go to one-character keys (a 'filler…' key may not fit where 'probe' does).
      for (const key of 'abcdefghijklmnopqrstuvwxyz') {
        try {
          window.localStorage.setItem(key, '');
        } catch {
          break;
        }
      }
      try {
        window.localStorage.setItem('probe', 'x');
        return true;
      } catch {
        return false;
      }
    });
    expect(free).toBe(false);

    await page.evaluate((hash) => (window.location.hash = hash), `#/asx?model-selection=${HUGE_MODEL}`);
    const paint = element(page)
      .getByRole('radiogroup', { name: 'Exterior colours', exact: true })
      .getByRole('radio', { name: /^Paint 57\b/ });
    await paint.click(patience);
    await expect.poll(() => paint.getAttribute('aria-checked'), patience).toBe('true');
    // Saved at most every 300 ms: the build is stored before the visitor leaves.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('buildUrl'))).toContain(`option-sku=${HUGE_MODEL}-E57-I0`);

    await page.evaluate(() => (window.location.hash = '#/'));
    await page.reload();
    const offer = element(page).getByRole('dialog', { name: 'Continue your ASX build?' });
    await offer.getByRole('button', { name: 'Yes, please' }).click(patience);
    await expect.poll(() => hashOf(page)).toContain(`option-sku=${HUGE_MODEL}-E57-I0`);
    await expect.poll(() => paint.getAttribute('aria-checked'), patience).toBe('true');
    expect(errors).toEqual([]);
  });
});
