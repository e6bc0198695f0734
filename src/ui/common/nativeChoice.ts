/**
 * A native checkbox or radio inside a label that is the whole row: drawn `size` px square in
 * ink, with the focus ring a keyboard user sees. The input keeps the browser's own keyboard
 * behaviour; the proposal's choices and the saved-builds list use it.
 */
import { css } from 'styled-components';
import { theme } from './theme';

export const nativeChoice = (size: number) => css`
  input {
    flex: none;
    width: ${size}px;
    height: ${size}px;
    margin: 0;
    accent-color: ${theme.colour.ink};
  }
  input:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;
