/**
 * Every action reads the element instance from its store (issue 33.2): a write atom in src/state
 * takes what the visitor did as its arguments and finds the instance with `instanceOf(get)`,
 * never as an argument a component passes (which could be another element's instance). This
 * finds any `atom(…)` call in src/state whose write function has a parameter typed `Instance`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './uiSources';

/** 'file:line name' of every write atom that takes an `Instance` argument. */
function writeAtomsTakingInstance(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'atom' && node.arguments.length === 2) {
      const write = node.arguments[1]!;
      if (
        (ts.isArrowFunction(write) || ts.isFunctionExpression(write)) &&
        write.parameters.some((parameter) => parameter.type !== undefined && /\bInstance\b/.test(parameter.type.getText()))
      ) {
        const owner = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(atom)';
        found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${owner}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('actions (write atoms)', () => {
  it('in src/state read the instance from the store, never take it as an argument', () => {
    const found = sourceFiles(join(root, 'src/state')).flatMap((path) =>
      writeAtomsTakingInstance(relative(root, path), readFileSync(path, 'utf8')),
    );
    expect(found).toEqual([]);
  }, 60_000);

  it('finds one that does (the check itself)', () => {
    const text = [
      'export const saveAtom = atom(null, (get, set, instance: Instance, name: string) => name);',
      'export const readAtom = atom((get) => get(x), async (get, _set, images: SheetImages) => images);',
      'export const printAtom = atom(null, async (get, _set, instance: Instance) => undefined);',
    ].join('\n');
    expect(writeAtomsTakingInstance('x.ts', text)).toEqual(['x.ts:1 saveAtom', 'x.ts:3 printAtom']);
  });
});
