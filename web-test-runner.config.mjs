// Browser tests: the built element (dist/) in Debian's Chromium, Firefox and WebKit (MiniBrowser),
// against the demo store started here as a child process. Run `npm run build` first (npm test does).
import { chromeLauncher } from '@web/test-runner-chrome';
import { existsSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { assertChromium, chromeArgs, chromePath } from './scripts/chromium.mjs';
import { assertFirefox, firefoxPath, ignoreScreenOrientation } from './scripts/firefox.mjs';
import { webkitLauncher } from './scripts/webkit.mjs';
import { startDemoProcess } from './scripts/demoProcess.mjs';

assertChromium();
assertFirefox();
if (!existsSync('dist/bp-configurator.js')) throw new Error('dist/bp-configurator.js is missing: run npm run build first');

const demo = await startDemoProcess();
process.on('exit', () => demo.process.kill());
const demoUrl = demo.url;

export default {
  files: 'test/browser/**/*.test.js',
  concurrency: 1,
  // One browser at a time: on a 2-core machine the load stays what it was with Chromium alone (about 5 s a browser).
  concurrentBrowsers: 1,
  testsFinishTimeout: 120000,
  // Mocha's default 2 s per test is too short on a busy 2-core machine (a first render takes longer);
  // the tests' own waits (helpers.js waitFor) give up after 20 s with a message saying what they waited for.
  testFramework: { config: { timeout: 60000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: chromePath,
        headless: true,
        args: chromeArgs,
      },
    }),
    // Firefox through puppeteer-core over WebDriver BiDi, as the e2e engines drive it.
    chromeLauncher({
      puppeteer,
      launchOptions: { browser: 'firefox', executablePath: firefoxPath, headless: true },
      async createPage({ context }) {
        const page = await context.newPage();
        const setViewport = page.setViewport.bind(page);
        page.setViewport = (viewport) => setViewport(viewport).catch(ignoreScreenOrientation);
        return page;
      },
    }),
    webkitLauncher(),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><script>window.BP_DEMO_URL = ${JSON.stringify(demoUrl)};</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
};
