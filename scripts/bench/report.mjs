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
 * @param {string} root
 * @param {{ rows: import('./util.mjs').Row[], startedAt: Date, seconds: number, environment: Record<string, unknown> }} run
 * @returns {{ markdown: string, paths: string[] }}
 */
export function writeReport(root, run) {
  const failed = run.rows.filter((r) => r.result === 'FAIL').length;
  const errors = run.rows.filter((r) => r.result === 'ERROR').length;
  const summary = `${failed} over budget, ${errors} not measured; ${run.rows.length} rows in ${run.seconds.toFixed(0)} s`;
  const markdown = [
    `# bp-configurator benchmark, ${run.startedAt.toISOString()}`,
    '',
    Object.entries(run.environment)
      .map(([key, value]) => `${key}: ${value}`)
      .join(' · '),
    '',
    markdownTable(run.rows),
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
    `${JSON.stringify({ startedAt: run.startedAt.toISOString(), seconds: run.seconds, environment: run.environment, failed, errors, rows: run.rows }, null, 2)}\n`,
  );
  return { markdown, paths };
}
