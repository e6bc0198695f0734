/**
 * Font sizes come from the theme's type scale (issue 24.2): a component names a step of
 * theme.type in src/ui/common/theme.ts, never a size of its own, so a page that themes the
 * element through its --bp-font-size-* custom properties (docs/embedding.md) reaches every size
 * it shows. A proportion of the surrounding size (a marker's `0.6em`) follows its step and is
 * let through; a line height after the `/` of the `font` shorthand is not a font size.
 */
import { describe, expect, it } from 'vitest';
import { findInComponents, withoutComments } from './uiSources';

/** A `font-size` or `font` declaration in CSS, or a `fontSize` in a style object, to the end of its value. */
const SIZE_DECLARATION = /(?<![\w-])(font-size|font|fontSize)\s*:\s*([^;\n]*)/g;
/** A length written as a number (an absolute or viewport unit), or a number a template closes with `px`. */
const NUMBER_SIZE = /\d(?:px|rem|pt|vw|vh|vmin|vmax)\b|\}px\b/;
/** A bare number, as a style object writes pixels. */
const BARE_NUMBER = /^['"`]?\d/;

/** Each font size written as a number in `source` as 'line: declaration', comments left out. */
function sizeLiterals(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(SIZE_DECLARATION)]
        .filter(([, property, value]) => {
          const size = property === 'font' ? value!.replace(/\/\s*\S+/, '') : value!;
          return NUMBER_SIZE.test(size) || (property === 'fontSize' && BARE_NUMBER.test(size));
        })
        .map(([declaration]) => `${index + 1}: ${declaration.trim()}`),
    );
}

describe('font size literals in src/ui', () => {
  it('finds the kinds of literal it refuses', () => {
    const source = [
      'const A = styled.div`',
      '  font-size: 14px;',
      '  font: 600 13px/1.4 ${theme.font};',
      '  font: 400 ${(props) => (props.$big ? 14 : 13)}px / 1.45 ${theme.font};',
      '  font-size: clamp(22px, 3vw, 28px);',
      '  font: 700 ${theme.type.heading} / 22px ${theme.font};',
      '  font-size: ${theme.type.body};',
      '  sup { font-size: 0.6em; }',
      '  font: inherit;',
      '  /* font-size: 12px in a comment */',
      '`;',
      'const b = <p style={{ fontSize: 12 }} />;',
      "const c = <p style={{ fontSize: '1rem' }} />;",
      'const d = <p style={{ fontSize: theme.type.small }} />;',
    ].join('\n');
    expect(sizeLiterals(source)).toEqual([
      '2: font-size: 14px',
      '3: font: 600 13px/1.4 ${theme.font}',
      '4: font: 400 ${(props) => (props.$big ? 14 : 13)}px / 1.45 ${theme.font}',
      '5: font-size: clamp(22px, 3vw, 28px)',
      '12: fontSize: 12 }} />',
      "13: fontSize: '1rem' }} />",
    ]);
  });

  it('has none outside the theme files', () => {
    expect(findInComponents(sizeLiterals)).toEqual([]);
  });
});
