/**
 * A part of the configurator that is still on its way (accessories, trays) while the rest
 * of the build already shows: a quiet spinner and its text, announced politely once.
 */
import styled, { keyframes } from 'styled-components';
import { theme } from '../common/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * The spinning ring a part still on its way shows; the visualiser's loader restyles its size
 * (`styled(Spinner)`). With reduced motion it turns slowly. It lives with the configurator's
 * code: the first screen's loading screen is a skeleton of the screen (issue 26.11).
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

const Box = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  margin: 16px 0 0;
  color: ${theme.colour.muted};
`;

const QuietSpinner = styled(Spinner)`
  flex: none;
  width: 24px;
  height: 24px;
  border-width: 3px;
`;

export function PartLoading({ text, testId }: { text: string; testId: string }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <QuietSpinner aria-hidden="true" />
      {text}
    </Box>
  );
}
