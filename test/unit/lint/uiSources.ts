/**
 * What the source-reading tests read: the repository's root and the TypeScript files below a folder
 * (uniqueExports, instanceAssignments, instanceSideTables); for the literal tests (colourLiterals,
 * sizeLiterals) every source file of src/ui but the theme's own, with comments blanked out (line numbers kept).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The files that hold the theme's tokens, where literal values belong. */
const THEME_FILES = new Set(['src/ui/common/theme.ts', 'src/ui/common/elevation.ts']);

/** Every .ts and .tsx file below `dir` (declaration files left out). */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `source` with its comments blanked out, each line where it was. */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/\/\/.*$/gm, '');
}

/** What `find` reports in each src/ui file outside the theme files, as 'path:finding'. */
export function findInComponents(find: (source: string) => string[]): string[] {
  return sourceFiles(join(root, 'src/ui'))
    .filter((path) => !THEME_FILES.has(relative(root, path)))
    .flatMap((path) => find(readFileSync(path, 'utf8')).map((found) => `${relative(root, path)}:${found}`));
}
