import styled, { keyframes } from 'styled-components';
import { theme } from './theme';
import { VisuallyHidden } from '../primitives/VisuallyHidden';

const pulse = keyframes`50% { opacity: 0.55; }`;

/*
 * The loading screen is the shape of the screen on its way (issue 26.11): grey blocks where the
 * landing page's heading and cards, or the configurator's title, picture and choices, will be.
 * A full screen, so what the page has below the element is out of view until the screen it
 * stands for arrives, and never shifts in view (CLS). The blocks pulse, and stay still with
 * reduced motion.
 */
const Screen = styled.div`
  box-sizing: border-box;
  min-height: 100vh;
  max-width: 1280px;
  margin: 0 auto;
  padding: 32px 16px;
  i {
    display: block;
    max-width: 480px;
    height: 40px;
    margin: 0 0 24px;
    background: ${theme.colour.subtle};
    animation: ${pulse} 1.6s ease-in-out infinite;
    ${theme.reducedMotion} {
      animation: none;
    }
  }
  div {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
    gap: 16px;
  }
  div i {
    max-width: none;
    height: auto;
    margin: 0;
    aspect-ratio: 16 / 10;
  }
  &[data-shape='landing'] > i {
    margin: 0 auto 24px;
  }
  &[data-shape='configurator'] {
    max-width: 1600px;
    ${theme.desktop} {
      div {
        grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
        gap: 40px;
      }
    }
  }
`;

/** The loading screen shown until range and product data are ready (spec 4), in the shape of the screen to come. */
export function LoadingScreen({ shape }: { shape: 'landing' | 'configurator' }) {
  const blocks = shape === 'landing' ? 6 : 2;
  return (
    <Screen role="status" aria-live="polite" aria-busy="true" data-testid="loading" data-shape={shape}>
      <i />
      <div>
        {Array.from({ length: blocks }, (_, index) => (
          <i key={index} />
        ))}
      </div>
      <VisuallyHidden>Loading</VisuallyHidden>
    </Screen>
  );
}
