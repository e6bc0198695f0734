// @ts-check
/** Gzipped sizes of the initial element module and of each lazy chunk in dist/. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatKb, verdict } from './util.mjs';

/** Budget for the initial module, gzipped, in KB of 1024 bytes. */
export const INITIAL_BUDGET_KB = 150;

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
      budget: `≤ ${INITIAL_BUDGET_KB} KB`,
      result: verdict(initial, (v) => v <= INITIAL_BUDGET_KB * 1024),
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
