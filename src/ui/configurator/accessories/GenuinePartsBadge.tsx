/** The 'Genuine parts' badge on accessory and tray images (spec 2). */
import styled from 'styled-components';
import { theme } from '../../common/theme';

/** The badge copy (spec 2). */
export const GENUINE_PARTS = 'Genuine parts';

const Badge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  padding: 4px 8px;
  background: ${theme.colour.ink};
  color: ${theme.colour.onInk};
  font: 600 ${theme.type.caption} / 1.2 ${theme.font};
  letter-spacing: 0.02em;
`;

export function GenuinePartsBadge() {
  return <Badge>{GENUINE_PARTS}</Badge>;
}
