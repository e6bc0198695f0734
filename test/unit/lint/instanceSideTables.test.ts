/**
 * One home for each element instance (issue 24.1): what an instance remembers lives in its
 * jotai store (state/instance.ts, docs/architecture.md), never in a module-level WeakMap or
 * WeakSet keyed by the instance, its store or its element. A module-level table is allowed
 * only where listed below, each keyed by something that is not an element instance.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './uiSources';

/** The module-level tables src may keep, by file and key type, and why they are not per instance. */
const allowed: Record<string, string> = {
  'src/host/documentListeners.ts WeakMap<Document>': "the page's documents: React roots sharing a document's listeners",
  'src/host/media.ts WeakMap<typeof window.matchMedia>': "the page's media query lists, shared by every element",
  'src/host/hostChannel.ts WeakMap<Window>': "one message listener per window, shared by every element's bridge",
  'src/host/hostChannel.ts WeakSet<object>': 'windows told once that allowed-origins misses their framing page',
  'src/domain/accessoryRules.ts WeakMap<Catalog>': "an accessory's footprint per catalog (a catalog never changes once indexed)",
  'src/domain/buildCode.ts WeakMap<Catalog>':
    'the lists a build code indexes, in sku order, per catalog (a catalog never changes once indexed)',
  'src/domain/packs.ts WeakMap<Catalog>': "a cart sku's included closure per catalog (a catalog never changes once indexed)",
  'src/domain/reach.ts WeakMap<Catalog>': 'which cart items each vehicle takes, for the last 4 carts a reach asked about in a catalog',
  'src/ui/common/SafeHtml.tsx WeakSet<Element>': 'links inside the HTML being sanitised, for one DOMPurify pass',
  'src/ui/configurator/proposals/ProposalModalHost.tsx WeakMap<ProposedChange>': "a React key per proposal object (a build's value)",
};

/** Every `new WeakMap` / `new WeakSet` outside a function, as 'file WeakMap<Key>'. */
function moduleLevelTables(files: string[] = sourceFiles(join(root, 'src'))): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (!/\bWeak(Map|Set)\b/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      // A table made inside a function (a call's own memory) is not module-level.
      if (ts.isFunctionLike(node)) return;
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /^Weak(Map|Set)$/.test(node.expression.text)) {
        const key = node.typeArguments?.[0]?.getText(source) ?? '?';
        found.push(`${relative(root, file)} ${node.expression.text}<${key}>`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort();
}

describe('per-instance memory', () => {
  it('keeps no module-level WeakMap or WeakSet but the listed ones, none keyed by an element instance', () => {
    expect(moduleLevelTables()).toEqual(Object.keys(allowed).sort());
  });

  it('finds a module-level table keyed by an instance, and not one made inside a function', () => {
    const dir = mkdtempSync(join(tmpdir(), 'side-tables-'));
    const probe = join(dir, 'probe.ts');
    writeFileSync(probe, 'const sent = new WeakMap<Instance, string>();\nexport function f() { return new WeakSet<object>(); }\n');
    try {
      expect(moduleLevelTables([probe])).toEqual([`${relative(root, probe)} WeakMap<Instance>`]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
