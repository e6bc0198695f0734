// The AEM component an author places: its HTL rendered by a real HTL engine, its dialog
// checked field by field against custom-elements.json, and the content package's layout.
import { createRequire } from 'node:module';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as elementInterface from '../../../src/elementInterface';
// @ts-expect-error plain ESM script without type declarations
import { dialogXml, htlTemplate, MODULE_URL } from '../../../scripts/aem/component.mjs';
// @ts-expect-error plain ESM script without type declarations
import { writeAemPackage } from '../../../scripts/aem/package.mjs';

interface HtlEngine {
  Compiler: new () => {
    withRuntimeVar(names: string[]): { compileToFunction(template: string): Promise<(runtime: unknown) => Promise<string>> };
  };
  Runtime: new () => { setGlobal(globals: Record<string, unknown>): unknown };
}
const require = createRequire(import.meta.url);
const htl = require('@adobe/htlengine') as HtlEngine;
// jsdom's parser (its window, not the test environment: esbuild, which loads the interface map, needs Node's own globals).
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } } };
const { DOMParser: Parser } = new JSDOM('').window;

interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: { text: string };
  default: string;
  description: string;
}
const manifest = JSON.parse(await readFile('custom-elements.json', 'utf8'));
const manifestAttributes: ManifestAttribute[] = manifest.modules[0].declarations[0].attributes;

/** Renders the component's HTL script for a resource with these authored properties, as AEM would. */
async function renderComponent(properties: Record<string, unknown>): Promise<Document> {
  const template = htlTemplate(elementInterface) as string;
  const render = await new htl.Compiler().withRuntimeVar(['properties']).compileToFunction(template);
  const html = await render(new htl.Runtime().setGlobal({ properties }));
  return new Parser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

function xml(text: string): Document {
  const document = new Parser().parseFromString(text, 'text/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the AEM component HTL, rendered by @adobe/htlengine', () => {
  it('renders <bp-configurator> with every authored value under its attribute name', async () => {
    const authored = Object.fromEntries(manifestAttributes.map((attribute, index) => [attribute.fieldName, `value-${index}`]));
    const page = await renderComponent(authored);
    const element = page.querySelector('bp-configurator');
    expect(element).not.toBeNull();
    for (const [index, attribute] of manifestAttributes.entries()) {
      expect(element?.getAttribute(attribute.name), attribute.name).toBe(`value-${index}`);
    }
    expect(element?.attributes).toHaveLength(manifestAttributes.length);
  });

  it('leaves fields the author did not fill off the element, so its documented defaults apply', async () => {
    const page = await renderComponent({ graphqlEndpoint: 'https://store.example.com/graphql', routing: '' });
    const element = page.querySelector('bp-configurator');
    expect([...(element?.attributes ?? [])].map((attribute) => attribute.name)).toEqual(['graphql-endpoint']);
  });

  it('writes preview-mode bare when the checkbox is ticked and leaves it off when not', async () => {
    const on = await renderComponent({ previewMode: true });
    expect(on.querySelector('bp-configurator')?.getAttribute('preview-mode')).toBe('');
    const off = await renderComponent({ previewMode: false });
    expect(off.querySelector('bp-configurator')?.hasAttribute('preview-mode')).toBe(false);
  });

  it('loads the element module from the client library once, as an ES module', async () => {
    const page = await renderComponent({});
    const scripts = page.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('module');
    expect(scripts[0]?.getAttribute('src')).toBe('/etc.clientlibs/mmal/clientlibs/bp-configurator/resources/bp-configurator.js');
  });

  it('keeps hostile authored text inside its attribute', async () => {
    const hostile = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
    const page = await renderComponent({ formUrl: hostile });
    expect(page.querySelector('bp-configurator')?.getAttribute('form-url')).toBe(hostile);
    expect(page.querySelectorAll('script')).toHaveLength(1);
    expect(page.querySelector('img')).toBeNull();
  });
});

describe('the author dialog (cq:dialog)', () => {
  const dialog = xml(dialogXml(elementInterface) as string);
  const fields = [...dialog.getElementsByTagName('*')].filter((node) => /^\.\/[A-Za-z]+$/.test(node.getAttribute('name') ?? ''));

  it('has one field per attribute of custom-elements.json, named after its property', () => {
    expect(fields.map((field) => field.getAttribute('name'))).toEqual(manifestAttributes.map((attribute) => `./${attribute.fieldName}`));
  });

  it('gives each field the attribute type, its default and its description', () => {
    for (const attribute of manifestAttributes) {
      const field = fields.find((node) => node.getAttribute('name') === `./${attribute.fieldName}`);
      const resourceType = field?.getAttribute('sling:resourceType');
      const fallback = JSON.parse(attribute.default) as string;
      const description = field?.getAttribute('fieldDescription') ?? '';
      expect(description, attribute.name).toContain(attribute.description);
      expect(description, attribute.name).toContain(`Default: ${fallback === '' ? 'empty' : fallback}.`);
      const choices = [...attribute.type.text.matchAll(/'([^']*)'/g)].map((match) => match[1]);
      if (attribute.type.text === 'boolean') {
        expect(resourceType, attribute.name).toBe('granite/ui/components/coral/foundation/form/checkbox');
        expect(field?.getAttribute('value')).toBe('{Boolean}true');
        expect(field?.getAttribute('checked')).toBe(`{Boolean}${fallback}`);
      } else if (choices.length > 1) {
        expect(resourceType, attribute.name).toBe('granite/ui/components/coral/foundation/form/select');
        const options = [...(field?.getElementsByTagName('items')[0]?.children ?? [])];
        expect(options.map((option) => option.getAttribute('value'))).toEqual(['', ...choices]);
        expect(options[0]?.getAttribute('text')).toBe(`Default (${fallback})`);
      } else {
        expect(resourceType, attribute.name).toBe('granite/ui/components/coral/foundation/form/textfield');
        expect(field?.getAttribute('emptyText'), attribute.name).toBe(fallback);
      }
    }
  });

  it('stores the preview-mode checkbox as a Boolean', () => {
    const hint = [...dialog.getElementsByTagName('*')].find((node) => node.getAttribute('name') === './previewMode@TypeHint');
    expect(hint?.getAttribute('value')).toBe('Boolean');
  });

  it('is what docs/aem.md shows authors: every field label is there', async () => {
    const readme = await readFile('docs/aem.md', 'utf8');
    for (const spec of elementInterface.attributeSpecs) expect(readme, spec.label).toContain(`| ${spec.label} |`);
  });
});

interface ZipEntry {
  path: string;
  content: Buffer;
}

function unzip(file: string): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, archive) => {
      if (error || !archive) return reject(error);
      const entries: ZipEntry[] = [];
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.push({ path: entry.fileName, content: Buffer.concat(chunks) });
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.on('error', reject);
      archive.readEntry();
    });
  });
}

describe('the AEM content package (npm run package:aem)', () => {
  let workDir = '';
  let entries: ZipEntry[] = [];
  const moduleSource = 'export const built = true;\n';

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'bp-aem-'));
    const dist = join(workDir, 'dist');
    await mkdir(join(dist, 'chunks'), { recursive: true });
    await writeFile(join(dist, 'bp-configurator.js'), moduleSource);
    await writeFile(join(dist, 'bp-configurator.js.map'), '{}');
    await writeFile(join(dist, 'chunks', 'Modal-abc123.js'), 'export default 1;\n');
    const file = (await writeAemPackage({ distDir: dist, outDir: join(workDir, 'out') })) as string;
    expect(file).toMatch(/bp-configurator-aem-\d+\.\d+\.\d+\.zip$/);
    entries = await unzip(file);
  });

  afterAll(() => rm(workDir, { recursive: true, force: true }));

  it('holds the vault metadata, the component, its dialog and the client library with the built module and chunks', () => {
    expect(entries.map((entry) => entry.path).sort()).toEqual(
      [
        'META-INF/vault/filter.xml',
        'META-INF/vault/properties.xml',
        'jcr_root/apps/mmal/components/bp-configurator/.content.xml',
        'jcr_root/apps/mmal/components/bp-configurator/bp-configurator.html',
        'jcr_root/apps/mmal/components/bp-configurator/_cq_dialog/.content.xml',
        'jcr_root/apps/mmal/clientlibs/bp-configurator/.content.xml',
        'jcr_root/apps/mmal/clientlibs/bp-configurator/resources/bp-configurator.js',
        'jcr_root/apps/mmal/clientlibs/bp-configurator/resources/chunks/Modal-abc123.js',
      ].sort(),
    );
    const module = entries.find((entry) => entry.path.endsWith('resources/bp-configurator.js'));
    expect(module?.content.toString('utf8')).toBe(moduleSource);
  });

  it('serves the module where the HTL loads it from (the clientlib proxy path)', () => {
    const proxied = `jcr_root/apps/${(MODULE_URL as string).replace('/etc.clientlibs/', '')}`;
    expect(entries.map((entry) => entry.path)).toContain(proxied);
  });

  it('filters exactly the component and the client library, and covers every file it installs', () => {
    const filter = xml(entries.find((entry) => entry.path === 'META-INF/vault/filter.xml')?.content.toString('utf8') ?? '');
    const roots = [...filter.getElementsByTagName('filter')].map((node) => node.getAttribute('root') ?? '');
    expect(roots).toEqual(['/apps/mmal/components/bp-configurator', '/apps/mmal/clientlibs/bp-configurator']);
    // A new build's package updates the library without deleting the previous build's chunks.
    expect([...filter.getElementsByTagName('filter')].map((node) => node.getAttribute('mode'))).toEqual([null, 'update']);
    for (const entry of entries.filter((candidate) => candidate.path.startsWith('jcr_root/'))) {
      const repositoryPath = entry.path.slice('jcr_root'.length);
      expect(
        roots.some((root) => repositoryPath.startsWith(`${root}/`)),
        repositoryPath,
      ).toBe(true);
    }
  });

  it('names the package after package.json', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8'));
    const properties = xml(entries.find((entry) => entry.path === 'META-INF/vault/properties.xml')?.content.toString('utf8') ?? '');
    const value = (key: string) =>
      [...properties.getElementsByTagName('entry')].find((node) => node.getAttribute('key') === key)?.textContent;
    expect(value('name')).toBe(pkg.name);
    expect(value('version')).toBe(pkg.version);
    expect(value('group')).toBe('mmal');
  });

  it('declares the component and a proxied client library in well-formed docview XML', () => {
    const text = (path: string) => entries.find((entry) => entry.path === path)?.content.toString('utf8') ?? '';
    const component = xml(text('jcr_root/apps/mmal/components/bp-configurator/.content.xml')).documentElement;
    expect(component.getAttribute('jcr:primaryType')).toBe('cq:Component');
    expect(component.getAttribute('jcr:title')).toBe('BP Configurator');
    const clientlib = xml(text('jcr_root/apps/mmal/clientlibs/bp-configurator/.content.xml')).documentElement;
    expect(clientlib.getAttribute('jcr:primaryType')).toBe('cq:ClientLibraryFolder');
    expect(clientlib.getAttribute('allowProxy')).toBe('{Boolean}true');
    xml(text('jcr_root/apps/mmal/components/bp-configurator/_cq_dialog/.content.xml'));
  });
});
