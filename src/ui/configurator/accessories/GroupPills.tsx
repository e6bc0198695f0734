/**
 * Accessory group pills as a tablist (automatic activation): arrow keys, Home and
 * End move between groups; only the selected pill is in the tab order.
 */
import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { theme } from '../../common/theme';

const List = styled.div`
  display: flex;
  gap: 8px;
  margin: 16px -16px 20px;
  padding: 4px 16px 8px;
  overflow-x: auto;
  scrollbar-width: thin;
  ${theme.desktop} {
    flex-wrap: wrap;
    margin: 16px 0 20px;
    padding: 4px 0 8px;
    overflow-x: visible;
  }
`;

const Pill = styled.button`
  flex: 0 0 auto;
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid ${theme.colour.ink};
  border-radius: 999px;
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  font: 500 15px/1 ${theme.font};
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colour.ink};
    color: #fff;
  }
  &:hover:not([aria-selected='true']) {
    background: ${theme.colour.subtle};
  }
  ${focusRing}
`;

export interface GroupPillsProps {
  groups: readonly string[];
  selected: string;
  onSelect: (group: string) => void;
  /** Element ids: tab i is `${idPrefix}-tab-${i}`, the panel is `${idPrefix}-panel`. */
  idPrefix: string;
}

export function GroupPills({ groups, selected, onSelect, idPrefix }: GroupPillsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = groups.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % groups.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + groups.length) % groups.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(groups[next]!);
    refs.current[next]?.focus();
  };

  return (
    <List role="tablist" aria-label="Accessory groups">
      {groups.map((group, index) => {
        const isSelected = group === selected;
        return (
          <Pill
            key={group}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={isSelected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(group)}
            onKeyDown={(event) => move(event, index)}
          >
            {group}
          </Pill>
        );
      })}
    </List>
  );
}
