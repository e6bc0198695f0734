/** One option group as a labelled list of radio rows with right-hand seats and price texts. */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import type { ChoiceView, GroupView } from './optionGroups';
import { RadioGroup } from './RadioGroup';
import { ColourSwatch } from '../../primitives/ColourSwatch';

export const GroupBox = styled.div`
  margin: 0 0 28px;
  h2 {
    margin: 0 0 12px;
    font: 700 ${theme.type.heading} / 1.25 ${theme.font};
  }
`;

const rowClass = 'bp-option-row';

const Rows = styled.div`
  [role='radiogroup'] {
    display: grid;
    gap: 8px;
  }
  .${rowClass} {
    display: flex;
    align-items: center;
    gap: 12px;
    width: 100%;
    min-height: 56px;
    padding: 10px 16px;
    border: 1px solid ${theme.colour.line};
    border-radius: ${theme.radius};
    background: ${theme.colour.surface};
    color: ${theme.colour.ink};
    font: ${theme.type.body} / 1.3 ${theme.font};
    text-align: left;
    cursor: pointer;
    &:hover {
      border-color: ${theme.colour.muted};
    }
    &[aria-checked='true'] {
      border: 2px solid ${theme.colour.ink};
      padding: 9px 15px;
    }
    ${focusRing}
  }
`;

const Dot = styled.span<{ $checked: boolean }>`
  flex: none;
  width: 18px;
  height: 18px;
  border: 2px solid ${(p) => (p.$checked ? theme.colour.ink : theme.colour.muted)};
  border-radius: 50%;
  box-shadow: inset 0 0 0 3px ${theme.colour.surface};
  background: ${(p) => (p.$checked ? theme.colour.ink : theme.colour.surface)};
`;

const Label = styled.span`
  flex: 1 1 auto;
  font-weight: 600;
`;

/**
 * What an option pack adds, listed under its name (issue 26.10). Spans, as a radio's content is
 * words only; a screen reader hears them in the choice's name (withContentsName).
 */
const Contents = styled.span`
  display: block;
  margin: 4px 0 0;
  padding: 0 0 0 18px;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
  font-weight: 400;
  line-height: 1.4;
`;

const Item = styled.span`
  display: list-item;
  list-style: disc;
`;

const Aside = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 4px 12px;
  color: ${theme.colour.muted};
  font-size: ${theme.type.label};
  text-align: right;
`;

const Price = styled.span`
  color: ${theme.colour.ink};
  white-space: nowrap;
`;

/** A pack's name as a screen reader hears it: 'Premium Pack, includes: Heated front seats, Premium audio + $2,500'; others are named by their words. */
function withContentsName(choice: ChoiceView): string | undefined {
  if (choice.contents.length === 0) return undefined;
  return [`${choice.label}, includes: ${choice.contents.join(', ')}`, choice.seats, choice.price].filter(Boolean).join(' ');
}

/** Chooses a value reached by an arrow key when it needs no changes; returns (or resolves) whether it did. */
export type ChooseByArrow = (value: string | number) => boolean | Promise<boolean>;

/** A group's choices as a radio group's items: keyed and chosen by their value, the selected one checked. */
export function groupRadios(view: GroupView, onChoose: (value: string | number) => void, chooseByArrow?: ChooseByArrow) {
  return {
    items: view.choices,
    keyOf: (choice: ChoiceView) => choice.value,
    isChecked: (choice: ChoiceView) => choice.value === view.selected,
    onChoose: (choice: ChoiceView) => onChoose(choice.value),
    chooseByArrow: chooseByArrow ? (choice: ChoiceView) => chooseByArrow(choice.value) : undefined,
  };
}

export interface OptionGroupProps {
  view: GroupView;
  onChoose: (value: string | number) => void;
  /** An arrow key's choice: made only when it needs no changes (a proposal opens on Space, Enter or a click). */
  chooseByArrow?: ChooseByArrow;
  /** Show a colour chip before each label (interiors). */
  chips?: boolean;
  children?: ReactNode;
}

export function OptionGroup({ view, onChoose, chooseByArrow, chips = false, children }: OptionGroupProps) {
  const headingId = useId();
  return (
    <GroupBox data-group={view.group} data-focus-id={`group:${view.group}`}>
      <h2 id={headingId}>{view.heading}</h2>
      <Rows>
        <RadioGroup
          labelledBy={headingId}
          {...groupRadios(view, onChoose, chooseByArrow)}
          labelOf={withContentsName}
          itemClassName={rowClass}
          itemPart="option-card"
          renderItem={(choice, checked) => (
            <>
              <Dot $checked={checked} aria-hidden="true" />
              {chips ? <ColourSwatch colour={choice.colour} image={choice.swatchImage} size={24} /> : null}
              <Label>
                {choice.label}
                {choice.contents.length > 0 ? (
                  <Contents data-testid="option-pack-contents">
                    {choice.contents.map((item) => (
                      <Item key={item}>{item}</Item>
                    ))}
                  </Contents>
                ) : null}
              </Label>
              {choice.seats || choice.price ? (
                <Aside>
                  {choice.seats ? <span>{choice.seats}</span> : null}
                  {choice.price ? <Price>{choice.price}</Price> : null}
                </Aside>
              ) : null}
            </>
          )}
        />
      </Rows>
      {children}
    </GroupBox>
  );
}
