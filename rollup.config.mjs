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
      const magic = new MagicString(code);
      for (const match of code.matchAll(/\/\* GraphQL \*\/ `([^`]*)`/g)) {
        const body = match[1]
          .replace(/\s+/g, ' ')
          .replace(/ ?([{}():,!=[\]]) ?/g, '$1')
          .trim();
        magic.overwrite(match.index, match.index + match[0].length, `\`${body}\``);
      }
      return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
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
      const magic = new MagicString(code);
      let inStyle = false;
      let at = 0;
      for (const line of code.split('\n')) {
        if (inStyle) {
          const indent = line.length - line.trimStart().length;
          if (line.startsWith('`')) inStyle = false;
          if (indent > 0) magic.remove(at, at + indent);
        } else if (opens.test(line)) inStyle = true;
        at += line.length + 1;
      }
      return { code: magic.toString(), map: magic.generateMap({ hires: true }) };
    },
  };
}

/**
 * wouter reaches useSyncExternalStore through use-sync-external-store's shim, written for React
 * before 18; React 19 has it, so the shim (about 400 B gzip before the first price) is not shipped.
 */
function reactSyncExternalStore() {
  const shim = 'use-sync-external-store/shim/index.js';
  const id = '\0react-sync-external-store';
  return {
    name: 'react-sync-external-store',
    resolveId: (source) => (source === shim ? id : null),
    load: (loaded) => (loaded === id ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

/** The modules whose chunks (with the chunks they import) a vehicle route runs before its first price. */
const VEHICLE_ROUTE_MODULES = ['/src/state/vehicle.ts', '/src/ui/configurator/ConfiguratorScreen.tsx', '/src/domain/buildStart.ts'];
/** The string in src/host/preload.ts the entry's list of those chunks replaces. */
const VEHICLE_CHUNKS_PLACEHOLDER = '__BP_VEHICLE_CHUNKS__';

/**
 * Writes into the entry the chunks that the vehicle route's, the screen's and the build-planning chunk
 * import (the other chunks a vehicle route runs before its first price), as JSON paths relative to the
 * entry: the element adds module preload hints for them when it starts on a vehicle route
 * (src/host/preload.ts) while it imports those three itself, so that all are fetched at once, not
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
    // The vehicle route's, the screen's and the build-planning chunks are imported by the element and the route, not hinted.
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

/**
 * The vehicle route's chunk (issue 31.4): the modules only a vehicle route needs before its first price,
 * out of the first module (src/state/vehicleChunk.ts imports it). Left to itself, rollup cuts them into
 * a chunk per set of importers (the screen, the build planning, saved builds), three fetches before the
 * first price and about 700 B more of script; named here, they are one chunk, and only they (rollup's
 * onlyExplicitManualChunks: their imports stay where they are). test/e2e/bundleSize.test.ts checks that
 * none of them comes back into the first module.
 */
export const VEHICLE_CHUNK_MODULES = [
  '/src/state/vehicle.ts',
  '/src/state/configurator.ts',
  '/src/state/buildCodeEncoder.ts',
  '/src/state/vehicleThumbnail.ts',
  '/src/data/vehicleStore.ts',
  '/src/data/catalog.ts',
  '/src/data/vehicles.ts',
  '/src/data/assets.ts',
  '/src/domain/car.ts',
  '/src/domain/catalog.ts',
  '/src/domain/optionGroups.ts',
  '/src/domain/selection.ts',
  '/src/domain/packs.ts',
  '/src/domain/trayPrice.ts',
  '/src/domain/pricing.ts',
  '/src/domain/build.ts',
  '/node_modules/jotai/esm/vanilla/utils.mjs',
];

/** @param {string} id */
function manualChunks(id) {
  const path = id.replaceAll('\\', '/');
  return VEHICLE_CHUNK_MODULES.some((suffix) => path.endsWith(suffix)) ? 'vehicle' : undefined;
}

export default {
  input: 'src/index.ts',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: 'bp-configurator.js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    sourcemap: true,
    manualChunks,
    onlyExplicitManualChunks: true,
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
    reactSyncExternalStore(),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      compilerOptions: { noEmit: false, sourceMap: true, inlineSources: true },
      include: ['src/**/*'],
    }),
    compactGraphql(),
    compactStyles(),
    vehicleChunks(),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
};
