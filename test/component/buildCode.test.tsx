import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeOptionAtom } from '../../src/state/buildActions';
import { settingsOpenAtom } from '../../src/state/ui';
import { App } from '../../src/ui/App';
import BuildCodeEntry from '../../src/ui/buildCode/BuildCodeEntry';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { SettingsModalHost } from '../../src/ui/settings/SettingsModalHost';
import { RED, SUMMARY_DISCLAIMERS } from '../support/catalogFactory';
import { rangesAnswer } from '../support/storeAnswers';
import { fixtureRange, renderHarness } from './harness';

// The fixture range's codes, worked by hand (buildCode.ts' bits; see buildChangeEvent.test.tsx):
// the white GLX 'J4A', the red one 'WMJ'. 'WW2' has the red GLX's bits with a wrong vehicle hash
// (a code made against a catalog whose variants have changed), '6C' names range 5 of a list of 2.
const WHITE_CODE = 'J4A';
const RED_CODE = 'WMJ';

describe("the build code in 'Your build'", () => {
  it('shows the build code, and follows the build', () => {
    const { store } = renderHarness(<SummarySection />, { range: fixtureRange({ disclaimers: SUMMARY_DISCLAIMERS }) });
    expect(screen.getByTestId('build-code').textContent).toBe(WHITE_CODE);
    expect(screen.getByTestId('build-code').parentElement?.textContent).toContain('Build code');
    act(() => store.set(changeOptionAtom, 'exterior', RED.valueIndex));
    expect(screen.getByTestId('build-code').textContent).toBe(RED_CODE);
  });

  it('shows none while the accessories are still loading (the cart is not known yet)', () => {
    renderHarness(<SummarySection />, { range: fixtureRange({ disclaimers: SUMMARY_DISCLAIMERS, accessoriesStatus: 'loading' }) });
    screen.getByRole('heading', { name: 'Your build' });
    expect(screen.queryByTestId('build-code')).toBeNull();
  });
});

describe("'Have a build code?'", () => {
  const field = () => screen.getByRole('textbox', { name: 'Build code' });
  const open = () => screen.getByRole('button', { name: 'Open build' });

  it('opens the build a code names through its build link, typed in lower case with spaces', async () => {
    const user = userEvent.setup();
    const { location } = renderHarness(<BuildCodeEntry />, { range: fixtureRange() });
    await user.type(field(), ' w m j ');
    await user.click(open());
    await waitFor(() => expect(location.href()).toBe('/triton?model-selection=MV1&option-sku=MV1-2'));
  });

  it('says in place when a character is wrong, keeps the text and the focus', async () => {
    const user = userEvent.setup();
    const { location } = renderHarness(<BuildCodeEntry />, { range: fixtureRange() });
    const before = location.href();
    await user.type(field(), 'J4B{Enter}');
    const message = "That build code isn't right: one of its characters may be mistyped. Please check it and try again.";
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    expect(screen.getByText(message).getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(field());
    expect((field() as HTMLInputElement).value).toBe('J4B');
    expect(location.href()).toBe(before);
    // Typing again clears the message.
    await user.type(field(), '{Backspace}A');
    expect(screen.queryByText(message)).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it("says so when the code's vehicle is no longer offered, and when nothing was typed", async () => {
    const user = userEvent.setup();
    renderHarness(<BuildCodeEntry />, { range: fixtureRange() });
    await user.click(open());
    await screen.findByText('Enter your build code, for example K7F2-9QX4-M.');
    await user.type(field(), 'WW2');
    await user.click(open());
    await screen.findByText(
      'The Triton this build code was made for is no longer offered (its model or colour has changed). Please start a new build.',
    );
    expect(document.activeElement).toBe(field());
  });

  it('on the landing page: an unknown code is told in place', async () => {
    const user = userEvent.setup();
    renderHarness(<App />, { answers: { GetAllVehicleRanges: rangesAnswer } });
    const region = await screen.findByRole('region', { name: 'Have a build code?' });
    await user.type(within(region).getByRole('textbox', { name: 'Build code' }), '6C{Enter}');
    await within(region).findByText("We don't know that build code: it may be for a vehicle that is no longer offered.");
    expect(document.activeElement).toBe(within(region).getByRole('textbox', { name: 'Build code' }));
  });

  it('in the settings: a code opens its build and closes the settings', async () => {
    const user = userEvent.setup();
    const { location, store } = renderHarness(<SettingsModalHost />, { range: fixtureRange(), settingsOpen: true });
    const dialog = await screen.findByRole('dialog');
    const region = await within(dialog).findByRole('region', { name: 'Have a build code?' });
    await user.type(within(region).getByRole('textbox', { name: 'Build code' }), RED_CODE);
    await user.click(within(region).getByRole('button', { name: 'Open build' }));
    await waitFor(() => expect(location.href()).toBe('/triton?model-selection=MV1&option-sku=MV1-2'));
    expect(store.get(settingsOpenAtom)).toBe(false);
  });
});
