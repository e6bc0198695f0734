// ESLint (flat config): TypeScript and React hooks rules everywhere, plus the
// architecture rules of DESIGN.md, which are the reason this file exists:
//   - layer order domain < data < host < state < ui < element.tsx: a file imports
//     only its own layer and the layers to its left (src/elementInterface.ts is the
//     element's interface as plain data: any layer from host up may read it);
//   - src/domain is pure TypeScript: no package at all (so no React, no network
//     client), and no browser global, network or clock;
//   - functions in src stay readable: complexity at most 15, at most 150 lines;
//   - src/ui, src/state and src/element.tsx reach the page (window, document, navigator,
//     storage, window messages, media queries, frames) only through src/host.
// test/eslint/boundaries.test.ts runs this config on snippets to show it bites.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layers = ['domain', 'data', 'host', 'state', 'ui'];

/** A no-restricted-imports pattern for a layer folder's files (all at depth 1, except ui). */
function importsOf(layer, message) {
  return { regex: layer, message };
}

/** Imports a file in src/<layer> may not make: the layers to its right, and anything outside src. */
function layerRule(layer) {
  const right = layers.slice(layers.indexOf(layer) + 1);
  // ui has sub-folders (ui/configurator/options/…): its way out of src/ui is one or more '../'.
  const up = layer === 'ui' ? '(\\.\\./)+' : '\\.\\./';
  const patterns = [
    importsOf(
      `^${up}(${[...right, 'element', 'index'].join('|')})(/|$|\\.tsx?$)`,
      `src/${layer} imports only ${layers.slice(0, layers.indexOf(layer) + 1).join(', ')} (layer order: ${layers.join(' < ')} < element.tsx).`,
    ),
  ];
  if (layer !== 'ui') patterns.push(importsOf('^\\.\\./\\.\\./', `src/${layer} imports nothing from outside src.`));
  if (layer === 'domain' || layer === 'data') {
    patterns.push(
      importsOf('^\\.\\./elementInterface', `src/${layer} does not know about the element (elementInterface is for host and up).`),
    );
  }
  return patterns;
}

const browserGlobals = [
  'window',
  'self',
  'globalThis',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'Date',
  'performance',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'queueMicrotask',
  'crypto',
  'console',
  'postMessage',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'CustomEvent',
  'HTMLElement',
  'Element',
  'Node',
  'customElements',
  'matchMedia',
  'getComputedStyle',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
  'AbortController',
  'URLSearchParams',
  'structuredClone',
].map((name) => ({
  name,
  message: `src/domain is pure: no DOM, network, clock or page global (${name}). Take the value as a parameter; the caller in host/state supplies it.`,
}));

const hostOnly = ['localStorage', 'sessionStorage', 'postMessage'];

/**
 * The page's globals, reached from src/ui, src/state and src/element.tsx only through
 * src/host (page.ts, pageEvents.ts, pageHidden.ts, media.ts, frames.ts, device.ts, share.ts, …): the window and what
 * hangs on it (its location, history, scroll, frames and listeners), the document, the
 * navigator, media queries, frame and idle callbacks, the custom element registry.
 * Plain timers (setTimeout) are not page state and stay allowed.
 */
const pageGlobals = [
  'window',
  'self',
  'globalThis',
  'top',
  'parent',
  'opener',
  'frames',
  'document',
  'navigator',
  'location',
  'history',
  'screen',
  'visualViewport',
  'matchMedia',
  'getComputedStyle',
  'innerWidth',
  'innerHeight',
  'scrollX',
  'scrollY',
  'scrollTo',
  'scrollBy',
  'open',
  'addEventListener',
  'removeEventListener',
  'dispatchEvent',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'customElements',
];

const pageGlobalsThroughHost = {
  'no-restricted-globals': [
    'error',
    ...hostOnly.map((name) => ({
      name,
      message: `${name} goes through src/host (storage.ts, hostMessages.ts, formMessages.ts): it survives storage that throws and checks origins.`,
    })),
    ...pageGlobals.map((name) => ({
      name,
      message: `${name} is the page's: read it through a named function in src/host (page.ts, pageEvents.ts, media.ts, frames.ts, device.ts), so ui, state and element.tsx touch no browser global.`,
    })),
  ],
  'no-restricted-properties': [
    'error',
    ...hostOnly.map((property) => ({
      property,
      message: `${property} goes through src/host (storage.ts, hostMessages.ts, formMessages.ts): it survives storage that throws and checks origins.`,
    })),
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'test-artifacts/',
      'bench-results/',
      'demo/.data/',
      'demo/public/models/',
      // generated, or third-party page code served as it is by the demo (a dealer form is not ours to restyle)
      'demo/public/content/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // Which globals exist where: the element runs in the browser; demo server, scripts and
  // the Node test suites run in Node; browser tests and the demo page in the browser.
  { files: ['src/**', 'test/browser/**', 'demo/public/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['demo/**/*.mjs', 'scripts/**', 'test/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Bench scripts pass functions to page.evaluate: those run in the page.
  { files: ['test/browser/**', 'test/component/**', 'scripts/bench/**'], languageOptions: { globals: { ...globals.browser } } },
  // @web/test-runner runs the browser tests with mocha's globals.
  { files: ['test/browser/**/*.test.js'], languageOptions: { globals: { ...globals.mocha } } },
  // Tests read JSON answers from the demo server and the page as they come (`any`), and feed
  // numbers past 2^53 on purpose to show money stays total (loss of precision): allowed there, not in src.
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-loss-of-precision': 'off' } },
  // Layer boundaries.
  ...layers.map((layer) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...layerRule(layer),
            ...(layer === 'domain'
              ? [
                  importsOf(
                    '^(?!\\./)',
                    'src/domain is pure TypeScript: it imports only other src/domain files (no React, no network client, no package).',
                  ),
                ]
              : []),
            ...(layer === 'data'
              ? [
                  importsOf(
                    '^(react|react-dom|jotai|styled-components|wouter)(/|$)',
                    'src/data holds no UI or state: React, jotai, styled-components and wouter belong to state and ui.',
                  ),
                ]
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['src/elementInterface.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [importsOf('^(?!\\./domain/)', 'The element interface is plain data: it may import only src/domain.')] },
      ],
    },
  },
  { files: ['src/domain/**/*.ts'], rules: { 'no-restricted-globals': ['error', ...browserGlobals] } },
  // A screen reads the store through src/state (issue 24.3): src/ui may name src/data's types, never call it.
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+data(/|$)',
              allowTypeImports: true,
              message: 'src/ui imports src/data only for types: what a screen needs from the store comes through src/state.',
            },
          ],
        },
      ],
    },
  },
  // A function small enough to read (issue 24.3): what a screen shows is a named rule in src/domain
  // or src/state, or a component of its own, not one long component that is its own view model.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { complexity: ['error', 15], 'max-lines-per-function': ['error', { max: 150 }] },
  },
  { files: ['src/ui/**/*.{ts,tsx}', 'src/state/**/*.ts', 'src/element.tsx'], rules: pageGlobalsThroughHost },
);
