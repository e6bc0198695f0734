// Builds dist/bp-configurator.js: an ES module that defines <bp-configurator> when
// loaded, with later-needed screens (modals, drawer, 3D viewer) in lazy chunks.
import commonjs from '@rollup/plugin-commonjs';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
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
    terser({ format: { comments: false } }),
  ],
};
