/**
 * Test harness for the demo store: runs demo/server.mjs as a child process
 * (never in the test process: two copies of graphql would meet) and reads the
 * committed catalog for expected values.
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoProcess } from '../../scripts/demoProcess.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const catalogDir = join(repoRoot, 'demo/catalog');

export type Json = any;

export interface DemoServer {
  url: string;
  stop: () => Promise<void>;
  stderr: () => string;
  /** Sends a signal (e.g. SIGKILL, a crash) and resolves once the server has exited. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/** Starts the demo server on a free port (test routes on, no faults); its URL ends with '/'. */
export async function startDemo(env: Record<string, string> = {}, args: string[] = []): Promise<DemoServer> {
  const demo = await startDemoProcess({ env: { BP_FAULTS: '', BP_TEST_ROUTES: '1', ...env }, args, timeoutMs: 15_000 });
  return { url: `${demo.url}/`, stop: demo.close, stderr: demo.stderr, kill: demo.kill };
}

/** Runs the demo server expecting it to refuse to start; resolves with its exit code and output. */
export function runDemoToExit(
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(repoRoot, 'demo/server.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', BP_FAULTS: '', BP_TEST_ROUTES: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolveExit) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolveExit({ code, stdout, stderr });
    });
  });
}

/** Every committed catalog file, parsed. */
export function catalogFiles(): { name: string; json: Json }[] {
  return readdirSync(catalogDir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort()
    .map((name) => ({ name, json: JSON.parse(readFileSync(join(catalogDir, name), 'utf8')) }));
}

/** The committed catalog merged: store settings and ranges ordered by position. */
export function readCatalog(): { storeConfig: Json; content: Json; ranges: Json[] } {
  const files = catalogFiles();
  const store = files.find((f) => f.json.storeConfig)?.json;
  const ranges = files.flatMap((f) => f.json.ranges ?? []).sort((a: Json, b: Json) => a.position - b.position);
  return { storeConfig: store.storeConfig, content: store.content, ranges };
}

/** The catalog range with a code. */
export function rangeByCode(code: string): Json {
  const range = readCatalog().ranges.find((r) => r.code === code);
  if (!range) throw new Error(`no range ${code}`);
  return range;
}

/** POSTs a GraphQL request and returns status and parsed body. */
export async function postGraphql(
  url: string,
  query: string,
  variables?: Json,
  operationName?: string,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${url}graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables, operationName }),
  });
  return { status: res.status, body: await res.json() };
}
