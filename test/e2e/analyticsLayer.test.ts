/**
 * Analytics follow the page's data layer (docs/embedding.md, Analytics): on an AEM page with the
 * Adobe Client Data Layer the element pushes { event, eventInfo } to window.adobeDataLayer
 * by default; with analytics-layer="both" a page with Google Tag Manager gets its own shape too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from './fixture';

import { element, footerPrice } from './locators';

type Entry = Record<string, unknown> & { event: string };

function layer(page: Page, name: 'adobeDataLayer' | 'dataLayer'): Promise<Entry[] | null> {
  return page.evaluate((key) => (window as unknown as Record<string, Entry[] | undefined>)[key] ?? null, name);
}

describe('analytics on the page data layer', () => {
  test('an AEM page with the Adobe Client Data Layer gets { event, eventInfo } there, and nothing in window.dataLayer', async ({
    newContext,
    demoUrl,
  }) => {
    const context = await newContext();
    // The page's own ACDL snippet, as AEM writes it in the head before any component script.
    await context.addInitScript(() => {
      (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer = [];
    });
    const page = await context.newPage();
    await page.goto(`${demoUrl}/#/triton`);
    await footerPrice(page).waitFor();
    await expect
      .poll(async () => (await layer(page, 'adobeDataLayer'))?.map((entry) => entry.event))
      .toEqual(['configuratorStart', 'configuratorVehicleSelect']);
    const [start] = (await layer(page, 'adobeDataLayer')) ?? [];
    expect(start).toEqual({ event: 'configuratorStart', eventInfo: expect.objectContaining({ vehicleRange: 'triton' }) });
    expect(Object.keys(start ?? {}).sort()).toEqual(['event', 'eventInfo']);
    expect(await layer(page, 'dataLayer')).toBeNull();
  });

  test('analytics-layer="both" feeds each layer its own shape', async ({ openDemo }) => {
    const { page } = await openDemo('/');
    await element(page).getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor();
    await page.evaluate(() => document.querySelector('bp-configurator')?.setAttribute('analytics-layer', 'both'));
    await page.evaluate(() => {
      window.location.hash = '#/triton';
    });
    await footerPrice(page).waitFor();
    await expect
      .poll(async () => (await layer(page, 'dataLayer'))?.map((entry) => entry.event))
      .toEqual(['configuratorStart', 'configuratorVehicleSelect']);
    await expect
      .poll(async () => (await layer(page, 'adobeDataLayer'))?.map((entry) => entry.event))
      .toEqual(['configuratorStart', 'configuratorVehicleSelect']);
    const [gtmStart] = (await layer(page, 'dataLayer')) ?? [];
    const [adobeStart] = (await layer(page, 'adobeDataLayer')) ?? [];
    expect(gtmStart).toMatchObject({ event: 'configuratorStart', vehicleRange: 'triton' });
    expect(adobeStart).toEqual({ event: 'configuratorStart', eventInfo: expect.objectContaining({ vehicleRange: 'triton' }) });
  });
});
