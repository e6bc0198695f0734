/**
 * The landing page's saved builds (issue 23): shown when this device keeps any, loaded as a
 * chunk of its own after the range list.
 */
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from '../common/theme';
import { SavedBuildsList } from './SavedBuildsList';

const Section = styled.section`
  max-width: 720px;
  margin: 40px auto 0;
  h2 {
    margin: 0 0 12px;
    font-size: ${theme.type.title};
  }
`;

export default function SavedBuildsSection() {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} data-testid="saved-builds-section">
      <h2 id={headingId}>Your saved builds</h2>
      <SavedBuildsList />
    </Section>
  );
}
