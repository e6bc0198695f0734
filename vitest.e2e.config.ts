import { defineConfig } from 'vitest/config';

// End-to-end: the demo server (one per worker, each a child process) and system
// Chromium driven by playwright-core, as a visitor would use the demo; engines.test.ts
// also drives Firefox (puppeteer-core) and WebKit (webdriverio, its own Xvfb display).
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    // Two files at a time, each on its own demo server (globalSetup starts one per worker): about 560 s
    // instead of 800 s under two busy loops. Tests wait for what they check, so a neighbour slowing the
    // page down only makes them wait longer.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 10 s (vitest's default is 1 s): CI runs on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
