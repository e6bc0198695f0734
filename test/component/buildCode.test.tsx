import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAtom } from '../../src/state/atoms';
import { changeOptionAtom } from '../../src/state/buildActions';
import { resolvedAtom } from '../../src/state/configurator';
import { settingsOpenAtom } from '../../src/state/ui';
import { App } from '../../src/ui/App';
import BuildCodeEntry from '../../src/ui/buildCode/BuildCodeEntry';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { SettingsModalHost } from '../../src/ui/settings/SettingsModalHost';
import { RED, SUMMARY_DISCLAIMERS } from '../support/catalogFactory';
import { rangesAnswer, tritonAnswers } from '../support/storeAnswers';
import { fixtureRange, loadRange, renderHarness } from './harness';

// The fixture range's codes, computed by test/support/buildCodeReference.py (an independent Python
// reference of buildCode.ts' bits): the white MV1 'M15E-NFW', the red one 'M15S-G7H'. Codes made when
// the range also sold a black MV1 (MV1-3) and a model MV2, both retired since: the black MV1's
// 'M150-Q4X', MV2's 'M00K-PPB'. 'EW' names range 5 of a list of 2.
const WHITE_CODE = 'M15E-NFW';
const RED_CODE = 'M15S-G7H';
const RETIRED_BLACK_CODE = 'M150-Q4X';
const RETIRED_MODEL_CODE = 'M00K-PPB';

describe("the build code in 'Your build'", () => {
  it('shows the build code, and follows the build', async () => {
    const { store } = renderHarness(<SummarySection />, { range: fixtureRange({ disclaimers: SUMMARY_DISCLAIMERS }) });
    // Its encoder is a chunk of its own, fetched once the build is priced.
    await waitFor(() => expect(screen.getByTestId('build-code').textContent).toBe(WHITE_CODE));
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
    await user.type(field(), ' m15s g7h ');
    await user.click(open());
    await waitFor(() => expect(location.href()).toBe('/triton?model-selection=MV1&option-sku=MV1-2'));
  });

  it('opens a code whose colour is no longer sold at its model, through a link that tells it (the closest build)', async () => {
    const user = userEvent.setup();
    const { location } = renderHarness(<BuildCodeEntry />, { range: fixtureRange() });
    await user.type(field(), RETIRED_BLACK_CODE);
    await user.click(open());
    // 'retired' is no variant's sku: the link opens MV1's closest variant and says so (withLinkCart).
    await waitFor(() => expect(location.href()).toBe('/triton?model-selection=MV1&option-sku=retired'));
  });

  it('says in place when a character is wrong, keeps the text and the focus', async () => {
    const user = userEvent.setup();
    const { location } = renderHarness(<BuildCodeEntry />, { range: fixtureRange() });
    const before = location.href();
    await user.type(field(), 'M15E-NFX{Enter}');
    const message = "That build code isn't right: one of its characters may be mistyped. Please check it and try again.";
    await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field().getAttribute('aria-describedby')).toContain(screen.getByText(message).id);
    expect(screen.getByText(message).getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(field());
    expect((field() as HTMLInputElement).value).toBe('M15E-NFX');
    expect(location.href()).toBe(before);
    // Typing again clears the message.
    await user.type(field(), '{Backspace}A');
    expect(screen.queryByText(message)).toBeNull();
    expect(field().getAttribute('aria-invalid')).toBeNull();
  });

  it("says so when the code's model is no longer offered, and when nothing was typed", async () => {
    const user = userEvent.setup();
    renderHarness(<BuildCodeEntry />, { range: fixtureRange() });
    await user.click(open());
    await screen.findByText('Enter your build code, for example K7F2-9QX4-M.');
    await user.type(field(), RETIRED_MODEL_CODE);
    await user.click(open());
    await screen.findByText(
      'The Triton this build code was made for is no longer offered (its model has changed). Please start a new build.',
    );
    expect(document.activeElement).toBe(field());
  });

  it('on the landing page: an unknown code is told in place', async () => {
    const user = userEvent.setup();
    renderHarness(<App />, { answers: { GetAllVehicleRanges: rangesAnswer } });
    const region = await screen.findByRole('region', { name: 'Have a build code?' });
    await user.type(within(region).getByRole('textbox', { name: 'Build code' }), 'EW{Enter}');
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

describe("the build link a code whose colour is no longer sold opens (the element's own loaders)", () => {
  it('opens the model at its closest variant and tells what changed, as a saved build does', async () => {
    const view = renderHarness(<SummarySection />, { path: '/triton', answers: tritonAnswers });
    await loadRange(view.instance, 'triton', 'model-selection=TRGLSDCA&option-sku=retired');
    expect(view.store.get(resolvedAtom)?.configurable.sku).toBe('TRGLSDCA');
    expect(view.store.get(buildAtom)?.alert?.content).toBe(
      'The colour, interior or options in your link are no longer sold together: the closest build is shown.',
    );
  });

  it('says nothing when the link names a variant the catalog sells', async () => {
    const view = renderHarness(<SummarySection />, { path: '/triton', answers: tritonAnswers });
    await loadRange(view.instance, 'triton', 'model-selection=TRGLSDCA');
    const variant = view.store.get(resolvedAtom)!.variant.sku;
    const again = renderHarness(<SummarySection />, { path: '/triton', answers: tritonAnswers });
    await loadRange(again.instance, 'triton', `model-selection=TRGLSDCA&option-sku=${variant}`);
    expect(again.store.get(resolvedAtom)?.variant.sku).toBe(variant);
    expect(again.store.get(buildAtom)?.alert).toBeNull();
  });
});
