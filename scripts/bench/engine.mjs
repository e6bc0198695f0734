// @ts-check
/**
 * The engine benchmarks (test/bench/engine.bench.ts) through vitest 4's bench mode with
 * --outputJson. vitest 4 uses tinybench 2.9, whose results carry the mean and p75/p99
 * but no median, and the JSON drops the samples, so the report gives the MEAN.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verdict } from './util.mjs';

export const ENGINE_BUDGET_MS = 1;

/**
 * @param {string} root
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureEngine(root) {
  const dir = mkdtempSync(join(tmpdir(), 'bp-bench-'));
  const output = join(dir, 'engine.json');
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/vitest/vitest.mjs'), 'bench', '--run', '--config', 'vitest.bench.config.ts', '--outputJson', output],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, CI: '1' },
        },
      );
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(undefined) : reject(new Error(`vitest bench failed (${code}): ${errors.slice(-1500)}`)),
      );
    });
    /** @type {{ files: { groups: { fullName: string, benchmarks: { name: string, mean: number, p75: number, p99: number, hz: number, sampleCount?: number, rme: number }[] }[] }[] }} */
    const report = JSON.parse(readFileSync(output, 'utf8'));
    /** @type {import('./util.mjs').Row[]} */
    const rows = [];
    for (const file of report.files) {
      for (const group of file.groups) {
        const suite = group.fullName.split(' > ').pop() ?? group.fullName;
        for (const bench of group.benchmarks) {
          rows.push({
            section: 'engine',
            metric: `${bench.name} — mean (p75 ${bench.p75.toFixed(3)} ms, p99 ${bench.p99.toFixed(3)} ms, ±${bench.rme.toFixed(1)}%; ${suite})`,
            value: `${bench.mean.toFixed(3)} ms`,
            budget: `< ${ENGINE_BUDGET_MS} ms`,
            result: verdict(bench.mean, (v) => v < ENGINE_BUDGET_MS),
            raw: bench.mean,
            detail: bench,
          });
        }
      }
    }
    if (rows.length === 0) throw new Error('vitest bench reported no benchmarks');
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
