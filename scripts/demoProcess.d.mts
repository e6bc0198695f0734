/** Types of scripts/demoProcess.mjs, for the TypeScript tests. */
import type { ChildProcess } from 'node:child_process';

export interface DemoProcess {
  /** The server's URL, without a trailing slash (http://localhost:PORT). */
  url: string;
  process: ChildProcess;
  /** What the server has written to stderr so far. */
  stderr: () => string;
  /** Sends a signal (SIGKILL: a crash) and resolves once the server has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Stops the server: SIGTERM, then SIGKILL 5 s later. */
  close: () => Promise<void>;
}

export declare const repoRoot: string;
export declare function startDemoProcess(options?: {
  /** The checkout whose demo to serve (default: this one). */
  root?: string;
  env?: Record<string, string | undefined>;
  args?: string[];
  timeoutMs?: number;
}): Promise<DemoProcess>;
