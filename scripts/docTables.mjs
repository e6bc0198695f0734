// The reference tables of docs/embedding.md and docs/aem.md, written from the element's
// interface (src/elementInterface.ts), the same map that writes custom-elements.json and the
// AEM dialog. `npm run analyze` rewrites them; test/unit/manifest.test.ts fails when one is stale.
import { fieldKind, unionMembers } from './aem/component.mjs';

/** Files whose generated blocks `npm run analyze` rewrites. */
export const documentsWithTables = ['docs/embedding.md', 'docs/aem.md'];

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text) => `\`${cell(text)}\``;

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

function shownDefault(spec) {
  if (spec.type === 'boolean') return spec.default === 'true' ? 'on' : 'off';
  return spec.default === '' ? '(empty)' : code(spec.default);
}

function dialogKind(spec) {
  const kind = fieldKind(spec);
  if (kind === 'checkbox') return 'checkbox (Boolean)';
  if (kind === 'select') return `select: ${unionMembers(spec.type).join(', ')}`;
  return 'text';
}

/** Each generated block's markdown, by block name. */
export function tablesFrom({ attributeSpecs, eventSpecs, cssPropertySpecs, cssPartSpecs, hostMessageSpecs }) {
  const messages = (direction) =>
    table(
      ['type', 'payload', direction === 'to page' ? 'when' : 'effect'],
      hostMessageSpecs
        .filter((spec) => spec.direction === direction)
        .map((spec) => [
          code(spec.type),
          spec.payload === 'none' || spec.payload.startsWith('as ') ? cell(spec.payload) : code(spec.payload),
          cell(spec.description),
        ]),
    );
  return {
    attributes: table(
      ['attribute', 'property', 'type', 'default', 'meaning'],
      attributeSpecs.map((spec) => [code(spec.name), code(spec.property), code(spec.type), shownDefault(spec), cell(spec.description)]),
    ),
    'aem-dialog': table(
      ['dialog field', 'stored as', 'attribute', 'kind', 'default'],
      attributeSpecs.map((spec) => [cell(spec.label), code(`./${spec.property}`), code(spec.name), dialogKind(spec), shownDefault(spec)]),
    ),
    events: table(
      ['event', 'detail', 'when'],
      eventSpecs.map((spec) => [code(spec.name), code(spec.detail), cell(spec.description)]),
    ),
    'css-properties': table(
      ['custom property', 'default', 'what it styles'],
      cssPropertySpecs.map((spec) => [code(spec.name), code(spec.default), cell(spec.description)]),
    ),
    'css-parts': table(
      ['part', 'what it is'],
      cssPartSpecs.map((spec) => [code(spec.name), cell(spec.description)]),
    ),
    'messages-to-page': messages('to page'),
    'messages-from-page': messages('from page'),
  };
}

/** `markdown` with each `<!-- generated: name -->` … `<!-- end generated -->` block holding its table. */
export function withTables(markdown, tables) {
  return markdown.replace(/(<!-- generated: ([\w-]+) -->\n)[\s\S]*?(\n<!-- end generated -->)/g, (whole, open, name, close) => {
    if (!(name in tables)) throw new Error(`no generated table named ${name}`);
    return `${open}${tables[name]}${close}`;
  });
}
