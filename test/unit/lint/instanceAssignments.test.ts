/**
 * Nothing changes an element instance in place (issue 33.2): its replaceable parts are an atom
 * of its store, set in state/instance.ts only. This finds any assignment to a property of
 * something named like an instance (`instance.routeSent = …`, `existing.config = …`) in src.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './uiSources';

/** 'file:line text' of every assignment to a property of an identifier named like an instance. */
function instanceAssignments(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      (ts.isPropertyAccessExpression(node.left) || ts.isElementAccessExpression(node.left)) &&
      ts.isIdentifier(node.left.expression) &&
      /^(instance|existing)$/i.test(node.left.expression.text)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${file}:${line} ${node.getText()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('element instances', () => {
  it('are never assigned to in src: an attribute change sets the instance parts atom (state/instance.ts)', () => {
    const found = sourceFiles(join(root, 'src')).flatMap((path) => instanceAssignments(relative(root, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  }, 60_000);

  it('finds such an assignment (the check itself)', () => {
    expect(instanceAssignments('x.ts', 'instance.routeSent = route;\nexisting.config = config;\nconst a = instance.config;')).toEqual([
      'x.ts:1 instance.routeSent = route',
      'x.ts:2 existing.config = config',
    ]);
  });
});
