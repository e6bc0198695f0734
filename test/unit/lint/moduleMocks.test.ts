/**
 * Unit and component files share their worker's modules (vitest.config.ts, isolate: false), so a
 * file that mocks a module would see a copy another file already loaded, or leave its mock to the
 * next file. Such a file must be listed to run in the isolated project.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [relative(root, path)] : [];
  });
}

describe('files that mock modules', () => {
  it('run in the isolated project', () => {
    const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
    const mocking = [...testFiles(join(root, 'test/unit')), ...testFiles(join(root, 'test/component'))].filter((file) =>
      /\bvi\.(mock|doMock)\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    for (const file of mocking) expect(config, `${file} mocks a module: list it in vitest.config.ts mocksModules`).toContain(`'${file}'`);
  });
});
