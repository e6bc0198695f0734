// @ts-check
/** Starts the demo server (demo/server.mjs) as a child process on a free port, like test/e2e/demoServer.ts. */
import { spawn } from 'node:child_process';

/**
 * @param {string} root the repository root
 * @param {Record<string, string>} [env] more environment for the server (another catalog: BP_CATALOG)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} url without the trailing slash
 */
export function startDemoServer(root, env = {}) {
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`demo server did not start:\n${output}`));
    }, 20_000);
    const onExit = (/** @type {number | null} */ code) => {
      clearTimeout(timer);
      reject(new Error(`demo server exited with ${code}:\n${output}`));
    };
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      const match = /bp-configurator demo: (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.removeAllListeners('data');
      child.stdout.resume();
      resolve({
        url: match[1].replace(/\/$/, ''),
        close: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill();
          }),
      });
    });
    child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
    child.once('exit', onExit);
  });
}
