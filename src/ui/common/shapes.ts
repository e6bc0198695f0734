/** Shapes the interface repeats, one rule each: a card (a saved build, a shared comparison) and a pill (a count, a group tab). */
import { css } from 'styled-components';
import { theme } from './theme';

/** A card on the page: a lined box on the surface colour. */
export const cardCss = css`
  padding: 16px;
  border: 1px solid ${theme.colour.line};
  background: ${theme.colour.surface};
`;

/** A pill: fully rounded, ink on the surface colour, on one line (its size, border and type are its own). */
export const pillCss = css`
  border-radius: 999px;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  white-space: nowrap;
`;
