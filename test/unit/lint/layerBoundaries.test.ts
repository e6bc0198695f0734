/**
 * The lint rules that guard the architecture (eslint.config.mjs, DESIGN.md "Layers"):
 * the project's own config is run on small in-memory files placed in each layer,
 * so a change that loosens a boundary fails here, not in review.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for this source placed at `filePath` (relative to the repository). */
async function problems(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('layer order domain < data < host < state < ui < element.tsx', { timeout: 30_000 }, () => {
  it('refuses React, any package and any other layer in src/domain', async () => {
    expect(await problems('src/domain/x.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual([
      'no-restricted-imports',
    ]);
    expect(await problems('src/domain/x.ts', "import { atom } from 'jotai';\nexport const x = atom;\n")).toEqual(['no-restricted-imports']);
    // Two patterns refuse this one (another layer, and not a domain file): either is enough.
    expect(
      new Set(await problems('src/domain/x.ts', "import { storageKeys } from '../host/storage';\nexport const x = storageKeys;\n")),
    ).toEqual(new Set(['no-restricted-imports']));
  });

  it('refuses the DOM, network and clock in src/domain', async () => {
    const source = [
      'export const a = () => window.innerWidth;',
      "export const b = () => fetch('/x');",
      'export const c = () => Date.now();',
      "export const d = () => localStorage.getItem('k');",
      'export const e = () => document.title;',
      '',
    ].join('\n');
    expect(await problems('src/domain/x.ts', source)).toEqual(Array(5).fill('no-restricted-globals'));
  });

  it('accepts a domain file that imports only the domain', async () => {
    expect(await problems('src/domain/x.ts', "import { formatMoney } from './money';\nexport const x = formatMoney;\n")).toEqual([]);
  });

  it('refuses imports from layers to the right', async () => {
    const cases: [file: string, from: string][] = [
      ['src/data/x.ts', '../host/storage'],
      ['src/data/x.ts', '../state/atoms'],
      ['src/host/x.ts', '../state/atoms'],
      ['src/host/x.ts', '../ui/App'],
      ['src/state/x.ts', '../ui/App'],
      ['src/state/x.ts', '../element'],
      ['src/ui/configurator/options/x.ts', '../../../element'],
    ];
    for (const [file, from] of cases) {
      expect(await problems(file, `import * as m from '${from}';\nexport const x = m;\n`), `${file} importing ${from}`).toEqual([
        'no-restricted-imports',
      ]);
    }
  });

  it('accepts imports from layers to the left', async () => {
    const cases: [file: string, from: string][] = [
      ['src/data/x.ts', '../domain/money'],
      ['src/host/x.ts', '../data/result'],
      ['src/state/x.ts', '../host/storage'],
      ['src/ui/configurator/options/x.ts', '../../../state/atoms'],
      ['src/ui/settings/x.ts', '../../domain/settings'],
      ['src/element.tsx', './ui/App'],
    ];
    for (const [file, from] of cases) {
      expect(await problems(file, `import * as m from '${from}';\nexport const x = m;\n`), `${file} importing ${from}`).toEqual([]);
    }
  });

  it('lets src/ui name src/data types but not call it: a screen reads the store through src/state (issue 24.3)', async () => {
    const call = "import { swatchUrl } from '../../../data/assetPaths';\nexport const x = swatchUrl;\n";
    expect(await problems('src/ui/configurator/options/x.ts', call)).toEqual(['@typescript-eslint/no-restricted-imports']);
    const type = "import type { AssetListing } from '../../data/assets';\nexport const x: AssetListing | null = null;\n";
    expect(await problems('src/ui/landing/x.ts', type)).toEqual([]);
  });
});

describe('the page is reached only through src/host', { timeout: 30_000 }, () => {
  it('refuses localStorage, sessionStorage and postMessage in src/ui and src/state', async () => {
    for (const file of ['src/ui/x.tsx', 'src/state/x.ts']) {
      const source = [
        "export const a = () => localStorage.getItem('k');",
        "export const b = (w: { sessionStorage: Storage }) => w.sessionStorage.getItem('k');",
        "export const c = (w: { parent: Window }) => w.parent.postMessage('m', '*');",
        '',
      ].join('\n');
      expect(await problems(file, source), file).toEqual(['no-restricted-globals', 'no-restricted-properties', 'no-restricted-properties']);
    }
  });

  it('refuses the window, document, navigator, location, history and media queries in src/ui, src/state and src/element.tsx', async () => {
    const source = [
      'export const a = () => window.scrollY;',
      'export const b = () => document.title;',
      'export const c = () => navigator.userAgent;',
      'export const d = () => location.hash;',
      'export const e = () => history.length;',
      "export const f = () => matchMedia('(min-width: 1200px)').matches;",
      'export const g = () => globalThis.innerWidth;',
      'export const h = () => requestAnimationFrame(() => {});',
      '',
    ].join('\n');
    for (const file of ['src/ui/configurator/x.tsx', 'src/state/x.ts', 'src/element.tsx']) {
      expect(await problems(file, source), file).toEqual(Array(8).fill('no-restricted-globals'));
    }
  });

  it('accepts a local of the same name, and plain timers', async () => {
    const source = [
      'export const a = (location: { state: string }) => location.state;',
      'export const b = (run: () => void) => setTimeout(run, 10);',
      '',
    ].join('\n');
    expect(await problems('src/ui/x.tsx', source)).toEqual([]);
  });

  it('lets src/host use them', async () => {
    expect(await problems('src/host/x.ts', "export const a = () => window.localStorage.getItem('k') ?? document.title;\n")).toEqual([]);
  });
});

describe('React hooks', { timeout: 30_000 }, () => {
  it('reports a hook called outside a component or hook as an error', async () => {
    const source = "import { useState } from 'react';\nexport function helper() {\n  return useState(0);\n}\n";
    const [result] = await eslint.lintText(source, { filePath: `${root}/src/ui/x.ts` });
    expect(result?.messages.map((m) => [m.ruleId, m.severity])).toEqual([['react-hooks/rules-of-hooks', 2]]);
  });
});

describe('functions small enough to read (issue 24.3)', { timeout: 30_000 }, () => {
  it('refuses a function in src with a complexity over 15 or more than 150 lines', async () => {
    const branches = Array.from({ length: 16 }, (_, i) => `  if (n === ${i}) return ${i};`).join('\n');
    expect(await problems('src/domain/x.ts', `export function f(n: number): number {\n${branches}\n  return -1;\n}\n`)).toEqual([
      'complexity',
    ]);
    const lines = Array.from({ length: 150 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const sum = Array.from({ length: 150 }, (_, i) => `v${i}`).join(' + ');
    expect(await problems('src/ui/x.ts', `export function g(): number {\n${lines}\n  return ${sum};\n}\n`)).toEqual([
      'max-lines-per-function',
    ]);
  });

  it('lets a function of complexity 15 and 150 lines pass', async () => {
    const branches = Array.from({ length: 14 }, (_, i) => `  if (n === ${i}) return ${i};`).join('\n');
    expect(await problems('src/domain/x.ts', `export function f(n: number): number {\n${branches}\n  return -1;\n}\n`)).toEqual([]);
  });
});
