/**
 * Colours come from the theme (issue 24.2): a component names a token of
 * src/ui/common/theme.ts (shadows and see-through fills in elevation.ts), never a colour of its own, so a page that themes the element
 * through its --bp-* custom properties (docs/embedding.md) reaches every colour it shows.
 */
import { describe, expect, it } from 'vitest';
import { findInComponents, withoutComments } from './uiSources';

/** #hex, rgb()/rgba()/hsl()/hsla(), and the named colours white and black used as a value. */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(|(?<![\w-])(?:white|black)(?![\w-])/gi;

/** Each colour literal in `source` as 'line: text', comments left out. */
function colourLiterals(source: string): string[] {
  return withoutComments(source)
    .split('\n')
    .flatMap((line, index) => (line.match(COLOUR_LITERAL) ?? []).map((found) => `${index + 1}: ${found}`));
}

describe('colour literals in src/ui', () => {
  it('finds the kinds of literal it refuses', () => {
    const source = [
      'const A = styled.div`',
      '  color: #fff;',
      '  background: rgba(0, 0, 0, 0.5);',
      '  border-color: white;',
      '  white-space: nowrap;',
      '  /* #123456 in a comment */',
      '`;',
    ].join('\n');
    expect(colourLiterals(source)).toEqual(['2: #fff', '3: rgba(', '4: white']);
  });

  it('has none outside the theme files', () => {
    expect(findInComponents(colourLiterals)).toEqual([]);
  });
});
