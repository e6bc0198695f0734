// One typed map per direction of the window messages (src/elementInterface.ts
// HostMessageToPageMap, HostMessageFromPageMap): posting takes it, the parser gives it, and
// each payload text in hostMessageSpecs (the message tables of docs/embedding.md) is exactly
// what TypeScript prints for its type.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { hostMessageSpecs } from '../../src/elementInterface';
import { INCOMING_MESSAGES, OUTGOING_MESSAGES } from '../../src/host/hostMessages';

/** Each message's payload type as the compiler prints it, per map. */
function printedMaps(): Record<'to page' | 'from page', Map<string, string>> {
  const program = ts.createProgram(['src/elementInterface.ts'], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
  });
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType | ts.TypeFormatFlags.InTypeAlias;
  const maps = { 'to page': new Map<string, string>(), 'from page': new Map<string, string>() };
  const names = { HostMessageToPageMap: maps['to page'], HostMessageFromPageMap: maps['from page'] } as Record<string, Map<string, string>>;
  program.getSourceFile('src/elementInterface.ts')?.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || !names[node.name.text]) return;
    for (const property of checker.getTypeAtLocation(node).getProperties()) {
      const type = checker.getTypeOfSymbolAtLocation(property, node);
      // A named payload type (an alias) is printed as its structure, as the tables show it.
      const text = checker.typeToString(type, undefined, flags);
      const structure = type.aliasSymbol ? checker.typeToString(checker.getApparentType(type), undefined, flags) : text;
      names[node.name.text]!.set(property.name, structure);
    }
  });
  return maps;
}

/** The same type text however it is spaced or terminated. */
const normalised = (text: string) => text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').replace(/"/g, "'").trim();

describe('the window message maps', () => {
  const maps = printedMaps();
  const documented = (direction: 'to page' | 'from page') => hostMessageSpecs.filter((spec) => spec.direction === direction);

  it('name exactly the documented messages, and the element posts and parses the same ones', () => {
    expect([...maps['to page'].keys()]).toEqual(documented('to page').map((spec) => spec.type));
    expect([...maps['from page'].keys()]).toEqual(documented('from page').map((spec) => spec.type));
    expect([...OUTGOING_MESSAGES]).toEqual([...maps['to page'].keys()]);
    expect([...INCOMING_MESSAGES]).toEqual([...maps['from page'].keys()]);
  });

  it('are each sent or acted on in an element instance in test/component/hostBridge.test.tsx (a new message comes with its test)', () => {
    const source = readFileSync('test/component/hostBridge.test.tsx', 'utf8');
    const untested = [...OUTGOING_MESSAGES, ...INCOMING_MESSAGES].filter((type) => !source.includes(`'${type}'`));
    expect(untested).toEqual([]);
  });

  it('give each message to the page the payload type its table entry shows', () => {
    const toPage = maps['to page'];
    for (const spec of documented('to page')) {
      const expected = spec.payload === 'as pricingAndLocationUpdate' ? toPage.get('pricingAndLocationUpdate')! : spec.payload;
      expect(normalised(toPage.get(spec.type) ?? ''), spec.type).toBe(normalised(expected));
    }
  });

  it('give each message from the page the payload its table entry shows: none, or what the element sends', () => {
    for (const spec of documented('from page')) {
      const expected = spec.payload === 'none' ? 'undefined' : maps['to page'].get(spec.type)!;
      expect(spec.payload === 'none' || spec.payload === 'as the element sends it', spec.type).toBe(true);
      expect(normalised(maps['from page'].get(spec.type) ?? ''), spec.type).toBe(normalised(expected));
    }
  });
});
