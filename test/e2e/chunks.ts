/**
 * The built element's lazy chunks (dist/chunks), for tests that hold one back to see what the
 * page does before it comes. A chunk is found by a text only its code holds, never by a hash.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const chunksDir = join(process.cwd(), 'dist/chunks');

/** The dist/chunks script names, or those whose name matches `pattern`. */
export function chunkNames(pattern = /\.js$/): string[] {
  return readdirSync(chunksDir).filter((name) => name.endsWith('.js') && pattern.test(name));
}

/** The dist/chunks files (names) whose code holds `text`. */
export function chunksHolding(text: string): string[] {
  return chunkNames().filter((name) => readFileSync(join(chunksDir, name), 'utf8').includes(text));
}

/** Holds back the requests for `files` (dist/chunks names) until `release` is called; counts them. */
export async function holdChunks(context: BrowserContext, files: readonly string[]) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  for (const file of files)
    await context.route(`**/dist/chunks/${file}*`, async (route) => {
      asked.push(file);
      await released;
      await route.continue().catch(() => {});
    });
  return { release, asked };
}
