/** Undo (issue 22.3): the footer's Undo control, what it says, and what it leaves alone. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadedRangeAtom, pricingAtom } from '../../src/state/atoms';
import { AlertHost } from '../../src/ui/configurator/alerts/AlertHost';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { StickyFooter } from '../../src/ui/configurator/footer/StickyFooter';
import { BUSINESS, RED, accessory } from '../support/catalogFactory';
import { fixtureRange, renderHarness } from './harness';

const LID = accessory('LID', { title: 'Hard lid', excludes: ['BAR'], price: 3499 });
const BAR = accessory('BAR', { title: 'Sports bar', excludes: ['LID'], price: 1499 });

function renderUndo() {
  return renderHarness(
    <>
      <StickyFooter />
      <AlertHost />
      <ProposalModalHost />
    </>,
    {
      range: fixtureRange({ accessories: [LID, BAR], cart: ['LID'] }),
      triggers: [{ choose: 'exterior', value: RED.valueIndex, label: 'Red' }, { add: 'BAR' }, { remove: 'LID' }],
    },
  );
}

const price = () => screen.getByTestId('footer-price').textContent;
const undoButton = () => screen.getByRole('button', { name: 'Undo' });

describe('Undo in the footer', () => {
  it('shows after the first change, undoes each change in turn, says what it undid, and stays focusable when nothing is left', async () => {
    const user = userEvent.setup();
    const setup = renderUndo();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(price()).toBe('$49,489*');

    await user.click(screen.getByRole('button', { name: 'Red' }));
    await waitFor(() => expect(price()).toBe('$50,189*'));
    await user.click(screen.getByRole('button', { name: 'Add BAR' }));
    await user.click(await screen.findByRole('button', { name: /confirm|accept|continue/i }));
    await waitFor(() => expect(setup.cart()).toEqual(['BAR']));
    expect(price()).toBe('$48,189*');

    undoButton().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(setup.cart()).toEqual(['LID']));
    expect(price()).toBe('$50,189*');
    expect(screen.getByTestId('configurator-alert').textContent).toContain('Undid: Sports bar added (Hard lid back)');

    await user.keyboard(' ');
    await waitFor(() => expect(price()).toBe('$49,489*'));
    expect(screen.getByTestId('configurator-alert').textContent).toContain('Undid: Red Diamond');
    // Nothing left: the control stays where focus is, and says it cannot act.
    expect(undoButton().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(undoButton());
    await user.keyboard('{Enter}');
    expect(price()).toBe('$49,489*');
    expect(setup.build().selections.exterior).not.toBe(RED.valueIndex);
  });

  it('keeps the history through a pricing change (the same builds, priced anew) and starts afresh on another range load', async () => {
    const user = userEvent.setup();
    const setup = renderUndo();
    await user.click(screen.getByRole('button', { name: 'Red' }));
    await waitFor(() => expect(price()).toBe('$50,189*'));
    act(() => setup.store.set(pricingAtom, BUSINESS));
    expect(undoButton().getAttribute('aria-disabled')).toBeNull();
    await user.click(undoButton());
    await waitFor(() => expect(setup.build().selections.exterior).not.toBe(RED.valueIndex));
    expect(price()).toBe('$48,489#');

    await user.click(screen.getByRole('button', { name: 'Red' }));
    await waitFor(() => expect(setup.build().selections.exterior).toBe(RED.valueIndex));
    // The range loaded again (the selector and back): a new car, a new visit.
    const loaded = setup.store.get(loadedRangeAtom)!;
    act(() => setup.store.set(loadedRangeAtom, { ...loaded, car: { ...loaded.car } }));
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });
});
