import { defineConfig } from 'vitest/config';

// End-to-end: the demo server (started once, as a child process) and system
// Chromium driven by playwright-core, as a visitor would use the demo.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    // One file at a time. globalSetup starts a demo server per worker, so `maxWorkers: 2` runs two files
    // at once, each on its own server: about 560 s instead of 800 s under two busy loops, but in 2 of
    // 3 loaded runs a late layout change outran a test's wait, so CI keeps one until those tests are hardened.
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 10 s (vitest's default is 1 s): CI runs on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
