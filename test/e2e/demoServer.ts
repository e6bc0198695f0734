/** Starts the demo server as a child process (scripts/demoProcess.mjs) with the test routes on. */
import { startDemoProcess, type DemoProcess } from '../../scripts/demoProcess.mjs';

export type RunningDemo = DemoProcess;

export function startDemoServer(env: Record<string, string> = {}): Promise<RunningDemo> {
  return startDemoProcess({ env: { BP_TEST_ROUTES: '1', ...env } });
}
