/**
 * HTML from the store or the CMS reaches the DOM only through SafeHtml
 * (src/ui/common/SafeHtml.tsx, DOMPurify). This scan of every source file keeps
 * it that way: no other file may use an HTML sink, and no file may evaluate text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(process.cwd(), 'src');
const SAFE_HTML = 'src/ui/common/SafeHtml.tsx';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(process.cwd(), path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** Lines of `text` matching `pattern`, as 'file:line: code'. */
function hits(pattern: RegExp, filter: (path: string) => boolean = () => true): string[] {
  return files
    .filter((file) => filter(file.path))
    .flatMap((file) => file.text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file.path}:${i + 1}: ${line.trim()}`] : [])));
}

describe('HTML sinks in src/', () => {
  it('scans the source tree (SafeHtml among the files)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.path === SAFE_HTML)).toBe(true);
  });

  it('uses dangerouslySetInnerHTML only in SafeHtml', () => {
    expect(hits(/dangerouslySetInnerHTML/, (path) => path !== SAFE_HTML)).toEqual([]);
    expect(hits(/dangerouslySetInnerHTML/, (path) => path === SAFE_HTML)).toHaveLength(1);
  });

  it('never writes markup through the DOM: innerHTML, outerHTML, insertAdjacentHTML, document.write, createContextualFragment, srcdoc', () => {
    expect(hits(/\b(innerHTML|outerHTML|insertAdjacentHTML|createContextualFragment|srcdoc|srcDoc)\b|document\.write(ln)?\s*\(/)).toEqual(
      [],
    );
  });

  it('never evaluates text as code: eval, new Function, string timers', () => {
    expect(hits(/(^|[^.\w])eval\s*\(|new\s+Function\s*\(|set(Timeout|Interval)\s*\(\s*['"`]/)).toEqual([]);
  });
});
