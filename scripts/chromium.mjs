// @ts-check
/**
 * Debian's Chromium and the one flag list every tool here starts it with: the end-to-end tests
 * (test/e2e/browser.ts), the browser tests (web-test-runner.config.mjs), the benchmark and
 * Lighthouse (scripts/bench). No sandbox (CI runs as root), no GPU process, no background
 * traffic, and WebGL through SwiftShader (TOOLCHAIN.md) for the 3D visualiser.
 */
import { existsSync } from 'node:fs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--enable-unsafe-swiftshader',
];

/** Throws a message saying how to get Chromium when it is not where the tools look. */
export function assertChromium() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath}; install Debian's chromium or set CHROME_PATH`);
}
