import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RED, WHITE, accessory, model, SUMMARY_DISCLAIMERS } from '../support/catalogFactory';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { renderHarness, type RangeSeed } from './harness';

/** The summary of the first model's first variant on /triton, with the summary's store disclaimers. */
const renderSummary = (range: RangeSeed) => renderHarness(<SummarySection />, { range: { disclaimers: SUMMARY_DISCLAIMERS, ...range } });

const GLX = model('GLX', { price: 40000, exteriors: [WHITE, RED] });
const TOW_BAR = accessory('TB', { title: 'Tow bar', price: 1250 });

function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(window.navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'share');
  Reflect.deleteProperty(window.navigator, 'clipboard');
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The page URL (jsdom's) with the build in the hash: what a fresh browser needs to open the same build. */
function expectedLink(query: string): string {
  return `${window.location.origin}${window.location.pathname}${window.location.search}#/triton?${query}`;
}

async function clickShare() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  });
}

describe('sharing the build (spec 7, 8, 9)', () => {
  it("copies the build link and shows 'Link is copied' for 2000 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('clipboard', { writeText });
    renderSummary({ models: [GLX], accessories: [TOW_BAR], cart: ['TB'] });
    expect(screen.queryByText('Link is copied')).toBeNull();

    await clickShare();
    expect(writeText).toHaveBeenCalledWith(
      expectedLink('model-selection=GLX&option-sku=GLX-1&accessories=TB&priced-for=private.drive-away.nsw'),
    );
    screen.getByText('Link is copied');
    const tooltip = screen.getByText('Link is copied');
    expect([tooltip.getAttribute('role'), tooltip.getAttribute('aria-live')]).toEqual(['status', 'polite']);

    act(() => vi.advanceTimersByTime(1999));
    screen.getByText('Link is copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Link is copied')).toBeNull();
    // The live region stays in the tree, empty, so the next copy is announced again.
    expect(tooltip.isConnected && tooltip.textContent).toBe('');
  });

  it('restarts the 2000 ms when the link is copied again', async () => {
    vi.useFakeTimers();
    stubNavigator('clipboard', { writeText: vi.fn().mockResolvedValue(undefined) });
    renderSummary({ models: [GLX] });
    await clickShare();
    act(() => vi.advanceTimersByTime(1500));
    await clickShare();
    act(() => vi.advanceTimersByTime(1500));
    screen.getByText('Link is copied');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Link is copied')).toBeNull();
  });

  it('uses the share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    renderSummary({ models: [GLX] });
    await clickShare();
    expect(share).toHaveBeenCalledWith({
      title: 'Triton GLX',
      url: expectedLink('model-selection=GLX&option-sku=GLX-1&priced-for=private.drive-away.nsw'),
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link is copied')).toBeNull();
  });

  /** The share's own warnings (the summary's hero may also warn about image listings the harness does not serve). */
  const shareWarnings = (warn: { mock: { calls: unknown[][] } }) =>
    warn.mock.calls.filter((call) =>
      /the build link was not shared or copied|can neither share nor copy the build link/.test(String(call[0])),
    );

  it('only logs a cancelled share sheet', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubNavigator('share', vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')));
    renderSummary({ models: [GLX] });
    await clickShare();
    expect(shareWarnings(warn)).toHaveLength(1);
    expect(screen.queryByText('Link is copied')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    screen.getByRole('button', { name: 'Share' });
  });

  it('only logs a failed copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new DOMException('Write permission denied', 'NotAllowedError')) });
    renderSummary({ models: [GLX] });
    await clickShare();
    expect(shareWarnings(warn)).toHaveLength(1);
    expect(String(shareWarnings(warn)[0]?.[0])).toContain('not shared or copied');
    expect(screen.queryByText('Link is copied')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('only logs when the browser can neither share nor copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderSummary({ models: [GLX] });
    await clickShare();
    expect(shareWarnings(warn)).toHaveLength(1);
    expect(screen.queryByText('Link is copied')).toBeNull();
  });
});
