/**
 * The XSS corpus through every HTML path, in Chromium: a second demo server serves a
 * hostile catalog (hostileCatalog.ts: every HTML-bearing field of the store config,
 * content fragments, key features, offers and accessories carries the corpus; offer
 * and some accessory titles carry markup as text). The page is opened with the CSP
 * bypassed, so only the element's sanitising stands between a payload and the page,
 * and window.__xss is exposed before any page script runs. Every screen where that
 * HTML shows is walked; after each, the trap never fired, the shadow root holds no
 * script, event handler, script URL, srcdoc frame or injected style, store HTML never
 * shows as raw markup, and titles show literally.
 */
import type { Locator, Page } from 'playwright-core';
import { startDemoServer } from './demoServer';
import { describe, expect, test } from './fixture';
import { writeHostileCatalog, type HostileCatalog } from './hostileCatalog';
import { clickInStickyHeader, clickUntil, footerPrice, openSettingsFromFooter, showStickyHeader } from './locators';

const FORM_PAGE = '/content/mmal/au/en/jotforms/bpc-dealer-quote.html';

/** The hostile demo and the one page the file's tests walk in turn, with what the trap and the page reported. */
interface HostileVisit {
  url: string;
  hostile: HostileCatalog;
  page: Page;
  /** Payload ids the trap reported. */
  hits: number[];
  element: () => Locator;
  /** The trap stayed quiet, nothing dangerous is in the DOM, no page error. */
  expectClean: (step: string) => Promise<void>;
}

/** The checks over a page of the hostile demo. */
function checksOf(page: Page, hostile: HostileCatalog, hits: number[], pageErrors: string[]) {
  const element = (): Locator => page.locator('bp-configurator');

  /** What fired so far, by payload and field. */
  const fired = () => hits.map((id) => hostile.describe(id));

  /** Everything dangerous inside the element's shadow root (and the form frame's document, when open). */
  async function audit(): Promise<string[]> {
    const found = await element().evaluate((host, formPage) => {
      const problems: string[] = [];
      const root = host.shadowRoot!;
      const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;
      // eslint-disable-next-line no-control-regex -- browsers drop these characters before reading a URL's scheme
      const scriptUrl = (value: string) => /^(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
      const TEXT_ATTRIBUTES = new Set(['title', 'aria-label', 'alt', 'aria-description', 'aria-roledescription']);
      for (const el of root.querySelectorAll('*')) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'object', 'embed', 'base', 'meta', 'noscript', 'template', 'math'].includes(tag))
          problems.push(`${describe(el)} present`);
        if (tag === 'iframe' && el.hasAttribute('srcdoc')) problems.push(`${describe(el)} with srcdoc`);
        for (const attribute of el.attributes) {
          const name = attribute.name.toLowerCase();
          const value = attribute.value;
          if (name.startsWith('on')) problems.push(`${describe(el)} ${name}="${value}"`);
          if (
            ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster'].includes(name) &&
            scriptUrl(value) &&
            !(tag === 'img' && /^data:image\//i.test(value))
          )
            problems.push(`${describe(el)} ${name}="${value.slice(0, 80)}"`);
          if (name === 'style' && /__xss|expression|javascript|url\(|fixed/i.test(value)) problems.push(`${describe(el)} style="${value}"`);
          // Payload text may sit in text-only attributes (a hostile title as a label); nowhere else,
          // except the form frame's URL, which carries the build's fields to the same-origin form.
          if (
            value.includes('__xss') &&
            !TEXT_ATTRIBUTES.has(name) &&
            !(tag === 'iframe' && name === 'src' && new URL(value, document.baseURI).pathname === formPage)
          )
            problems.push(`${describe(el)} ${name} carries a payload`);
        }
      }
      // Store markup never keeps the element's own hooks (issue 16.4): the corpus's hook link comes out
      // as a plain link, and never takes the focus when a modal opens (data-autofocus, autofocus).
      const hookLinks = [...root.querySelectorAll('a')].filter((a) => /^Offer terms \d+$/.test(a.textContent ?? ''));
      for (const link of hookLinks) {
        const kept = [...link.attributes].map((a) => a.name).filter((name) => !['href', 'rel', 'target'].includes(name));
        if (kept.length > 0) problems.push(`CMS link '${link.textContent}' keeps ${kept.join(' ')}`);
      }
      if (hookLinks.some((link) => link === root.activeElement)) problems.push('a CMS link took the focus');
      // Store HTML shown as text instead of rendered (a field rendered without SafeHtml).
      const text = (root as unknown as { innerText?: string }).innerText ?? host.shadowRoot!.textContent ?? '';
      if (/<p>Hostile field/.test(text) || /<p>Hostile field/.test(root.textContent ?? '')) problems.push('store HTML shown as raw markup');
      return problems;
    }, FORM_PAGE);
    const frame = page.frames().find((f) => f.url().includes(FORM_PAGE));
    if (frame) {
      const inForm = await frame.evaluate(() =>
        [...document.querySelectorAll('*')]
          .flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => `form frame ${el.tagName} ${a.name}`))
          .concat(document.querySelectorAll('script:not([src])').length > 0 ? ['form frame inline script'] : []),
      );
      found.push(...inForm);
    }
    return found;
  }

  /** The trap stayed quiet, nothing dangerous is in the DOM, no page error. */
  async function expectClean(step: string): Promise<void> {
    // Give late handlers (onerror of a failed image, ontoggle, onfocus, animations) a moment to fire.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fired(), step).toEqual([]);
    expect(await audit(), step).toEqual([]);
    expect(pageErrors, step).toEqual([]);
  }

  return { element, expectClean };
}

/**
 * A second demo server on the hostile catalog, and one context (CSP bypassed, the trap exposed
 * in every frame before any page script) whose page the file's tests share in order. The context,
 * the server and the catalog go when the file ends, passed or failed.
 */
const it = test.extend('xss', { scope: 'file' }, async ({ browser }, { onCleanup }): Promise<HostileVisit> => {
  const hostile = writeHostileCatalog();
  const opened: { close: () => Promise<void> }[] = [];
  const closeAll = async () => {
    for (const resource of opened.reverse()) await resource.close();
    hostile.remove();
  };
  onCleanup(closeAll);
  try {
    // The server loads it through its JSON Schema and reference checks, or exits (startDemoServer then rejects).
    const demo = await startDemoServer({ BP_CATALOG: hostile.file, BP_LEADS_FILE: `${hostile.file}.leads.jsonl` });
    opened.push(demo);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
    opened.push(context);
    const hits: number[] = [];
    // In every frame, before any page script: the trap reports to the test.
    await context.exposeFunction('__xss', (id: number) => {
      hits.push(id);
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('dialog', (dialog) => void dialog.dismiss());
    return { url: demo.url, hostile, page, hits, ...checksOf(page, hostile, hits, pageErrors) };
  } catch (error) {
    // A setup that fails never reaches the fixture's cleanup: close what it opened now.
    await closeAll();
    throw error;
  }
});

/** The text of a locator (innerText, so hidden parts do not count). */
const shown = (locator: Locator) => locator.evaluate((el) => (el as HTMLElement).innerText);

describe('store and CMS HTML with the XSS corpus in every field', () => {
  it('has a working trap: an unsanitised payload put into the shadow root fires it (control)', async ({ xss }) => {
    const { page, hits, element, expectClean } = xss;
    await page.goto(`${xss.url}/#/`);
    await element().getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor();
    await element().evaluate((host) => {
      const probe = document.createElement('div');
      probe.innerHTML = '<img src="x-missing.png" onerror="__xss(-1)">';
      host.shadowRoot!.append(probe);
    });
    await expect.poll(() => hits.includes(-1), { timeout: 15_000 }).toBe(true);
    await element().evaluate((host) => host.shadowRoot!.lastElementChild!.remove());
    hits.length = 0;
    await expectClean('landing');
  });

  it('renders a Triton Cab Chassis safely: pricing disclaimer, offer banner expanded, Key Features, footer disclaimers, summary and finance', async ({
    xss,
  }) => {
    const { page, hostile, element, expectClean } = xss;
    await page.evaluate((sku) => (window.location.hash = `#/triton?model-selection=${sku}`), hostile.model.sku);
    const el = element();
    await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
    await footerPrice(el).waitFor();
    // The corpus's hook links are rendered, so the audit's hook check (issue 16.4) has something to check.
    await expect.poll(() => el.locator('a', { hasText: /^Offer terms \d+$/ }).count()).toBeGreaterThan(0);
    await expectClean('configurator');

    // The offer banner, expanded: its title is text (shown literally), its description is sanitised HTML.
    // It sits in the sticky header, which shows once the visitor scrolls down.
    await showStickyHeader(page);
    const banner = el.getByTestId('offer-banner');
    await banner.waitFor();
    const toggle = banner.getByRole('button', { name: 'Offer details' });
    const expanded = async () => (await toggle.getAttribute('aria-expanded')) === 'true';
    await clickUntil(toggle, expanded, () => clickInStickyHeader(page, toggle));
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => shown(banner)).toContain('Hostile field');
    await expect
      .poll(() => shown(banner))
      .toMatch(/<img src=x onerror=__xss\(\d+\)> "quoted" & 'single' <\/span><script>__xss\(\d+\)<\/script>/);
    await expectClean('offer banner');

    // Key Features open.
    await page.evaluate(() => window.scrollTo(0, 0));
    const keyFeatures = el.getByRole('button', { name: /Key Features/ });
    await clickUntil(keyFeatures, async () => (await keyFeatures.getAttribute('aria-expanded')) === 'true');
    await expect.poll(async () => shown(el.getByTestId('key-features'))).toContain('Hostile field');
    await expectClean('key features');

    // Footer disclaimers open.
    const disclaimersButton = el.getByRole('button', { name: 'Disclaimers' });
    const disclaimers = el.getByRole('region', { name: 'Disclaimers' });
    await clickUntil(disclaimersButton, disclaimers);
    await expect.poll(() => shown(disclaimers)).toContain('Hostile field');
    await expectClean('footer disclaimers');
    await clickUntil(disclaimersButton, async () => !(await disclaimers.isVisible()));

    // Summary, then the Finance tab and its disclaimers.
    const summary = el.getByRole('region', { name: 'Your build' });
    await summary.scrollIntoViewIfNeeded();
    await expect.poll(() => shown(summary)).toContain('Hostile field');
    await expectClean('summary');
    await clickUntil(summary.getByRole('tab', { name: 'Finance' }), summary.getByRole('tabpanel', { name: 'Finance' }));
    await expectClean('finance');
    await summary.getByRole('tab', { name: /Price/ }).first().click();
  });

  it('renders trays and accessories safely: the tray modal, every accessory group, the accessory modal for several accessories; titles literal', async ({
    xss,
  }) => {
    const { page, hostile, element, expectClean } = xss;
    const el = element();
    const [traySku, packSku] = [...hostile.titles.keys()].filter((sku) => {
      const accessory = hostile.catalog.ranges
        .find((r: { code: string }) => r.code === 'triton')
        .accessories.products.find((a: { sku: string }) => a.sku === sku);
      return accessory.is_tray || (accessory.included_accessories ?? []).length > 0;
    });
    const trayTitle = hostile.titles.get(traySku!)!;
    const trays = el.locator('section#trayContent');
    await trays.scrollIntoViewIfNeeded();
    const trayDialog = el.getByRole('dialog', { name: trayTitle, exact: true });
    await clickUntil(trays.getByRole('button', { name: `More information about ${trayTitle}`, exact: true }), trayDialog);
    await expect.poll(() => shown(trayDialog)).toContain(trayTitle);
    await expect.poll(() => shown(trayDialog)).toContain('Hostile field');
    await expectClean('tray modal');
    await page.keyboard.press('Escape');
    await trayDialog.waitFor({ state: 'detached' });

    const section = el.locator('section#accessoryContent');
    await section.scrollIntoViewIfNeeded();
    const tabs = section.getByRole('tab');
    await tabs.first().waitFor();
    const groups = await tabs.allTextContents();
    expect(groups.length).toBeGreaterThan(1);
    for (let i = 0; i < groups.length; i++) {
      await tabs.nth(i).click();
      await expectClean(`accessory group ${groups[i]}`);
    }

    // The accessory modal for every accessory with a hostile title the model takes, and a few others.
    const titled = [...hostile.titles.entries()].filter(([sku]) => sku !== traySku && sku !== hostile.colourAccessory.sku);
    expect(titled.length).toBeGreaterThan(0);
    for (const [sku, title] of titled) {
      const accessory = hostile.catalog.ranges
        .find((r: { code: string }) => r.code === 'triton')
        .accessories.products.find((a: { sku: string }) => a.sku === sku);
      const card = section.getByRole('article', { name: title, exact: true });
      await clickUntil(section.getByRole('tab', { name: accessory.accessory_group, exact: true }), card);
      await expect.poll(() => shown(card)).toContain(title);
      const dialog = el.getByRole('dialog', { name: title, exact: true });
      await clickUntil(card.getByRole('button', { name: `More information about ${title}`, exact: true }), dialog);
      await expect.poll(() => shown(dialog)).toContain('Hostile field');
      await expectClean(`accessory modal ${sku}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    expect(packSku).toBeTruthy();
    // Two more accessories of the first group, by their (plain) titles.
    await tabs.first().click();
    const more = section.getByRole('button', { name: /^More information about / });
    for (let i = 0; i < Math.min(2, await more.count()); i++) {
      const dialog = el.getByRole('dialog');
      await clickUntil(more.nth(i), dialog);
      await expect.poll(() => shown(dialog)).toContain('Hostile field');
      await expectClean(`accessory modal ${i}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
  });

  it('renders the settings modal and lease offers safely, then the enquiry drawer with its form', async ({ xss }) => {
    const { page, element, expectClean } = xss;
    const el = element();
    await page.evaluate(() => window.scrollTo(0, 0));
    const settings = await openSettingsFromFooter(el);
    await settings.getByRole('radio', { name: 'Business' }).check();
    await settings.getByRole('radio', { name: 'Lease' }).check();
    await expectClean('settings modal');
    const input = settings.getByRole('combobox', { name: 'Suburb or postcode' });
    await input.fill('');
    await input.pressSequentially('2000', { delay: 30 });
    await settings.getByRole('option', { name: 'Sydney, NSW 2000', exact: true }).click();
    await clickUntil(settings.getByRole('button', { name: 'Apply' }), async () => (await settings.count()) === 0);
    const disclaimersButton = el.getByRole('button', { name: 'Disclaimers' });
    const disclaimers = el.getByRole('region', { name: 'Disclaimers' });
    await clickUntil(disclaimersButton, disclaimers);
    await expect.poll(() => shown(disclaimers)).toContain('Hostile field');
    await expectClean('lease offers');
    await clickUntil(disclaimersButton, async () => !(await disclaimers.isVisible()));

    const drawer = el.getByRole('dialog', { name: /^Your brand new Triton/ });
    await clickUntil(el.getByRole('button', { name: 'Get a quote' }), drawer);
    await page.frameLocator('bp-configurator iframe[title$="form"]').getByLabel('First name').waitFor();
    await expectClean('enquiry drawer');
    await clickUntil(drawer.getByRole('button', { name: 'Close' }), async () => (await drawer.count()) === 0);
  });

  it('renders a colour accessory on a Pick Up safely: its card and modal with the colour variants’ descriptions', async ({ xss }) => {
    const { page, hostile, hits, element, expectClean } = xss;
    const el = element();
    const accessory = hostile.colourAccessory;
    const title = hostile.titles.get(accessory.sku)!;
    await page.evaluate((sku) => (window.location.hash = `#/triton?model-selection=${sku}`), hostile.pickUp.sku);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toContain(hostile.pickUp.sku);
    await footerPrice(el).waitFor();
    const section = el.locator('section#accessoryContent');
    await section.scrollIntoViewIfNeeded();
    const more = section.getByRole('button', { name: `More information about ${title}`, exact: true });
    await clickUntil(section.getByRole('tab', { name: accessory.accessory_group, exact: true }), more);
    const dialog = el.getByRole('dialog', { name: title, exact: true });
    await clickUntil(more, dialog);
    await expect.poll(() => shown(dialog)).toContain('Hostile field');
    await expectClean('colour accessory modal');
    // Each colour shows its variant's own description.
    const swatches = dialog.getByRole('radio');
    for (let i = 0; i < Math.min(3, await swatches.count()); i++) {
      await swatches.nth(i).click();
      await expectClean(`colour ${i}`);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectClean('end');
    expect(hits).toEqual([]);
  });
});
