/**
 * A fresh clone passes on its own (issue 33.3): nothing the build, the demo or the tests read
 * lives outside the repository. The project's instructions sit beside the integration clone in
 * a folder named shared; a clone made anywhere else has no such folder, so no source, script, test or
 * config names it (the Adobe Commerce reference schemas are in test/fixtures/adobe-commerce/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const skipped = new Set(['node_modules', 'dist', 'test-artifacts', 'bench-results', '.data', '.git', 'fixtures']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (skipped.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(m?js|tsx?|json|graphql|html)$/.test(name) ? [path] : [];
  });
}

/** What the build and tests read: src, test, scripts, demo, and the config files at the root. */
function readByBuildOrTests(): string[] {
  const top = readdirSync(root).filter((name) => /\.(mjs|ts|json)$/.test(name) && name !== 'package-lock.json');
  return [...['src', 'test', 'scripts', 'demo'].flatMap((dir) => files(join(root, dir))), ...top.map((name) => join(root, name))];
}

/** A path out of the repository to the project's shared folder: relative (dot-dot, shared) or absolute (the work folder). */
const outside = new RegExp(['\\.\\./shared\\b', '\\/work\\/'].join('|'));

function outsideReaders(paths: string[]): string[] {
  return paths.filter((path) => outside.test(readFileSync(path, 'utf8'))).map((path) => relative(root, path));
}

describe('what the build and the tests read', () => {
  it('lives inside the repository (no path to the shared folder beside the clone)', () => {
    const paths = readByBuildOrTests();
    expect(paths.length).toBeGreaterThan(100);
    expect(outsideReaders(paths)).toEqual([]);
  });

  it('finds a test that reads the shared folder', () => {
    const probe = join(root, 'test/unit/lint/insideRepository.test.ts');
    expect(outsideReaders([probe])).toEqual([]);
    expect(outside.test(['readFileSync(`${repoRoot}/..', 'shared/reference/x.graphql`)'].join('/'))).toBe(true);
  });

  it('includes the Adobe Commerce reference schemas the server tests validate against', () => {
    for (const version of ['2-4-7', '2-4-8']) {
      const schema = readFileSync(join(root, `test/fixtures/adobe-commerce/adobe-commerce-${version}.graphql`), 'utf8');
      expect(schema).toContain('interface ProductInterface');
    }
  });
});
