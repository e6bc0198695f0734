import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAtom } from '../../src/state/atoms';
import { OptionSections } from '../../src/ui/configurator/options/OptionSections';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { tritonAnswers } from '../support/storeAnswers';
import { loadRange, renderHarness } from './harness';

/**
 * The option sections and the proposal modal over the fixture Triton (test/support/storeAnswers.ts):
 * the GLX Single Cab first; the GLS ($64,490, Double Cab automatic 4WD Diesel) and the GSR ($68,990,
 * the same, in White Solid or Graphite Grey) are hidden in its Model group.
 */
async function renderTriton() {
  const view = renderHarness(
    <>
      <OptionSections />
      <ProposalModalHost />
    </>,
    { path: '/triton', answers: tritonAnswers },
  );
  await loadRange(view.instance, 'triton', '');
  return view;
}

const modelGroup = () => screen.getByRole('radiogroup', { name: 'Model' }).closest<HTMLElement>('[data-group="model"]')!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("'Not seeing the one you want?' under an option group", () => {
  it('lists the grades the build hides with their price and what each needs, by keyboard', async () => {
    const user = userEvent.setup();
    await renderTriton();
    expect(within(screen.getByRole('radiogroup', { name: 'Model' })).getAllByRole('radio')).toHaveLength(1);
    const toggle = within(modelGroup()).getByRole('button', { name: 'Not seeing the one you want?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await within(modelGroup()).findByTestId('hidden-values-model');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^GLS\$64,490\*Needs Double Cab, 6-speed automatic, 4WD Diesel, Standard. New total \$64,490\*/),
      expect.stringMatching(/^GSR\$68,990\*Needs Double Cab, 6-speed automatic, 4WD Diesel. New total \$68,990\*/),
    ]);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.contains(list)).toBe(true);
  });

  it('opens the proposal of the smallest change; Confirm applies it, Cancel leaves the build', async () => {
    const user = userEvent.setup();
    const { instance } = await renderTriton();
    const before = instance.store.get(buildAtom)!;
    await user.click(within(modelGroup()).getByRole('button', { name: 'Not seeing the one you want?' }));
    await user.click(await within(modelGroup()).findByRole('button', { name: 'Choose GSR' }));

    let dialog = await screen.findByRole('dialog', { name: 'Your selection requires changes' });
    const needs = within(dialog).getByRole('region', { name: 'GSR comes only with' });
    expect(
      within(needs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Body Style: Double CabNot available with Single Cab',
      'Transmission: 6-speed automaticNot available with 6-speed manual',
      'Drive & Fuel Type: 4WD DieselNot available with 2WD Diesel',
    ]);
    // Only real constraints (issue 35): the GSR comes in the build's White Solid and Black cloth, so neither is listed.
    expect(needs.textContent).not.toMatch(/Exterior|Interior/);
    expect(dialog.textContent).toContain('New total cost$68,990*');
    // The GSR keeps the build's White Solid: the vehicle row names the grade and no unchanged colour (issue 35).
    expect(within(dialog).getByTestId('item-being-updated').textContent).toBe('GSR');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(instance.store.get(buildAtom)).toBe(before);

    await user.click(within(modelGroup()).getByRole('button', { name: 'Choose GSR' }));
    dialog = await screen.findByRole('dialog', { name: 'Your selection requires changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(instance.store.get(buildAtom)?.selections.model).toBe('GSR'));
    expect(instance.store.get(buildAtom)?.selections).toMatchObject({ bodyStyle: 'Double Cab', transmission: '6-speed automatic' });
  });
});

describe("'Compare grades'", () => {
  it('shows every grade in a column with its total and what switching needs; a column is chosen through the proposal', async () => {
    const user = userEvent.setup();
    const { instance } = await renderTriton();
    await user.click(within(modelGroup()).getByRole('button', { name: 'Compare grades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare grades' });
    const table = within(dialog).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['GLX', 'GLS', 'GSR']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    expect([...row('Your build')].map((td) => td.textContent)).toEqual(['$39,990*', '$64,490*', '$68,990*']);
    expect([...row('Switching needs')].map((td) => td.textContent)).toEqual([
      'Your current grade',
      'Double Cab, 6-speed automatic, 4WD Diesel, Standard',
      'Double Cab, 6-speed automatic, 4WD Diesel',
    ]);

    await user.click(within(table).getByRole('button', { name: 'Choose GLS' }));
    const proposal = await screen.findByRole('dialog', { name: 'Your selection requires changes' });
    expect(screen.queryByRole('dialog', { name: 'Compare grades' })).toBeNull();
    await user.click(within(proposal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(instance.store.get(buildAtom)?.selections.model).toBe('GLS'));
  });
});
