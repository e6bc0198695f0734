import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoServer, type RunningDemo } from './demoServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One demo server per worker (test/e2e/fixture.ts picks the worker's own by VITEST_POOL_ID). */
    demoUrls: string[];
  }
}

/**
 * One demo server per worker that may run at once: the files run in parallel, and a
 * server's fault switches and leads belong to the one file running on it at a time.
 * Each server keeps its leads in a file of its own.
 */
export default async function setup(project: TestProject) {
  // vitest.e2e.config.ts sets maxWorkers (fileParallelism: false makes it 1); unset, vitest would pick its own.
  const workers = project.globalConfig.maxWorkers;
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error('vitest.e2e.config.ts must set maxWorkers: one demo server is started per worker');
  const leadsDir = mkdtempSync(join(tmpdir(), 'bp-e2e-leads-'));
  const demos: RunningDemo[] = [];
  const close = async () => {
    await Promise.all(demos.map((demo) => demo.close()));
    rmSync(leadsDir, { recursive: true, force: true });
  };
  try {
    for (let worker = 1; worker <= workers; worker++) {
      // The `timeout` fault drops its connection after 1 s: a dropped connection is met the same way
      // whenever it drops (retried twice, then the error path), so tests need not sit out a longer wait.
      demos.push(await startDemoServer({ BP_TIMEOUT_MS: '1000', BP_LEADS_FILE: join(leadsDir, `leads-${worker}.jsonl`) }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  project.provide(
    'demoUrls',
    demos.map((demo) => demo.url),
  );
  return close;
}
