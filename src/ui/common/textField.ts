/** The look of a text field (a boxed input, 44px tall, red when invalid, the focus ring): one rule for every text input. */
import { css } from 'styled-components';
import { theme } from './theme';

export const textFieldCss = css`
  box-sizing: border-box;
  min-height: 44px;
  padding: 8px 12px;
  border: 2px solid ${theme.colour.line};
  border-radius: 0;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font: ${theme.type.base} / 1.3 ${theme.font};
  &[aria-invalid='true'] {
    border-color: ${theme.colour.brand};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;
