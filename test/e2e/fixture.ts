/**
 * The one end-to-end fixture. Every e2e test file imports `test` (and `describe`,
 * `expect`) from here instead of launching Chromium and closing contexts by hand:
 *
 *   import { describe, expect, test } from './fixture';
 *
 *   test('shows the total', async ({ openDemo }) => {
 *     const { page } = await openDemo('/triton');
 *     ...
 *   });
 *
 * - `demoUrl`: this worker's demo server, one of those globalSetup started (file scope): files run
 *   in parallel, each worker on a server of its own, so fault switches and leads are never shared.
 * - `browser`: system Chromium, launched once per file and closed after its last test.
 * - `openDemo(hash, options)`: a fresh context (own storage) and page at the demo's
 *   `#<hash>` (after `options.search`, the host page's query), collecting page errors and the GraphQL
 *   operations it asks for from its first request; see `DemoOptions`.
 * - What the files find on the page (the element, the sticky header scrolled into view) is in `./locators`.
 * - `newContext(options)`: a bare context for tests that set up their own page.
 * - `faults(switches)`: sets the demo server's fault switches for this test.
 *
 * Every context opened through the fixture is closed when the test ends, passed or
 * failed, and the demo's fault switches are cleared before and after each test, so
 * a failing test never leaves a page, a context or a fault behind for the next one.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, inject } from 'vitest';
import { launchChromium, prepareDemoContext, setFaults, type DemoOptions } from './browser';

export { describe, expect } from 'vitest';
export type { DemoOptions } from './browser';

/** A page of the demo in a context of its own, with the page errors seen so far. */
export interface DemoVisit {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The GraphQL operation names the page asked the store for, in order, from its first request on. */
  operations: string[];
}

export interface E2eFixtures {
  demoUrl: string;
  browser: Browser;
  /** A fresh context and page at `#<hash>` of the demo host page (default '/'). Closed when the test ends. */
  openDemo: (hash?: string, options?: DemoOptions) => Promise<DemoVisit>;
  /** A bare browser context (1440×900 unless given). Closed when the test ends. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** Sets the demo server's fault switches (an empty object clears them); cleared again when the test ends. */
  faults: (switches: Record<string, string>) => Promise<void>;
}

/** The demo server of this worker: VITEST_POOL_ID (1 to maxWorkers) is never shared by two files running at once. */
export function demoUrlOfThisWorker(): string {
  const urls = inject('demoUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[worker - 1];
  if (!url) throw new Error(`no demo server for worker ${worker} (${urls.length} started)`);
  return url;
}

export const test = base
  .extend('demoUrl', { scope: 'file' }, () => demoUrlOfThisWorker())
  // eslint-disable-next-line no-empty-pattern -- vitest reads a fixture's dependencies from this pattern: none
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchChromium();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('faults', { auto: true }, async ({ demoUrl }, { onCleanup }): Promise<E2eFixtures['faults']> => {
    await setFaults(demoUrl, {});
    onCleanup(() => setFaults(demoUrl, {}));
    return (switches) => setFaults(demoUrl, switches);
  })
  .extend('newContext', async ({ browser }, { onCleanup }): Promise<E2eFixtures['newContext']> => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      await Promise.allSettled(contexts.map((context) => context.close()));
    });
    return async (options = {}) => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
      contexts.push(context);
      return context;
    };
  })
  .extend('openDemo', async ({ demoUrl, newContext }): Promise<E2eFixtures['openDemo']> => {
    return async (hash = '/', options = {}) => {
      const context = await newContext({
        viewport: options.viewport ?? { width: 1440, height: 900 },
        bypassCSP: options.bypassCSP ?? false,
        ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
      });
      await prepareDemoContext(context, options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const operations: string[] = [];
      page.on('request', (request) => {
        const name = /"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1];
        if (name) operations.push(name);
      });
      await page.goto(`${demoUrl}/${options.search ?? ''}#${hash}`);
      return { context, page, errors, operations };
    };
  });

/** @alias the same fixture-bound test, under the name most files use */
export const it = test;

/** The openDemo fixture's type, for a file's own helpers that open pages. */
export type OpenDemo = E2eFixtures['openDemo'];
