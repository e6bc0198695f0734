/**
 * One name, one thing: no two modules under src declare an export of the same name
 * (issue 24.4). A newcomer searching for a name lands on the one thing it means; a
 * re-export of the same declaration (state/ui.ts passing on domain/hero.ts's
 * SECTION_IDS) is the same thing and allowed.
 */
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './uiSources';

/** Each exported name of src, with the files that declare a thing of that name. */
function declaringFiles(): Map<string, Set<string>> {
  const files = sourceFiles(join(root, 'src'));
  const program = ts.createProgram(files, {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const byName = new Map<string, Set<string>>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) continue;
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      for (const declaration of symbol.declarations ?? []) {
        const declaredIn = relative(root, declaration.getSourceFile().fileName);
        if (!declaredIn.startsWith('src/')) continue;
        const name = exported.getName();
        if (name === 'default') continue;
        byName.set(name, (byName.get(name) ?? new Set()).add(declaredIn));
      }
    }
  }
  return byName;
}

describe('exports under src', () => {
  it('never give one name to two things declared in different modules', { timeout: 60_000 }, () => {
    const twins = [...declaringFiles()]
      .filter(([, files]) => files.size > 1)
      .map(([name, files]) => `${name}: ${[...files].sort().join(', ')}`)
      .sort();
    expect(twins).toEqual([]);
  });
});
