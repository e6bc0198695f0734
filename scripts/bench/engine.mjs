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
import { percentile, verdict } from './util.mjs';

export const ENGINE_BUDGET_MS = 1;
/** Reaching a hidden value or repairing a refused accessory: the 95th percentile of single calls (issue 22). */
export const REACH_P95_BUDGET_MS = 5;

/**
 * @param {string} root
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureEngine(root) {
  const dir = mkdtempSync(join(tmpdir(), 'bp-bench-'));
  const output = join(dir, 'engine.json');
  // test/bench/reach.bench.ts times each call itself (tinybench's JSON has no samples) and writes them here.
  const samplesFile = join(dir, 'reach-samples.json');
  try {
    await new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(root, 'node_modules/vitest/vitest.mjs'), 'bench', '--run', '--config', 'vitest.bench.config.ts', '--outputJson', output],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'pipe'],
          env: { ...process.env, CI: '1', BP_BENCH_SAMPLES: samplesFile },
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
        // The reach/repair benches are judged by their own p95 rows below; their means are for information.
        const judged = !suite.startsWith('reach') && !suite.startsWith('repair');
        for (const bench of group.benchmarks) {
          rows.push({
            section: 'engine',
            metric: `${bench.name} — mean (p75 ${bench.p75.toFixed(3)} ms, p99 ${bench.p99.toFixed(3)} ms, ±${bench.rme.toFixed(1)}%; ${suite})`,
            value: `${bench.mean.toFixed(3)} ms`,
            budget: judged ? `< ${ENGINE_BUDGET_MS} ms` : '—',
            result: judged ? verdict(bench.mean, (v) => v < ENGINE_BUDGET_MS) : 'info',
            raw: bench.mean,
            detail: bench,
          });
        }
      }
    }
    rows.push(...reachRows(samplesFile));
    // test/bench/repair.bench.ts writes its own samples beside them (issue 22.2).
    rows.push(...reachRows(samplesFile.replace(/\.json$/, '-repair.json')));
    if (rows.length === 0) throw new Error('vitest bench reported no benchmarks');
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * p50 and p95 of the single calls each reach/repair bench timed, one row per bench.
 * @param {string} file
 * @returns {import('./util.mjs').Row[]}
 */
function reachRows(file) {
  /** @type {Record<string, { wall: number[], cpu: number[] }>} */
  let samples;
  try {
    samples = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  return Object.entries(samples).map(([name, { wall, cpu }]) => {
    const p50 = percentile(wall, 50);
    const p95 = percentile(wall, 95);
    const cpu95 = percentile(cpu, 95);
    // Judged by CPU time (issue 31.5): on a machine shared with other work the wall clock of a call
    // counts the time the process waited for a core, which the load, not the code, decides.
    return {
      section: 'engine',
      metric: `reach/repair ${name} — CPU time p95 of ${wall.length} calls after a warm-up pass (every call once, untimed) (CPU p50 ${percentile(cpu, 50).toFixed(3)} ms; wall clock p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms)`,
      value: `${cpu95.toFixed(3)} ms`,
      budget: `CPU p95 < ${REACH_P95_BUDGET_MS} ms`,
      result: verdict(cpu95, (v) => v < REACH_P95_BUDGET_MS),
      raw: cpu95,
      detail: { p50, p95, cpuP50: percentile(cpu, 50), cpuP95: cpu95, calls: wall.length },
    };
  });
}
