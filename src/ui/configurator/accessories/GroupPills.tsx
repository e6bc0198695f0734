/**
 * Accessory group pills as a tablist (automatic activation): arrow keys, Home and
 * End move between groups; only the selected pill is in the tab order.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../common/Button';
import { pillCss } from '../../common/shapes';
import { theme } from '../../common/theme';
import { useTabs } from '../../primitives/useTabs';

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

/**
 * On a phone the pills scroll sideways; a fade over the edge where more pills wait shows that
 * they do (issue 26.13), and goes at the end they reach.
 */
const Fades = styled.div`
  position: relative;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: 0;
    bottom: 8px;
    width: 40px;
    pointer-events: none;
    opacity: 0;
  }
  &::before {
    left: -16px;
    background: linear-gradient(to right, ${theme.colour.surface}, transparent);
  }
  &::after {
    right: -16px;
    background: linear-gradient(to left, ${theme.colour.surface}, transparent);
  }
  &[data-more-before]::before,
  &[data-more-after]::after {
    opacity: 1;
  }
  ${theme.desktop} {
    &::before,
    &::after {
      display: none;
    }
  }
`;

const Pill = styled.button`
  flex: 0 0 auto;
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid ${theme.colour.ink};
  ${pillCss}
  font: 500 ${theme.type.body} / 1 ${theme.font};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colour.ink};
    color: ${theme.colour.onInk};
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
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = () => {
    const node = list.current;
    if (!node) return;
    const before = node.scrollLeft > 1;
    const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
  };
  useLayoutEffect(measure, [groups]);

  const { tabProps } = useTabs({
    count: groups.length,
    selectedIndex: groups.indexOf(selected),
    onSelect: (index) => onSelect(groups[index]!),
    tabId: (index) => `${idPrefix}-tab-${index}`,
    panelId: () => `${idPrefix}-panel`,
    arrows: 'all',
  });

  return (
    <Fades data-more-before={more.before || undefined} data-more-after={more.after || undefined}>
      <List ref={list} role="tablist" aria-label="Accessory groups" onScroll={measure}>
        {groups.map((group, index) => (
          <Pill key={group} {...tabProps(index)}>
            {group}
          </Pill>
        ))}
      </List>
    </Fades>
  );
}
