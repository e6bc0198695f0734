/** The footer's disclaimer toggle and its panel (spec 2 "Sticky footer", 5). */
import styled from 'styled-components';
import type { Disclaimer } from '../../../domain/types';
import { focusRing } from '../../common/Button';
import { DisclaimerText } from '../../primitives/DisclaimerText';
import { theme } from '../../common/theme';

const Panel = styled.div`
  max-height: 40vh;
  overflow-y: auto;
  border-bottom: 1px solid ${theme.colour.line};
  background: ${theme.colour.subtle};
  ${focusRing}
`;

const List = styled.div`
  max-width: 1600px;
  margin: 0 auto;
  padding: 12px 16px;
  color: ${theme.colour.muted};
  font: 400 ${theme.type.caption} / 1.5 ${theme.font};
  p {
    margin: 0 0 8px;
  }
  p p {
    display: inline;
  }
  sup {
    margin-right: 2px;
  }
`;

export interface DisclaimerPanelProps {
  id: string;
  disclaimers: readonly Disclaimer[];
}

/** The open panel: each disclaimer with its marker. */
export function DisclaimerPanel({ id, disclaimers }: DisclaimerPanelProps) {
  return (
    <Panel id={id} role="region" aria-label="Disclaimers" tabIndex={0}>
      <List>
        {disclaimers.map((disclaimer, i) => (
          <p key={`${i}-${disclaimer.marker}`}>
            <DisclaimerText disclaimer={disclaimer} />
          </p>
        ))}
      </List>
    </Panel>
  );
}
