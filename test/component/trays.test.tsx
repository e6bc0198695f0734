import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TraySection } from '../../src/ui/configurator/trays/TraySection';
import { ACCESSORY_DISCLAIMERS, CAB_CHASSIS, LEASE_NSW, PICK_UP, model, tray, trayPaint } from '../support/catalogFactory';
import { accessoryListings } from '../support/storeAnswers';
import { renderHarness, type RangeSeed } from './harness';

const steel = tray('STEEL', 4299.95, 'steel', { title: 'Steel tray', description: '<p>Heavy-duty steel.</p>' });
const alloy = tray('ALLOY', 5199.5, 'alloy', { title: 'Alloy tray', genuineParts: false });
const steelPaint = trayPaint('STEEL-PAINT', 'steel', [
  ['White Solid', 990],
  ['Red Diamond', 1090.2],
]);
const trays = [steel, alloy, steelPaint];
const cabChassis = [model('CC', { subrange: CAB_CHASSIS })];

/** The tray section over a seeded range, the trays' images in the range's listing. */
const renderTrays = (range: RangeSeed) =>
  renderHarness(<TraySection />, {
    range: { disclaimers: ACCESSORY_DISCLAIMERS, ...range },
    assets: accessoryListings(['STEEL.svg', 'ALLOY.svg']),
  });
afterEach(() => {
  vi.unstubAllGlobals();
});

const row = (title: string) => screen.getByRole('radio', { name: new RegExp(title) }).closest('[data-testid^="tray-"]') as HTMLElement;

describe('tray section', () => {
  it('is not shown for Pick Up subranges', () => {
    const { container } = renderTrays({ models: [model('PU', { subrange: PICK_UP })], accessories: trays });
    expect(container.querySelector('#trayContent')).toBeNull();
  });

  it('shows its own loading state on a Cab Chassis while the accessories are on their way; nothing on a Pick Up', () => {
    renderTrays({ models: cabChassis, accessories: [], accessoriesStatus: 'loading' });
    expect(screen.getByRole('heading', { name: 'Tray' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Loading trays…');
    const pickUp = renderTrays({ models: [model('PU', { subrange: PICK_UP })], accessoriesStatus: 'loading' });
    expect(pickUp.container.querySelector('#trayContent')).toBeNull();
  });

  it('is not shown when the Cab Chassis takes no tray', () => {
    const { container } = renderTrays({
      models: [model('CC', { subrange: CAB_CHASSIS, compatible: [] })],
      accessories: trays,
    });
    expect(container.querySelector('#trayContent')).toBeNull();
  });

  it('lists the Cab Chassis trays with the default selected, priced against it (rounded up)', () => {
    const { container } = renderTrays({ models: cabChassis, accessories: trays });
    expect(container.querySelector('section#trayContent')).not.toBeNull();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    within(row('Steel tray')).getByText('$0');
    // $5,200 - $4,300 after rounding up.
    within(row('Alloy tray')).getByText('+ $900');
    within(row('Steel tray')).getByText('Genuine parts');
    expect(within(row('Alloy tray')).queryByText('Genuine parts')).toBeNull();
  });

  it('selects another tray, which starts unpainted', () => {
    const { cart } = renderTrays({ models: cabChassis, accessories: trays, cart: [] });
    fireEvent.click(screen.getByRole('radio', { name: /Alloy tray/ }));
    expect(cart()).toEqual(['ALLOY']);
    expect((screen.getByRole('radio', { name: /Alloy tray/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("offers 'Unpainted' first, then the paints with their prices, and swaps the paint sku", () => {
    const { cart } = renderTrays({ models: cabChassis, accessories: trays });
    const select = screen.getByRole('combobox', { name: 'Tray colour' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Unpainted',
      'White Solid (+ $990)',
      'Red Diamond (+ $1,091)',
    ]);
    expect(select.disabled).toBe(false);
    expect(select.value).toBe('');
    fireEvent.change(select, { target: { value: 'STEEL-PAINT-Red Diamond' } });
    expect(cart()).toEqual(['STEEL', 'STEEL-PAINT-Red Diamond']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Tray colour' }), { target: { value: '' } });
    expect(cart()).toEqual(['STEEL']);
  });

  it("paints the chosen tray's picture in the chosen paint, and only that tray's (issue 26.9)", async () => {
    renderTrays({ models: cabChassis, accessories: trays });
    const thumb = () => row('Steel tray').querySelector('img')?.parentElement as HTMLElement;
    await waitFor(() => expect(row('Steel tray').querySelector('img')).not.toBeNull());
    expect(thumb().style.backgroundColor).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tray colour' }), { target: { value: 'STEEL-PAINT-Red Diamond' } });
    const paint = steelPaint.colourOptions.find((option) => option.label === 'Red Diamond')!.value!;
    expect(thumb().getAttribute('data-paint')).toBe(paint);
    expect(thumb().style.backgroundColor).not.toBe('');
    expect(row('Alloy tray').querySelector('[data-paint]')).toBeNull();
  });

  it('shows the dropdown only for the selected tray, disabled when it has only one colour', () => {
    renderTrays({ models: cabChassis, accessories: trays });
    fireEvent.click(screen.getByRole('radio', { name: /Alloy tray/ }));
    const selects = screen.getAllByRole('combobox', { name: 'Tray colour' }) as HTMLSelectElement[];
    expect(selects).toHaveLength(1);
    expect([...selects[0]!.options].map((option) => option.textContent)).toEqual(['Unpainted']);
    expect(selects[0]!.disabled).toBe(true);
    expect(within(row('Alloy tray')).getByRole('combobox')).toBe(selects[0]);
  });

  it("shows 'POA' for a dearer tray and the paints under lease", () => {
    renderTrays({ models: cabChassis, accessories: trays, pricing: LEASE_NSW });
    within(row('Alloy tray')).getByText('POA');
    const select = screen.getByRole('combobox', { name: 'Tray colour' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['Unpainted', 'White Solid (POA)', 'Red Diamond (POA)']);
  });
});

describe('tray modal', () => {
  it("reads 'Included in build' (disabled) for the tray in the build", async () => {
    renderTrays({ models: cabChassis, accessories: trays });
    fireEvent.click(screen.getByRole('button', { name: 'More information about Steel tray' }));
    const dialog = await screen.findByRole('dialog', { name: 'Steel tray' });
    const modal = within(dialog);
    expect((modal.getByRole('button', { name: 'Included in build' }) as HTMLButtonElement).disabled).toBe(true);
    modal.getByText('Genuine parts');
    modal.getByText('$0');
    modal.getByText('Heavy-duty steel.');
    modal.getByText('STEEL');
    modal.getByRole('heading', { name: 'Disclaimer' });
    await modal.findByRole('img', { name: 'Steel tray' });
  });

  it("selects another tray with 'Select tray'", async () => {
    const { cart } = renderTrays({ models: cabChassis, accessories: trays });
    fireEvent.click(screen.getByRole('button', { name: 'More information about Alloy tray' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alloy tray' });
    within(dialog).getByText('+ $900');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select tray' }));
    expect(cart()).toEqual(['ALLOY']);
    expect((within(dialog).getByRole('button', { name: 'Included in build' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
