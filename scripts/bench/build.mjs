// @ts-check
/** Builds dist/ when it is missing or older than the sources. */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { log } from './util.mjs';

export const ENTRY = 'dist/bp-configurator.js';

/** Newest modification time (ms) of any file under `dir`. @param {string} dir */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is current. @param {string} root */
export function staleReason(root) {
  const entry = join(root, ENTRY);
  if (!existsSync(entry)) return `${ENTRY} is missing`;
  const built = statSync(entry).mtimeMs;
  const sources = Math.max(newestMtime(join(root, 'src')), statSync(join(root, 'rollup.config.mjs')).mtimeMs);
  return sources > built ? 'src/ changed after the last build' : null;
}

/** Runs `npm run build` in `root`. @param {string} root @returns {Promise<void>} */
function runBuild(root) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build failed (${code}):\n${errors.slice(-2000)}`))));
  });
}

/**
 * Builds when needed. Another build in this checkout empties dist/ when it starts,
 * so the entry is checked after the build and the build is retried once.
 * @param {string} root
 * @returns {Promise<{ built: boolean, reason: string | null }>}
 */
export async function ensureBuild(root) {
  const reason = staleReason(root);
  if (!reason) return { built: false, reason: null };
  for (let attempt = 1; attempt <= 2; attempt++) {
    log(`building (${reason})${attempt > 1 ? ', again' : ''}…`);
    await runBuild(root);
    if (existsSync(join(root, ENTRY))) return { built: true, reason };
  }
  throw new Error(`${ENTRY} is missing after building (another build in this checkout may have emptied dist/)`);
}

/** The entry's modification time, or null when it is missing. @param {string} root */
export function entryStamp(root) {
  const entry = join(root, ENTRY);
  return existsSync(entry) ? statSync(entry).mtimeMs : null;
}

/**
 * Waits until dist/ holds an entry that has not changed for 5 s (another build finished).
 * @param {string} root
 * @param {number} [limitMs]
 */
export async function waitForStableDist(root, limitMs = 180_000) {
  const deadline = Date.now() + limitMs;
  let last = entryStamp(root);
  let since = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = entryStamp(root);
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (now !== null && Date.now() - since >= 5000) return;
  }
  throw new Error(`${ENTRY} did not settle within ${limitMs / 1000} s`);
}
