import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as elementInterface from '../../src/elementInterface';
// @ts-expect-error plain ESM script without type declarations
import { manifestFrom } from '../../scripts/manifest.mjs';

describe('custom-elements.json', () => {
  it('is current with the element interface (run npm run analyze when it is not)', () => {
    const committed = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    expect(committed).toEqual(manifestFrom(elementInterface));
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
});
