/**
 * The demo's Content-Security-Policy (demo/server.mjs) allows exactly the inline
 * styles the element needs, by hash: the empty <style> element styled-components
 * fills through CSSOM, and model-viewer's shadow template <style>. The hashes are
 * recomputed here from the code itself, so upgrading model-viewer (or changing its
 * stylesheet) fails this test instead of breaking the 3D view under the policy.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// demo/server.mjs is checked JavaScript without declarations: import it by a computed name, typed here.
const serverModule = '../../../demo/server.mjs';
const { CONTENT_SECURITY_POLICY } = (await import(serverModule)) as { CONTENT_SECURITY_POLICY: string };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (name: string) =>
  CONTENT_SECURITY_POLICY.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? null;

/** The text of every <style> in model-viewer's shadow template (lib/template.js, what the element bundles). */
function modelViewerTemplateStyles(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@google/model-viewer/package.json'));
  const template = readFileSync(join(root, 'lib', 'template.js'), 'utf8');
  return [...template.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
}

describe('the demo Content-Security-Policy', () => {
  it('has no unsafe-inline, no unsafe-eval, and only self for scripts (plus WebAssembly compilation)', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/'unsafe-inline'|'unsafe-eval'|'unsafe-hashes'|\*/);
    expect(directive('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
  });

  it("allows styled-components' empty style element by the empty string's hash", () => {
    expect(directive('style-src')).toContain(sha256(''));
  });

  it("allows model-viewer's template style by its hash, and no other inline style", () => {
    const styles = modelViewerTemplateStyles();
    expect(styles.length).toBe(1);
    expect(styles[0]).not.toContain('${');
    expect(directive('style-src')).toEqual(["'self'", sha256(''), ...styles.map(sha256)]);
  });
});
