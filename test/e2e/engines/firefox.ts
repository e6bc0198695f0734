/** Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. */
import puppeteer, { type BrowserContext, type KeyInput, type Page } from 'puppeteer-core';
import { assertFirefox, firefoxPath, ignoreScreenOrientation } from '../../../scripts/firefox.mjs';
import { CHORDS, isChord, type Chord, type Engine, type EngineTab, type KeyName, type PageFunction } from './types';

const KEYS: Record<Exclude<KeyName, Chord>, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  // puppeteer's BiDi keyboard knows the space bar by its character.
  Space: ' ' as KeyInput,
  Escape: 'Escape',
  ArrowDown: 'ArrowDown',
  ArrowUp: 'ArrowUp',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
};

export async function launchFirefoxEngine(): Promise<Engine> {
  assertFirefox();
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath, headless: true, defaultViewport: null });
  return {
    name: 'firefox',
    label: 'Firefox',
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
          context = await browser.createBrowserContext();
          page = await context.newPage();
          const seen: string[] = (errors = []);
          page.on('pageerror', (error: unknown) => seen.push(error instanceof Error ? error.message : String(error)));
          await page.setViewport(viewport).catch(ignoreScreenOrientation);
          await page.waitForFunction((width: number) => window.innerWidth === width, {}, viewport.width);
          await page.goto(url);
          return viewport;
        },
        evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
          current().evaluate(fn as (arg: unknown) => unknown, arg as unknown) as Promise<R>,
        click: (x, y) => current().mouse.click(x, y),
        type: (text) => current().keyboard.type(text),
        async press(key) {
          const keyboard = current().keyboard;
          if (!isChord(key)) return keyboard.press(KEYS[key]);
          const { hold, key: last } = CHORDS[key];
          for (const modifier of hold) await keyboard.down(modifier);
          await keyboard.press(last);
          for (const modifier of [...hold].reverse()) await keyboard.up(modifier);
        },
        errors: () => Promise.resolve([...errors]),
        async screenshot(path) {
          await current().screenshot({ path: path as `${string}.png` });
        },
      };
    },
    close: () => browser.close(),
  };
}
