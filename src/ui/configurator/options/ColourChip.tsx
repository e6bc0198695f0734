/** The round colour sample of an exterior swatch and of an interior row. */
import styled from 'styled-components';
import { theme } from '../../common/theme';
import type { ChoiceView } from './optionGroups';

const Circle = styled.span<{ $colour: string | null; $image: string | null; $size: number }>`
  display: block;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border: 1px solid ${theme.colour.line};
  border-radius: 50%;
  background: ${(p) => p.$colour ?? theme.colour.subtle} ${(p) => (p.$image ? `url("${p.$image}") center / cover no-repeat` : '')};
`;

interface ColourChipProps {
  choice: Pick<ChoiceView, 'colour' | 'swatchImage'>;
  /** Diameter in CSS pixels. */
  size: number;
}

/** The choice's colour, or the store's swatch image; decorative (the radio's label names the colour). */
export function ColourChip({ choice, size }: ColourChipProps) {
  return <Circle $colour={choice.colour} $image={choice.swatchImage} $size={size} aria-hidden="true" />;
}
