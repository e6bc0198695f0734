// Turns the element's interface (src/elementInterface.ts) into a Custom Elements
// Manifest (schema 2.1), the file editors and CMS tooling read.

/** The shipped module that defines the element (what a page or CMS loads). */
const modulePath = 'dist/bp-configurator.js';

/** @param {{ tagName: string, attributeSpecs: readonly any[], eventSpecs: readonly any[], cssPropertySpecs: readonly any[], cssPartSpecs: readonly any[] }} spec */
export function manifestFrom({ tagName, attributeSpecs, eventSpecs, cssPropertySpecs, cssPartSpecs }) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: modulePath,
        declarations: [
          {
            kind: 'class',
            name: 'BpConfiguratorElement',
            customElement: true,
            tagName,
            description:
              'Vehicle build-and-price configurator: choose a vehicle and its options, see an indicative drive-away or weekly lease price, and send a quote or test-drive enquiry.',
            attributes: attributeSpecs.map((spec) => ({
              name: spec.name,
              fieldName: spec.property,
              type: { text: spec.type },
              default: JSON.stringify(spec.default),
              description: spec.description,
            })),
            members: attributeSpecs.map((spec) => ({
              kind: 'field',
              name: spec.property,
              attribute: spec.name,
              type: { text: spec.type },
              default: JSON.stringify(spec.default),
              description: spec.description,
            })),
            events: eventSpecs.map((spec) => ({
              name: spec.name,
              type: { text: `CustomEvent<${spec.detail}>` },
              description: spec.description,
            })),
            cssProperties: cssPropertySpecs.map((spec) => ({
              name: spec.name,
              syntax: spec.syntax,
              default: spec.default,
              description: spec.description,
            })),
            cssParts: cssPartSpecs.map((spec) => ({ name: spec.name, description: spec.description })),
            superclass: { name: 'HTMLElement' },
          },
        ],
        exports: [
          { kind: 'js', name: 'BpConfiguratorElement', declaration: { name: 'BpConfiguratorElement', module: modulePath } },
          { kind: 'custom-element-definition', name: tagName, declaration: { name: 'BpConfiguratorElement', module: modulePath } },
        ],
      },
    ],
  };
}
