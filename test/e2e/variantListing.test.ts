/**
 * The variant listing (spec 7.9): a variant whose folder listing the DAM answers shows the key
 * features and the colour picture it names; a variant whose listing is absent (404) shows the
 * range's key-features fragment and the colour's front three-quarter image, as before.
 * The demo answers listings from demo/listings/ (the GLS and GSR Double Cab Pick Up only).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from './fixture';
import { element, showStickyHeader } from './locators';

const triton = JSON.parse(readFileSync(new URL('../../demo/catalog/triton.json', import.meta.url), 'utf8')).ranges[0];
const keyFeaturesOf = (sku: string): string => triton.products.find((p: { sku: string }) => p.sku === sku).key_features;
/** The first feature of a catalog key-features list, as text. */
const firstFeature = (html: string): string => /<li>([^<]+)<\/li>/.exec(html)![1]!;

/** Opens 'Key Features' (pressed again until it shows open: the chunk or a re-render can swallow a click) and returns its text. */
async function openKeyFeatures(page: Page): Promise<() => Promise<string>> {
  const row = element(page).getByTestId('key-features');
  const toggle = row.getByRole('button', { name: 'Key Features' });
  await expect
    .poll(
      async () => {
        if ((await toggle.getAttribute('aria-expanded', { timeout: 5_000 }).catch(() => null)) !== 'true')
          await toggle.click({ timeout: 5_000 }).catch(() => undefined);
        return toggle.getAttribute('aria-expanded', { timeout: 5_000 }).catch(() => null);
      },
      { timeout: 45_000 },
    )
    .toBe('true');
  return () => row.innerText();
}

describe('the variant listing (spec 7.9)', () => {
  it('shows the key features and colour picture a variant’s listing names', async ({ openDemo }) => {
    const { page, errors } = await openDemo('/triton?model-selection=TR25GLSDCPI4DA');
    const text = await openKeyFeatures(page);
    await expect.poll(text).toContain('GLS Double Cab Pick Up: listed for this variant');
    await expect.poll(text).toContain('Features vary by model and grade.');
    const strip = await showStickyHeader(page);
    // The listing's '{exterior slug}.svg' in the variant folder, not '{exterior slug}/3-4-front.svg'.
    await expect
      .poll(() => strip.getByRole('img').getAttribute('src'))
      .toMatch(/\/gls-double-cab-pick-up\/4wd\/diesel\/6-speed-automatic\/[a-z-]+\.svg$/);
    expect(errors).toEqual([]);
  });

  it('falls back to the range’s key features and the front three-quarter picture for a variant without a listing', async ({ openDemo }) => {
    const sku = 'TR25GLXDCPI4DA';
    const { page, errors } = await openDemo(`/triton?model-selection=${sku}`);
    const text = await openKeyFeatures(page);
    await expect.poll(text).toContain(firstFeature(keyFeaturesOf(sku)));
    expect(await text()).not.toContain('listed for this variant');
    const strip = await showStickyHeader(page);
    await expect
      .poll(() => strip.getByRole('img').getAttribute('src'))
      .toMatch(/\/glx-double-cab-pick-up\/4wd\/diesel\/6-speed-automatic\/[a-z-]+\/3-4-front\.svg$/);
    expect(errors).toEqual([]);
  });
});
