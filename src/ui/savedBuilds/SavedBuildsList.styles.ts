/** The saved builds list's styles (SavedBuildsList.tsx). */
import styled from 'styled-components';
import { focusRing } from '../common/Button';
import { nativeChoice } from '../common/nativeChoice';
import { cardCss } from '../common/shapes';
import { theme } from '../common/theme';

export const List = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 12px;
`;

export const Item = styled.li`
  ${cardCss}
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.type.subheading};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0 0 6px;
    font-size: ${theme.type.body};
  }
`;

export const SavedBuildPrice = styled.p`
  font-weight: 600;
`;

/** What changed since a build was saved: information, not an error, so in neutral colours (issue 35). */
export const Note = styled.p`
  color: ${theme.colour.muted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 8px;
`;

export const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  font-weight: 600;
  cursor: pointer;
  ${nativeChoice(22)}
`;

export const Field = styled.input`
  min-height: 44px;
  min-width: 0;
  flex: 1 1 200px;
  padding: 0 12px;
  border: 1px solid ${theme.colour.muted};
  font: ${theme.type.base} / 1.2 ${theme.font};
  ${focusRing}
`;

export const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  min-height: 1px;
  margin: 0 0 12px;
  font-size: ${theme.type.body};
`;
