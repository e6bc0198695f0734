// @ts-check
/** Gzipped sizes of the initial element module and of each lazy chunk in dist/. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatKb, verdict } from './util.mjs';

/**
 * Budget for the initial module, gzipped -9, in bytes: its size when the product was first
 * complete. New features load when first asked for, so it does not grow: a module of the
 * first screen that imports a lazy one (the accessory rules, say) pulls it back in and fails here.
 */
export const INITIAL_BUDGET_BYTES = 122_724;

/** gzip level 9, as size tools (gzip-size, bundlesize) measure. @param {string} path */
const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * @param {string} root
 * @returns {import('./util.mjs').Row[]}
 */
export function measureSizes(root) {
  const entry = join(root, 'dist/bp-configurator.js');
  const initial = gzipped(entry);
  /** @type {import('./util.mjs').Row[]} */
  const rows = [
    {
      section: 'size',
      metric: 'initial module dist/bp-configurator.js (gzip -9)',
      value: formatKb(initial),
      budget: `≤ ${INITIAL_BUDGET_BYTES.toLocaleString('en-AU')} B`,
      result: verdict(initial, (v) => v <= INITIAL_BUDGET_BYTES),
      raw: initial,
    },
  ];
  const chunks = readdirSync(join(root, 'dist/chunks'))
    .filter((name) => name.endsWith('.js'))
    .sort();
  for (const name of chunks) {
    const bytes = gzipped(join(root, 'dist/chunks', name));
    rows.push({ section: 'size', metric: `lazy chunk chunks/${name}`, value: formatKb(bytes), budget: '—', result: 'info', raw: bytes });
  }
  return rows;
}
