import styled, { css } from 'styled-components';
import { theme } from './theme';

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;

/** The primary call to action. */
export const PrimaryButton = styled.button`
  min-height: 44px;
  padding: 0 24px;
  border: 2px solid ${theme.colour.ink};
  border-radius: 0;
  background: ${theme.colour.ink};
  color: #fff;
  font: 600 15px/1 ${theme.font};
  cursor: pointer;
  &:hover {
    background: #333;
  }
  ${focusRing}
`;

/** A secondary, outlined action. */
export const SecondaryButton = styled(PrimaryButton)`
  background: transparent;
  color: ${theme.colour.ink};
  &:hover {
    background: ${theme.colour.subtle};
  }
`;

/** A text link styled as a back or inline action. */
export const LinkButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.ink};
  font: 600 15px/1.2 ${theme.font};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  ${focusRing}
`;

export { focusRing };
