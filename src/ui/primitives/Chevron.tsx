/** The chevron of a disclosure button: points down when closed, up when open. Decorative. */
import styled from 'styled-components';

const Mark = styled.span<{ $size: number; $lift: number; $up: boolean }>`
  display: block;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: ${(p) => (p.$up ? `translateY(${p.$lift}px) rotate(-135deg)` : `translateY(-${p.$lift}px) rotate(45deg)`)};
`;

export interface ChevronProps {
  /** Whether what it discloses is open. */
  up: boolean;
  /** Width and height of the mark in px. */
  size: number;
  /** How far it moves off centre so that its tip sits on the centre line, in px. */
  lift?: number;
}

export function Chevron({ up, size, lift = 2 }: ChevronProps) {
  return <Mark aria-hidden="true" data-up={up} $size={size} $lift={lift} $up={up} />;
}
