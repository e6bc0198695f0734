// One typed map of the element's events: the detail text each event shows in
// custom-elements.json is exactly what TypeScript prints for its type in
// ElementEventDetailMap, the type `emit` takes and HTMLElementEventMap declares.
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { eventSpecs } from '../../src/elementInterface';

/** Each event's detail type as the TypeScript compiler prints it from src/elementInterface.ts and src/index.ts. */
function printedDetails(): { map: Map<string, string>; pageEvents: Map<string, string> } {
  const program = ts.createProgram(['src/elementInterface.ts', 'src/index.ts'], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    jsx: ts.JsxEmit.ReactJSX,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  });
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.InTypeAlias;
  const source = program.getSourceFile('src/elementInterface.ts');
  const map = new Map<string, string>();
  source?.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'ElementEventDetailMap') {
      const type = checker.getTypeAtLocation(node);
      for (const property of type.getProperties()) {
        map.set(property.name, checker.typeToString(checker.getTypeOfSymbolAtLocation(property, node), node, flags));
      }
    }
  });
  // What a page gets from addEventListener('bp-…') on any element.
  const pageEvents = new Map<string, string>();
  const eventMap = checker
    .getSymbolsInScope(program.getSourceFile('src/index.ts')!, ts.SymbolFlags.Interface)
    .find((s) => s.name === 'HTMLElementEventMap');
  const eventMapType = eventMap ? checker.getDeclaredTypeOfSymbol(eventMap) : undefined;
  for (const name of map.keys()) {
    const property = eventMapType?.getProperty(name);
    if (property) pageEvents.set(name, checker.typeToString(checker.getTypeOfSymbol(property), undefined, flags));
  }
  return { map, pageEvents };
}

/** The same type text however it is spaced or terminated. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').replace(/"/g, "'").trim();

describe('the element events map', () => {
  const { map, pageEvents } = printedDetails();

  it('names exactly the events the manifest documents', () => {
    expect([...map.keys()].sort()).toEqual(eventSpecs.map((spec) => spec.name).sort());
  });

  it('gives each event the detail type its manifest entry shows', () => {
    for (const spec of eventSpecs) expect(normalised(map.get(spec.name) ?? ''), spec.name).toBe(normalised(spec.detail));
  });

  it('declares each event for the page as a CustomEvent of that detail (HTMLElementEventMap)', () => {
    for (const spec of eventSpecs) {
      expect(normalised(pageEvents.get(spec.name) ?? ''), spec.name).toBe(`CustomEvent<${normalised(spec.detail)}>`);
    }
  });
});
