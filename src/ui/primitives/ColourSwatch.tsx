/**
 * A round colour sample: an exterior swatch, an interior row's chip, an accessory's colour.
 * Decorative: the radio it sits in names the colour.
 */
import styled from 'styled-components';
import type { PaintFinish } from '../../domain/swatch';
import { sheen } from '../common/elevation';
import { theme } from '../common/theme';

const Circle = styled.span<{ $colour: string | null; $image: string | null; $size: number; $edge: string; $finish: PaintFinish | null }>`
  display: block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 1px solid ${(p) => p.$edge};
  border-radius: 50%;
  background: ${(p) => p.$colour ?? theme.colour.subtle} ${(p) => (p.$image ? `url("${p.$image}") center / cover no-repeat` : '')};
  ${(p) => (p.$finish && !p.$image ? `background-image: ${sheen[p.$finish]};` : '')}
`;

export interface ColourSwatchProps {
  /** A CSS colour; none shows the subtle surface. */
  colour: string | null;
  /** The store's swatch picture, drawn over the colour. */
  image?: string | null;
  /** Diameter in CSS pixels. */
  size: number;
  /** The edge: the line colour (default), or the stronger muted one where the swatch sits on a card. */
  edge?: 'line' | 'muted';
  /** A paint's finish, drawn as a sheen over the colour; none is flat. */
  finish?: PaintFinish | null;
}

export function ColourSwatch({ colour, image = null, size, edge = 'line', finish = null }: ColourSwatchProps) {
  return (
    <Circle
      $colour={colour}
      $image={image}
      $size={size}
      $edge={theme.colour[edge]}
      $finish={finish}
      data-finish={finish ?? undefined}
      aria-hidden="true"
    />
  );
}
