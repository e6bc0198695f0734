import { defineConfig } from 'vitest/config';

// End-to-end: the demo server (started once, as a child process) and system
// Chromium driven by playwright-core, as a visitor would use the demo.
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 10 s (vitest's default is 1 s): CI runs on a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
