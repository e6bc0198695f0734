import { defineConfig } from 'vitest/config';

// Fast suites: pure rules, React components in jsdom, and the demo server.
// Browser and end-to-end suites have their own runners (see package.json).
//
// Unit and component files share their worker's module registry and environment (isolate: false):
// a jsdom and the src modules are set up once per worker, not once per file, which took more CPU
// than the tests (unit 63 s → 22 s, component 79 s → 35 s of CPU). Tests clean up after themselves
// (testing-library unmounts, each render makes its own element instance). A file that mocks a
// module must have a registry of its own: it runs in the isolated project.
const mocksModules = ['test/unit/state/buildEngineOffline.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts'],
          exclude: mocksModules,
          isolate: false,
          // The property tests (hundreds of generated builds) and the shipped catalogs loaded through the demo
          // store's GraphQL take 1-3 s alone and over 10 s on a loaded 2-core machine (seen: reach.test's
          // beforeAll timed out at 10 s, closestInStock's generated stock test past 5 s, at load average 14-29).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'unit-isolated', environment: 'node', include: mocksModules } },
      {
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['test/component/**/*.test.tsx'],
          setupFiles: ['test/component/setup.ts'],
          isolate: false,
          // A file's first render also loads its screen's modules: over 5 s on a busy 2-core machine; savedBuilds'
          // 'saves under the model, grade and colour' took 15 s at load 15 (stop 43), so a test has 40 s.
          testTimeout: 40_000,
        },
      },
      // A file's beforeAll starts demo servers (child processes): over the 10 s default at load 14-30 (faults, testDoors).
      { test: { name: 'server', environment: 'node', include: ['test/server/**/*.test.ts'], testTimeout: 20000, hookTimeout: 60_000 } },
    ],
  },
  benchmark: {},
});
