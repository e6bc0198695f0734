import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAtom } from '../../src/state/atoms';
import { accessory } from '../support/catalogFactory';
import { AlertHost } from '../../src/ui/configurator/alerts/AlertHost';
import { ProposalModalHost } from '../../src/ui/configurator/proposals/ProposalModalHost';
import { renderHarness, type RangeSeed, type Trigger } from './harness';

/** The alert and proposal modal hosts over a seeded range (no 3D view), with `triggers` standing in for the cards. */
function renderAlerts({ triggers, ...range }: RangeSeed & { triggers?: Trigger[] } = {}) {
  return renderHarness(
    <>
      <AlertHost />
      <ProposalModalHost />
    </>,
    { range: { has3DView: false, ...range }, triggers },
  );
}

const SAME_SPOT = "You've selected two accessories for the same spot, we'll show the most recent one.";
const STEPS = [
  accessory('STEPS', { title: 'Side steps', sameSpot: ['SLIDERS'] }),
  accessory('SLIDERS', { title: 'Rock sliders', sameSpot: ['STEPS'] }),
];

function showAlert(setup: ReturnType<typeof renderAlerts>, content: string, duration: number | null) {
  act(() => setup.store.set(buildAtom, { ...setup.build(), alert: { content, duration } }));
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('configurator alerts', () => {
  it("shows the engine's alert text in a polite status region", () => {
    const setup = renderAlerts({ accessories: STEPS, cart: ['STEPS'], triggers: [{ add: 'SLIDERS' }] });
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Add SLIDERS' }));
    expect(screen.getByRole('status').textContent).toBe(SAME_SPOT);
    expect(setup.build().cart).toEqual(['STEPS', 'SLIDERS']);
  });

  it('shows the pack alert word for word when a pack replaces a separate item', () => {
    renderAlerts({
      accessories: [accessory('PACK', { title: 'Adventure Pack', includes: ['PLATE'] }), accessory('PLATE', { title: 'Bash plate' })],
      cart: ['PLATE'],
      triggers: [{ add: 'PACK' }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add PACK' }));
    expect(screen.getByRole('status').textContent).toBe(
      "Good news! This pack comes with the Bash plate so we've removed the individual item(s) to save you money.",
    );
  });

  it('keeps an alert without a duration until it is closed; the close button fades it out over 0.5 s', () => {
    vi.useFakeTimers();
    const setup = renderAlerts();
    showAlert(setup, SAME_SPOT, null);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe(SAME_SPOT);
    fireEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status').textContent).toBe(SAME_SPOT);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(setup.build().alert).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close alert' })).toBeNull();
  });

  it('closes by keyboard: Tab to the close button, Enter', async () => {
    const user = userEvent.setup();
    const setup = renderAlerts();
    showAlert(setup, SAME_SPOT, null);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close alert' }));
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(setup.build().alert).toBeNull());
  });

  it('dismisses an alert with a duration after it, with a 0.5 s fade', () => {
    vi.useFakeTimers();
    const setup = renderAlerts();
    showAlert(setup, 'Good news, you get this accessory as part of your selected pack!', 3000);
    act(() => vi.advanceTimersByTime(3000));
    // Fading: still in the page, on its way out.
    expect(screen.getByRole('status').textContent).toBe('Good news, you get this accessory as part of your selected pack!');
    expect(getComputedStyle(screen.getByTestId('configurator-alert')).opacity).toBe('0');
    act(() => vi.advanceTimersByTime(499));
    expect(setup.build().alert).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(setup.build().alert).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('dismisses without a fade under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    const setup = renderAlerts();
    showAlert(setup, SAME_SPOT, 3000);
    act(() => vi.advanceTimersByTime(2999));
    expect(setup.build().alert).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(setup.build().alert).toBeNull();
  });

  it('replaces the old alert with a new one and restarts the timer', () => {
    vi.useFakeTimers();
    const setup = renderAlerts();
    showAlert(setup, 'First', 3000);
    act(() => vi.advanceTimersByTime(2000));
    showAlert(setup, 'Second', 3000);
    expect(screen.getByRole('status').textContent).toBe('Second');
    act(() => vi.advanceTimersByTime(3000));
    expect(setup.build().alert?.content).toBe('Second');
    act(() => vi.advanceTimersByTime(500));
    expect(setup.build().alert).toBeNull();
  });
  it('holds the timer while the pointer is over the alert and starts it again in full when it leaves (WCAG 2.2.1)', () => {
    vi.useFakeTimers();
    const setup = renderAlerts();
    showAlert(setup, SAME_SPOT, 3000);
    const card = screen.getByTestId('configurator-alert');
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.pointerEnter(card);
    act(() => vi.advanceTimersByTime(60_000));
    expect(setup.build().alert?.content).toBe(SAME_SPOT);
    expect(getComputedStyle(card).opacity).toBe('1');
    fireEvent.pointerLeave(card);
    act(() => vi.advanceTimersByTime(2999));
    expect(setup.build().alert?.content).toBe(SAME_SPOT);
    act(() => vi.advanceTimersByTime(501));
    expect(setup.build().alert).toBeNull();
  });

  it('holds the timer while focus is inside the alert and starts it again when focus leaves', () => {
    vi.useFakeTimers();
    const setup = renderAlerts();
    showAlert(setup, SAME_SPOT, 3000);
    const close = screen.getByRole('button', { name: 'Close alert' });
    act(() => close.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toBe(SAME_SPOT);
    act(() => close.blur());
    act(() => vi.advanceTimersByTime(2999));
    expect(setup.build().alert?.content).toBe(SAME_SPOT);
    act(() => vi.advanceTimersByTime(501));
    expect(setup.build().alert).toBeNull();
  });
});
