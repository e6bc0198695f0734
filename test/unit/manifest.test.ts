import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as elementInterface from '../../src/elementInterface';
import { theme } from '../../src/ui/common/theme';
import { overlay, shadow } from '../../src/ui/common/elevation';
// @ts-expect-error plain ESM script without type declarations
import { manifestFrom } from '../../scripts/manifest.mjs';
// @ts-expect-error plain ESM script without type declarations
import { documentsWithTables, tablesFrom, withTables } from '../../scripts/docTables.mjs';

describe('custom-elements.json', () => {
  it('is current with the element interface (run npm run analyze when it is not)', () => {
    const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    expect(committed).toEqual(manifestFrom(elementInterface));
  });

  it('has docs whose attribute, event, styling and message tables are current (run npm run analyze when not)', () => {
    const tables = tablesFrom(elementInterface);
    for (const path of documentsWithTables as string[]) {
      const written = readFileSync(path, 'utf8');
      expect(written, path).toContain('<!-- generated: ');
      expect(written, path).toBe(withTables(written, tables));
    }
    const embedding = readFileSync('docs/embedding.md', 'utf8');
    for (const spec of elementInterface.attributeSpecs) expect(embedding).toContain(`| \`${spec.name}\` |`);
    for (const spec of elementInterface.eventSpecs) expect(embedding).toContain(`| \`${spec.name}\` |`);
    for (const spec of elementInterface.hostMessageSpecs) expect(embedding).toContain(`| \`${spec.type}\` |`);
  });

  it('documents every attribute with its type and default, and every event', () => {
    const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const element = committed.modules[0].declarations[0];
    expect(element.tagName).toBe('bp-configurator');
    expect(element.attributes.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining([
        'graphql-endpoint',
        'asset-base',
        'content-base',
        'media-base',
        'form-url',
        'model-base',
        'location-endpoint',
        'allowed-origins',
        'preview-mode',
        'graphql-method',
        'routing',
      ]),
    );
    for (const attribute of element.attributes) {
      expect(attribute.type.text).not.toBe('');
      expect(attribute).toHaveProperty('default');
    }
    expect(element.events.length).toBe(elementInterface.eventSpecs.length);
  });

  it('documents each --bp-* custom property the element reads, with the fallback it uses', () => {
    const used = new Map<string, string>();
    const values = [
      ...Object.values(theme.colour),
      ...Object.values(theme.type),
      ...Object.values(shadow),
      ...Object.values(overlay),
      theme.font,
      theme.radius,
      theme.stickyTop,
    ];
    for (const value of values) {
      const match = /^var\((--bp-[a-z-]+), (.+)\)$/.exec(value);
      expect(match, value).not.toBeNull();
      used.set(match![1]!, match![2]!);
    }
    const documented = new Map<string, string>(elementInterface.cssPropertySpecs.map((spec) => [spec.name, spec.default]));
    expect(used).toEqual(documented);
    const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    expect(committed.modules[0].path).toBe('dist/bp-configurator.js');
    expect(committed.modules[0].declarations[0].cssParts.map((part: { name: string }) => part.name)).toEqual(
      expect.arrayContaining(['footer', 'primary-button', 'secondary-button', 'option-card', 'accessory-card', 'modal']),
    );
    expect(committed.modules[0].declarations[0].cssParts).toEqual(
      elementInterface.cssPartSpecs.map((part) => ({ name: part.name, description: part.description })),
    );
    expect(JSON.parse(readFileSync('package.json', 'utf8')).customElements).toBe('custom-elements.json');
  });
});
