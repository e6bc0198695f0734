import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricingContext } from '../../src/domain/types';
import { buildAtom, pricingAtom } from '../../src/state/atoms';
import { addAccessoryAtom, changeOptionAtom } from '../../src/state/buildActions';
import {
  BUSINESS,
  CLOTH,
  LEASE,
  LEASE_NSW,
  LEATHER,
  PREMIUM,
  RED,
  WHITE,
  accessory,
  fixtureModel,
  model,
  offers,
  SUMMARY_DISCLAIMERS,
} from '../support/catalogFactory';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { renderHarness, type RangeSeed } from './harness';

/** The summary of the first model's first variant on /triton, with the summary's store disclaimers. */
const renderSummary = (range: RangeSeed) => renderHarness(<SummarySection />, { range: { disclaimers: SUMMARY_DISCLAIMERS, ...range } });

/** GLX at $40,000 drive away (private NSW), white or red ($700), cloth or leather, the Premium Pack ($2,000). */
const GLX = model('GLX', { price: 40000, exteriors: [WHITE, RED], interiors: [CLOTH, LEATHER], packs: [PREMIUM] });
const TOW_BAR = accessory('TB', { title: 'Tow bar', price: 1250 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function row(label: string): HTMLElement {
  const term = screen.getAllByText(label).find((el) => el.tagName === 'DT');
  if (!term?.parentElement) throw new Error(`no row ${label}`);
  return term.parentElement;
}

/** The cart lines under the 'Accessories' heading. */
function cartItems(): string[] {
  const list = screen.getByRole('heading', { name: 'Accessories' }).nextElementSibling as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe("'Your build' block (spec 2, 3 'Summary details')", () => {
  it('shows the vehicle, each chosen option with its price text, the cart and the total', () => {
    renderSummary({ models: [GLX], accessories: [TOW_BAR], cart: ['TB'] });
    const block = screen.getByRole('region', { name: 'Your build' });
    expect(block.id).toBe('summaryContent');
    within(block).getByRole('heading', { level: 3, name: 'Triton GLX' });
    expect(row('Body Style').textContent).toBe('Body StyleDouble Cab');
    expect(row('Transmission').textContent).toBe('TransmissionAutomatic');
    expect(row('Drive & Fuel Type').textContent).toBe('Drive & Fuel Type4WD Diesel');
    expect(row('Model').textContent).toBe('ModelGLX$40,000*');
    expect(row('Exterior').textContent).toBe('ExteriorWhite Diamond$0');
    expect(row('Interior').textContent).toBe('InteriorBlack Cloth$0');
    expect(row('Options').textContent).toBe('OptionsPremium Pack+ $2,000');
    expect(cartItems()).toEqual(['Tow bar+ $1,250']);
    // 40,000 + 0 + 0 + 2,000 + 1,250
    expect(screen.getByTestId('build-total').textContent).toBe('$43,250*');
  });

  it('lists what the chosen option pack adds under its row (issue 26.10)', () => {
    const premium = { ...PREMIUM, packContents: ['Leather-appointed seats', 'Heated front seats'] };
    renderSummary({ models: [model('GLS', { price: 45000, exteriors: [WHITE], packs: [premium] })] });
    const listed = within(row('Options')).getByRole('list', { name: 'Premium Pack includes' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leather-appointed seats', 'Heated front seats']);
    // Without contents from the store, the row is as before.
    cleanup();
    renderSummary({ models: [GLX] });
    expect(row('Options').textContent).toBe('OptionsPremium Pack+ $2,000');
  });

  it('follows a changed option and a changed cart', () => {
    const { store } = renderSummary({ models: [GLX], accessories: [TOW_BAR] });
    expect(screen.queryByRole('heading', { name: 'Accessories' })).toBeNull();
    act(() => store.set(changeOptionAtom, 'exterior', RED.valueIndex));
    expect(row('Exterior').textContent).toBe('ExteriorRed Diamond+ $700');
    act(() => store.set(addAccessoryAtom, 'TB'));
    screen.getByRole('heading', { name: 'Accessories' });
    expect(screen.getByTestId('build-total').textContent).toBe('$43,950*');
  });

  it('shows weekly lease prices with the ^ marker and POA accessories', () => {
    renderSummary({ models: [GLX], accessories: [TOW_BAR], pricing: LEASE_NSW, cart: ['TB'] });
    // An accessory in a lease cart puts the price on application (spec 4).
    expect(row('Model').textContent).toBe('ModelGLXPOA');
    expect(cartItems()).toEqual(['Tow barPOA']);
    expect(screen.getByTestId('build-total').textContent).toBe('POA');
  });

  it('renders no price and logs one console error when the pricing context has no offer (spec 5)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const noPrivate = model('GLX', { price: 40000, variantOffers: () => ({ business: offers(40000).business }) });
    const { store } = renderSummary({ models: [{ ...noPrivate, offers: { business: offers(40000).business } }], accessories: [TOW_BAR] });
    screen.getByRole('heading', { name: 'Your build' });
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    act(() => store.set(addAccessoryAtom, 'TB'));
    screen.getByText('Tow bar');
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('no valid private offer');
  });

  it('links the specifications PDF of the model sku in a new tab', () => {
    renderSummary({ models: [GLX] });
    const link = screen.getByRole('link', { name: /specifications/i });
    expect(link.getAttribute('href')).toBe('https://assets.test/content/dam/mmal/specifications/GLX.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});

describe('Price and Finance tabs (spec 2, 4)', () => {
  it('starts on Price; Finance sets financeSelected and Price clears it', () => {
    const { store } = renderSummary({ models: [GLX] });
    const price = screen.getByRole('tab', { name: 'Price' });
    const finance = screen.getByRole('tab', { name: 'Finance' });
    expect(price.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Price' }).textContent).toContain('$42,000');
    fireEvent.click(finance);
    expect(store.get(buildAtom)?.financeSelected).toBe(true);
    expect(finance.getAttribute('aria-selected')).toBe('true');
    screen.getByRole('tabpanel', { name: 'Finance' });
    expect(screen.queryByRole('tabpanel', { name: 'Price' })).toBeNull();
    fireEvent.click(price);
    expect(store.get(buildAtom)?.financeSelected).toBe(false);
  });

  it('moves between tabs with the arrow keys, Home and End (roving tab index)', () => {
    const { store } = renderSummary({ models: [GLX] });
    const price = screen.getByRole('tab', { name: 'Price' });
    const finance = screen.getByRole('tab', { name: 'Finance' });
    expect([price.tabIndex, finance.tabIndex]).toEqual([0, -1]);
    price.focus();
    fireEvent.keyDown(price, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(finance);
    expect(store.get(buildAtom)?.financeSelected).toBe(true);
    expect([price.tabIndex, finance.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(finance, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(price);
    fireEvent.keyDown(price, { key: 'End' });
    expect(document.activeElement).toBe(finance);
    fireEvent.keyDown(finance, { key: 'Home' });
    expect(document.activeElement).toBe(price);
    expect(store.get(buildAtom)?.financeSelected).toBe(false);
  });

  it('shows lease customers only Price, with the lease terms and no tab bar', () => {
    renderSummary({ models: [GLX], pricing: LEASE_NSW });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    const panel = screen.getByRole('region', { name: 'Price' });
    // Weekly: 40,000 / 300 rounded = 133, white 0, cloth 0, pack 2,000 / 300 rounded = 7.
    expect(panel.textContent).toContain('$140 per week^');
    expect(panel.textContent).toContain('24 to 60 Months');
    expect(panel.textContent).toContain('15,000km/Year');
  });

  it("says 'per week' once under lease: no 'Per week' label above '$299 per week^', while a drive-away label stays (issue 35)", () => {
    renderSummary({ models: [fixtureModel()], pricing: LEASE });
    const panel = screen.getByRole('region', { name: 'Price' });
    expect(panel.textContent).toContain('$299 per week^');
    expect(panel.textContent?.match(/per week/gi)).toHaveLength(1);
    cleanup();
    renderSummary({ models: [fixtureModel()], pricing: BUSINESS });
    within(screen.getByRole('tabpanel', { name: 'Price' })).getByText('Drive away (ABN holders)');
  });

  it('shows Price when a customer on Finance switches to lease', () => {
    const { store } = renderSummary({ models: [GLX] });
    fireEvent.click(screen.getByRole('tab', { name: 'Finance' }));
    act(() => store.set(pricingAtom, LEASE_NSW satisfies PricingContext));
    expect(screen.queryByRole('tab', { name: 'Finance' })).toBeNull();
    screen.getByRole('region', { name: 'Price' });
    expect(store.get(buildAtom)?.financeSelected).toBe(false);
  });
});
