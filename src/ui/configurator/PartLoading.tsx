/**
 * A part of the configurator that is still on its way (accessories, trays) while the rest
 * of the build already shows: a quiet spinner and its text, announced politely once.
 */
import styled, { keyframes } from 'styled-components';
import { theme } from '../common/theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Box = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  margin: 16px 0 0;
  color: ${theme.colour.muted};
`;

const Spinner = styled.span`
  flex: none;
  width: 24px;
  height: 24px;
  border: 3px solid ${theme.colour.line};
  border-top-color: ${theme.colour.brand};
  border-radius: 50%;
  animation: ${spin} 0.9s linear infinite;
  ${theme.reducedMotion} {
    animation-duration: 3s;
  }
`;

export function PartLoading({ text, testId }: { text: string; testId: string }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <Spinner aria-hidden="true" />
      {text}
    </Box>
  );
}
