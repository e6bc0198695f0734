/** Styles of the proposed-changes modal. */
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { nativeChoice } from '../../common/nativeChoice';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';
import { ModalActions } from '../../primitives/ModalActions';

export const SubHeader = styled.p`
  margin: 0 0 16px;
  color: ${theme.colour.muted};
  line-height: 1.4;
`;

export const UpdatedItem = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 16px;
  margin: 0 0 8px;
  background: ${theme.colour.subtle};
`;

/** A fixed 4:3 box, so the row does not move when the picture arrives. */
export const UpdatedImage = styled.span`
  flex: none;
  width: 72px;
  @media (min-width: 480px) {
    width: 96px;
  }
  aspect-ratio: 4 / 3;
  background: ${theme.colour.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const ItemText = styled.span`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  > span:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const Muted = styled.span`
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
`;

export const Price = styled.span`
  flex: none;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Section = styled.section`
  margin: 20px 0 0;
  h3 {
    margin: 0 0 8px;
    font-size: ${theme.type.base};
    line-height: 1.3;
  }
`;

export const ItemList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ItemRow = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 0;
  border-bottom: 1px solid ${theme.colour.line};
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin: 0 0 8px;
    font-size: ${theme.type.base};
    font-weight: 700;
  }
`;

export const ChoiceList = styled.div`
  display: grid;
  gap: 8px;
`;

/** A radio option: the whole row is its label; the native radio keeps keyboard behaviour. */
export const ChoiceOption = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid ${theme.colour.line};
  cursor: pointer;
  ${nativeChoice(20)}
  &:has(input:checked) {
    border-color: ${theme.colour.ink};
    box-shadow: inset 0 0 0 1px ${theme.colour.ink};
  }
`;

export const ChoiceText = styled.span`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  gap: 12px;
  min-width: 0;
`;

export const Swatch = styled.span`
  flex: none;
  width: 24px;
  height: 24px;
  border: 1px solid ${theme.colour.line};
  border-radius: 50%;
  background: ${theme.colour.subtle};
`;

export const Totals = styled.dl`
  margin: 24px 0 0;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-top: 1px solid ${theme.colour.line};
  }
  > div:last-child {
    font-size: ${theme.type.subheading};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The modal's foot: the price change, the new total and the buttons stay in view at the foot
 * of a long modal (a hard lid's eight colours on a phone, issue 26.5).
 */
export const StickyFoot = styled.div`
  position: sticky;
  bottom: -24px;
  margin: 24px -24px -24px;
  padding: 4px 24px 24px;
  background: ${theme.colour.surface};
  border-top: 1px solid ${theme.colour.line};
  box-shadow: ${shadow.modalFoot};
  > dl {
    margin: 0;
  }
  > dl > div:first-child {
    border-top: 0;
  }
`;

export const ProposalActions = styled(ModalActions)`
  margin-top: 12px;
`;

export const NewTabLink = styled.a`
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  margin-top: 16px;
  padding: 0 2px;
  /* Focused by Tab from above, it stays clear of the sticky totals and buttons. */
  scroll-margin-bottom: 200px;
  color: ${theme.colour.ink};
  font: 600 ${theme.type.body} / 1.3 ${theme.font};
  text-decoration: underline;
  text-underline-offset: 3px;
  ${focusRing}
`;

/** Under lease: that confirming puts prices on application, said before the totals (issue 26.4). */
export const PoaNotice = styled.p`
  margin: 24px 0 0;
  padding: 12px 16px;
  border-left: 4px solid ${theme.colour.ink};
  background: ${theme.colour.subtle};
  line-height: 1.4;
`;
