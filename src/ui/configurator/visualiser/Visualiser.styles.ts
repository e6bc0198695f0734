/** The 3D visualiser's styles (Visualiser.tsx; the frame it shares with its placeholder is VisualiserFrame.tsx). */
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { overlay } from '../../common/elevation';
import { theme } from '../../common/theme';

export const Host = styled.div`
  position: absolute;
  inset: 0;
  model-viewer {
    display: block;
    width: 100%;
    height: 100%;
    background-color: ${theme.colour.subtle};
    --poster-color: transparent;
  }
  model-viewer:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: -3px;
  }
`;

export const Corner = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 2;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${theme.colour.line};
  background: ${overlay.veil};
  color: ${theme.colour.ink};
  font: 600 ${theme.type.small} / 1 ${theme.font};
  cursor: pointer;
  ${focusRing}
`;

export const FullScreen = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100vh;
  max-height: 100vh;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${theme.colour.subtle};
  color: ${theme.colour.ink};
  font-family: ${theme.font};
  &[open] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
  }
  &::backdrop {
    background: ${theme.colour.subtle};
  }
`;

/* Title, view toggle and Close in a row; on a phone the toggle takes a row of its own below, so
   Close stays on the title's row (issue 26.13). */
export const FullScreenTop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  h2 {
    grid-area: 1 / 1;
    margin: 0;
    font: 700 ${theme.type.subheading} / 1.3 ${theme.font};
  }
  > :last-child {
    grid-area: 1 / 2;
  }
  > :nth-child(2) {
    grid-area: 2 / 1 / 3 / 3;
  }
  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 1fr) auto auto;
    > :nth-child(2) {
      grid-area: 1 / 2;
    }
    > :last-child {
      grid-area: 1 / 3;
    }
  }
`;

export const FullScreenStage = styled.div`
  position: relative;
`;

export const Instructions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 24px;
  margin: 0;
  padding: 12px 16px 16px;
  list-style: none;
  color: ${theme.colour.ink};
  font: ${theme.type.label} / 1.4 ${theme.font};
`;
