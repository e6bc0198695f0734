/** `/errorPage` (spec 2): what went wrong fetching, and the way back. */
import { useRef } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { retryRouteAtom } from '../../state/atoms';
import { LinkButton, PrimaryButton, focusRing } from '../common/Button';
import { useScreenEntry } from '../common/screenEntry';
import { theme } from '../common/theme';

const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: 64px 16px;
  text-align: center;
  h1 {
    margin: 0 0 24px;
    font-size: ${theme.type.error};
    line-height: 1.25;
  }
  p {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 16px 24px;
    margin: 0;
  }
  a {
    color: ${theme.colour.ink};
    font-weight: 600;
    text-underline-offset: 3px;
    ${focusRing}
  }
`;

/** True when the error page was reached because the range list failed. */
export function isSelectorPageError(search: string): boolean {
  return new URLSearchParams(search).has('isSelectorPage');
}

export function ErrorPage() {
  const [, navigate] = useLocation();
  const selector = isSelectorPageError(useSearch());
  // 'Try again' asks the store again for what failed (issue 26.11): the route it failed on, else the selector's own list.
  const retry = useAtomValue(retryRouteAtom) ?? (selector ? '/' : null);
  const tryAgain = retry && (
    <PrimaryButton type="button" onClick={() => navigate(retry, { replace: true })}>
      Try again
    </PrimaryButton>
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const top = useRef<HTMLElement>(null);
  useScreenEntry(selector ? 'error:selector' : 'error:vehicle', heading, top);
  return (
    <Page ref={top}>
      {selector ? (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Whoops, looks like there was an error fetching the vehicles for Build and Price
          </h1>
          <p>
            {tryAgain}
            <a href="/">Back to the home page</a>
          </p>
        </>
      ) : (
        <>
          <h1 ref={heading} tabIndex={-1}>
            Whoops, looks like there was an error fetching your vehicle
          </h1>
          <p>
            {tryAgain}
            <LinkButton type="button" onClick={() => navigate('/')}>
              Change vehicle
            </LinkButton>
          </p>
        </>
      )}
    </Page>
  );
}
