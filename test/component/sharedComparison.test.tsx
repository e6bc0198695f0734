/** Issue 32.5: a comparison link opened on the selector, priced for the visitor's own settings; a damaged one. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/ui/App';
import { tritonAnswers } from '../support/storeAnswers';
import { newPageSavedBuilds, renderHarness } from './harness';

const BUSINESS = { customerType: 'business', pricingType: 'drive-away', state: null } as const;
const SELECTOR = 'Which Mitsubishi would you like to make yours?';

/**
 * Two Triton GLX Double Cab automatics shared at NSW private prices: White Solid (TRGLXDCA-5001-6001,
 * $56,990 private, $55,990 business) and Red Diamond (its paint + $1,040: $58,030 private, $57,030 business).
 */
const LINK =
  'a-range=triton&a-name=For%20Sam&a-model-selection=TRGLXDCA&a-option-sku=TRGLXDCA-5001-6001' +
  '&b-range=triton&b-name=Red&b-model-selection=TRGLXDCA&b-option-sku=TRGLXDCA-5009-6001&priced-for=private.drive-away.nsw';

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'clipboard');
  vi.restoreAllMocks();
  window.localStorage.clear();
  newPageSavedBuilds();
});

describe('a comparison link opened (issue 32)', () => {
  it("shows both builds priced for the visitor's settings, says they were shared with other prices, and saves either", async () => {
    const { events } = renderHarness(<App />, { path: `/?${LINK}`, answers: tritonAnswers, settings: { pricing: BUSINESS } });
    const shared = await screen.findByTestId('shared-comparison', {}, { timeout: 5000 });
    within(shared).getByRole('heading', { name: 'A comparison shared with you' });
    const comparison = await within(shared).findByTestId('build-comparison', {}, { timeout: 5000 });
    within(comparison).getByRole('heading', { name: 'For Sam and Red' });
    expect(within(comparison).getByTestId('compare-total-a').textContent).toBe('$55,990#');
    expect(within(comparison).getByTestId('compare-total-b').textContent).toBe('$57,030#');
    expect(within(comparison).getByTestId('compare-difference').textContent).toBe('+ $1,040');
    expect(within(comparison).getByRole('status').textContent).toBe(
      "These builds were shared with NSW private drive-away prices. You're seeing national business drive-away prices, from your own settings.",
    );
    // The selector is still there below it.
    screen.getByRole('heading', { level: 1, name: SELECTOR });

    await act(async () => {
      fireEvent.click(within(shared).getByRole('button', { name: 'Save Red' }));
    });
    expect(within(shared).getByTestId('shared-save-status').textContent).toBe('Saved as “Red” on this device.');
    const stored = JSON.parse(window.localStorage.getItem('bpSavedBuilds')!);
    expect(stored.builds).toEqual([
      expect.objectContaining({
        name: 'Red',
        href: '/triton?model-selection=TRGLXDCA&option-sku=TRGLXDCA-5009-6001',
        pricing: BUSINESS,
        total: 57030,
        priceText: '$57,030#',
      }),
    ]);
    expect(events.filter((event) => event.name === 'bp-build-saved')).toHaveLength(1);
  });

  it('passes the comparison on with its own link, and opens either build at its build link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });
    const { location } = renderHarness(<App />, { path: `/?${LINK}`, answers: tritonAnswers, settings: { pricing: BUSINESS } });
    const comparison = await screen.findByTestId('build-comparison', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(comparison).getByRole('button', { name: 'Share this comparison' }));
    });
    // Passed on as the visitor sees it: priced for their settings.
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#/?${LINK.replace('private.drive-away.nsw', 'business.drive-away')}`,
    );
    within(comparison).getByText('Link is copied');

    fireEvent.click(screen.getByRole('button', { name: 'Open Red' }));
    await waitFor(() =>
      expect(location.href()).toBe('/triton?model-selection=TRGLXDCA&option-sku=TRGLXDCA-5009-6001&priced-for=private.drive-away.nsw'),
    );
  });

  it('says in place that a damaged link cannot show both builds, offers the one it still names, and keeps the selector', async () => {
    const cut = LINK.slice(0, LINK.indexOf('&b-model-selection'));
    const { location } = renderHarness(<App />, { path: `/?${cut}`, answers: tritonAnswers, settings: { pricing: BUSINESS } });
    const problem = await screen.findByTestId('shared-comparison-problem', {}, { timeout: 5000 });
    expect(problem.getAttribute('role')).toBe('alert');
    expect(problem.textContent).toBe('This comparison link is incomplete or damaged, so the two builds cannot be shown side by side.');
    screen.getByRole('heading', { level: 1, name: SELECTOR });
    screen.getByRole('button', { name: /^Triton/ });
    expect(screen.queryByTestId('build-comparison')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open For Sam' }));
    await waitFor(() => expect(location.href()).toBe('/triton?model-selection=TRGLXDCA&option-sku=TRGLXDCA-5001-6001'));
  });

  it('closes the comparison back to the selector', async () => {
    const { location } = renderHarness(<App />, { path: `/?${LINK}`, answers: tritonAnswers, settings: { pricing: BUSINESS } });
    const comparison = await screen.findByTestId('build-comparison', {}, { timeout: 5000 });
    fireEvent.click(within(comparison).getByRole('button', { name: '‹ Close the comparison' }));
    await waitFor(() => expect(screen.queryByTestId('shared-comparison')).toBeNull());
    expect(location.href()).toBe('/');
    // The selector's heading takes focus in an effect after the selector renders (common/screenEntry.ts).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: SELECTOR })));
  });
});
