/**
 * A bench of single calls for the reach and repair benches (issue 31.5), each call timed on its own:
 * the wall clock and the process's CPU time (scripts/bench/engine.mjs judges the CPU time's p95, so a
 * machine busy with other work does not decide it). Warm-up, stated in the report: tinybench's own
 * warm-up iterations are not sampled, and before sampling every call is made once, untimed, so the
 * p95 is of code the JIT has compiled, not of its first runs. Then each call is sampled at least
 * ROUNDS times, in turn.
 */
import { bench } from 'vitest';

/** How many times each call is sampled at least. */
const ROUNDS = 5;

export interface CallTimes {
  wall: number[];
  cpu: number[];
}

export function timedCalls(name: string, calls: readonly (() => unknown)[], times: CallTimes): void {
  let turn = 0;
  let sampling = false;
  bench(
    name,
    () => {
      const call = calls[turn++ % calls.length]!;
      if (!sampling) {
        call();
        return;
      }
      const cpu = process.cpuUsage();
      const start = performance.now();
      call();
      times.wall.push(performance.now() - start);
      const used = process.cpuUsage(cpu);
      times.cpu.push((used.user + used.system) / 1000);
    },
    {
      iterations: calls.length * ROUNDS,
      setup: (_task, mode) => {
        sampling = mode === 'run';
        if (!sampling) return;
        // The warm-up pass: every call once, untimed.
        for (const call of calls) call();
        turn = 0;
      },
    },
  );
}
