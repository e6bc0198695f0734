/**
 * WebKit (WebKitGTK 2.50 from Debian, the engine of Safari) through webdriverio and
 * WebKitWebDriver, driving MiniBrowser on an Xvfb display of its own (scripts/webkit.mjs, which
 * the browser tests use too).
 */
import { Key } from 'webdriverio';
import { launchWebKit } from '../../../scripts/webkit.mjs';
import { CHORDS, isChord, type Chord, type Engine, type EngineTab, type KeyName, type PageFunction } from './types';

const KEYS: Record<Exclude<KeyName, Chord>, string> = {
  Tab: Key.Tab,
  Enter: Key.Enter,
  Space: Key.Space,
  Escape: Key.Escape,
  ArrowDown: Key.ArrowDown,
  ArrowUp: Key.ArrowUp,
  ArrowLeft: Key.ArrowLeft,
  ArrowRight: Key.ArrowRight,
};

export async function launchWebKitEngine(): Promise<Engine> {
  const webkit = await launchWebKit();
  const browser = webkit.browser;
  let chrome: { width: number; height: number } | undefined;
  const tab: EngineTab = {
    async goto(url, viewport) {
      // A page of the same origin (no element on it) to clear what earlier pages stored;
      // then the page itself, loaded afresh.
      await browser.url(new URL('/favicon.svg', url).href);
      await browser.execute(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
      await browser.deleteAllCookies();
      // The window's size includes MiniBrowser's own bars: measured once, then added.
      if (!chrome) {
        await browser.setWindowSize(viewport.width, viewport.height);
        const inner = await browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
        chrome = { width: viewport.width - inner.width, height: viewport.height - inner.height };
      }
      await browser.setWindowSize(viewport.width + chrome.width, viewport.height + chrome.height);
      await browser.url(url);
      // MiniBrowser's window goes no narrower than its toolbar: 447 px of page here (a phone's 390 is not to be had).
      const given = await browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
      await browser.execute(() => {
        const seen: string[] = [];
        (window as unknown as { __engineErrors: string[] }).__engineErrors = seen;
        window.addEventListener('error', (event) => seen.push(event.message));
        window.addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
      });
      return given;
    },
    evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) => browser.execute(fn as (arg: unknown) => unknown, arg as unknown) as Promise<R>,
    async click(x, y) {
      await browser
        .action('pointer', { parameters: { pointerType: 'mouse' } })
        .move({ x: Math.round(x), y: Math.round(y), origin: 'viewport' })
        .down({ button: 0 })
        .up({ button: 0 })
        .perform();
    },
    async type(text) {
      // One press and release per character (browser.keys holds every key down before releasing
      // any, which drops repeated letters: 'Woolloomooloo' came out as 'Wolomolo').
      const action = browser.action('key');
      for (const character of text) action.down(character).up(character);
      await action.perform();
    },
    async press(key) {
      const action = browser.action('key');
      if (!isChord(key)) return action.down(KEYS[key]).up(KEYS[key]).perform();
      const { hold, key: last } = CHORDS[key];
      const named: Record<string, string> = { Shift: Key.Shift, Control: Key.Ctrl, Tab: Key.Tab };
      const code = (name: string) => named[name] ?? name;
      for (const modifier of hold) action.down(code(modifier));
      action.down(code(last)).up(code(last));
      for (const modifier of [...hold].reverse()) action.up(code(modifier));
      await action.perform();
    },
    errors: () => browser.execute(() => [...((window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [])]),
    async screenshot(path) {
      await browser.saveScreenshot(path);
    },
  };
  return {
    name: 'webkit',
    label: 'WebKit (WebKitGTK MiniBrowser)',
    // One window per session: every tab of this engine is the same window.
    tab: () => Promise.resolve(tab),
    close: webkit.stop,
  };
}
