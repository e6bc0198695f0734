// Browser tests: the built element (dist/) in system Chromium, against the demo
// store started here as a child process. Run `npm run build` first (npm test does).
import { chromeLauncher } from '@web/test-runner-chrome';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}; install Debian's chromium or set CHROME_PATH`);
if (!existsSync('dist/bp-configurator.js')) throw new Error('dist/bp-configurator.js is missing: run npm run build first');

function startDemo() {
  const child = spawn(process.execPath, ['demo/server.mjs'], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  process.on('exit', () => child.kill());
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /bp-configurator demo: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1].replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`demo server exited with ${code}`)));
  });
}

const demoUrl = await startDemo();

export default {
  files: 'test/browser/**/*.test.js',
  concurrency: 1,
  testsFinishTimeout: 120000,
  // Mocha's default 2 s per test is too short on a busy 2-core machine (a first render takes longer);
  // the tests' own waits (helpers.js waitFor) give up after 10 s with a message saying what they waited for.
  testFramework: { config: { timeout: 30000 } },
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head><script>window.BP_DEMO_URL = ${JSON.stringify(demoUrl)};</script></head>
  <body><script type="module" src="${testFramework}"></script></body>
</html>`,
};
