/**
 * Issue 35: arrow keys in an option group move and choose as the radio pattern says, but a
 * choice that needs changes to the build (here a colour with a colour-matched canopy in the
 * cart, which asks 'Great colour choice!') opens its proposal only on Space or Enter: an arrow
 * moves focus to it, leaves the build as it was and says how to see the changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLACK, RED, WHITE, accessory, model } from '../support/catalogFactory';
import { OptionSections } from '../../src/ui/configurator/options/OptionSections';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { accessoryListings } from '../support/storeAnswers';
import { renderHarness } from './harness';

afterEach(() => {
  vi.unstubAllGlobals();
});

const exterior = () => screen.getByRole('radiogroup', { name: 'Exterior colours' });
const swatch = (name: RegExp) => within(exterior()).getByRole('radio', { name });

describe('arrow keys in an option group', () => {
  it('move to a choice that needs changes without opening its proposal; Space opens it', async () => {
    const user = userEvent.setup();
    const { build } = renderHarness(
      <>
        <OptionSections />
        <ProposalModalHost />
      </>,
      {
        range: {
          has3DView: false,
          models: [model('GLX', { exteriors: [WHITE, RED, BLACK] })],
          accessories: [accessory('CANOPY', { title: 'Canopy', colours: [['White Diamond'], ['Red Diamond'], ['Jet Black']] })],
          cart: ['CANOPY-White Diamond'],
        },
        assets: accessoryListings(['unrelated.png'], ['unrelated.png']),
      },
    );
    const white = await waitFor(() => swatch(/^White Diamond/));
    expect(white.getAttribute('aria-checked')).toBe('true');
    const before = build();
    white.focus();

    await user.keyboard('{ArrowRight}');
    const red = swatch(/^Red Diamond/);
    expect(document.activeElement).toBe(red);
    // Said to a screen reader: the choice needs changes, and how to see them.
    await waitFor(() => expect(red.getAttribute('aria-describedby')).not.toBeNull());
    expect(document.getElementById(red.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Needs changes to your build. Press Space or Enter to see them.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(build().pending).toBeNull();
    expect(build().selections).toEqual(before.selections);
    expect(red.getAttribute('aria-checked')).toBe('false');

    // Another arrow moves on in the same way: still no modal.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(swatch(/^Jet Black/));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(swatch(/^Red Diamond/));

    await user.keyboard(' ');
    const modal = await screen.findByRole('dialog', { name: 'Great colour choice! Do you want to change others?' });
    expect(within(modal).getByTestId('item-being-updated').textContent).toContain('Red Diamond');
  });
});
