/**
 * Issue 35: 'Compare grades' on a phone (390x844, touch). The Triton's grades are wider than the
 * screen, so the table says how many grades there are and that it scrolls sideways, and scrolled
 * to its last grade its row labels are still in view (the first column is sticky). The grade
 * names are read from demo/catalog/triton.json, never from the element's code.
 */
import { readFileSync } from 'node:fs';
import { artifactPath } from './browser';
import { describe, expect, it } from './fixture';
import { element } from './locators';

const grades = (
  JSON.parse(readFileSync('demo/catalog/triton.json', 'utf8')) as { ranges: { products: { name: string }[] }[] }
).ranges[0]!.products.map((p) => p.name).filter((name, i, all) => all.indexOf(name) === i);

describe("'Compare grades' on a phone (issue 35)", () => {
  it('says how many grades there are and that it scrolls; scrolled to the last grade, the row labels stay in view', async ({
    openDemo,
  }) => {
    expect(grades.length).toBeGreaterThan(2);
    const { page } = await openDemo('/triton', { viewport: { width: 390, height: 844 }, touch: true });
    const modelGroup = element(page).locator('[data-group="model"]');
    const compare = modelGroup.getByRole('button', { name: 'Compare grades' });
    await compare.scrollIntoViewIfNeeded();
    await compare.tap();
    const drawer = element(page).getByRole('dialog', { name: 'Compare grades' });
    await expect.poll(() => drawer.getByRole('columnheader').allInnerTexts()).toEqual(grades);
    const table = drawer.getByRole('table');
    await expect.poll(() => table.locator('caption').innerText()).toContain(`${grades.length} grades: scroll sideways to see them all.`);
    await expect.poll(() => drawer.getByTestId('compare-grades-scroll-cue').isVisible()).toBe(true);

    const scroller = drawer.getByRole('region', { name: 'Grades side by side' });
    // Wider than the screen: it does scroll.
    await expect.poll(() => scroller.evaluate((s) => s.scrollWidth - s.clientWidth)).toBeGreaterThan(100);
    await scroller.evaluate((s) => s.scrollTo({ left: s.scrollWidth, behavior: 'instant' }));
    const last = drawer.getByRole('columnheader', { name: grades.at(-1) });
    await expect.poll(async () => ((await last.boundingBox())?.x ?? 0) + ((await last.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(390);
    // The row label is where the visitor sees it: at its centre the page shows the label itself, inside the screen.
    const label = drawer.getByRole('rowheader', { name: 'Your build' });
    await expect
      .poll(() =>
        label.evaluate((th) => {
          const rect = th.getBoundingClientRect();
          const atCentre = (th.getRootNode() as ShadowRoot).elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return rect.left >= 0 && rect.right <= window.innerWidth && atCentre !== null && th.contains(atCentre);
        }),
      )
      .toBe(true);
    await page.screenshot({ path: artifactPath('compare-grades-phone-scrolled.png') });
  });
});
