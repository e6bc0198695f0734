// @ts-check
/**
 * Lighthouse accessibility and best-practices scores (its performance score is meaningless
 * on these machines: simulated throttling on 2 cores rendering in software). One Chromium
 * from chrome-launcher (lighthouse's own launcher) serves both pages. Lighthouse's default
 * mobile emulation; no throttling ('provided'), which these two categories do not use.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeArgs, chromePath } from '../chromium.mjs';
import { DistMissingError } from './chromium.mjs';
import { log } from './util.mjs';

/** Soft goal for both scores: reported, never a failure. */
export const SOFT_GOAL = 0.9;

/** The shared flags (scripts/chromium.mjs), headless, without extensions or default apps. */
const CHROME_FLAGS = ['--headless=new', ...chromeArgs, '--disable-default-apps', '--disable-extensions'];

/**
 * Short words on what a failing audit found: the node, console message or URL of each item.
 * @param {any} audit
 * @returns {string[]}
 */
function itemsOf(audit) {
  /** @type {any[]} */
  const items = audit.details?.items ?? [];
  return items.map((item) => {
    const sub = item.subItems?.items?.[0];
    const where = sub?.url ?? item.sourceLocation?.url ?? item.url;
    const node = item.node ? `${item.node.nodeLabel ?? ''} ${item.node.selector ?? ''}`.trim() : null;
    const text = node ?? ([item.description, where].filter(Boolean).join(' ') || JSON.stringify(item));
    return String(`${item.issueType ? `${item.issueType} ` : ''}${text}`)
      .replace(/\s+/g, ' ')
      .slice(0, 200);
  });
}

/**
 * @param {string} url
 * @returns {Promise<import('./util.mjs').Row[]>}
 */
export async function measureLighthouse(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  /** @type {import('./util.mjs').Row[]} */
  const rows = [];
  try {
    for (const route of ['/', '/triton']) {
      log(`lighthouse #${route}`);
      const result = await lighthouse(`${url}/#${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility', 'best-practices'],
        throttlingMethod: 'provided',
      });
      if (!result) throw new Error(`lighthouse gave no result for #${route}`);
      const { lhr } = result;
      // Another build in this checkout empties dist/ while it runs: a page without the element proves nothing.
      /** @type {any[]} */
      const consoleErrors = /** @type {any} */ (lhr.audits['errors-in-console'])?.details?.items ?? [];
      const missing = consoleErrors.find(
        (item) => /\/dist\//.test(item.sourceLocation?.url ?? item.url ?? '') && /404/.test(item.description ?? ''),
      );
      if (missing)
        throw new DistMissingError(`dist/ changed during the Lighthouse run of #${route}: ${missing.sourceLocation?.url ?? missing.url}`);
      for (const id of ['accessibility', 'best-practices']) {
        const category = lhr.categories[id];
        const score = category?.score ?? NaN;
        const failing = (category?.auditRefs ?? [])
          .map((ref) => /** @type {any} */ (lhr.audits[ref.id]))
          .filter(
            (audit) =>
              audit &&
              audit.score !== null &&
              audit.score < 1 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable',
          )
          .map((audit) => ({ id: /** @type {string} */ (audit.id), items: itemsOf(audit) }));
        const why = failing.map((f) => `${f.id}: ${f.items.slice(0, 2).join('; ') || 'no details'}`).join(' / ');
        rows.push({
          section: 'lighthouse',
          metric: `${category?.title ?? id} #${route}${failing.length ? ` (failing: ${why})` : ''}`,
          value: Number.isFinite(score) ? score.toFixed(2) : 'n/a',
          budget: `≥ ${SOFT_GOAL} (soft goal)`,
          result: Number.isFinite(score) && score >= SOFT_GOAL ? 'soft goal met' : 'below soft goal',
          raw: score,
          detail: { failing, runtimeError: lhr.runtimeError ?? null, warnings: lhr.runWarnings },
        });
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}
