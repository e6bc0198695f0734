/** An accessory's colours as a radio group of swatches (native radios: arrow keys move between colours). */
import { useId } from 'react';
import styled from 'styled-components';
import type { ColourChoice } from '../../../domain/accessoryList';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { theme } from '../../common/theme';
import { Tip, tipRules, useTipDismissal } from '../options/SwatchTip';
import { ColourSwatch } from '../../primitives/ColourSwatch';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 8px 0 4px;
  border: 0;
  padding: 0;
  ${tipRules('label', 'input:focus-visible')}
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  width: 40px;
  height: 40px;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  input:checked + span {
    box-shadow:
      0 0 0 2px ${theme.colour.surface},
      0 0 0 4px ${theme.colour.ink};
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 4px;
  }
`;

const Chosen = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
`;

export interface AccessoryColourSwatchesProps {
  /** Names the group for assistive technology, e.g. 'Colour of Hard lid'. */
  label: string;
  choices: readonly ColourChoice[];
  selected: string;
  onChoose: (sku: string) => void;
}

export function AccessoryColourSwatches({ label, choices, selected, onChoose }: AccessoryColourSwatchesProps) {
  const name = useId();
  const chosen = choices.find((choice) => choice.sku === selected);
  const tips = useTipDismissal('label');
  if (choices.length === 0) return null;
  return (
    <div>
      <Group role="radiogroup" aria-label={label} onClick={(event) => event.stopPropagation()} {...tips}>
        {choices.map((choice) => (
          <Choice key={choice.sku}>
            <input type="radio" name={name} value={choice.sku} checked={choice.sku === selected} onChange={() => onChoose(choice.sku)} />
            <ColourSwatch colour={choice.colour} size={30} edge="muted" />
            <VisuallyHidden>{choice.label}</VisuallyHidden>
            <Tip>{choice.label}</Tip>
          </Choice>
        ))}
      </Group>
      {chosen ? <Chosen>{chosen.label}</Chosen> : null}
    </div>
  );
}
