/** Starts the demo server as a child process and reads the URL it prints. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningDemo {
  url: string;
  process: ChildProcess;
  close: () => Promise<void>;
}

export function startDemoServer(env: Record<string, string> = {}): Promise<RunningDemo> {
  const child = spawn(process.execPath, ['demo/server.mjs'], {
    env: { ...process.env, PORT: '0', BP_TEST_ROUTES: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`demo server did not start:\n${output}`)), 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /bp-configurator demo: (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      const url = match[1].replace(/\/$/, '');
      resolve({
        url,
        process: child,
        close: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill();
          }),
      });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`demo server exited with ${code}:\n${output}`));
    });
  });
}
