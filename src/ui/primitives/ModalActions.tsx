/** A modal's row of buttons (Cancel and Apply, No thanks and Yes please), wrapping on a narrow screen. */
import styled from 'styled-components';
import { theme } from '../common/theme';

export const ModalActions = styled.div<{ $sticky?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
  > * {
    flex: 1 1 160px;
  }
  ${(p) =>
    p.$sticky
      ? `
  position: sticky;
  bottom: -24px;
  margin: 24px -24px -24px;
  padding: 16px 24px;
  background: ${theme.colour.surface};
  border-top: 1px solid ${theme.colour.line};
`
      : ''}
`;
