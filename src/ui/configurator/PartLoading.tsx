/**
 * A part of the configurator that is still on its way (accessories, trays) while the rest
 * of the build already shows: a quiet spinner and its text, announced politely once.
 */
import styled from 'styled-components';
import { Spinner } from '../common/Loading';
import { theme } from '../common/theme';

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
