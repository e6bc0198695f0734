/**
 * The exterior colours as a radio group of swatches, the car in the chosen colour above
 * them on phones, and the chosen colour's name and price shown below.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import { ColourPreview } from '../hero/ColourPreview';
import { GroupBox, groupRadios, type ChooseByArrow } from './OptionGroup';
import type { ChoiceView, GroupView } from './optionGroups';
import { RadioGroup } from './RadioGroup';
import { Tip, tipRules, useTipDismissal } from './SwatchTip';
import { ColourSwatch } from '../../primitives/ColourSwatch';

const swatchClass = 'bp-swatch';
const ringClass = 'bp-swatch-ring';
const nameClass = 'bp-swatch-name';

const Swatches = styled.div`
  [role='radiogroup'] {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
  .${swatchClass} {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    width: 52px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: ${theme.colour.ink};
    cursor: pointer;
    ${focusRing}
  }
  .${ringClass} {
    display: grid;
    place-items: center;
    width: 52px;
    height: 52px;
    box-sizing: border-box;
    border: 2px solid transparent;
    border-radius: 50%;
  }
  .${swatchClass}[aria-checked='true'] .${ringClass} {
    border-color: ${theme.colour.ink};
  }
  .${nameClass} {
    display: none;
  }
  /* Touch, where there is no hover to show a tip: each paint's name under its swatch (issue 35). */
  @media (hover: none) {
    .${swatchClass} {
      width: 76px;
      border-radius: 8px;
    }
    .${nameClass} {
      display: block;
      font: 400 ${theme.type.caption} / 1.25 ${theme.font};
      text-align: center;
      overflow-wrap: anywhere;
    }
  }
  ${tipRules(`.${swatchClass}`, `.${swatchClass}:focus-visible`)}
`;

const Chosen = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  min-height: 24px;
  margin: 12px 0 0;
  font: ${theme.type.body} / 1.5 ${theme.font};
  strong {
    font-weight: 600;
  }
`;

export interface ExteriorColourSwatchesProps {
  view: GroupView;
  onChoose: (value: string | number) => void;
  /** An arrow key's choice: made only when it needs no changes (a proposal opens on Space, Enter or a click). */
  chooseByArrow?: ChooseByArrow;
  /**
   * Shown under the chosen colour, inside the group (its 'Not seeing the one you want?'): a control
   * there that a change removes hands focus to the group's checked colour (data-focus-id), not the h1.
   */
  children?: ReactNode;
}

const nameOf = (choice: ChoiceView) => [choice.label, choice.price].filter(Boolean).join(', ');

export function ExteriorColourSwatches({ view, onChoose, chooseByArrow, children }: ExteriorColourSwatchesProps) {
  const headingId = useId();
  const chosen = view.choices.find((choice) => choice.value === view.selected) ?? null;
  const tips = useTipDismissal(`.${swatchClass}`);
  return (
    <GroupBox data-group={view.group} data-focus-id={`group:${view.group}`}>
      <h2 id={headingId}>{view.heading}</h2>
      <ColourPreview />
      <Swatches {...tips}>
        <RadioGroup
          labelledBy={headingId}
          {...groupRadios(view, onChoose, chooseByArrow)}
          labelOf={nameOf}
          itemClassName={swatchClass}
          renderItem={(choice) => (
            <>
              <span className={ringClass}>
                <ColourSwatch colour={choice.colour} image={choice.swatchImage} size={40} finish={choice.finish} />
              </span>
              <span className={nameClass} data-testid="swatch-name">
                {choice.label}
              </span>
              <Tip>
                <strong>{choice.label}</strong>
                {choice.price}
              </Tip>
            </>
          )}
        />
      </Swatches>
      <Chosen data-testid="chosen-colour">
        <strong>{chosen?.label ?? ''}</strong>
        <span>{chosen?.price ?? ''}</span>
      </Chosen>
      {children}
    </GroupBox>
  );
}
