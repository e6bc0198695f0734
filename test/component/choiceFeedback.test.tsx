/**
 * Issue 31, every click within two frames: a click shows its choice in the click's own frame
 * while the build's change (a transition) is still on its way, here held open by a change that
 * waits (as one made while the build engine is fetched does), then the build's own state again.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccessoryCard } from '../../src/ui/configurator/accessories/AccessoryCard';
import { RadioGroup } from '../../src/ui/configurator/options/RadioGroup';

/** A change that is made when `finish` is called. */
function pendingChange() {
  let finish = () => {};
  const made = new Promise<void>((resolve) => (finish = resolve));
  return { made, finish: () => act(async () => finish()) };
}

describe('a choice shown before the build has changed', () => {
  it('a radio group shows the clicked choice checked at once, and the build’s choice once the change is over', async () => {
    const change = pendingChange();
    const onChoose = vi.fn(() => change.made);
    render(
      <>
        <span id="colours">Exterior colours</span>
        <RadioGroup
          labelledBy="colours"
          items={['White Solid', 'Red Diamond']}
          keyOf={(item) => item}
          isChecked={(item) => item === 'White Solid'}
          onChoose={onChoose}
          renderItem={(item) => item}
        />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Red Diamond' }));
    expect(onChoose).toHaveBeenCalledWith('Red Diamond');
    expect(screen.getByRole('radio', { name: 'Red Diamond' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'White Solid' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: 'Red Diamond' }).tabIndex).toBe(0);
    // The change ended without the build taking Red Diamond (it needed a proposal, say): White Solid again.
    await change.finish();
    expect(screen.getByRole('radio', { name: 'White Solid' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: 'Red Diamond' }).getAttribute('aria-checked')).toBe('false');
  });

  it('an accessory’s Add turns to Remove at once, and back to Add if the build did not take it', async () => {
    const change = pendingChange();
    const onAdd = vi.fn(() => change.made);
    render(
      <AccessoryCard
        accessoryKey="MZ330011"
        title="Hard lid"
        image={null}
        state="available"
        shownSku="MZ330011-W32"
        choices={[]}
        contents={[]}
        priceText="$3,290"
        onChooseColour={() => {}}
        onAdd={onAdd}
        onRemove={() => {}}
        onInfo={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Hard lid' }));
    expect(onAdd).toHaveBeenCalledWith('MZ330011-W32');
    expect(screen.getByRole('button', { name: 'Remove Hard lid' }).textContent).toBe('Remove');
    await change.finish();
    expect(screen.getByRole('button', { name: 'Add Hard lid' }).textContent).toBe('Add');
  });
});
