import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useTabs } from '../../../src/ui/primitives/useTabs';

const NAMES = ['Towing', 'Protection', 'Tray'];

function Tabs({ arrows }: { arrows?: 'horizontal' | 'all' }) {
  const [selected, setSelected] = useState(0);
  const { tabProps } = useTabs({
    count: NAMES.length,
    selectedIndex: selected,
    onSelect: setSelected,
    tabId: (i) => `t-${i}`,
    panelId: () => 'panel',
    arrows,
  });
  return (
    <>
      <div role="tablist" aria-label="Groups">
        {NAMES.map((name, i) => (
          <button key={name} {...tabProps(i)}>
            {name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="panel" aria-labelledby={`t-${selected}`}>
        {NAMES[selected]} accessories
      </div>
    </>
  );
}

describe('a tab list (useTabs)', () => {
  it('is one tab stop, at the selected tab, which labels the panel', async () => {
    render(<Tabs />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Towing' }));
    expect(screen.getByRole('tab', { name: 'Towing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Towing' }).textContent).toBe('Towing accessories');
    await userEvent.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('selects and focuses the next tab with the arrow keys, wrapping, and the ends with Home and End', async () => {
    render(<Tabs />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Protection', selected: true }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Protection accessories');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tray', selected: true }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Towing', selected: true }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tray', selected: true }));
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Towing', selected: true }));
  });

  it('leaves Up and Down alone in a horizontal list, and answers them when asked to', async () => {
    const { unmount } = render(<Tabs />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Towing' }).getAttribute('aria-selected')).toBe('true');
    unmount();
    render(<Tabs arrows="all" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Protection', selected: true }));
  });

  it('selects a tab on click', async () => {
    render(<Tabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tray' }));
    expect(screen.getByRole('tabpanel', { name: 'Tray' }).textContent).toBe('Tray accessories');
    expect(screen.getByRole('tab', { name: 'Tray' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Towing' }).tabIndex).toBe(-1);
  });
});
