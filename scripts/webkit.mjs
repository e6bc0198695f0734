// @ts-check
/**
 * WebKit (WebKitGTK from Debian, the engine of Safari) for every tool here that drives it: the
 * end-to-end engines (test/e2e/engines/webkit.ts) and the browser tests
 * (web-test-runner.config.mjs, `webkitLauncher`). MiniBrowser runs under WebKitWebDriver on an
 * Xvfb display of its own; the display and the driver's port are free ones picked at launch
 * (two test files may run at once), and both processes end with the session.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';

const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = 'WebKitWebDriver';

/**
 * Starts Xvfb on the first free display (-displayfd writes its number once it listens).
 * @returns {Promise<{ display: string; process: import('node:child_process').ChildProcess }>}
 */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display number:\n${errors}`)), 20_000);
    xvfb.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (!output.includes('\n')) return;
      clearTimeout(timer);
      resolve({ display: `:${output.trim()}`, process: xvfb });
    });
    xvfb.stderr.on('data', (chunk) => (errors += chunk.toString()));
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb could not start (install Debian's xvfb): ${error.message}`));
    });
  });
}

/** @returns {Promise<number>} */
function freePort() {
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

/**
 * Waits until the driver answers /status.
 * @param {number} port
 * @param {import('node:child_process').ChildProcess} driver
 */
async function driverReady(port, driver) {
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

/**
 * A WebDriver session with MiniBrowser on a display of its own, and its stop (the session, the
 * driver and the display). WebGL is off: WebKitGTK renders it here with Mesa's software
 * rasteriser, which slows every step; without it the hero takes the path of a Safari whose WebGL
 * is unavailable (the car's pictures), as Firefox's does here.
 * @returns {Promise<{ browser: WebdriverIO.Browser; stop: () => Promise<void> }>}
 */
export async function launchWebKit() {
  if (!existsSync(miniBrowserPath))
    throw new Error(`MiniBrowser not found at ${miniBrowserPath}; install Debian's webkit2gtk-driver or set MINIBROWSER_PATH`);
  /** @type {import('node:child_process').ChildProcess[]} */
  const processes = [];
  const end = () => {
    for (const child of processes.reverse()) if (child.exitCode === null) child.kill();
  };
  // Should the process end without the caller's cleanup, the display and the driver go with it.
  process.once('exit', end);
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
      capabilities: /** @type {WebdriverIO.Capabilities} */ ({
        // WebKitWebDriver has no WebDriver BiDi: without this the session is refused.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation', '--enable-webgl=false'] },
      }),
    });
    return {
      browser,
      async stop() {
        await browser.deleteSession().catch(() => undefined);
        end();
        process.off('exit', end);
      },
    };
  } catch (error) {
    end();
    throw error;
  }
}

/**
 * WebKit for @web/test-runner: one MiniBrowser window, one test file at a time. The runner
 * hears each file's results from the page itself; a session here only opens its address and,
 * when it stops, leaves it for a blank page (the shape of @web/test-runner's BrowserLauncher).
 */
export function webkitLauncher() {
  /** @type {Awaited<ReturnType<typeof launchWebKit>> | null} */
  let webkit = null;
  /** @type {string | null} */
  let active = null;
  /** @type {string | undefined} */
  let url;
  return {
    name: 'WebKit',
    type: 'webkitgtk-webdriver',
    concurrency: 1,
    async initialize() {
      webkit = await launchWebKit();
    },
    async stop() {
      await webkit?.stop();
      webkit = null;
    },
    /** @param {string} sessionId @param {string} sessionUrl */
    async startSession(sessionId, sessionUrl) {
      if (!webkit) throw new Error('WebKit was not started');
      active = sessionId;
      url = sessionUrl;
      await webkit.browser.url(sessionUrl);
    },
    /** @param {string} sessionId */
    isActive: (sessionId) => active === sessionId,
    getBrowserUrl: () => url,
    async stopSession() {
      active = null;
      url = undefined;
      await webkit?.browser.url('about:blank');
      return {};
    },
    async startDebugSession() {
      throw new Error('WebKit runs headless here (Xvfb): no debug session');
    },
  };
}
