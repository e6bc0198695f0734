#!/usr/bin/env node
// @ts-check
/**
 * The waterfall of the first price on #/triton, from the last `npm run bench` (its network
 * part records every request started before the first price: bench-results/report.json).
 * One line per request, in start order: when it started and finished (ms after navigation
 * start) and a bar on a 20 ms scale; with `--against`, the reference build's waterfall follows.
 *
 *   node scripts/bench/waterfall.mjs [path/to/report.json]
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const file = process.argv[2] ?? join(root, 'bench-results/report.json');
const report = JSON.parse(readFileSync(file, 'utf8'));
/** @type {any[]} */
const rows = report.rows;
const STEP_MS = 20;

/** @param {string} key */
const find = (key) => rows.find((r) => r.section === 'network' && r.key === key);
const requests = find('requests before the first price');
const price = find('first price, unthrottled');
if (!requests || !price) throw new Error(`${file} has no network rows: run npm run bench (with its network part) first`);

/** @param {{ url: string, operation: string | null }} r */
const name = (r) =>
  r.operation ? `GraphQL ${r.operation}` : new URL(r.url).pathname.replace(/^\/dist\//, '').replace(/-[\w-]{8}\.js$/, '.js');

/**
 * @param {string} title
 * @param {{ url: string, type: string, start: number, end: number | null, operation: string | null }[]} list
 * @param {number} priceAt
 */
function waterfall(title, list, priceAt) {
  const lines = [`${title}: first price at ${Math.round(priceAt)} ms (unthrottled, fresh context)`];
  for (const r of [...list].sort((a, b) => a.start - b.start)) {
    const end = r.end ?? priceAt;
    const bar = ' '.repeat(Math.max(0, Math.round(r.start / STEP_MS))) + '█'.repeat(Math.max(1, Math.round((end - r.start) / STEP_MS)));
    lines.push(
      `${String(Math.round(r.start)).padStart(5)}–${String(Math.round(end)).padStart(5)} ms ${r.type.padEnd(10)} ${name(r).padEnd(34)} ${bar}`,
    );
  }
  lines.push(`${' '.repeat(52)}${' '.repeat(Math.round(priceAt / STEP_MS))}▲ first price`);
  return lines.join('\n');
}

const labels = report.labels ?? { self: 'this', against: 'reference' };
process.stdout.write(`${waterfall(labels.self, requests.detail, price.raw)}\n`);
if (requests.against?.detail && price.against)
  process.stdout.write(`\n${waterfall(labels.against, requests.against.detail, price.against.raw)}\n`);
