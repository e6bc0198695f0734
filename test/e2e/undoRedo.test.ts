/**
 * Redo and the keyboard (issue 32.3) in Chromium against the demo: on the GLS Double Cab with
 * the Hard lid, adding the Sports bar LED lights (they need the Sports bar, which cannot go with
 * the Hard lid) is confirmed; Undo gives the Hard lid back, Redo makes the change again with its
 * price, 'Your build' lines and link; Ctrl+Z and Ctrl+Shift+Z do the same from a control of the
 * element, and Ctrl+Z typed in the finance calculator's field is the field's own. On a phone
 * (390×844) Undo and Redo are 44×44 px targets that no other control overlaps, inside the footer.
 * Expected prices come from demo/catalog/triton.json.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { artifactPath } from './browser';
import { describe, expect, it } from './fixture';
import { clickUntil, element, footerPrice } from './locators';

interface CatalogAccessory {
  sku: string;
  title: string;
  accessory_group: string;
  extra_required_accessories: string[] | null;
}
const triton = JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as {
  ranges: { accessories: { products: CatalogAccessory[] } }[];
};
const accessories = triton.ranges[0]!.accessories.products;
const byTitle = (title: string) => accessories.find((a) => a.title === title)!;
const [LID, BAR, LIGHTS] = [byTitle('Hard lid'), byTitle('Sports bar'), byTitle('Sports bar LED lights')];
const GLS = 'TR25GLSDCPI4DA';
/** The GLS's private national drive-away price with the Hard lid, and after the repair (the lid out, the bar and lights in). */
const WITH_LID = '$67,989';
const REPAIRED = '$66,438';

const PHONE = { width: 390, height: 844 };

const undo = (page: Page) => element(page).getByRole('button', { name: 'Undo', exact: true });
const redo = (page: Page) => element(page).getByRole('button', { name: 'Redo', exact: true });
const yourBuild = (page: Page): Locator => element(page).getByRole('region', { name: 'Your build' });
const cartLines = (page: Page) => yourBuild(page).getByRole('list', { name: 'Accessories' }).getByRole('listitem').allTextContents();
const accessoriesInLink = (page: Page) =>
  page.evaluate(() => new URLSearchParams(window.location.hash.split('?')[1]).get('accessories') ?? '');

/** Opens the GLS with the Hard lid and makes the repair that takes it out for the Sports bar and its LED lights. */
async function repaired(page: Page): Promise<void> {
  await element(page).getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
  await expect.poll(() => footerPrice(page).textContent()).toContain(WITH_LID);
  // Each press made again until it shows (a re-render on a loaded machine can swallow one).
  const add = element(page).getByRole('button', { name: `Add ${LIGHTS.title}` });
  await clickUntil(element(page).getByRole('tab', { name: LIGHTS.accessory_group }), add);
  const dialog = element(page).getByRole('dialog', { name: 'Your selection requires changes' });
  await clickUntil(add, dialog);
  await clickUntil(dialog.getByRole('button', { name: 'Confirm' }), async () => (await dialog.count()) === 0);
  await expect.poll(() => footerPrice(page).textContent()).toContain(REPAIRED);
}

describe('Redo and the keyboard (issue 32.3)', () => {
  it('Redo after Undo restores the build, its price, its lines and its link; then nothing is left to redo', async ({ openDemo }) => {
    expect(LIGHTS.extra_required_accessories).toEqual([BAR.sku]);
    const { page, errors } = await openDemo(`/triton?model-selection=${GLS}&accessories=${LID.sku}`);
    await repaired(page);
    // 'Your build' and the link follow the price: waited for, then taken.
    await expect.poll(async () => (await cartLines(page)).join('|')).toContain(LIGHTS.title);
    await expect.poll(async () => (await cartLines(page)).join('|')).not.toContain(LID.title);
    const repairedLines = await cartLines(page);
    // The Sports bar in its first colour (a variant sku of the bar's).
    await expect
      .poll(async () =>
        (await accessoriesInLink(page))
          .split(',')
          .map((sku) => sku.split('-')[0])
          .sort(),
      )
      .toEqual([BAR.sku, LIGHTS.sku].sort());
    const repairedLink = await accessoriesInLink(page);
    await expect.poll(() => redo(page).getAttribute('aria-disabled')).toBe('true');

    // Undo and Redo each undo or redo the one change: pressed again only while the price has not moved.
    await clickUntil(undo(page), async () => (await footerPrice(page).textContent())?.includes(WITH_LID) === true);
    await expect.poll(() => footerPrice(page).textContent()).toContain(WITH_LID);
    await expect.poll(() => accessoriesInLink(page)).toBe(LID.sku);
    await expect.poll(() => redo(page).getAttribute('aria-disabled')).toBeNull();

    await clickUntil(redo(page), async () => (await footerPrice(page).textContent())?.includes(REPAIRED) === true);
    await expect.poll(() => footerPrice(page).textContent()).toContain(REPAIRED);
    await expect.poll(() => cartLines(page)).toEqual(repairedLines);
    await expect.poll(() => accessoriesInLink(page)).toBe(repairedLink);
    await expect
      .poll(() => element(page).getByRole('status').filter({ hasText: 'Redid:' }).textContent())
      .toContain(`Redid: ${LIGHTS.title} added (${LID.title} removed`);
    // Nothing left to redo: the control says so, and focus stays on it.
    await expect.poll(() => redo(page).getAttribute('aria-disabled')).toBe('true');
    await expect.poll(() => redo(page).getAttribute('title')).toBe('Nothing to redo');
    await expect.poll(() => redo(page).evaluate((b) => (b.getRootNode() as ShadowRoot).activeElement === b)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes from a control of the element, but Ctrl+Z in the finance field is the field’s own', async ({
    openDemo,
  }) => {
    const { page, errors } = await openDemo(`/triton?model-selection=${GLS}&accessories=${LID.sku}`);
    await repaired(page);

    // In the finance calculator's Deposit field: the field's undo, never the build's.
    const summary = yourBuild(page);
    await summary.scrollIntoViewIfNeeded();
    const deposit = summary.getByRole('tabpanel', { name: 'Finance' }).getByLabel('Deposit');
    await clickUntil(summary.getByRole('tab', { name: 'Finance' }), deposit);
    await deposit.fill('5000');
    await deposit.focus();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+Shift+z');
    await page.keyboard.press('Control+y');
    // The repair stays (a wait long enough for an undo to have shown: the engine is loaded, a change applies at once).
    await page.waitForTimeout(500);
    expect(await footerPrice(page).textContent()).toContain(REPAIRED);
    expect(await undo(page).getAttribute('aria-disabled')).toBeNull();
    expect(await redo(page).getAttribute('aria-disabled')).toBe('true');

    // From the Finance tab (a control of the element, not a text field): the build's undo and redo.
    // The history has one change, so a chord pressed twice does no more than once: each is pressed
    // again after a few seconds without its price (the CI run at 143bc91, at load, once saw a
    // Ctrl+Y change nothing for 10 s that passes every run here).
    const financeTab = summary.getByRole('tab', { name: 'Finance' });
    const pressFromTab = async (chord: string, price: string) =>
      expect
        .poll(
          async () => {
            if ((await footerPrice(page).textContent())?.includes(price)) return true;
            await financeTab.focus();
            await page.keyboard.press(chord);
            return expect
              .poll(() => footerPrice(page).textContent(), { timeout: 4_000 })
              .toContain(price)
              .then(
                () => true,
                () => false,
              );
          },
          { timeout: 30_000 },
        )
        .toBe(true);
    await pressFromTab('Control+z', WITH_LID);
    await expect.poll(() => accessoriesInLink(page)).toBe(LID.sku);
    await pressFromTab('Control+Shift+z', REPAIRED);
    await pressFromTab('Control+z', WITH_LID);
    await pressFromTab('Control+y', REPAIRED);
    await expect.poll(() => redo(page).getAttribute('aria-disabled')).toBe('true');

    // Focus on the host page (outside the element): its Ctrl+Z is the page's own.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(500);
    expect(await footerPrice(page).textContent()).toContain(REPAIRED);
    expect(errors).toEqual([]);
  });

  it('on a phone, Undo and Redo are 44×44 px targets inside the footer, overlapping no other control', async ({ openDemo }) => {
    const { page, errors } = await openDemo(`/triton?model-selection=${GLS}&accessories=${LID.sku}`, { viewport: PHONE });
    await footerPrice(page).waitFor();
    await element(page)
      .getByRole('radiogroup', { name: 'Exterior colours' })
      .getByRole('radio', { name: /^Red Diamond/ })
      .click();
    await undo(page).waitFor();
    await redo(page).waitFor();
    // Measured once the footer has finished moving (no transition or animation running in it).
    await expect
      .poll(() =>
        element(page)
          .getByTestId('sticky-footer')
          .evaluate((footer) => footer.getAnimations({ subtree: true }).length),
      )
      .toBe(0);
    const boxes = await element(page)
      .getByTestId('sticky-footer')
      .evaluate((footer) => {
        const root = footer.getRootNode() as ShadowRoot;
        const box = (node: Element) => {
          const r = node.getBoundingClientRect();
          return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
        };
        const controls = [...footer.querySelectorAll('button')];
        return {
          footer: box(footer),
          controls: controls.map((button) => ({ name: button.getAttribute('data-testid') ?? button.textContent ?? '', ...box(button) })),
          // What a tap 1 px inside each corner of Undo and Redo lands on.
          corners: controls
            .filter((button) => ['undo', 'redo'].includes(button.getAttribute('data-testid') ?? ''))
            .map((button) => {
              const r = button.getBoundingClientRect();
              return [
                [r.left + 1, r.top + 1],
                [r.right - 1, r.top + 1],
                [r.left + 1, r.bottom - 1],
                [r.right - 1, r.bottom - 1],
              ].every(([x, y]) => button.contains(root.elementFromPoint(x!, y!)));
            }),
        };
      });
    const history = boxes.controls.filter((control) => control.name === 'undo' || control.name === 'redo');
    expect(history.map((control) => control.name)).toEqual(['undo', 'redo']);
    for (const control of history) {
      expect(control.width, control.name).toBeGreaterThanOrEqual(44);
      expect(control.height, control.name).toBeGreaterThanOrEqual(44);
      expect(control.top, control.name).toBeGreaterThanOrEqual(boxes.footer.top);
      expect(control.bottom, control.name).toBeLessThanOrEqual(boxes.footer.bottom);
      for (const other of boxes.controls.filter((o) => o !== control)) {
        const overlaps =
          control.left < other.right && other.left < control.right && control.top < other.bottom && other.top < control.bottom;
        expect(overlaps, `${control.name} over ${other.name}`).toBe(false);
      }
    }
    expect(boxes.corners).toEqual([true, true]);
    // The footer keeps under the location popover's 79 px (spec 9).
    expect(boxes.footer.height).toBeLessThan(79);
    await page.screenshot({ path: artifactPath('undo-redo-phone.png') });
    expect(errors).toEqual([]);
  });
});
