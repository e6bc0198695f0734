/** The accessory modal's styles (AccessoryModal.tsx). */
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';

export const Carousel = styled.section`
  position: relative;
  margin: 0 0 16px;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 8px;
`;

export const Arrow = styled.button`
  width: 44px;
  height: 44px;
  border: 1px solid ${theme.colour.line};
  border-radius: 50%;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font-size: ${theme.type.heading};
  cursor: pointer;
  &:hover {
    background: ${theme.colour.subtle};
  }
  ${focusRing}
`;

export const GenuinePartsNote = styled.div`
  margin: 0 0 16px;
  padding: 8px 12px;
  border-left: 3px solid ${theme.colour.ink};
  background: ${theme.colour.subtle};
  font-size: ${theme.type.label};
  line-height: 1.45;
  p {
    margin: 0;
  }
`;

export const AccessoryPrice = styled.p`
  margin: 0 0 8px;
  font: 600 ${theme.type.subheading} / 1.3 ${theme.font};
`;

export const InBuild = styled.p`
  margin: 0 0 8px;
  font-weight: 600;
  /* Empty, it stays in the tree (a live region) and takes no room. */
  &:empty {
    margin: 0;
  }
`;

export const Part = styled.section`
  margin-top: 16px;
  h3 {
    margin: 0 0 4px;
    font-size: ${theme.type.base};
  }
  p,
  div {
    margin: 0;
    color: ${theme.colour.ink};
    font-size: ${theme.type.body};
    line-height: 1.5;
  }
  div p + p,
  div ul,
  div ol {
    margin-top: 8px;
  }
`;
