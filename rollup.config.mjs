// Builds dist/bp-configurator.js: an ES module that defines <bp-configurator> when
// loaded, with later-needed screens (modals, drawer, 3D viewer) in lazy chunks.
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import MagicString from 'magic-string';
import { rmSync } from 'node:fs';

/** Warnings that are known and harmless: directives and `this` at module level in dependencies. */
function onwarn(warning, warn) {
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  if (warning.code === 'THIS_IS_UNDEFINED') return;
  if (warning.code === 'SOURCEMAP_ERROR') return;
  warn(warning);
}

/**
 * The store's GraphQL documents (src/data/queries.ts, each marked `/* GraphQL *\/`) ship
 * without their indentation or the spaces around punctuation: GraphQL ignores whitespace
 * outside strings, and the documents hold no comments, block strings or spaces in strings.
 * A smaller initial module, and shorter GET URLs.
 */
function compactGraphql() {
  return {
    name: 'compact-graphql',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/src/data/queries.ts')) return null;
      const compacted = code.replace(
        /\/\* GraphQL \*\/ `([^`]*)`/g,
        (_match, body) =>
          `\`${body
            .replace(/\s+/g, ' ')
            .replace(/ ?([{}():,!=[\]]) ?/g, '$1')
            .trim()}\``,
      );
      return { code: compacted, map: { mappings: '' } };
    },
  };
}

/**
 * The element's style templates (styled-components' styled.x`…`, css`…`, keyframes`…` in
 * src/ui) ship without the indentation of their lines: CSS ignores it, and the templates hold
 * no multi-line strings. Each template opens at the end of a line and closes at the start of one.
 */
function compactStyles() {
  const opens = /(?:\bstyled\b[^`]*|\bcss|\bkeyframes) ?`$/;
  return {
    name: 'compact-styles',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      if (!/\/src\/ui\/.*\.tsx?$/.test(path)) return null;
      let inStyle = false;
      const lines = code.split('\n').map((line) => {
        if (inStyle) {
          if (line.startsWith('`')) inStyle = false;
          return line.trimStart();
        }
        if (opens.test(line)) inStyle = true;
        return line;
      });
      return { code: lines.join('\n'), map: { mappings: '' } };
    },
  };
}

/** The modules whose chunks (with the chunks they import) a vehicle route runs before its first price. */
const VEHICLE_ROUTE_MODULES = ['/src/ui/configurator/ConfiguratorScreen.tsx', '/src/domain/buildStart.ts'];
/** The string in src/host/preload.ts the entry's list of those chunks replaces. */
const VEHICLE_CHUNKS_PLACEHOLDER = '__BP_VEHICLE_CHUNKS__';

/**
 * Writes into the entry the chunks that the screen's and the build-planning chunk import (the
 * other chunks a vehicle route runs before its first price), as JSON paths relative to the entry:
 * the element adds module preload hints for them when it starts on a vehicle route
 * (src/host/preload.ts) while it imports those two itself, so that all are fetched at once, not
 * one import after another. The whole list, those two included, is written to
 * dist/vehicle-chunks.json for a page that adds the hints itself (docs/aem.md).
 */
function vehicleChunks() {
  /**
   * @param {Record<string, import('rollup').RenderedChunk>} chunks
   * @param {string} entry
   * @param {boolean} withRouteChunks the route modules' own chunks too (else only the chunks they import)
   */
  const listFor = (chunks, entry, withRouteChunks) => {
    const byModule = (suffix) =>
      Object.values(chunks).find((c) => c.type !== 'asset' && c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(suffix)));
    const list = new Set();
    const visit = (chunk) => {
      if (!chunk || chunk.fileName === entry || list.has(chunk.fileName)) return;
      list.add(chunk.fileName);
      for (const imported of chunk.imports) visit(chunks[imported]);
    };
    const own = VEHICLE_ROUTE_MODULES.map((suffix) => {
      const chunk = byModule(suffix);
      if (!chunk) throw new Error(`vehicle-chunks: no chunk holds ${suffix}`);
      return chunk;
    });
    own.forEach(visit);
    // The screen's chunk is imported at start, not hinted; the build-planning chunk comes with it (the screen imports it).
    return [...list].filter((fileName) => withRouteChunks || !own.some((chunk) => chunk.fileName === fileName));
  };
  return {
    name: 'vehicle-chunks',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry) return null;
      const at = code.indexOf(VEHICLE_CHUNKS_PLACEHOLDER);
      if (at < 0) throw new Error(`vehicle-chunks: ${VEHICLE_CHUNKS_PLACEHOLDER} is not in the entry`);
      const json = JSON.stringify(listFor(meta.chunks, chunk.fileName, false));
      const magic = new MagicString(code);
      // Inside a JavaScript string: its quotes escaped.
      magic.overwrite(at, at + VEHICLE_CHUNKS_PLACEHOLDER.length, json.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/'/g, "\\'"));
      return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      this.emitFile({
        type: 'asset',
        fileName: 'vehicle-chunks.json',
        source: `${JSON.stringify(listFor(bundle, entry.fileName, true), null, 2)}\n`,
      });
    },
  };
}

export default {
  input: 'src/index.ts',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: 'bp-configurator.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
  },
  onwarn,
  // Let the entry hold the shared code itself instead of re-exporting it from a facade chunk.
  preserveEntrySignatures: 'allow-extension',
  plugins: [
    { name: 'clean-dist', buildStart: () => rmSync('dist', { recursive: true, force: true }) },
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({
      browser: true,
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
      dedupe: ['react', 'react-dom', 'styled-components', 'graphql'],
    }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      compilerOptions: { noEmit: false, sourceMap: true, inlineSources: true },
      include: ['src/**/*'],
    }),
    compactGraphql(),
    compactStyles(),
    vehicleChunks(),
    terser({ format: { comments: false } }),
  ],
};
