/**
 * Components read the element instance, they do not act with it (issue 33.2): every action
 * (a load, an event to the page, a save, a report) is an atom in src/state that finds the
 * instance in the store (`instanceOf(get)`), so a component never hands an instance to
 * src/state and never calls its methods (`emit`, its store, storage or client). What a
 * component may take from `useInstance()` is what it shows or routes with: `config` and
 * `location`. This reads every src/ui file and reports any other use of what `useInstance()`
 * returns, and any component that takes an `Instance`.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './uiSources';

/** The instance's parts a component may read: its settings and the router's location. */
const READS = new Set(['config', 'location']);

/** 'file:line what' of every use of the instance in a component that is not a read of config or location. */
function instanceActions(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.ES2022,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  /** A use of the instance: fine when it reads `.config` or `.location`. */
  const checkUse = (use: ts.Node, name: string) => {
    const { parent } = use;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === use) {
      if (!READS.has(parent.name.text)) at(use, `${name}.${parent.name.text}`);
    } else at(use, `${name} used as a value (${parent.getText().slice(0, 60)})`);
  };
  const bound: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useInstance') {
      const { parent } = node;
      if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
        for (const element of parent.name.elements) {
          const part = (element.propertyName ?? element.name).getText();
          if (!READS.has(part)) at(element, `{ ${part} } = useInstance()`);
        }
      } else if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) bound.push(parent.name.text);
      else checkUse(node, 'useInstance()');
    }
    if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === 'Instance') at(node, 'takes an Instance');
    ts.forEachChild(node, visit);
  };
  visit(source);
  const visitNames = (node: ts.Node): void => {
    const { parent } = node;
    const declared = ts.isVariableDeclaration(parent) && parent.name === node;
    const member = ts.isPropertyAccessExpression(parent) && parent.name === node;
    if (ts.isIdentifier(node) && bound.includes(node.text) && !declared && !member) checkUse(node, node.text);
    ts.forEachChild(node, visitNames);
  };
  if (bound.length > 0) ts.forEachChild(source, visitNames);
  return found;
}

describe('components (src/ui)', () => {
  it('read only config and location from the instance: no instance passed to an action, no instance method called', () => {
    const found = sourceFiles(join(root, 'src/ui')).flatMap((path) => instanceActions(relative(root, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  }, 60_000);

  it('finds the uses that act (the check itself)', () => {
    const text = [
      'const instance = useInstance();',
      'prefetchOtherOffers(instance);',
      "instance.emit('bp-route-change', {});",
      'instance.store.set(routeSentAtom, route);',
      'const src = rangeHeroImage(instance.config, code);',
      'const here = instance.location.href();',
      'const { config, emit } = useInstance();',
      'const { location } = useInstance();',
      'useInstance().storage.get(key);',
      "import type { Instance } from '../../state/instance';",
    ].join('\n');
    expect(instanceActions('x.tsx', text)).toEqual([
      'x.tsx:7 { emit } = useInstance()',
      'x.tsx:9 useInstance().storage',
      'x.tsx:10 takes an Instance',
      'x.tsx:2 instance used as a value (prefetchOtherOffers(instance))',
      'x.tsx:3 instance.emit',
      'x.tsx:4 instance.store',
    ]);
  });
});
