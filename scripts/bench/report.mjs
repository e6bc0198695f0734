// @ts-check
/** The report: one markdown table, written with a JSON copy to bench-results/. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} text */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/**
 * @param {import('./util.mjs').Row[]} rows
 * @returns {string}
 */
export function markdownTable(rows) {
  const lines = ['| section | metric | value | budget | result |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows)
    lines.push(
      `| ${cell(row.section)} | ${cell(row.metric)} | ${cell(row.value)} | ${cell(row.budget)} | ${row.result === 'FAIL' || row.result === 'ERROR' ? `**${row.result}**` : row.result} |`,
    );
  return lines.join('\n');
}

/**
 * What pairs a row of this build with the reference's: its `key`, else its section and metric
 * without parenthesised parts, chunk hashes and what follows a colon.
 * @param {import('./util.mjs').Row} row
 */
export function rowKey(row) {
  if (row.key) return `${row.section}|${row.key}`;
  let metric = row.metric.replace(/-[\w-]{8}\.js/g, '.js');
  for (let previous = ''; previous !== metric;) {
    previous = metric;
    metric = metric.replace(/\s*\([^()]*\)/g, '');
  }
  return `${row.section}|${metric.split(': ')[0]}`;
}

/**
 * @typedef {import('./util.mjs').Row & { against: import('./util.mjs').Row | null, ratio: number | null }} ComparedRow
 * A row of this build with the reference's row of the same key (null: the reference has none)
 * and this build's raw value divided by the reference's.
 */

/**
 * Pairs each row of this build with the reference's row of the same key (the n-th of a key with
 * the n-th), in this build's order; the reference's rows without a partner follow.
 * @param {import('./util.mjs').Row[]} rows rows of both builds, each with its `target`
 * @returns {ComparedRow[]}
 */
export function compareRows(rows) {
  const theirs = rows.filter((r) => r.target === 'against');
  const used = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  /** @type {ComparedRow[]} */
  const out = [];
  for (const row of rows.filter((r) => r.target !== 'against')) {
    const key = rowKey(row);
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const partner = theirs.filter((r) => rowKey(r) === key)[nth] ?? null;
    if (partner) used.add(partner);
    const ratio =
      partner && typeof row.raw === 'number' && typeof partner.raw === 'number' && Number.isFinite(row.raw) && partner.raw > 0
        ? row.raw / partner.raw
        : null;
    out.push({ ...row, against: partner, ratio });
  }
  for (const row of theirs.filter((r) => !used.has(r)))
    out.push({ ...row, value: '—', result: 'info', raw: null, against: row, ratio: null });
  return out;
}

/**
 * The table of a comparison: this build's value, the reference's, and the ratio.
 * @param {ComparedRow[]} rows
 * @param {{ self: string, against: string }} labels
 */
export function comparisonTable(rows, labels) {
  const lines = [
    `| section | metric | ${cell(labels.self)} | ${cell(labels.against)} | ratio | budget | result |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const row of rows) {
    const result = row.result === 'FAIL' || row.result === 'ERROR' ? `**${row.result}**` : row.result;
    const ratio = row.ratio === null ? '—' : `${row.ratio.toFixed(2)}x`;
    lines.push(
      `| ${cell(row.section)} | ${cell(row.metric)} | ${cell(row.value)} | ${cell(row.against?.value ?? '—')} | ${ratio} | ${cell(row.budget)} | ${result} |`,
    );
  }
  return lines.join('\n');
}

/**
 * @param {string} root
 * @param {{ rows: import('./util.mjs').Row[], startedAt: Date, seconds: number, environment: Record<string, unknown>, labels?: { self: string, against: string } }} run
 *   labels: with a reference build, the names of the two builds (the table then compares them)
 * @returns {{ markdown: string, paths: string[] }}
 */
export function writeReport(root, run) {
  const own = run.rows.filter((r) => r.target !== 'against');
  const failed = own.filter((r) => r.result === 'FAIL').length;
  const errors = run.rows.filter((r) => r.result === 'ERROR').length;
  const compared = run.labels ? compareRows(run.rows) : null;
  const summary = `${failed} over budget, ${errors} not measured; ${own.length} rows${compared ? ' per build' : ''} in ${run.seconds.toFixed(0)} s${
    compared ? `; ratio = ${run.labels?.self} ÷ ${run.labels?.against} (below 1: this build is smaller or faster)` : ''
  }`;
  const markdown = [
    `# bp-configurator benchmark, ${run.startedAt.toISOString()}`,
    '',
    Object.entries(run.environment)
      .map(([key, value]) => `${key}: ${value}`)
      .join(' · '),
    '',
    compared && run.labels ? comparisonTable(compared, run.labels) : markdownTable(run.rows),
    '',
    summary,
    '',
  ].join('\n');
  const dir = join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const paths = [join(dir, 'report.md'), join(dir, 'report.json')];
  writeFileSync(paths[0], markdown);
  writeFileSync(
    paths[1],
    `${JSON.stringify({ startedAt: run.startedAt.toISOString(), seconds: run.seconds, environment: run.environment, failed, errors, labels: run.labels, rows: compared ?? run.rows }, null, 2)}\n`,
  );
  return { markdown, paths };
}
