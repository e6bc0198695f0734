/** Chromium (Debian's package) through playwright-core, as every other e2e file drives it. */
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, withoutModels } from '../browser';
import type { Engine, EngineTab, KeyName, PageFunction } from './types';

const KEYS: Record<KeyName, string> = {
  Tab: 'Tab',
  'Shift+Tab': 'Shift+Tab',
  Enter: 'Enter',
  Space: 'Space',
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  'Control+z': 'Control+z',
  'Control+Shift+z': 'Control+Shift+z',
};

export async function launchChromiumEngine(): Promise<Engine> {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    label: 'Chromium',
    async tab(): Promise<EngineTab> {
      let context: BrowserContext | undefined;
      let page: Page | undefined;
      let errors: string[] = [];
      const current = () => {
        if (!page) throw new Error('no page opened yet: call goto first');
        return page;
      };
      return {
        async goto(url, viewport) {
          await context?.close();
          context = await browser.newContext({ viewport });
          // Firefox and WebKit here have no WebGL, so their hero keeps the car's pictures; the
          // models answer 404 here so that Chromium takes the same path (spec 8: viewer error).
          await withoutModels(context);
          page = await context.newPage();
          const seen: string[] = (errors = []);
          page.on('pageerror', (error: unknown) => seen.push(error instanceof Error ? error.message : String(error)));
          await page.goto(url);
          return viewport;
        },
        evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
          current().evaluate(fn as (arg: unknown) => R | Promise<R>, arg as unknown) as Promise<R>,
        click: (x, y) => current().mouse.click(x, y),
        type: (text) => current().keyboard.type(text),
        press: (key) => current().keyboard.press(KEYS[key]),
        errors: () => Promise.resolve([...errors]),
        async screenshot(path) {
          await current().screenshot({ path });
        },
      };
    },
    close: () => browser.close(),
  };
}
