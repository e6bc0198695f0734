/**
 * A slow part does not hold the whole (issue 16, point 6): the vehicle and its price show as
 * soon as the vehicles and their prices are in. The accessories (the trays among them) and the
 * store config fill their own parts when they come: meanwhile the accessory and tray sections
 * show their own loading state, and accessories that never come end in spec 8's message. The
 * demo store's `hang` fault never answers one operation (the element's 15 s deadline ends it).
 * Figures by hand from demo/catalog/triton.json: the heavy duty towbar ($1,199) and its 12-pin
 * harness ($349) on a GLS Double Cab Pick Up.
 */
import { prepareDemoContext } from './browser';
import { describe, expect, test } from './fixture';
import { element, footerPrice } from './locators';

const ACCESSORIES_ERROR =
  'Sorry, there was an error fetching accessories for this vehicle. Please try again later or get in touch with your Dealership.';
const GLS_LINK = '/triton?model-selection=TR25GLSDCPI4DA&option-sku=TR25GLSDCPI4DA-P62-L2-P1&accessories=MZ330179,MZ330186';

/** Cents of a shown price: '$58,029*' → 5802900. */
function cents(text: string | null): number {
  const match = /\$([\d,]+)(?:\.(\d{2}))?/.exec(text ?? '');
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2] ?? '0');
}

describe('a slow part does not hold the whole', () => {
  test('accessories that never answer: the price shows at once, accessories and trays show their loading state, then spec 8’s message', async ({
    openDemo,
    faults,
  }) => {
    await faults({ GetAccessoriesInRange: 'hang' });
    // #/triton opens on a Cab Chassis, whose trays come with the accessories.
    const { page, errors } = await openDemo('/triton');
    // Well before the 15 s request deadline the accessories are held to.
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await element(page).getByTestId('accessories-loading').waitFor();
    await element(page).getByTestId('trays-loading').waitFor();
    await expect.poll(() => element(page).getByRole('heading', { level: 1, name: 'Triton' }).count()).toBe(1);
    await expect.poll(() => element(page).getByRole('heading', { name: 'Choose your accessories' }).count()).toBe(1);
    // The deadline passes: spec 8's message in place of the loading state; the price stays.
    await element(page).getByText(ACCESSORIES_ERROR, { exact: true }).waitFor({ timeout: 30_000 });
    await expect.poll(() => element(page).getByTestId('accessories-loading').count()).toBe(0);
    await expect.poll(() => element(page).getByTestId('trays-loading').count()).toBe(0);
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    expect(errors).toEqual([]);
  });

  test('a store config that never answers: the price and the accessories show; only its disclaimer waits', async ({ openDemo, faults }) => {
    await faults({ GetStoreConfigDetails: 'hang' });
    const { page, errors } = await openDemo('/triton');
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await element(page).getByRole('button', { name: /^Add / }).first().waitFor();
    await expect.poll(() => element(page).getByTestId('indicative-pricing-disclaimer').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test('accessories that come late join the build the link names: in the cart, the link and the total', async ({ newContext, demoUrl }) => {
    const context = await newContext();
    await prepareDemoContext(context);
    // The accessories answer is held until the test lets it go.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'GetAccessoriesInRange') await released;
      await route.continue().catch(() => {});
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${demoUrl}/#${GLS_LINK}`);

    await element(page).getByTestId('accessories-loading').waitFor();
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    // Meanwhile the page's link still names the build's accessories.
    await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash))).toContain('accessories=MZ330179,MZ330186');
    const vehicleOnly = cents(await footerPrice(page).textContent());

    release();
    await expect.poll(() => element(page).getByTestId('accessory-count').textContent()).toContain('2');
    await expect.poll(async () => cents(await footerPrice(page).textContent())).toBe(vehicleOnly + 1_199_00 + 349_00);
    const yourBuild = element(page).getByRole('region', { name: 'Your build' });
    await expect.poll(() => yourBuild.textContent()).toContain('Heavy duty towbar');
    await expect.poll(() => yourBuild.getByTestId('build-total').textContent()).toBe(await footerPrice(page).textContent());
    await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash))).toContain('accessories=MZ330179,MZ330186');
    expect(errors).toEqual([]);
  });
});
