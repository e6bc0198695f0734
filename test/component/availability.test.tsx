import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StockStatus } from '../../src/domain/types';
import { buildAtom } from '../../src/state/atoms';
import { undoAtom } from '../../src/state/buildActions';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { CLOTH, LEATHER, RED, SUMMARY_DISCLAIMERS, WHITE, accessory, model } from '../support/catalogFactory';
import { renderHarness, type RangeSeed } from './harness';

/**
 * 'Your build' and the proposal modal over a GLX at $40,000 in White ($0) or Red (+$700), cloth or
 * leather (+$1,500); which variants are in stock each test says (variant skus 'GLX-{exterior}-{interior}').
 */
const glx = (stock?: (sku: string) => StockStatus | null) =>
  model('GLX', { price: 40000, exteriors: [WHITE, RED], interiors: [CLOTH, LEATHER], ...(stock ? { stock } : {}) });
const BAR = accessory('BAR', { title: 'Nudge bar', price: 900 });

const renderBuild = (range: RangeSeed) =>
  renderHarness(
    <>
      <SummarySection />
      <ProposalModalHost />
    </>,
    { range: { disclaimers: SUMMARY_DISCLAIMERS, ...range } },
  );

const availability = () => screen.getByTestId('availability');
const OFFER = 'Show the closest build available now';

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the build's availability in 'Your build' (issue 32.2)", () => {
  it("says 'Available now' for a build a dealer has, with how few are left when the store says so, and offers nothing", () => {
    renderBuild({ models: [glx(() => 'in-stock')] });
    const block = screen.getByRole('region', { name: 'Your build' });
    expect(within(block).getByTestId('availability').textContent).toBe('Available now');
    expect(within(block).queryByRole('button', { name: OFFER })).toBeNull();
    cleanup();
    const few = glx(() => 'in-stock');
    renderBuild({ models: [{ ...few, variants: few.variants.map((v) => ({ ...v, onlyLeft: 2 })) }] });
    expect(availability().textContent).toBe('Available now: only 2 left');
  });

  it("says 'Built to order' whatever accessories the build has, and offers the closest build in stock", () => {
    renderBuild({
      models: [glx((sku) => (sku === 'GLX-1-10' ? 'in-stock' : 'out-of-stock'))],
      accessories: [BAR],
      cart: ['BAR'],
      optionSku: 'GLX-2-10',
    });
    expect(availability().textContent).toBe(`Built to orderNo dealer has this build in stock; it is made for you.${OFFER}`);
    expect(within(availability()).getByRole('button', { name: OFFER }).getAttribute('aria-haspopup')).toBe('dialog');
  });

  it('shows nothing when the store gives no stock', () => {
    renderBuild({ models: [glx()] });
    expect(screen.getByRole('region', { name: 'Your build' })).toBeTruthy();
    expect(screen.queryByTestId('availability')).toBeNull();
  });

  it('says once that nothing in the range is in stock, and offers nothing', () => {
    renderBuild({ models: [glx(() => 'out-of-stock')] });
    expect(availability().textContent).toBe('Built to orderNo Triton is available now; every build is built to order.');
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull();
    expect(screen.getAllByText(/available now/i)).toHaveLength(1);
  });

  it('opens the closest build in stock itemised with prices; Confirm applies it, Undo restores the build and its price', async () => {
    const user = userEvent.setup();
    // Red with leather ($42,200) is to order; red with cloth and white with leather are in stock. The visitor chose leather, then red.
    const stock = (sku: string): StockStatus => (sku === 'GLX-2-11' || sku === 'GLX-1-10' ? 'out-of-stock' : 'in-stock');
    const { instance } = renderBuild({ models: [glx(stock)], optionSku: 'GLX-2-11' });
    const before = instance.store.get(buildAtom)!;
    instance.store.set(buildAtom, {
      ...before,
      choiceOrder: [
        { kind: 'option', group: 'interior' },
        { kind: 'option', group: 'exterior' },
      ],
    });
    expect(screen.getByTestId('build-total').textContent).toBe('$42,200*');

    await user.click(within(availability()).getByRole('button', { name: OFFER }));
    const dialog = await screen.findByRole('dialog', { name: 'The closest build available now' });
    // The most recent choice (Red) stays; leather gives way to cloth, $1,500 less.
    expect(within(dialog).getByTestId('item-being-updated').textContent).toBe('GLX Double Cab');
    const changes = within(dialog).getByRole('region', { name: 'Changes to your build' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Black Clothwas Leather− $1,500']);
    expect(dialog.textContent).toContain('New total cost$40,700*');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('build-total').textContent).toBe('$40,700*');
    expect(availability().textContent).toBe('Available now');

    instance.store.set(undoAtom);
    await waitFor(() => expect(screen.getByTestId('build-total').textContent).toBe('$42,200*'));
    expect(availability().textContent).toMatch(/^Built to order/);
  });
});
