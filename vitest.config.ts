import { defineConfig } from 'vitest/config';

// Fast suites: pure rules, React components in jsdom, and the demo server.
// Browser and end-to-end suites have their own runners (see package.json).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', environment: 'node', include: ['test/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/component/**/*.test.tsx'],
          setupFiles: ['test/component/setup.ts'],
          // A file's first render also loads its screen's modules: over 5 s on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      { test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.ts'], testTimeout: 20000 } },
    ],
  },
  benchmark: {},
});
