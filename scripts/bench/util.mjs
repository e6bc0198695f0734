// @ts-check
/** Small helpers shared by the benchmark modules: statistics, formatting, progress logging. */

/**
 * One line of the report.
 * @typedef {object} Row
 * @property {string} section  what is measured (sizes, vitals, interactions…)
 * @property {string} metric   the measurement, with its conditions
 * @property {string} value    the measured value, formatted
 * @property {string} budget   the budget, or '—' when there is none
 * @property {'PASS' | 'FAIL' | 'info' | 'soft goal met' | 'below soft goal' | 'ERROR'} result
 * @property {number | null} [raw]  the number behind `value` (for report.json)
 * @property {unknown} [detail]     extra data for report.json only
 * @property {string} [key]          what identifies the row across builds (default: section and
 *   metric without parenthesised parts and chunk hashes): `--against` pairs rows by it
 * @property {'this' | 'against'} [target]  the build measured (set by the runner)
 */

/** @param {number} ms */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The p-th percentile (0..100) by the nearest-rank method: the smallest sample
 * with at least p% of the samples at or below it. For p = 50 on an even count it
 * takes the lower middle sample; medians below use the mean of the two middles.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return /** @type {number} */ (sorted[rank - 1]);
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[mid])
    : /** @type {number} */ (sorted[mid - 1] + /** @type {number} */ (sorted[mid])) / 2;
}

/** @param {number} ms */
export const formatMs = (ms) => (Number.isFinite(ms) ? (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`) : 'n/a');

/** @param {number} bytes */
export const formatKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * PASS or FAIL for a measured value against a budget; FAIL when the value is missing.
 * @param {number} value
 * @param {(v: number) => boolean} within
 * @returns {'PASS' | 'FAIL'}
 */
export const verdict = (value, within) => (Number.isFinite(value) && within(value) ? 'PASS' : 'FAIL');

/** Progress on stderr (the table goes to stdout). @param {string} message */
export function log(message) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

/**
 * A row that says a section could not be measured.
 * @param {string} section
 * @param {unknown} error
 * @returns {Row}
 */
export function errorRow(section, error) {
  const message = error instanceof Error ? error.message : String(error);
  return {
    section,
    metric: 'could not be measured',
    value: message.split('\n')[0]?.slice(0, 160) ?? '',
    budget: '—',
    result: 'ERROR',
    raw: null,
  };
}

/**
 * Runs `task` and gives up after `ms` with an error naming `what`.
 * @template T
 * @param {Promise<T>} task
 * @param {number} ms
 * @param {string} what
 * @returns {Promise<T>}
 */
export function withTimeout(task, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([task, timeout]).finally(() => clearTimeout(timer)));
}
