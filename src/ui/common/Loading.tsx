import styled, { keyframes } from 'styled-components';
import { theme } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Screen = styled.div`
  display: grid;
  place-items: center;
  /* A full screen, so what the page has below the element is out of view until the screen it
     stands for arrives, and never shifts in view (CLS). */
  min-height: 100vh;
`;

/**
 * The spinning ring every loading state shows, at the loading screen's size; a part still on
 * its way and the visualiser's loader restyle its size (`styled(Spinner)`). With reduced
 * motion it turns slowly.
 */
export const Spinner = styled.span`
  width: 48px;
  height: 48px;
  border: 4px solid ${theme.colour.line};
  border-top-color: ${theme.colour.brand};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  ${theme.reducedMotion} {
    animation-duration: 3s;
  }
`;

/** The loading screen shown until range and product data are ready (spec 4). */
export function LoadingScreen() {
  return (
    <Screen role="status" aria-live="polite" aria-busy="true" data-testid="loading">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>Loading</VisuallyHidden>
    </Screen>
  );
}

/** Text for assistive technology only. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
