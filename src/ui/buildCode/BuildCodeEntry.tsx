/**
 * 'Have a build code?' (issue 32.1), on the landing page and in the settings: a labelled field and
 * a button that open the build a code names. A code that opens nothing is told in place, under the
 * field (a polite live region that describes it); the field keeps the text and the focus.
 */
import { useSetAtom } from 'jotai';
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { openBuildCodeAtom } from '../../state/buildCodeEntry';
import { SecondaryButton } from '../common/Button';
import { textFieldCss } from '../common/textField';
import { theme } from '../common/theme';
import { FormField } from '../primitives/FormField';

const Section = styled.section`
  max-width: 560px;
  margin: 32px auto 0;
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: ${theme.type.subheading};
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
  }
  p {
    margin: 4px 0 0;
    font-size: ${theme.type.small};
    color: ${theme.colour.muted};
  }
  p[aria-live] {
    color: ${theme.colour.brandDark};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  input {
    ${textFieldCss}
    flex: 1 1 12em;
    min-width: 0;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

export interface BuildCodeEntryProps {
  /** 'h2' on the landing page, 'h3' inside the settings modal (under its own heading). */
  heading?: 'h2' | 'h3';
  /** Called once the build is opened (the settings modal closes). */
  onOpened?: () => void;
}

export default function BuildCodeEntry({ heading: Heading = 'h2', onOpened }: BuildCodeEntryProps) {
  const openBuildCode = useSetAtom(openBuildCodeAtom);
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const outcome = await openBuildCode(text);
    setBusy(false);
    if (outcome.kind === 'message') {
      setError(outcome.message);
      field.current?.focus();
      return;
    }
    navigate(outcome.route);
    onOpened?.();
  };

  return (
    <Section aria-labelledby={headingId} data-testid="build-code-entry">
      <Heading id={headingId}>Have a build code?</Heading>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormField label="Build code" hint="It is in 'Your build' and on a printed build sheet, e.g. K7F2-9QX4-M." error={error}>
          {(control) => (
            <Row>
              <input
                {...control}
                ref={field}
                type="text"
                value={text}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(null);
                }}
              />
              <SecondaryButton type="submit" aria-busy={busy || undefined}>
                Open build
              </SecondaryButton>
            </Row>
          )}
        </FormField>
      </form>
    </Section>
  );
}
