/**
 * The element inside someone else's page (issue 15): a Vue 3 app (npm's `vue`, its ESM
 * browser build) that binds attributes, listens with @bp-* handlers, re-creates the
 * element with v-if and moves it with Teleport; elements made off the page and properties
 * set before the script loaded; a site layout with a sticky header and a side column;
 * hostile page CSS; a cross-origin frame. The host pages are served by the test on the
 * demo's origin (its element module and store); the frame's parent on an origin of its own.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { withoutModels } from './browser';
import { describe, expect, it, type E2eFixtures } from './fixture';
import { clickUntil, footerPrice, settingsDialog, showStickyHeader } from './locators';

const vueBuild = readFileSync('node_modules/vue/dist/vue.esm-browser.prod.js', 'utf8');
const elementModule = '<script type="module" src="/dist/bp-configurator.js"></script>';

/**
 * A context (the fixture's newContext: closed when the test ends) whose host pages
 * (`/host-test/<name>`) are the given files; everything else is the demo at `demoUrl`.
 */
async function hostContext(
  { demoUrl, newContext }: Pick<E2eFixtures, 'demoUrl' | 'newContext'>,
  files: Record<string, string>,
  options: { withModels?: boolean; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext({ viewport: options.viewport ?? { width: 1440, height: 900 } });
  if (!options.withModels) await withoutModels(context);
  const served: Record<string, { body: string; type: string }> = { 'vue.js': { body: vueBuild, type: 'text/javascript' } };
  for (const [name, body] of Object.entries(files)) {
    const type = name.endsWith('.js') ? 'text/javascript' : name.endsWith('.css') ? 'text/css' : 'text/html';
    served[name] = { body, type };
  }
  await context.route(`${demoUrl}/host-test/**`, (route) => {
    const name = new URL(route.request().url()).pathname.replace('/host-test/', '');
    const file = served[name];
    return file ? route.fulfill({ status: 200, contentType: file.type, body: file.body }) : route.fulfill({ status: 404, body: '' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/**
 * Counts the listeners the element's code (its module and chunks under /dist/) has on `document`
 * and not taken away: window.liveDocumentListeners() after the page's init.
 */
async function trackDocumentListeners(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const live = new Set<unknown>();
    const add = Document.prototype.addEventListener;
    const remove = Document.prototype.removeEventListener;
    const keyOf = (type: string, listener: unknown, options: unknown) =>
      JSON.stringify([type, typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture)]);
    const byListener = new Map<unknown, Set<string>>();
    Document.prototype.addEventListener = function (this: Document, type: string, listener: never, options?: never) {
      if (this === document && listener && /\/dist\//.test(new Error().stack ?? '')) {
        const keys = byListener.get(listener) ?? new Set<string>();
        keys.add(keyOf(type, listener, options));
        byListener.set(listener, keys);
        live.add(listener);
      }
      return add.call(this, type, listener, options);
    };
    Document.prototype.removeEventListener = function (this: Document, type: string, listener: never, options?: never) {
      const keys = byListener.get(listener);
      if (this === document && keys) {
        keys.delete(keyOf(type, listener, options));
        if (keys.size === 0) live.delete(listener);
      }
      return remove.call(this, type, listener, options);
    };
    (window as unknown as { liveDocumentListeners: () => number }).liveDocumentListeners = () => live.size;
  });
}

/** expect.poll's own 1 s is too short for a busy 2-core machine. */
const patiently = { timeout: 15_000 };
const element = (page: Page, selector = 'bp-configurator'): Locator => page.locator(selector);
const exteriorColours = (scope: Locator) => scope.getByRole('radiogroup', { name: /Exterior/ }).getByRole('radio');

describe('lifecycle and properties', () => {
  it('an element made or cloned off the page throws nothing, renders once connected, and reads its documented defaults', async ({
    demoUrl,
    newContext,
  }) => {
    const { page, errors } = await hostContext(
      { demoUrl, newContext },
      { 'blank.html': `<!doctype html><title>blank</title>${elementModule}` },
    );
    await page.goto(`${demoUrl}/host-test/blank.html`);
    await page.waitForFunction(() => customElements.get('bp-configurator') !== undefined);
    const read = await page.evaluate(() => {
      const made = document.createElement('bp-configurator') as unknown as HTMLElement & Record<string, unknown>;
      const defaults = {
        graphqlMethod: made.graphqlMethod,
        previewMode: made.previewMode,
        routing: made.routing,
        graphqlEndpoint: made.graphqlEndpoint,
        formUrl: made.formUrl,
        allowedOrigins: made.allowedOrigins,
      };
      made.setAttribute('routing', 'memory');
      made.setAttribute('graphql-method', 'get');
      made.setAttribute('preview-mode', '');
      const afterAttributes = { graphqlMethod: made.graphqlMethod, previewMode: made.previewMode, routing: made.routing };
      made.previewMode = false;
      made.graphqlMethod = 'DELETE';
      const afterProperties = {
        previewAttribute: made.hasAttribute('preview-mode'),
        methodAttribute: made.getAttribute('graphql-method'),
        graphqlMethod: made.graphqlMethod,
      };
      made.removeAttribute('graphql-method');
      const clone = made.cloneNode(true) as HTMLElement;
      clone.id = 'clone';
      made.id = 'made';
      (window as unknown as { offPage: HTMLElement[] }).offPage = [made, clone];
      return { defaults, afterAttributes, afterProperties };
    });
    expect(read.defaults).toEqual({
      graphqlMethod: 'POST',
      previewMode: false,
      routing: 'hash',
      graphqlEndpoint: '/graphql',
      formUrl: '/content/mmal/au/en/jotforms/bpc-dealer-quote.html',
      allowedOrigins: '',
    });
    expect(read.afterAttributes).toEqual({ graphqlMethod: 'GET', previewMode: true, routing: 'memory' });
    expect(read.afterProperties).toEqual({ previewAttribute: false, methodAttribute: 'DELETE', graphqlMethod: 'POST' });

    // The clone goes in first, the original after it has rendered: both render, nothing was thrown meanwhile.
    await page.evaluate(() => document.body.append((window as unknown as { offPage: HTMLElement[] }).offPage[1]!));
    await element(page, '#clone').getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor();
    await page.evaluate(() => document.body.append((window as unknown as { offPage: HTMLElement[] }).offPage[0]!));
    await element(page, '#made').getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('honours properties set before its script loaded; removing routing keeps the current screen', async ({ demoUrl, newContext }) => {
    const early = `
      const element = document.querySelector('bp-configurator');
      element.routing = 'memory';
      element.graphqlMethod = 'GET';`;
    const { page, errors } = await hostContext(
      { demoUrl, newContext },
      {
        'early.html': `<!doctype html><title>early</title><bp-configurator></bp-configurator><script src="/host-test/set.js"></script>${elementModule}`,
        'set.js': early,
      },
    );
    const methods: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') methods.push(request.method());
    });
    await page.goto(`${demoUrl}/host-test/early.html`);
    const host = element(page);
    await clickUntil(host.getByRole('button', { name: /ASX/ }).first(), host.getByRole('heading', { name: 'ASX', level: 1 }));
    await expect.poll(() => host.getAttribute('routing')).toBe('memory');
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.every((method) => method === 'GET')).toBe(true);

    await page.evaluate(() => document.querySelector('bp-configurator')!.removeAttribute('routing'));
    await expect.poll(() => page.evaluate(() => window.location.hash), patiently).toMatch(/^#\/asx(\?|$)/);
    await expect.poll(() => host.getByRole('heading', { name: 'ASX', level: 1 }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** The Vue 3 host app: bound attributes, @bp-* handlers, v-if and a Teleport whose target can change. */
const vueApp = `
import { createApp, reactive } from '/host-test/vue.js';
const state = reactive({ shown: true, target: '#slot-a', endpoint: '/graphql', routing: 'memory', location: null, routes: [], starts: 0, builds: [] });
window.host = state;
window.fromElement = [];
const pagePosts = new Map();
/** What the page itself posts (heard once on its own window too, so kept apart from the element's). */
window.send = (message) => {
  const key = JSON.stringify(message);
  pagePosts.set(key, (pagePosts.get(key) ?? 0) + 1);
  window.postMessage(message, window.location.origin);
};
window.addEventListener('message', (event) => {
  if (event.source !== window || !event.data || typeof event.data.type !== 'string') return;
  const key = JSON.stringify(event.data);
  if (pagePosts.get(key) > 0) {
    pagePosts.set(key, pagePosts.get(key) - 1);
    return;
  }
  window.fromElement.push(event.data);
  if (event.data.type === 'pricingAndLocationUpdate') state.location = event.data.payload.location;
});
const app = createApp({
  setup: () => ({ state }),
  template: \`
    <p id="host-location">{{ state.location ? state.location.suburb : 'Not set' }}</p>
    <Teleport :to="state.target">
      <bp-configurator v-if="state.shown" :graphql-endpoint="state.endpoint" :routing="state.routing"
        @bp-route-change="state.routes.push($event.detail.path + '?' + $event.detail.search)"
        @bp-analytics="$event.detail.event === 'configuratorStart' && state.starts++"
        @bp-build-change="state.builds.push($event.detail.variantSku)"></bp-configurator>
    </Teleport>\`,
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('bp-');
app.mount('#app');
`;

describe('in a Vue 3 host page', () => {
  it(
    'keeps pricing, the latest build and one configuratorStart across v-if; a move or a re-attachment re-sends nothing; no listener stays on document',
    // Three element starts, each with its 3D viewer in software WebGL: 20-35 s alone, past 120 s on a loaded 2-core machine.
    { timeout: 300_000 },
    async ({ demoUrl, newContext }) => {
      const { context, page, errors } = await hostContext(
        { demoUrl, newContext },
        {
          'vue.html': `<!doctype html><title>vue host</title>${elementModule}<script type="module" src="/host-test/app.js"></script><div id="slot-a"></div><div id="slot-b"></div><div id="app"></div>`,
          'app.js': vueApp,
        },
        { withModels: true },
      );
      await trackDocumentListeners(context);
      const models: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.glb')) models.push(request.url());
      });
      // The page was opened from an older shared link to the Triton.
      await page.goto(`${demoUrl}/host-test/vue.html#/triton`);
      const host = element(page);
      await footerPrice(host).waitFor();
      // The 3D viewer has asked for its model (rendering it in software WebGL is not waited for).
      await expect.poll(() => models.length, { timeout: 30_000 }).toBe(1);
      await expect.poll(() => page.evaluate(() => (window as unknown as { host: { starts: number } }).host.starts), patiently).toBe(1);

      // The visitor picks another colour (the link's build is now older) and a pricing location (through the page).
      const builds = () => page.evaluate(() => [...(window as unknown as { host: { builds: string[] } }).host.builds]);
      // The start's build has been told before it is taken as the one to move from.
      await expect.poll(async () => (await builds()).length, patiently).toBeGreaterThan(0);
      const firstBuild = (await builds()).at(-1);
      const colour = exteriorColours(host).nth(1);
      await clickUntil(colour, () => colour.isChecked());
      await expect.poll(async () => (await builds()).at(-1), patiently).not.toBe(firstBuild);
      const latestBuild = (await builds()).at(-1);
      await page.evaluate(() =>
        (window as unknown as { send: (message: unknown) => void }).send({
          type: 'pricingAndLocationUpdate',
          payload: {
            customerType: 'private',
            pricingType: 'drive-away',
            location: { suburb: 'Parramatta', state: 'nsw', postcode: '2150' },
          },
        }),
      );
      await host
        .getByText(/Parramatta/)
        .first()
        .waitFor();
      // The build's link now names the state it is priced for: written to the route after the change is painted.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { host: { routes: string[] } }).host.routes.at(-1)), patiently)
        .toMatch(/[?&]priced-for=private\.drive-away\.nsw$/);

      // Teleport to the other slot: same route, nothing re-sent, the 3D model is not fetched again.
      const before = await page.evaluate(() => {
        const w = window as unknown as { host: { routes: string[] }; fromElement: unknown[]; viewer: Element | null };
        w.viewer = document.querySelector('bp-configurator')!.shadowRoot!.querySelector('model-viewer');
        return { routes: w.host.routes.length, messages: w.fromElement.length, viewer: w.viewer !== null };
      });
      expect(before.viewer).toBe(true);
      await page.evaluate(() => ((window as unknown as { host: { target: string } }).host.target = '#slot-b'));
      await footerPrice(element(page, '#slot-b bp-configurator')).waitFor();
      // Something the element does answer, so anything a move would have sent has been sent by then.
      await page.evaluate(() => (window as unknown as { send: (message: unknown) => void }).send({ type: 'showStateBasedPricingModal' }));
      const settings = settingsDialog(host);
      await settings.waitFor();
      await page.keyboard.press('Escape');
      await settings.waitFor({ state: 'hidden' });
      const after = await page.evaluate(() => {
        const w = window as unknown as { host: { routes: string[] }; fromElement: unknown[]; viewer: Element | null };
        const shadow = document.querySelector('bp-configurator')!.shadowRoot!;
        return {
          routes: w.host.routes.length,
          messages: w.fromElement.length,
          sameViewer: shadow.querySelector('model-viewer') === w.viewer,
        };
      });
      expect(after).toEqual({ routes: before.routes, messages: before.messages, sameViewer: true });
      expect(models.length).toBe(1);

      // Taken off the page for a while and put back, the same node starts a new viewer
      // and tells the page no 3D state it already knows: no idle, no loading again (ready when it gets there).
      const states3D = () =>
        page.evaluate(() =>
          (window as unknown as { fromElement: { type: string; payload: { state: string } }[] }).fromElement
            .filter((message) => message.type === 'set3DState')
            .map((message) => message.payload.state),
        );
      const states3DBefore = (await states3D()).length;
      await page.evaluate(() => {
        const w = window as unknown as { parked: Element };
        w.parked = document.querySelector('bp-configurator')!;
        w.parked.remove();
      });
      await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
      await page.evaluate(() => document.querySelector('#slot-b')!.appendChild((window as unknown as { parked: Element }).parked));
      await expect
        .poll(() =>
          page.evaluate(() => {
            const viewer = document.querySelector('bp-configurator')!.shadowRoot!.querySelector('model-viewer');
            return viewer !== null && viewer !== (window as unknown as { viewer: Element | null }).viewer;
          }),
        )
        .toBe(true);
      await page.evaluate(() => (window as unknown as { send: (message: unknown) => void }).send({ type: 'showStateBasedPricingModal' }));
      await settings.waitFor();
      await page.keyboard.press('Escape');
      await settings.waitFor({ state: 'hidden' });
      expect((await states3D()).slice(states3DBefore).filter((state) => state !== 'ready')).toEqual([]);

      // v-if off and on: a new element, on the visitor's latest build, with their location, and no second start.
      await page.evaluate(() => ((window as unknown as { host: { shown: boolean } }).host.shown = false));
      await expect.poll(() => page.locator('bp-configurator').count(), patiently).toBe(0);
      const sentBefore = await page.evaluate(() => (window as unknown as { fromElement: unknown[] }).fromElement.length);
      await page.evaluate(() => ((window as unknown as { host: { shown: boolean } }).host.shown = true));
      await footerPrice(host).waitFor();
      await expect.poll(async () => (await builds()).at(-1), patiently).toBe(latestBuild);
      await host
        .getByText(/Parramatta/)
        .first()
        .waitFor();
      // The element's messages follow the paint: wait for them.
      const pricingSent = () =>
        page.evaluate(
          (from) =>
            (window as unknown as { fromElement: { type: string; payload: { location: { suburb: string } | null } }[] }).fromElement
              .slice(from)
              .filter((message) => message.type === 'pricingAndLocationUpdate')
              .map((message) => message.payload.location?.suburb ?? null),
          sentBefore,
        );
      await expect.poll(pricingSent, patiently).toEqual(['Parramatta']);
      await expect.poll(() => page.locator('#host-location').textContent()).toBe('Parramatta');
      await expect.poll(() => page.evaluate(() => (window as unknown as { host: { starts: number } }).host.starts)).toBe(1);

      // The last element removed: none of its listeners stays on document.
      expect(
        await page.evaluate(() => (window as unknown as { liveDocumentListeners: () => number }).liveDocumentListeners()),
      ).toBeGreaterThan(0);
      await page.evaluate(() => ((window as unknown as { host: { shown: boolean } }).host.shown = false));
      await expect.poll(() => page.locator('bp-configurator').count(), patiently).toBe(0);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { liveDocumentListeners: () => number }).liveDocumentListeners()))
        .toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

/** A Vue 3 app that moves the element every way a host does: Teleport target, Teleport disabled, a KeepAlive tab. */
const movingApp = `
import { createApp, reactive, defineComponent } from '/host-test/vue.js';
const state = reactive({ target: '#slot-a', off: false, tab: 'build', routes: [] });
window.host = state;
const Build = defineComponent({
  name: 'Build',
  setup: () => ({ state }),
  template: \`<div id="inline"><Teleport :to="state.target" :disabled="state.off">
    <bp-configurator routing="memory" @bp-route-change="state.routes.push($event.detail.path + '?' + $event.detail.search)"></bp-configurator>
  </Teleport></div>\`,
});
const Other = defineComponent({ name: 'Other', template: '<p id="other-tab">Another tab</p>' });
const app = createApp({
  setup: () => ({ state, Build, Other }),
  template: '<KeepAlive><component :is="state.tab === \\'build\\' ? Build : Other" /></KeepAlive>',
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('bp-');
app.mount('#app');
`;

describe('moved by its host page', () => {
  it(
    'keeps its styles through a Teleport move, Teleport disabled and enabled, appendChild elsewhere, removal and re-insertion and a KeepAlive tab',
    { timeout: 120_000 },
    async ({ demoUrl, newContext }) => {
      const { page, errors } = await hostContext(
        { demoUrl, newContext },
        {
          'moves.html': `<!doctype html><title>moves</title>${elementModule}<script type="module" src="/host-test/moves.js"></script><div id="slot-a"></div><div id="slot-b"></div><div id="elsewhere"></div><div id="app"></div>`,
          'moves.js': movingApp,
        },
      );
      await page.goto(`${demoUrl}/host-test/moves.html`);
      const host = element(page);
      await clickUntil(host.getByRole('button', { name: /ASX/ }).first(), footerPrice(host));
      /** What a visitor sees of the styles (heading size, the footer that sticks) and the rules the element's sheets hold. */
      const looks = () =>
        page.evaluate(() => {
          const found = document.querySelector('bp-configurator');
          const shadow = found?.shadowRoot;
          const heading = shadow?.querySelector('h1');
          const footer = shadow?.querySelector('[data-testid="sticky-footer"]');
          if (!found?.isConnected || !heading || !footer) return 'not shown';
          const rules = [...shadow!.querySelectorAll('style')].reduce((sum, style) => sum + (style.sheet?.cssRules.length ?? 0), 0);
          return { heading: getComputedStyle(heading).fontSize, footer: getComputedStyle(footer).position, styled: rules > 100 };
        });
      const styled = { heading: '40px', footer: 'sticky', styled: true };
      await expect.poll(looks, patiently).toEqual(styled);
      const set = (change: Record<string, unknown>) =>
        page.evaluate((values) => Object.assign((window as unknown as { host: Record<string, unknown> }).host, values), change);
      const routesSent = () => page.evaluate(() => (window as unknown as { host: { routes: string[] } }).host.routes.length);
      const routes = await routesSent();

      await set({ target: '#slot-b' });
      await page.locator('#slot-b bp-configurator').waitFor();
      await expect.poll(looks, patiently).toEqual(styled);

      await set({ off: true });
      await page.locator('#inline bp-configurator').waitFor();
      await expect.poll(looks, patiently).toEqual(styled);
      await set({ off: false });
      await page.locator('#slot-b bp-configurator').waitFor();
      await expect.poll(looks, patiently).toEqual(styled);

      await page.evaluate(() => document.querySelector('#elsewhere')!.appendChild(document.querySelector('bp-configurator')!));
      await expect.poll(looks, patiently).toEqual(styled);

      // Taken off the page for a while (longer than a move), then put back: the same node, the same screen.
      await page.evaluate(() => {
        const w = window as unknown as { parked: Element };
        w.parked = document.querySelector('bp-configurator')!;
        w.parked.remove();
      });
      await page.evaluate(() => new Promise((done) => setTimeout(done, 200)));
      await page.evaluate(() => document.querySelector('#elsewhere')!.appendChild((window as unknown as { parked: Element }).parked));
      await host.getByRole('heading', { name: 'ASX', level: 1 }).waitFor();
      await expect.poll(looks, patiently).toEqual(styled);

      // A KeepAlive tab switched away and back (the element in the tab itself, Teleport disabled).
      await page.evaluate(() => document.querySelector('#slot-b')!.appendChild(document.querySelector('bp-configurator')!));
      await set({ off: true });
      await page.locator('#inline bp-configurator').waitFor();
      await set({ tab: 'other' });
      await page.locator('#other-tab').waitFor();
      await expect.poll(() => page.locator('bp-configurator').count()).toBe(0);
      await set({ tab: 'build' });
      await page.locator('#inline bp-configurator').waitFor();
      await host.getByRole('heading', { name: 'ASX', level: 1 }).waitFor();
      await expect.poll(looks, patiently).toEqual(styled);

      // Nothing changed for the page: no route was sent again.
      expect(await routesSent()).toBe(routes);
      expect(errors).toEqual([]);
    },
  );
});

const siteCss = `
  body { margin: 0; font-family: Georgia, serif; }
  .site { position: sticky; top: 0; z-index: 100; height: 64px; margin: 0; background: #222; color: #fff; }
  .columns { display: flex; }
  aside { flex: 0 0 240px; min-height: 4000px; background: #eee; }
  .main { flex: 1 1 auto; min-width: 0; }
  bp-configurator { display: block; min-height: 100vh; --bp-sticky-top: 64px; }
`;

/** Inherited text properties a careless page sets on everything, !important. */
const hostileCss = `
  body, body * {
    white-space: pre !important; letter-spacing: 4px !important; word-spacing: 12px !important;
    text-transform: lowercase !important; text-align: right !important; text-indent: 30px !important;
    line-height: 3 !important; font-family: 'Courier New', monospace !important; font-size: 25px !important;
    font-style: italic !important; font-weight: 100 !important; font-variant: small-caps !important;
    color: rgb(0, 160, 0) !important; text-shadow: 1px 1px red !important;
  }
`;

const themeCss = `
  bp-configurator { --bp-color-ink: rgb(0, 51, 102); --bp-radius: 8px; --bp-font-family: Georgia, serif; --bp-font-size-hero: 48px; }
  bp-configurator::part(footer) { border-top-color: rgb(255, 0, 0); }
`;

const textProperties = [
  'white-space',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'line-height',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'font-variant-caps',
  'color',
  'text-shadow',
];

describe('in a site layout', () => {
  it('keeps its sticky header and footer in its own column below the site header; page CSS does not reach it; a theme does', async ({
    demoUrl,
    newContext,
  }) => {
    const { page, errors } = await hostContext(
      { demoUrl, newContext },
      {
        'layout.html': `<!doctype html><title>site</title><link rel="stylesheet" href="/host-test/site.css">${elementModule}
        <header class="site">Site header</header>
        <div class="columns"><aside>Side column</aside><div class="main"><bp-configurator routing="memory"></bp-configurator></div></div>`,
        'site.css': siteCss,
      },
    );
    // The ASX has no 3D model: nothing here waits on software WebGL.
    await page.goto(`${demoUrl}/host-test/layout.html#/asx`);
    const host = element(page);
    await footerPrice(host).waitFor();

    // The footer sits at the bottom of the viewport, in the element's column (right of the 240 px side column).
    const footer = host.getByTestId('sticky-footer');
    await expect.poll(async () => (await footer.boundingBox())?.x, patiently).toBe(240);
    await expect
      .poll(async () => {
        const box = await footer.boundingBox();
        return box && [Math.round(box.x + box.width), Math.round(box.y + box.height)];
      }, patiently)
      .toEqual([1440, 900]);

    // Scrolled down, the sticky header shows below the site's 64 px header, in the same column.
    // (scrolled until it shows: one wheel turn before the parts below the fold arrived left the page too short, seen under load)
    await page.mouse.move(800, 500);
    await showStickyHeader(page);
    const header = host.getByTestId('sticky-header');
    await expect.poll(async () => (await header.boundingBox())?.y, patiently).toBe(64);
    await expect.poll(async () => (await header.boundingBox())?.x, patiently).toBe(240);
    await page.mouse.wheel(0, -3000);
    await expect.poll(() => page.evaluate(() => window.scrollY), patiently).toBe(0);

    // Hostile page CSS changes nothing in the element: the footer price's pixels and every text property stay.
    const styles = () =>
      page.evaluate((properties) => {
        const shadow = document.querySelector('bp-configurator')!.shadowRoot!;
        const picks = ['h1', '[data-testid="footer-price"]', '[part~="primary-button"]', '[part~="option-card"]', 'main h2'];
        return picks.map((selector) => {
          const found = shadow.querySelector(selector);
          const computed = found ? getComputedStyle(found) : null;
          return [selector, properties.map((property) => computed?.getPropertyValue(property) ?? 'missing')];
        });
      }, textProperties);
    const shot = () => footerPrice(host).screenshot({ animations: 'disabled', caret: 'hide' });
    const plainStyles = await styles();
    const plainShot = await shot();
    await page.addStyleTag({ content: hostileCss });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('aside')!).letterSpacing), patiently).toBe('4px');
    // Polled (a style recalculation or a frame still on its way), so a lasting change fails and a passing one does not.
    await expect.poll(styles, patiently).toEqual(plainStyles);
    await expect.poll(async () => (await shot()).equals(plainShot), patiently).toBe(true);

    // Page CSS on every element, the root included (rem sizes follow the root): no text of the element changes size.
    const fontSizes = () =>
      page.evaluate(() =>
        [...document.querySelector('bp-configurator')!.shadowRoot!.querySelectorAll('*')].map(
          (node) =>
            `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `#${node.getAttribute('data-testid')}` : ''} ${getComputedStyle(node).fontSize}`,
        ),
      );
    const plainSizes = await fontSizes();
    await page.addStyleTag({ content: '* { font-size: 30px !important; }' });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize), patiently).toBe('30px');
    await expect.poll(fontSizes, patiently).toEqual(plainSizes);

    // A second theme through the documented custom properties and parts.
    await page.addStyleTag({ content: themeCss });
    const themed = () =>
      page.evaluate(() => {
        const shadow = document.querySelector('bp-configurator')!.shadowRoot!;
        const button = getComputedStyle(shadow.querySelector('[part~="footer"] [part~="primary-button"]')!);
        return {
          button: [button.backgroundColor, button.borderTopLeftRadius],
          footerBorder: getComputedStyle(shadow.querySelector('[part~="footer"]')!).borderTopColor,
          priceFont: getComputedStyle(shadow.querySelector('[part~="footer-price"]')!).fontFamily,
          headingSize: getComputedStyle(shadow.querySelector('h1')!).fontSize,
        };
      });
    await expect
      .poll(themed, patiently)
      .toEqual({ button: ['rgb(0, 51, 102)', '8px'], footerBorder: 'rgb(255, 0, 0)', priceFont: 'Georgia, serif', headingSize: '48px' });
    expect(errors).toEqual([]);
  });

  it('runs in a frame from another origin without a console error', async ({ demoUrl, newContext }) => {
    const { context, page, errors } = await hostContext(
      { demoUrl, newContext },
      {
        'framed.html': `<!doctype html><title>framed</title>${elementModule}<bp-configurator></bp-configurator>`,
      },
    );
    await context.route('http://parent.test/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: `<!doctype html><title>parent</title><iframe src="${demoUrl}/host-test/framed.html#/asx" allow="xr-spatial-tracking" width="1300" height="800"></iframe>`,
      }),
    );
    const told: string[] = [];
    page.on('console', (message) => message.text().includes('allowed-origins') && told.push(message.text()));
    await page.goto('http://parent.test/');
    const framed = page.frameLocator('iframe').locator('bp-configurator');
    await footerPrice(framed).waitFor();
    await clickUntil(
      framed
        .getByRole('radiogroup', { name: /Exterior/ })
        .getByRole('radio')
        .nth(1),
      async () => /option-sku=/.test(await page.frames()[1]!.evaluate(() => window.location.hash)),
    );
    await expect.poll(() => page.frames()[1]!.evaluate(() => window.location.hash), patiently).toMatch(/option-sku=/);
    // Its allowed-origins does not name the parent: said once, in the console, not as an error.
    expect(told).toEqual([
      'bp-configurator: this element is framed by a page from http://parent.test, but allowed-origins does not name it, so the page hears none of its messages. List http://parent.test first in allowed-origins.',
    ]);
    expect(errors).toEqual([]);
  });
});
