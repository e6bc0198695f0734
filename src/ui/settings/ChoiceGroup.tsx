/** A labelled radio group drawn as side-by-side choices (native radios: arrow keys move, Space picks). */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../common/theme';

const Fieldset = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-weight: 600;
    font-size: ${theme.type.body};
  }
`;

const Choices = styled.div`
  display: flex;
  gap: 8px;
`;

const Choice = styled.label`
  position: relative;
  flex: 1 1 0;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 8px 12px;
    border: 2px solid ${theme.colour.line};
    background: ${theme.colour.surface};
    font-size: ${theme.type.body};
    text-align: center;
  }
  input:checked + span {
    border-color: ${theme.colour.ink};
    background: ${theme.colour.ink};
    color: ${theme.colour.onInk};
    font-weight: 600;
  }
  input:hover:not(:checked) + span {
    border-color: ${theme.colour.muted};
  }
  input:focus-visible + span {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: 2px;
  }
`;

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly { value: T; label: string; describedBy?: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Text below the choices, read with the group. */
  children?: ReactNode;
}

export function ChoiceGroup<T extends string>({ legend, options, value, onChange, children }: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Choices>
        {options.map((option) => (
          <Choice key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.describedBy}
            />
            <span>{option.label}</span>
          </Choice>
        ))}
      </Choices>
      {children}
    </Fieldset>
  );
}
