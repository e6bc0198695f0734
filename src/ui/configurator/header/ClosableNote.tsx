/**
 * A note under the car name that the visitor can close (spec 2): the indicative-pricing
 * disclaimer (`tone="quiet"`) and the shared-link pricing notice (`tone="notice"`, edged in
 * the focus colour). Its text is the first paragraph; markup inside it runs inline.
 */
import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { GlyphButton } from '../../common/Button';
import { theme } from '../../common/theme';

type Tone = 'quiet' | 'notice';

const Note = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: 760px;
  ${(props) => (props.$tone === 'notice' ? 'margin-top: 8px;' : '')}
  padding: 8px 8px 8px 12px;
  border-left: 3px solid ${(props) => (props.$tone === 'notice' ? theme.colour.focus : theme.colour.line)};
  background: ${theme.colour.subtle};
  color: ${(props) => (props.$tone === 'notice' ? theme.colour.ink : theme.colour.muted)};
  font: 400 ${(props) => (props.$tone === 'notice' ? theme.type.label : theme.type.small)} / 1.45 ${theme.font};
  > p {
    flex: 1;
    margin: 6px 0;
  }
  > p p {
    display: inline;
    margin: 0;
  }
`;

const Close = styled(GlyphButton)`
  width: 32px;
  height: 32px;
  font-size: ${theme.type.headingLarge};
  &:hover {
    background: ${theme.colour.line};
  }
`;

export interface ClosableNoteProps {
  tone: Tone;
  testId: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Announced as a status when it appears (the shared-link notice). */
  status?: boolean;
  children: ReactNode;
}

export function ClosableNote({ tone, testId, closeLabel, onClose, status, children }: ClosableNoteProps) {
  return (
    <Note $tone={tone} role={status ? 'status' : undefined} data-testid={testId}>
      <p>{children}</p>
      <Close type="button" aria-label={closeLabel} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </Close>
    </Note>
  );
}
