/** System Chromium for end-to-end tests, and helpers to read the element's shadow DOM. */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { assertChromium, chromeArgs, chromePath } from '../../scripts/chromium.mjs';

/** System Chromium; `extraArgs` for a browser set up otherwise (e.g. without WebGL). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  assertChromium();
  return chromium.launch({ executablePath: chromePath, args: [...chromeArgs, ...extraArgs], headless: true });
}

/** Sets the demo server's fault switches (an empty object clears them). */
export async function setFaults(demoUrl: string, faults: Record<string, string>): Promise<void> {
  await fetch(`${demoUrl}/__faults`, { method: 'DELETE' });
  if (Object.keys(faults).length === 0) return;
  const response = await fetch(`${demoUrl}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  if (!response.ok) throw new Error(`could not set faults: ${response.status}`);
}

/** Where screenshots for review are written. */
export function artifactPath(name: string): string {
  mkdirSync('test-artifacts', { recursive: true });
  return `test-artifacts/${name}`;
}

/** How a demo page is opened (test/e2e/fixture.ts: openDemo). */
export interface DemoOptions {
  viewport?: { width: number; height: number };
  /** A touch screen (a phone): touch events and a mobile viewport, as a visitor on a phone has. */
  touch?: boolean;
  /** localStorage entries set before the page's own scripts run. */
  storage?: Record<string, string>;
  /**
   * Serve the 3D models. Off by default: 3D-ready ranges then keep the image hero (spec 8:
   * viewer error), so tests of everything else do not share the CPU with software WebGL.
   */
  withModels?: boolean;
  /** Ignore the demo's Content-Security-Policy: for tests that must put a foreign or inline-script frame on the page. */
  bypassCSP?: boolean;
  /** The host page's own query, before the hash route (e.g. '?utm_source=news'), as a link from an ad or a mail brings it. */
  search?: string;
}

/** Storage, CSP violation collection and (unless asked for) no 3D models, on a context before its first page. */
export async function prepareDemoContext(context: BrowserContext, options: DemoOptions = {}): Promise<void> {
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.storage);
  }
  await context.addInitScript(collectCspViolations);
  if (!options.withModels) await withoutModels(context);
}

/** One Content-Security-Policy violation a page (or one of its frames) reported. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  frame: string;
}

/** Init script (every frame): keeps each securitypolicyviolation event in window.__cspViolations. */
function collectCspViolations(): void {
  const w = window as unknown as { __cspViolations?: CspViolation[] };
  if (w.__cspViolations) return;
  const list: CspViolation[] = [];
  w.__cspViolations = list;
  window.addEventListener(
    'securitypolicyviolation',
    (event) =>
      list.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        sample: event.sample,
        frame: window.location.href,
      }),
    true,
  );
}

/** Every CSP violation reported so far by the page and its frames (pages opened with openDemo). */
export async function cspViolations(page: Page): Promise<CspViolation[]> {
  const all: CspViolation[] = [];
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? [])
      .catch(() => [] as CspViolation[]);
    all.push(...found);
  }
  return all;
}

/** Answers 3D model requests with 404, so 3D-ready ranges show the image hero (the visualiser has its own tests). */
export async function withoutModels(context: BrowserContext): Promise<void> {
  await context.route('**/models/*.glb', (route) => route.fulfill({ status: 404, body: 'not found' }));
}
