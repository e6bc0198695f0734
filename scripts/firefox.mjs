// @ts-check
/**
 * Debian's firefox-esr, where every tool here that drives Firefox looks for it: the end-to-end
 * engines (test/e2e/engines/firefox.ts) and the browser tests (web-test-runner.config.mjs), both
 * through puppeteer-core over WebDriver BiDi.
 */
import { existsSync } from 'node:fs';

export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Throws a message saying how to get Firefox when it is not where the tools look. */
export function assertFirefox() {
  if (!existsSync(firefoxPath)) throw new Error(`Firefox not found at ${firefoxPath}; install Debian's firefox-esr or set FIREFOX_PATH`);
}

/**
 * Firefox ESR knows emulation.setViewport but not the screen orientation command puppeteer 24
 * sends with it; the viewport is set all the same, so that refusal is let go.
 * @param {unknown} error
 */
export function ignoreScreenOrientation(error) {
  if (!String(error).includes('setScreenOrientationOverride')) throw error;
}
