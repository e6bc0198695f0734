/**
 * A tab list with automatic activation (WAI-ARIA APG "Tabs"): only the selected tab is in
 * the tab order; the arrow keys (rovingFocus.ts), Home and End select a tab and move focus
 * to it. The caller draws the tabs and spreads `tabProps(index)` on each; `onSelect` hears every
 * click and key, the selected tab's too.
 */
import { useRef, type KeyboardEvent } from 'react';
import { rovingIndex, type RovingArrows } from './rovingFocus';

export interface TabsOptions {
  count: number;
  selectedIndex: number;
  onSelect: (index: number) => void;
  /** The id of tab i, and of the panel it controls. */
  tabId: (index: number) => string;
  panelId: (index: number) => string;
  arrows?: RovingArrows;
}

export function useTabs({ count, selectedIndex, onSelect, tabId, panelId, arrows = 'horizontal' }: TabsOptions) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = rovingIndex(event.key, index, count, arrows);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  const tabProps = (index: number) => ({
    ref: (node: HTMLButtonElement | null) => {
      refs.current[index] = node;
    },
    type: 'button' as const,
    role: 'tab',
    id: tabId(index),
    'aria-selected': index === selectedIndex,
    'aria-controls': panelId(index),
    tabIndex: index === selectedIndex ? 0 : -1,
    onClick: () => onSelect(index),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index),
  });
  return { tabProps };
}
