/**
 * The variant listing (spec 7.9): the key features and the colour picture a variant's listing
 * names show, whether the listing is authored (demo/listings/: the GLS and GSR Double Cab Pick Up)
 * or generated (every other variant, as the DAM holds one for every variant); a page meets no 404.
 * When a listing is absent (404, made so by the test itself), the range's key-features fragment
 * and the colour's front three-quarter image show, as before.
 */
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from 'playwright-core';
import { prepareDemoContext } from './browser';
import { describe, expect, it, type E2eFixtures } from './fixture';
import { element, showStickyHeader } from './locators';

const asx = JSON.parse(readFileSync(new URL('../../demo/catalog/asx.json', import.meta.url), 'utf8')).ranges[0];
const keyFeaturesOf = (sku: string): string => asx.products.find((p: { sku: string }) => p.sku === sku).key_features;
/** The first feature of a catalog key-features list, as text. */
const firstFeature = (html: string): string => /<li>([^<]+)<\/li>/.exec(html)![1]!;

/**
 * The ASX LS CVT: no authored listing, so the demo answers its generated one. The ASX has no 3D model, so
 * its page has nothing else that fails on purpose (the fixture answers the 3D-ready ranges' models 404).
 */
const LS = 'AX25LS5SSSU2PA';
const LS_FOLDER = '/mmal/vehicles/asx/202425/suv/ls-5-seat-suv/2wd/petrol/cvt';
const LS_LISTING = `/api/assets${LS_FOLDER}.json`;
const GLS_LISTING = '/api/assets/mmal/vehicles/triton/2025/pick-up/gls-double-cab-pick-up/4wd/diesel/6-speed-automatic.json';

/** The browser's line for a fetch answered 404: the only console error a test may expect, and only for its own URL. */
const isNotFoundLineFor = (message: ConsoleMessage, path: string): boolean =>
  message.text().startsWith('Failed to load resource: the server responded with a status of 404') &&
  new URL(message.location().url).pathname === path;

interface Visit {
  page: Page;
  /** Page errors, and console errors with where each came from. */
  problems: { pageErrors: string[]; consoleErrors: string[] };
  /** The vehicle asset listings the page was answered, as 'path status'. */
  listingAnswers: string[];
}

/**
 * Opens a vehicle link (`route`, the hash) with page errors and console errors collected from the first
 * request on; `notFound` makes that one listing answer 404, and its 404 line is the one console error left out.
 */
async function visit(
  { demoUrl, newContext }: Pick<E2eFixtures, 'demoUrl' | 'newContext'>,
  route: string,
  notFound?: string,
): Promise<Visit> {
  const context = await newContext();
  await prepareDemoContext(context);
  if (notFound)
    await context.route(
      (url) => url.pathname === notFound,
      (route) => route.fulfill({ status: 404, body: 'not found' }),
    );
  const page = await context.newPage();
  const problems: Visit['problems'] = { pageErrors: [], consoleErrors: [] };
  const listingAnswers: string[] = [];
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error' || (notFound && isNotFoundLineFor(message, notFound))) return;
    problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/assets/mmal/vehicles/')) listingAnswers.push(`${pathname} ${response.status()}`);
  });
  await page.goto(`${demoUrl}/#${route}`);
  return { page, problems, listingAnswers };
}

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
  it('shows the key features and colour picture an authored listing names', async ({ demoUrl, newContext }) => {
    // The Triton is 3D-ready: its model answers 404 in these tests (the fixture's), so only page errors are refused here.
    const { page, problems, listingAnswers } = await visit({ demoUrl, newContext }, '/triton?model-selection=TR25GLSDCPI4DA');
    const text = await openKeyFeatures(page);
    await expect.poll(text).toContain('GLS Double Cab Pick Up: listed for this variant');
    await expect.poll(text).toContain('Features vary by model and grade.');
    const strip = await showStickyHeader(page);
    // The listing's '{exterior slug}.svg' in the variant folder, not '{exterior slug}/3-4-front.svg'.
    await expect
      .poll(() => strip.getByRole('img').getAttribute('src'))
      .toMatch(/\/gls-double-cab-pick-up\/4wd\/diesel\/6-speed-automatic\/[a-z-]+\.svg$/);
    expect(listingAnswers).toContain(`${GLS_LISTING} 200`);
    expect(listingAnswers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('reads the generated listing of a variant without an authored one, and the page logs no error', async ({ demoUrl, newContext }) => {
    const { page, problems, listingAnswers } = await visit({ demoUrl, newContext }, `/asx?model-selection=${LS}`);
    const text = await openKeyFeatures(page);
    await expect.poll(text).toContain(firstFeature(keyFeaturesOf(LS)));
    await expect.poll(text).not.toContain('listed for this variant');
    const strip = await showStickyHeader(page);
    // The picture the generated listing names in the variant folder.
    await expect.poll(() => strip.getByRole('img').getAttribute('src')).toMatch(new RegExp(`${LS_FOLDER}/[a-z-]+\\.svg$`));
    expect(listingAnswers).toContain(`${LS_LISTING} 200`);
    expect(listingAnswers.filter((answer) => !answer.endsWith(' 200'))).toEqual([]);
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  it('falls back to the range’s key features and the front three-quarter picture when the listing answers 404', async ({
    demoUrl,
    newContext,
  }) => {
    const { page, problems, listingAnswers } = await visit({ demoUrl, newContext }, `/asx?model-selection=${LS}`, LS_LISTING);
    const text = await openKeyFeatures(page);
    await expect.poll(() => listingAnswers).toContain(`${LS_LISTING} 404`);
    await expect.poll(text).toContain(firstFeature(keyFeaturesOf(LS)));
    const strip = await showStickyHeader(page);
    await expect.poll(() => strip.getByRole('img').getAttribute('src')).toMatch(new RegExp(`${LS_FOLDER}/[a-z-]+/3-4-front\\.svg$`));
    // The browser's 404 line for that listing is expected; nothing else.
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
});
