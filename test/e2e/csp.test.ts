/**
 * The whole visit under the demo server's strict Content-Security-Policy: landing,
 * Triton, an option change, the State based pricing modal, an accessory through its
 * proposal, the 3D visualiser (lazy model-viewer chunk) loading, and the enquiry
 * drawer with the dealer form sent and the thank-you. Zero violations in the page
 * and in the form frame, and no page errors. A control proves the collector sees
 * violations (an inline script and a foreign image are blocked and reported).
 */
import { describe, expect, it } from './fixture';
import { cspViolations } from './browser';
import { element, footerPrice, rangeCard, openSettingsFromFooter } from './locators';

const FORM_PAGE = '/content/mmal/au/en/jotforms/bpc-dealer-quote.html';

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('Content-Security-Policy on the demo pages', () => {
  it('is sent with the host page and the dealer form page, strict: no unsafe-inline, no unsafe-eval', async ({ demoUrl }) => {
    for (const path of ['/', FORM_PAGE]) {
      const response = await fetch(`${demoUrl}${path}`);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      const map = directives(policy);
      expect(policy).not.toContain("'unsafe-inline'");
      expect(policy).not.toContain("'unsafe-eval'");
      expect(map.get('default-src')).toEqual(["'self'"]);
      expect(map.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(map.get('style-src')?.[0]).toBe("'self'");
      expect(
        map
          .get('style-src')
          ?.slice(1)
          .every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
      ).toBe(true);
      expect(map.get('object-src')).toEqual(["'none'"]);
      expect(map.get('frame-ancestors')).toEqual(["'self'"]);
      expect(map.get('base-uri')).toEqual(["'self'"]);
      expect(map.get('form-action')).toEqual(["'self'"]);
    }
    // Not on scripts, data or images.
    for (const path of ['/dist/bp-configurator.js', '/api/location?q=2000']) {
      const response = await fetch(`${demoUrl}${path}`);
      expect(response.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('reports what it blocks: an inline script does not run, a foreign image does not load (the collector works)', async ({ openDemo }) => {
    const { page } = await openDemo('/', { withModels: true });
    await element(page).getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor();
    expect(await cspViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      const image = document.createElement('img');
      image.src = 'https://images.example.invalid/x.png';
      document.body.append(image);
    });
    await expect.poll(async () => (await cspViolations(page)).map((v) => v.directive).sort()).toEqual(['img-src', 'script-src-elem']);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false)).toBe(false);
  });

  it('lets the whole visit run without a single violation: landing, options, settings, accessory proposal, 3D, enquiry and thank-you', async ({
    openDemo,
  }) => {
    const { page, errors } = await openDemo('/', { withModels: true });
    const el = element(page);

    // Landing → Triton.
    await el.getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }).waitFor();
    await rangeCard(el, 'Triton').click();
    await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
    await footerPrice(el).waitFor();

    // An option change: the second exterior colour.
    const colours = el.getByRole('radiogroup', { name: 'Exterior colours', exact: true }).getByRole('radio');
    await colours.nth(1).click();
    await expect.poll(() => colours.nth(1).getAttribute('aria-checked')).toBe('true');

    // The State based pricing modal: Business, Sydney.
    const settings = await openSettingsFromFooter(el);
    await settings.getByRole('radio', { name: 'Business' }).check();
    await settings.getByRole('radio', { name: 'Drive-away' }).check();
    const input = settings.getByRole('combobox', { name: 'Suburb or postcode' });
    await input.fill('');
    await input.pressSequentially('2000', { delay: 30 });
    await settings.getByRole('option', { name: 'Sydney, NSW 2000', exact: true }).click();
    await settings.getByRole('button', { name: 'Apply' }).click();
    await settings.waitFor({ state: 'detached' });
    await expect.poll(async () => (await footerPrice(el).textContent())?.endsWith('#')).toBe(true);

    // An accessory with a proposal: the towbar brings its wiring harness (demo/catalog/triton.json: MZ330179 → MZ330186).
    const accessories = el.locator('section#accessoryContent');
    await accessories.getByRole('tab', { name: 'Towing', exact: true }).click();
    await accessories.getByRole('button', { name: 'Add Heavy duty towbar', exact: true }).click();
    const proposal = el.getByRole('dialog', { name: "This one's got a plus-one" });
    await proposal.waitFor();
    await proposal.getByRole('button', { name: 'Confirm' }).click();
    await proposal.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash))).toMatch(/accessories=[^&]*MZ330179/);

    // The 3D visualiser: lazy, loaded near the viewport; wait for model-viewer's load.
    await page.evaluate(() => window.scrollTo(0, 0));
    await el.getByTestId('visualiser').waitFor({ timeout: 30_000 });
    await expect.poll(() => el.getByTestId('visualiser').getAttribute('data-status'), { timeout: 45_000, interval: 250 }).toBe('ready');
    expect(
      await page.evaluate(() =>
        Boolean(
          (document.querySelector('bp-configurator')?.shadowRoot?.querySelector('model-viewer') as { loaded?: boolean } | null)?.loaded,
        ),
      ),
    ).toBe(true);
    // Its shadow styles applied (the template's <style> is allowed by its hash): model-viewer's :host is a block.
    expect(
      await page.evaluate(
        () => getComputedStyle(document.querySelector('bp-configurator')!.shadowRoot!.querySelector('model-viewer')!).display,
      ),
    ).toBe('block');

    // The enquiry drawer and the dealer form, sent.
    await el.getByRole('button', { name: 'Get a quote' }).click();
    const drawer = el.getByRole('dialog', { name: /^Your brand new Triton/ });
    await drawer.waitFor();
    const form = page.frameLocator('bp-configurator iframe[title$="form"]');
    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Last name').fill('Policy');
    await form.getByLabel('Email').fill(`csp-${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('0412 345 678');
    await form.getByLabel('Postcode').fill('2000');
    await form.getByLabel('1', { exact: true }).check();
    await form.getByLabel('Preferred dealer', { exact: true }).selectOption({ index: 1 });
    await form.getByRole('checkbox').check();
    // The form page runs under the policy too, in its own frame: read its reports while it is there.
    expect(page.frames().some((f) => f.url().includes(FORM_PAGE))).toBe(true);
    const beforeSubmit = await cspViolations(page);
    await form.getByRole('button', { name: 'Get a quote' }).click();
    await drawer.getByRole('heading', { name: 'Thank you for your enquiry, Casey' }).waitFor();

    // Every style element of the element got its sheet (styled-components' rules applied).
    await expect.poll(() => el.evaluate((host) => host.shadowRoot!.querySelectorAll('style').length)).toBeGreaterThan(0);
    await expect
      .poll(() => el.evaluate((host) => [...host.shadowRoot!.querySelectorAll('style')].every((style) => style.sheet !== null)))
      .toBe(true);

    expect(beforeSubmit).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 150_000);
});
