/**
 * The visualiser's loader (spec 2): 'Loading 3D experience...' and a message
 * that changes every 2 s (spec 9) until the viewer reports load. With reduced
 * motion the spinner stands still; the text still changes.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { LOADING_MESSAGES, LOADING_MESSAGE_MS, LOADING_TEXT, nextLoadingMessage } from '../../../domain/visualiserLoading';
import { Spinner } from '../PartLoading';
import { theme } from '../../common/theme';

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 8px;
  padding: 16px;
  background: ${theme.colour.subtle};
  color: ${theme.colour.ink};
  text-align: center;
  font-family: ${theme.font};
  p {
    margin: 0;
  }
`;

/** The loader's spinner: smaller, and with reduced motion it stands still (spec 9). */
const LoaderSpinner = styled(Spinner)`
  width: 40px;
  height: 40px;
  ${theme.reducedMotion} {
    animation: none;
  }
`;

const Title = styled.p`
  font: 600 ${theme.type.base} / 1.4 ${theme.font};
`;

const Message = styled.p`
  min-height: 1.4em;
  color: ${theme.colour.muted};
  font: ${theme.type.label} / 1.4 ${theme.font};
`;

export interface LoaderProps {
  /** Picks the next message; Math.random by default (tests pass their own). */
  random?: () => number;
}

export function Loader({ random = Math.random }: LoaderProps) {
  const [message, setMessage] = useState<string>(LOADING_MESSAGES[0] ?? '');
  useEffect(() => {
    const timer = setInterval(() => setMessage((current) => nextLoadingMessage(current, random())), LOADING_MESSAGE_MS);
    return () => clearInterval(timer);
  }, [random]);
  return (
    <Overlay data-testid="visualiser-loader">
      <LoaderSpinner aria-hidden="true" />
      {/* Only the title is announced: the rotating line would repeat every 2 s. */}
      <Title role="status">{LOADING_TEXT}</Title>
      <Message aria-hidden="true" data-testid="visualiser-loader-message">
        {message}
      </Message>
    </Overlay>
  );
}
