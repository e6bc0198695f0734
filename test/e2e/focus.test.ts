/**
 * Focus a keyboard user never loses (WCAG 2.2 AA: 2.4.3, 2.4.11) and the element's
 * accessibility as axe sees it with all its rules, best practices included, in Chromium
 * against the demo. Triton figures from demo/catalog/triton.json: the heavy duty towbar
 * needs the 12-pin harness ("This one's got a plus-one").
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { prepareDemoContext } from './browser';
import { chunksHolding, holdChunks } from './chunks';
import { describe, expect, it } from './fixture';
import { clickUntil, element, footerPrice, pressUntil, rangeCard } from './locators';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BUILD = '/triton?model-selection=TR25GLXDCPI4DM&option-sku=TR25GLXDCPI4DM-W32-C1';
const TOWBAR = 'Heavy duty towbar';

interface Focus {
  /** Focus is inside the element's shadow root. */
  inside: boolean;
  name: string;
  /** What is wrong with where the focused control is; null when it is wholly in sight. */
  problem: string | null;
}

/** Where the focused control is, against the viewport and the element's sticky header and footer as they are drawn now. */
function focus(page: Page): Promise<Focus> {
  return page.evaluate(() => {
    const host = document.querySelector('bp-configurator')!;
    const root = host.shadowRoot!;
    let active: Element | null = root.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active) return { inside: false, name: document.activeElement?.tagName ?? '', problem: null };
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 60);
    const box = active.getBoundingClientRect();
    const where = `${name} at ${Math.round(box.top)}..${Math.round(box.bottom)} of ${innerHeight}`;
    if (box.top < -0.5 || box.bottom > innerHeight + 0.5 || box.left < -0.5 || box.right > innerWidth + 0.5) {
      return {
        inside: true,
        name,
        problem: `${where}, ${Math.round(box.left)}..${Math.round(box.right)} of ${innerWidth}: outside the viewport`,
      };
    }
    if (active.closest('dialog, [data-testid="sticky-header"], [data-testid="sticky-footer"]'))
      return { inside: true, name, problem: null };
    for (const id of ['sticky-header', 'sticky-footer']) {
      const chrome = root.querySelector(`[data-testid="${id}"]`);
      if (!chrome || getComputedStyle(chrome).visibility === 'hidden') continue;
      const c = chrome.getBoundingClientRect();
      const overlap = Math.min(box.bottom, c.bottom) - Math.max(box.top, c.top);
      if (overlap > 0.5 && c.height > 0) return { inside: true, name, problem: `${where}: ${Math.round(overlap)} px under the ${id}` };
    }
    return { inside: true, name, problem: null };
  });
}

/** Presses Tab and waits until the newly focused control is wholly in sight (or focus has left the element). */
async function tab(page: Page, seen: string[]): Promise<Focus> {
  await page.keyboard.press('Tab');
  let last: Focus = { inside: false, name: '', problem: null };
  await expect
    .poll(async () => {
      last = await focus(page);
      return last.problem;
    })
    .toBeNull();
  seen.push(last.name);
  return last;
}

async function focusedName(page: Page): Promise<string> {
  return (await focus(page)).name;
}

/** An axe scan takes seconds on a loaded machine: a scan of a page still settling (a transition, a part arriving) is made again. */
const AXE = { timeout: 40_000, interval: 500 };

async function axeViolations(page: Page, within = 'bp-configurator'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (
    within === 'bp-configurator' ? builder.include('bp-configurator') : builder.include({ fromShadowDom: ['bp-configurator', within] })
  ).analyze();
  expect(results.passes.length).toBeGreaterThan(0);
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each([
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
])('keyboard only on %s', (_size, viewport) => {
  it('chooses a range, lands on its heading at the top, and Tabs through the build with every control in sight', async ({ openDemo }) => {
    const { page } = await openDemo('/', { viewport });
    const el = element(page);
    const ranges = el.getByRole('list').first().getByRole('button');
    await expect.poll(() => ranges.count()).toBeGreaterThan(1);
    // The last range on the selector: reaching it by Tab scrolls the selector down. Its card is named by
    // the range's name, then its 'From' price (issue 35): the first label is the name.
    const lastCard = ranges.last();
    const last = await lastCard.evaluate((button) => {
      const first = (button.getAttribute('aria-labelledby') ?? '').split(' ')[0] ?? '';
      const label = (button.getRootNode() as ShadowRoot).getElementById(first);
      return (label ?? button).textContent!.trim();
    });
    const onLast = () => lastCard.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button);
    const seen: string[] = [];
    for (let i = 0; i < 40 && !(await onLast()); i += 1) await tab(page, seen);
    await expect.poll(onLast).toBe(true);
    // A new screen: focus on its heading, and the configurator starts at its top. (Enter again if a re-render of
    // the card took the focus before the key landed.)
    const heading = el.getByRole('heading', { level: 1, name: last });
    await pressUntil(page, rangeCard(el, last), 'Enter', heading);
    await expect.poll(() => focusedName(page)).toBe(last);
    await expect
      .poll(() => el.getByRole('button', { name: 'Change vehicle' }).evaluate((b) => b.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);

    // The sections below the options (the accessories' Add buttons among them) come in a chunk after the first
    // paint: on a loaded machine a Tab run before them leaves the element at the options.
    await expect.poll(() => el.getByRole('button', { name: /^Add / }).count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // Every Tab through the build: the focused control is wholly in sight, never under the sticky header or footer.
    let adds = 0;
    for (let i = 0; i < 160; i += 1) {
      const now = await tab(page, seen);
      if (!now.inside) break;
      if (now.name.startsWith('Add ')) adds += 1;
    }
    expect(adds).toBeGreaterThan(0);
    expect(seen.length).toBeGreaterThan(20);
  });
});

describe('a visitor quick on the keyboard', () => {
  it('Tabs to a control under the sticky footer before the screen’s listeners arrive: it comes clear of the footer when they do', async ({
    newContext,
    demoUrl,
  }) => {
    // The code keeping focus clear of the chrome is the only one holding this selector; it comes after the first paint.
    const listeners = chunksHolding('[data-sticky-chrome], dialog');
    expect(listeners).toHaveLength(1);
    const context = await newContext({ viewport: DESKTOP });
    await prepareDemoContext(context);
    const hold = await holdChunks(context, listeners);
    const page = await context.newPage();
    await page.goto(`${demoUrl}/#${BUILD}`);
    await expect.poll(() => footerPrice(page).textContent()).toMatch(/^\$[\d,]+\*$/);
    await expect.poll(() => hold.asked.length).toBeGreaterThan(0);

    // Tab until the browser's own scroll leaves a focused control under the footer (nothing moves it yet).
    let under: Focus | null = null;
    for (let i = 0; i < 120 && !under; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focus(page);
      if (now.inside && now.problem?.endsWith('under the sticky-footer')) under = now;
    }
    expect(under, 'a Tab that leaves focus under the footer').not.toBeNull();
    await expect.poll(async () => (await focus(page)).problem).toMatch(/under the sticky-footer$/);

    hold.release();
    await expect.poll(() => focus(page)).toEqual({ inside: true, name: under!.name, problem: null });
  });
});

describe('a heading the page focuses (issue 25.3)', () => {
  /** Whether the focused heading inside the element matches :focus-visible, and its outline style. */
  const headingFocus = (page: Page) =>
    page.evaluate(() => {
      const active = document.querySelector('bp-configurator')!.shadowRoot!.activeElement;
      if (!active || !/^H[1-6]$/.test(active.tagName)) return null;
      return { text: active.textContent, visible: active.matches(':focus-visible'), outline: getComputedStyle(active).outlineStyle };
    });

  it('shows its focus box to a keyboard user only, not after a mouse click', async ({ openDemo }) => {
    const { page } = await openDemo('/', { viewport: DESKTOP });
    const el = element(page);
    const triton = rangeCard(el, 'Triton');
    await clickUntil(triton, el.getByRole('heading', { level: 1, name: 'Triton' }));
    await expect.poll(() => headingFocus(page)).toEqual({ text: 'Triton', visible: false, outline: 'none' });

    // Back to the selector by keyboard, and in again by keyboard: now the box shows.
    await pressUntil(
      page,
      el.getByRole('button', { name: 'Change vehicle' }),
      'Enter',
      el.getByRole('heading', { name: 'Which Mitsubishi would you like to make yours?' }),
    );
    await pressUntil(page, triton, 'Enter', async () => (await headingFocus(page))?.visible === true);
    await expect.poll(async () => (await headingFocus(page))?.visible).toBe(true);
    await expect.poll(async () => (await headingFocus(page))?.outline).not.toBe('none');
  });
});

describe('the sticky header by keyboard (WCAG 2.1.1, 2.4.11)', () => {
  it('is reached by Tab from the page before the element and by Shift+Tab from below it, shows while focus is in it, and its controls work', async ({
    openDemo,
  }) => {
    const { page } = await openDemo(BUILD, { viewport: DESKTOP });
    const el = element(page);
    await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
    await footerPrice(el).waitFor();
    const header = el.getByTestId('sticky-header');
    /** Whether the header is drawn where it rests (not slid away) and not hidden. */
    const headerShown = () =>
      header.evaluate((bar) => {
        const clip = bar.parentElement!.getBoundingClientRect();
        return getComputedStyle(bar).visibility !== 'hidden' && Math.abs(bar.getBoundingClientRect().top - clip.top) < 0.5;
      });
    const inHeader = () =>
      page.evaluate(() => {
        const root = document.querySelector('bp-configurator')!.shadowRoot!;
        return root.activeElement?.closest('[data-testid="sticky-header"]') !== null && root.activeElement !== null;
      });
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    await expect.poll(headerShown).toBe(false);

    // Forward Tab from a control of the host page just before the element: the header's controls come first.
    await page.evaluate(() => {
      const before = document.createElement('button');
      before.textContent = 'Before the element';
      document.querySelector('bp-configurator')!.before(before);
      before.focus();
    });
    const names: string[] = [];
    for (let i = 0; i < 6 && names.length < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(async () => (await focus(page)).inside).toBe(true);
      if (!(await inHeader())) break;
      await expect.poll(headerShown).toBe(true);
      await expect.poll(async () => (await focus(page)).problem).toBeNull();
      const name = await focusedName(page);
      names.push(name);
      if (name.startsWith('Price breakdown')) {
        // Operable: Enter opens the breakdown, Escape closes it and focus is back on the price.
        await page.keyboard.press('Enter');
        const popover = el.getByRole('dialog', { name: 'Price breakdown' });
        await popover.waitFor();
        await page.keyboard.press('Escape');
        await popover.waitFor({ state: 'detached' });
        await expect.poll(() => focusedName(page)).toBe(name);
      }
      if (name === 'Vehicle details') {
        const details = header.getByRole('button', { name: 'Vehicle details' });
        await page.keyboard.press('Enter');
        await expect.poll(() => details.getAttribute('aria-expanded')).toBe('false');
        await page.keyboard.press('Enter');
        await expect.poll(() => details.getAttribute('aria-expanded')).toBe('true');
      }
    }
    expect(names.some((name) => name.startsWith('Price breakdown'))).toBe(true);
    expect(names.at(-1)).toBe('Vehicle details');
    // Tab on: focus in the configurator's content, the header away again.
    await expect.poll(inHeader).toBe(false);
    await expect.poll(headerShown).toBe(false);

    // Shift+Tab from that first control below the header (the header away): back to the header's last control,
    // the header shows, the page does not scroll and focus stays in the element.
    await expect.poll(async () => (await focus(page)).problem).toBeNull();
    const before = await scrollY();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(page)).toBe('Vehicle details');
    await expect.poll(inHeader).toBe(true);
    await expect.poll(headerShown).toBe(true);
    // The page did not scroll for it (read once the header has slid in: nothing should move it now).
    expect(await scrollY()).toBe(before);
    await expect.poll(async () => (await focus(page)).problem).toBeNull();

    // The same with the page scrolled far down and then up a little (the header slid away on the way up).
    await page.keyboard.press('Tab');
    await expect.poll(headerShown).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(headerShown).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(headerShown).toBe(false);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focusedName(page)).toBe('Vehicle details');
    await expect.poll(headerShown).toBe(true);
    expect(await scrollY()).toBe(1200);
  });
});

describe('a focused control the layout moves later', () => {
  it('is brought clear of the footer again when the host page grows above it, and left alone once the visitor scrolls away', async ({
    openDemo,
  }) => {
    const { page } = await openDemo(BUILD, { viewport: PHONE });
    const el = element(page);
    await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
    await footerPrice(el).waitFor();
    // The demo serves no 3D model here: the hero settles on the car's pictures (spec 8) before the walk starts.
    await expect.poll(() => el.getByTestId('visualiser-hero-mobile').count()).toBe(0);
    // Tab to a control resting just above the sticky footer.
    const seen: string[] = [];
    const nearFooter = () =>
      page.evaluate(() => {
        const root = document.querySelector('bp-configurator')!.shadowRoot!;
        const footer = root.querySelector('[data-testid="sticky-footer"]')!.getBoundingClientRect();
        const box = root.activeElement?.getBoundingClientRect();
        return box !== undefined && footer.top - box.bottom < 160;
      });
    for (let i = 0; i < 40 && !(await nearFooter()); i += 1) await tab(page, seen);
    await expect.poll(nearFooter).toBe(true);
    const name = await focusedName(page);

    // The host page puts a notice above the element after the visitor got there (a consent banner arriving late).
    // Without scroll anchoring, as in Safari: Chromium's would otherwise keep the content in place.
    const notice = () =>
      page.evaluate(() => {
        document.documentElement.style.overflowAnchor = 'none';
        const banner = document.createElement('div');
        banner.style.height = '200px';
        banner.textContent = 'A notice from the host page';
        document.querySelector('bp-configurator')!.before(banner);
      });
    await notice();
    await expect.poll(async () => (await focus(page)).problem).toBeNull();
    await expect.poll(() => focusedName(page)).toBe(name);

    // The visitor scrolls on past the control, further than the next notice is tall, then the page grows again:
    // the control moves down with the content but stays out of sight, and the page is not scrolled back to it.
    const controlBottom = () =>
      page.evaluate(() => document.querySelector('bp-configurator')!.shadowRoot!.activeElement!.getBoundingClientRect().bottom);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 400);
        return controlBottom();
      })
      .toBeLessThan(-400);
    // Scroll events are dispatched with the next frame, and a wheel may scroll smoothly over several: wait until
    // the scroll position holds over two frames before taking it.
    let scrolled = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(
          () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
        );
        const held = now === scrolled;
        scrolled = now;
        return held;
      })
      .toBe(true);
    await notice();
    // Two frames: layout, the resize observers and any scroll they make have run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await controlBottom()).toBeLessThan(-150);
    expect(await focusedName(page)).toBe(name);
  });
});

describe('focus and modals', () => {
  it('opens a plus-one on Cancel, and returns focus to the replacing control after Confirm and Remove', async ({ openDemo }) => {
    const { page } = await openDemo(BUILD, { viewport: PHONE });
    const el = element(page);
    await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
    const add = el.getByRole('button', { name: `Add ${TOWBAR}`, exact: true });
    await clickUntil(el.getByRole('tab', { name: 'Towing', exact: true }), add);
    const plusOne = el.getByRole('dialog', { name: "This one's got a plus-one" });
    await pressUntil(page, add, 'Enter', plusOne);
    // A confirmation defaults to the safe action.
    await expect.poll(() => focusedName(page)).toBe('Cancel');
    await page.keyboard.press('Enter');
    await plusOne.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Add ${TOWBAR}`);

    await pressUntil(page, add, 'Enter', plusOne);
    await expect.poll(() => focusedName(page)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('Confirm');
    await page.keyboard.press('Enter');
    await plusOne.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Remove ${TOWBAR}`);
    await expect.poll(async () => (await focus(page)).problem).toBeNull();

    const remove = el.getByRole('dialog', { name: 'Remove this accessory?' });
    await pressUntil(page, el.getByRole('button', { name: `Remove ${TOWBAR}`, exact: true }), 'Enter', remove);
    await expect.poll(() => focusedName(page)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Add ${TOWBAR}`);
  });
});

describe('axe, all rules and best practices, inside the element', () => {
  async function scrollThrough(page: Page, el: Locator) {
    // Sections below the fold mount as they come near: bring each in before the scan.
    for (const id of ['trayContent', 'accessoryContent', 'summaryContent']) {
      const section = el.locator(`#${id}`);
      if ((await section.count()) > 0) await section.scrollIntoViewIfNeeded();
    }
  }

  it('finds nothing on the selector, the configurator on a desktop and a phone, and in a modal', async ({ openDemo }) => {
    const { page } = await openDemo('/', { viewport: DESKTOP });
    const el = element(page);
    await el.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => el.getByRole('list').first().getByRole('button').count()).toBeGreaterThan(1);
    await expect.poll(() => axeViolations(page), AXE).toEqual([]);

    await page.goto(page.url().replace(/#.*$/, `#${BUILD}`));
    await el.getByRole('heading', { level: 1, name: 'Triton' }).waitFor();
    await footerPrice(el).waitFor();
    await scrollThrough(page, el);
    await el.locator('#summaryContent').waitFor();
    await expect.poll(() => axeViolations(page), AXE).toEqual([]);

    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => el.getByTestId('colour-preview').isVisible()).toBe(true);
    await expect.poll(() => axeViolations(page), AXE).toEqual([]);

    const towing = el.getByRole('tab', { name: 'Towing', exact: true });
    const add = el.getByRole('button', { name: `Add ${TOWBAR}`, exact: true });
    await clickUntil(towing, add);
    await clickUntil(add, el.getByRole('dialog', { name: "This one's got a plus-one" }));
    await expect.poll(() => axeViolations(page, 'dialog'), AXE).toEqual([]);
  });
});
