// @ts-check
/**
 * Starts the demo server (demo/server.mjs) as a child process on a free port and resolves with
 * the URL it prints: the one starter of the server tests, the end-to-end tests, the browser tests
 * and the benchmark. A child process, never in the caller's: two copies of graphql would meet.
 */
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file's folder's parent). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ root?: string, env?: Record<string, string | undefined>, args?: string[], timeoutMs?: number }} [options]
 *   the checkout whose demo to serve (this one), more environment (another catalog: BP_CATALOG; faults: BP_FAULTS), server arguments, and how
 *   long to wait for it to start (20 s)
 * @returns {Promise<import('./demoProcess.d.mts').DemoProcess>}
 */
export function startDemoProcess({ root = repoRoot, env = {}, args = [], timeoutMs = 20_000 } = {}) {
  const child = spawn(process.execPath, [join(root, 'demo/server.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (stderr += chunk.toString()));
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`demo server did not start:\n${stdout}${stderr}`));
    }, timeoutMs);
    const onExit = (/** @type {number | null} */ code) => {
      clearTimeout(timer);
      reject(new Error(`demo server exited with ${code}:\n${stdout}${stderr}`));
    };
    const onData = (/** @type {Buffer} */ chunk) => {
      stdout += chunk.toString();
      const match = /^bp-configurator demo: (http:\/\/\S+?)\/?$/m.exec(stdout);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // Keep reading what it prints, so a full pipe never stalls the server.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolveStart({
        url: match[1],
        process: child,
        stderr: () => stderr,
        kill: (signal) => killChild(child, signal),
        close: () => stopChild(child),
      });
    };
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} signal
 * @returns {Promise<void>}
 */
function killChild(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill(signal);
  });
}

/**
 * SIGTERM, then SIGKILL if it has not exited 5 s later (a server stuck in a long computation
 * cannot answer SIGTERM).
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
