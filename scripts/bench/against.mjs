// @ts-check
/**
 * `--against <git-ref>`: the reference build the bench compares this checkout with.
 *
 * The reference is checked out in a git worktree of its own under the system temp folder
 * (`bp-bench-against-<commit>`, detached at the commit). Its node_modules is a symlink to this
 * checkout's when the two package-lock.json files are the same, else `npm install` runs there.
 * It is built there (`npm run build`) unless its dist/ is already current, and served by its
 * own demo server (its demo/server.mjs, its dist/). The worktree is kept for the next run
 * against the same commit (a second run skips the checkout and the build); remove it with
 * `git worktree remove --force <path>` (the report prints the path).
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './build.mjs';
import { log } from './util.mjs';

/**
 * A build the bench measures: this checkout, or the reference.
 * @typedef {object} Target
 * @property {'this' | 'against'} name
 * @property {string} label  how the report names it (e.g. `this (abc1234)`, `e514485`)
 * @property {string} root   the checkout whose demo/ and dist/ are served
 * @property {string} url    its demo server (set once started)
 */

/** @param {string} root @param {string[]} args */
const git = (root, args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The short commit of `ref` in `root`. @param {string} root @param {string} ref */
export function shortCommit(root, ref) {
  return git(root, ['rev-parse', '--short=7', `${ref}^{commit}`]);
}

/** This checkout's label: its commit, with "+changes" when the work tree differs from it. @param {string} root */
export function thisLabel(root) {
  const commit = shortCommit(root, 'HEAD');
  const dirty = git(root, ['status', '--porcelain', '--untracked-files=no', '--', 'src', 'rollup.config.mjs', 'package.json']) !== '';
  return `${commit}${dirty ? '+changes' : ''}`;
}

/** @param {string} cwd @returns {Promise<void>} */
function npmInstall(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm install failed (${code}):\n${errors.slice(-2000)}`))));
  });
}

/**
 * Checks out (or reuses) and builds the reference.
 * @param {string} root this checkout
 * @param {string} ref a commit, tag or branch
 * @returns {Promise<{ root: string, commit: string, built: string }>}
 */
export async function prepareAgainst(root, ref) {
  const full = git(root, ['rev-parse', `${ref}^{commit}`]);
  const commit = full.slice(0, 7);
  const dir = join(tmpdir(), `bp-bench-against-${commit}`);
  const current = existsSync(join(dir, '.git')) ? git(dir, ['rev-parse', 'HEAD']) : null;
  if (current !== full) {
    if (existsSync(dir)) git(root, ['worktree', 'remove', '--force', dir]);
    git(root, ['worktree', 'prune']);
    log(`against ${ref}: checking out ${commit} in ${dir}`);
    git(root, ['worktree', 'add', '--detach', dir, full]);
  }
  const modules = join(dir, 'node_modules');
  const same = readFileSync(join(root, 'package-lock.json'), 'utf8') === readFileSync(join(dir, 'package-lock.json'), 'utf8');
  // A link made when the lock files matched goes when this checkout's dependencies change.
  if (!same && lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(modules);
  if (!existsSync(modules)) {
    if (same) symlinkSync(join(root, 'node_modules'), modules, 'dir');
    else {
      log(`against ${ref}: its package-lock.json differs from this checkout's; npm install there…`);
      await npmInstall(dir);
    }
  }
  const outcome = await ensureBuild(dir);
  return { root: dir, commit, built: outcome.built ? `built (${outcome.reason})` : 'dist/ up to date' };
}

/**
 * Runs `measure` for each target in turn, starting with the target `round` names (round 0:
 * this build first; round 1: the reference first), so that neither build always goes first.
 * @template T
 * @param {Target[]} targets
 * @param {number} round
 * @param {(target: Target) => Promise<T>} measure
 * @returns {Promise<Map<Target, T>>}
 */
export async function alternate(targets, round, measure) {
  /** @type {Map<Target, T>} */
  const results = new Map();
  const order = round % 2 === 0 ? targets : [...targets].reverse();
  for (const target of order) results.set(target, await measure(target));
  return results;
}
