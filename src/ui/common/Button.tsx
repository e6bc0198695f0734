import styled, { css } from 'styled-components';
import { theme } from './theme';

const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;

/** The primary call to action. */
export const PrimaryButton = styled.button.attrs({ part: 'primary-button' })`
  min-height: 44px;
  padding: 0 24px;
  border: 2px solid ${theme.colour.ink};
  border-radius: ${theme.radius};
  background: ${theme.colour.ink};
  color: ${theme.colour.onInk};
  font: 600 ${theme.type.body} / 1 ${theme.font};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${theme.colour.inkHover};
  }
  /* Disabled until it can act (the 3D controls while the model loads, a tray already in the build). */
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  ${focusRing}
`;

/** A secondary, outlined action. */
export const SecondaryButton = styled(PrimaryButton).attrs({ part: 'secondary-button' })`
  background: transparent;
  color: ${theme.colour.ink};
  &:hover:not(:disabled) {
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
  font: 600 ${theme.type.body} / 1.2 ${theme.font};
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  ${focusRing}
`;

/** The footer's smaller text action (disclaimers, pricing location). */
export const SmallLinkButton = styled(LinkButton)`
  min-height: 32px;
  padding: 0 4px;
  font-size: ${theme.type.small};
`;

/** A square button holding one glyph, such as a modal's close ×. */
export const GlyphButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.ink};
  font: 400 ${theme.type.titleLarge} / 1 ${theme.font};
  cursor: pointer;
  &:hover {
    background: ${theme.colour.subtle};
  }
  ${focusRing}
`;

export { focusRing };
