/**
 * WebKit (WebKitGTK 2.50 from Debian, the engine of Safari) through webdriverio and
 * WebKitWebDriver, driving MiniBrowser on an Xvfb display of its own: the display and the
 * driver's port are free ones picked at launch (two test files may run at once), and both
 * processes end with the engine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Key, remote } from 'webdriverio';
import type { Engine, EngineTab, KeyName, PageFunction } from './types';

export const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = 'WebKitWebDriver';

const KEYS: Record<Exclude<KeyName, 'Shift+Tab'>, string> = {
  Tab: Key.Tab,
  Enter: Key.Enter,
  Space: Key.Space,
  Escape: Key.Escape,
  ArrowDown: Key.ArrowDown,
  ArrowUp: Key.ArrowUp,
  ArrowLeft: Key.ArrowLeft,
  ArrowRight: Key.ArrowRight,
};

/** Starts Xvfb on the first free display (-displayfd writes its number once it listens). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display number:\n${errors}`)), 20_000);
    xvfb.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('\n')) return;
      clearTimeout(timer);
      resolve({ display: `:${output.trim()}`, process: xvfb });
    });
    xvfb.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb could not start (install Debian's xvfb): ${error.message}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Waits until the driver answers /status. */
async function driverReady(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`${DRIVER} exited with ${driver.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${DRIVER} did not answer on port ${port}`);
}

export async function launchWebKitEngine(): Promise<Engine> {
  if (!existsSync(miniBrowserPath))
    throw new Error(`MiniBrowser not found at ${miniBrowserPath}; install Debian's webkit2gtk-driver or set MINIBROWSER_PATH`);
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes.reverse()) if (child.exitCode === null) child.kill();
  };
  // Should the worker end without the file's cleanup, the display and the driver go with it.
  process.once('exit', stop);
  try {
    const xvfb = await startXvfb();
    processes.push(xvfb.process);
    const port = await freePort();
    const driver = spawn(DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: xvfb.display }, stdio: 'ignore' });
    processes.push(driver);
    await driverReady(port, driver);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      capabilities: {
        // WebKitWebDriver has no WebDriver BiDi: without this the session is refused.
        'wdio:enforceWebDriverClassic': true,
        // WebGL off: WebKitGTK renders it here with Mesa's software rasteriser, which slows every
        // step; without it the hero takes the path of a Safari whose WebGL is unavailable (the
        // car's pictures), as Firefox's does here.
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation', '--enable-webgl=false'] },
      } as WebdriverIO.Capabilities,
    });
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
        if (key === 'Shift+Tab') await action.down(Key.Shift).down(Key.Tab).up(Key.Tab).up(Key.Shift).perform();
        else await action.down(KEYS[key]).up(KEYS[key]).perform();
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
      async close() {
        await browser.deleteSession().catch(() => undefined);
        stop();
        process.off('exit', stop);
      },
    };
  } catch (error) {
    stop();
    process.off('exit', stop);
    throw error;
  }
}
