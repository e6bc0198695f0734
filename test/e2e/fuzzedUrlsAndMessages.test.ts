/**
 * Property-based fuzzing in Chromium against the demo (fast-check):
 * (a) generated hash URLs (routes, junk segments, 8 KB values, percent-encoding junk,
 *     unicode, ?/&/=/# soup, the configurator's parameters with junk values) set on one
 *     loaded page: no page error, no console error but the element's own logs, the page
 *     stays on its document, and the element shows exactly one screen;
 * (b) generated window messages (spec 7 names with junk payloads, __proto__ keys, huge
 *     strings, arrays, numbers, deep nesting, null) posted by the page itself and by a
 *     same-origin child frame: no error, and the build (its URL) and price unchanged;
 *     a valid message afterwards still works, so the listener was alive all along.
 */
import fc from 'fast-check';
import { describe, expect, it, type OpenDemo } from './fixture';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { parseHostMessage } from '../../src/host/hostMessages';
import { isComparisonQuery } from '../../src/domain/comparisonParams';
import { footerPrice, steady } from './locators';

const SELECTOR_HEADING = 'Which Mitsubishi would you like to make yours?';
const ERROR_HEADINGS = [
  'Whoops, looks like there was an error fetching the vehicles for Build and Price',
  'Whoops, looks like there was an error fetching your vehicle',
];

/** Console errors the page may log: the element's own documented lines and the browser's network notes. */
const ALLOWED_CONSOLE = [
  /^bp-configurator: (?!a screen failed to render)/,
  /^Failed to load resource: the server responded with a status of (404|400)/,
];

interface Watch {
  context: BrowserContext;
  page: Page;
  errors: string[];
  consoleErrors: string[];
}

async function watchDemo(openDemo: OpenDemo, hash: string): Promise<Watch> {
  // With the 3D models served, as a visitor has them: no expected 404 noise in the console.
  const { context, page, errors } = await openDemo(hash, { withModels: true });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ALLOWED_CONSOLE.some((allowed) => allowed.test(message.text()))) consoleErrors.push(message.text());
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.locator('bp-configurator').getByRole('heading', { level: 1 }).first().waitFor();
  // A mark on this document: gone if the page ever navigates to another document.
  await page.evaluate(() => ((window as unknown as { __fuzzDocument: string }).__fuzzDocument = 'kept'));
  return { context, page, errors, consoleErrors };
}

/** What the element shows now: each screen it may show, and whether it is there. */
function screens(page: Page) {
  return page.evaluate(
    ({ selector, errorHeadings }) => {
      const root = document.querySelector('bp-configurator')?.shadowRoot;
      const headings = [...(root?.querySelectorAll('h1') ?? [])].map((h) => h.textContent?.trim() ?? '');
      const loading =
        root?.querySelector('[data-testid="loading"]') !== null && root?.querySelector('[data-testid="loading"]') !== undefined;
      const selectorShown = headings.includes(selector);
      const errorShown = headings.some((h) => errorHeadings.includes(h));
      const configurator = root?.querySelector('main') !== null && headings.some((h) => h !== selector && !errorHeadings.includes(h));
      const footerPrice = root?.querySelector('[data-testid="footer-price"]') !== null;
      return { selector: selectorShown, error: errorShown, configurator: configurator && footerPrice, loading, headings };
    },
    { selector: SELECTOR_HEADING, errorHeadings: ERROR_HEADINGS },
  );
}

const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Waits for the element to settle after a hash change: the route rendered, the
 * loading status gone and one screen shown, the same on two looks 150 ms apart
 * (or still loading after 8 s).
 */
async function settle(page: Page) {
  await frames(page);
  const deadline = Date.now() + 8000;
  let previous = '';
  let now = await screens(page);
  while (Date.now() < deadline) {
    const shown = [now.selector, now.error, now.configurator].filter(Boolean).length;
    const key = JSON.stringify(now);
    if (!now.loading && shown === 1 && key === previous) break;
    previous = key;
    await page.waitForTimeout(150);
    now = await screens(page);
  }
  return now;
}

// --- Generators ------------------------------------------------------------------

const percentJunk = fc.constantFrom(
  '%E0%A4%A',
  '%',
  '%%',
  '%zz',
  '%C0%AF',
  '%ED%A0%80',
  '%00',
  '%2F..%2F',
  '%23',
  '%3F',
  '%26',
  '%3D',
  '%FF%FE',
);
const soup = fc
  .array(fc.constantFrom('?', '&', '=', '#', '/', '?&=', '==', '&&', '##'), { minLength: 1, maxLength: 8 })
  .map((parts) => parts.join(''));
const unicode = fc.string({ unit: 'grapheme', maxLength: 30 });
const longValue = fc.integer({ min: 1000, max: 8000 }).map((n) => 'x'.repeat(n));
const realValue = fc.constantFrom(
  'TR25GLXSCCA2PM',
  'TR25GLXSCCA2PM-W32-C1',
  'TR25GLSDCPI4DA-X42-L2-P1',
  'MZ330179',
  'MZ330179,MZ330186',
  'get-a-quote',
  'book-a-test-drive',
  'Get a Dealer Quote',
);
const junkValue = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: percentJunk },
  { weight: 2, arbitrary: unicode },
  { weight: 1, arbitrary: soup },
  { weight: 1, arbitrary: longValue },
  { weight: 2, arbitrary: realValue },
  { weight: 1, arbitrary: fc.array(fc.oneof(realValue, percentJunk, unicode), { maxLength: 6 }).map((parts) => parts.join(',')) },
);
const route = fc.oneof(
  fc.constantFrom(
    '/',
    '/errorPage',
    '/errorPage?isSelectorPage=true',
    '/triton',
    '/triton/',
    '/all-new-triton',
    '/all-new-triton/submit',
    '/triton/submit',
    '/asx',
    '/outlander-my25',
    '/nope',
    '',
  ),
  fc
    .array(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        percentJunk,
        unicode,
        fc.constantFrom('triton', 'all-new-triton', 'submit', '..', '.', 'errorPage'),
      ),
      { minLength: 1, maxLength: 4 },
    )
    .map((segments) => `/${segments.join('/')}`),
  longValue.map((value) => `/${value}`),
);
const parameter = fc.tuple(
  fc.oneof(
    fc.constantFrom('model-selection', 'option-sku', 'accessories', 'viewDrawer', 'wcmmode', 'gclid'),
    fc.string({ maxLength: 10 }),
    percentJunk,
  ),
  junkValue,
);
const hashArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(route, fc.array(parameter, { maxLength: 5 }))
      .map(([path, params]) => (params.length ? `${path}?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : path)),
  },
  { weight: 1, arbitrary: fc.tuple(route, soup, junkValue).map(([path, mess, value]) => `${path}${mess}${value}`) },
);

// Window messages: spec 7 names (both directions, the form's too) with junk payloads, and junk.
const MESSAGE_TYPES = [
  'showStateBasedPricingModal',
  'pricingAndLocationUpdate',
  'syncPricingAndLocationBetweenVueAndReact',
  'setPOA',
  'setOverrideOffer',
  'set3DState',
  'financeDisclaimersUpdate',
  'offerTotalUpdate',
  'iframe.showReactThankyouContent',
  'mmal.selectedDealerUpdate',
  'iframe.reactFormSubmit',
];
const junkPayload: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
  fc.constant('y'.repeat(200_000)),
  fc.integer({ min: 1, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown),
  fc.record({
    customerType: fc.oneof(fc.constantFrom('private', 'business', 'mmba', 'PRIVATE', '__proto__', ''), fc.jsonValue({ maxDepth: 1 })),
    pricingType: fc.oneof(fc.constantFrom('drive-away', 'mmba', 'lease', 'constructor'), fc.jsonValue({ maxDepth: 1 })),
    location: fc.oneof(
      fc.constant(null),
      fc.jsonValue({ maxDepth: 2 }),
      fc.record({
        suburb: fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 1 })),
        state: fc.oneof(fc.constantFrom('nsw', 'xx', 'NSW ', ''), fc.jsonValue({ maxDepth: 1 })),
        postcode: fc.oneof(fc.constantFrom('2000', '200', '20000', 'abcd'), fc.integer()),
      }),
    ),
  }),
);
/** Message data as JSON text (parsed in the page, so __proto__ stays an own key). */
const messageJson = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(fc.constantFrom(...MESSAGE_TYPES), junkPayload).map(([type, payload]) => JSON.stringify({ type, payload })),
  },
  {
    weight: 1,
    arbitrary: junkPayload.map(
      (payload) =>
        `{"type":"pricingAndLocationUpdate","__proto__":{"type":"showStateBasedPricingModal"},"payload":${JSON.stringify(payload)}}`,
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...MESSAGE_TYPES).map((type) => `{"__proto__": {"type": "${type}"}, "payload": {}}`) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'null',
      '0',
      '""',
      '[]',
      '"showStateBasedPricingModal"',
      '{"type": null}',
      '{"type": ["showStateBasedPricingModal"]}',
    ),
  },
);

/** The build the page names and the price it shows. */
const buildState = (page: Page) =>
  page.evaluate(() => ({
    hash: window.location.hash,
    price: document.querySelector('bp-configurator')?.shadowRoot?.querySelector('[data-testid="footer-price"]')?.textContent ?? null,
    dialogs: document.querySelector('bp-configurator')?.shadowRoot?.querySelectorAll('dialog[open]').length ?? 0,
    document: (window as unknown as { __fuzzDocument?: string }).__fuzzDocument ?? null,
  }));

describe('fuzzing the element in Chromium', () => {
  it('survives any hash URL: one screen shown, no error, same document', { timeout: 120_000 }, async ({ openDemo }) => {
    const { page, errors, consoleErrors } = await watchDemo(openDemo, '/triton');
    const origin = await page.evaluate(() => window.location.origin + window.location.pathname);
    const tried: string[] = [];
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(hashArb, async (hash) => {
        tried.push(hash);
        await page.evaluate((value) => {
          window.location.hash = value;
        }, hash);
        const now = await settle(page);
        // Exactly one screen; none only while the loading screen shows.
        const shown = [now.selector, now.error, now.configurator].filter(Boolean).length;
        seen.add(now.selector ? 'selector' : now.error ? 'error' : now.configurator ? 'configurator' : 'loading');
        expect({ shown, loading: shown === 0 ? now.loading : null }, `${hash.slice(0, 200)} → ${JSON.stringify(now.headings)}`).toEqual(
          shown === 0 ? { shown: 0, loading: true } : { shown: 1, loading: null },
        );
        const where = await page.evaluate(() => ({
          at: window.location.origin + window.location.pathname,
          document: (window as unknown as { __fuzzDocument?: string }).__fuzzDocument,
        }));
        expect(where).toEqual({ at: origin, document: 'kept' });
        expect(errors, hash.slice(0, 200)).toEqual([]);
        expect(consoleErrors, hash.slice(0, 200)).toEqual([]);
      }),
      { numRuns: 40, endOnFailure: true },
    );
    expect(tried.length).toBe(40);
    // The runs reached more than one kind of screen (routes really changed).
    expect(seen.size).toBeGreaterThan(1);
    // Back to a known route: the element still works.
    await page.evaluate(() => (window.location.hash = '#/'));
    await page.locator('bp-configurator').getByRole('heading', { name: SELECTOR_HEADING }).waitFor();
  });

  it(
    'opens any comparison link on the selector: both builds side by side or one clear message, no error (issue 32)',
    { timeout: 120_000 },
    async ({ openDemo }) => {
      const { page, errors, consoleErrors } = await watchDemo(openDemo, '/');
      const shared = page.locator('bp-configurator').getByTestId('shared-comparison');
      const field = fc.constantFrom('range', 'name', 'model-selection', 'option-sku', 'accessories');
      const value = fc.oneof(junkValue, fc.constantFrom('triton', 'asx', 'TR25GLXDCPI4DA', 'TR25GLXDCPI4DA-W32-C1'));
      const side = fc.constantFrom('a', 'b');
      // A whole link of real builds, with some of its parameters replaced or added as junk.
      const real = [
        'a-range=triton',
        'a-name=For%20Sam',
        'a-model-selection=TR25GLXDCPI4DA',
        'a-option-sku=TR25GLXDCPI4DA-W32-C1',
        'b-range=triton',
        'b-model-selection=TR25GLXDCPI4DA',
        'b-option-sku=TR25GLXDCPI4DA-W37-C1',
        'priced-for=private.drive-away',
      ];
      const link = fc
        .tuple(
          fc.subarray(real, { minLength: 1 }),
          fc.array(fc.tuple(side, field, value), { maxLength: 4 }),
          fc.oneof(fc.constant(''), soup, percentJunk),
        )
        .map(([kept, junk, tail]) => `/?${[...junk.map(([s, f, v]) => `${s}-${f}=${v}`), ...kept].join('&')}${tail}`);
      await fc.assert(
        fc.asyncProperty(link, async (hash) => {
          await page.evaluate((next) => {
            window.location.hash = next;
          }, hash);
          const now = await settle(page);
          expect(now.selector, hash.slice(0, 200)).toBe(true);
          // The comparison, or one message saying why it cannot be shown; nothing half drawn.
          await expect
            .poll(
              async () => {
                const shown = await shared.count();
                if (shown === 0) return isComparisonQuery(hash) ? 'pending' : 'no comparison link';
                const comparison = await shared.getByTestId('build-comparison').count();
                const problem = await shared.getByTestId('shared-comparison-problem').count();
                return comparison + problem === 1 ? (comparison ? 'comparison' : 'problem') : 'pending';
              },
              { timeout: 15_000, message: hash.slice(0, 200) },
            )
            .not.toBe('pending');
          expect(errors, hash.slice(0, 200)).toEqual([]);
          expect(consoleErrors, hash.slice(0, 200)).toEqual([]);
        }),
        { numRuns: 20, endOnFailure: true },
      );
      // The whole link still opens the two builds side by side.
      await page.evaluate((next) => (window.location.hash = next), `/?${real.join('&')}`);
      await shared.getByTestId('build-comparison').waitFor({ timeout: 15_000 });
    },
  );

  it(
    'ignores junk window messages from the page and from a child frame; the build and price stay, a valid message still works',
    { timeout: 90_000 },
    async ({ openDemo }) => {
      const { page, errors, consoleErrors } = await watchDemo(openDemo, '/triton');
      const el = page.locator('bp-configurator');
      await footerPrice(el).waitFor();
      await expect.poll(() => page.evaluate(() => window.location.hash)).toContain('option-sku=');
      // A same-origin child frame of the page.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const frame = document.createElement('iframe');
            frame.name = 'fuzz-child';
            frame.src = '/host.css';
            frame.addEventListener('load', () => resolve(), { once: true });
            document.body.append(frame);
          }),
      );
      const child = (): Frame => page.frames().find((f) => f.name() === 'fuzz-child')!;
      // Taken once it holds (a price or the link may still be catching up): each junk message is checked against it.
      const before = await steady(() => buildState(page));
      expect(before.price).toMatch(/\$/);

      await fc.assert(
        fc.asyncProperty(messageJson, fc.boolean(), async (json, fromChild) => {
          const data = JSON.parse(json) as unknown;
          // From the page itself only messages the element must ignore; from a child frame, anything.
          fc.pre(fromChild || parseHostMessage(data) === null);
          const post = (text: string) => {
            window.postMessage(JSON.parse(text), '*');
          };
          const postToParent = (text: string) => {
            window.parent.postMessage(JSON.parse(text), '*');
          };
          if (fromChild) await child().evaluate(postToParent, json);
          else await page.evaluate(post, json);
          await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 30)));
          expect(await buildState(page), json.slice(0, 200)).toEqual(before);
          expect(errors, json.slice(0, 200)).toEqual([]);
          expect(consoleErrors, json.slice(0, 200)).toEqual([]);
        }),
        { numRuns: 60, endOnFailure: true },
      );

      // The listener is alive: a valid message from the page applies business pricing.
      await page.evaluate(() =>
        window.postMessage(
          {
            type: 'pricingAndLocationUpdate',
            payload: {
              customerType: 'business',
              pricingType: 'drive-away',
              location: { suburb: 'Sydney', state: 'nsw', postcode: '2000' },
            },
          },
          window.location.origin,
        ),
      );
      await expect.poll(async () => (await footerPrice(el).textContent())?.endsWith('#')).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});
