import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { indicativeDisclaimerClosedAtom } from '../../src/state/ui';
import { IndicativePricingDisclaimer } from '../../src/ui/configurator/header/IndicativePricingDisclaimer';
import { saveOfferBannerCollapsed } from '../../src/host/session';
import { sessionKeys } from '../../src/host/storageKeys';
import { StickyHeader } from '../../src/ui/configurator/header/StickyHeader';
import { fixtureModel, fixtureOffers, STORE_DISCLAIMERS } from '../support/catalogFactory';
import { fixtureRange, renderHarness } from './harness';

function setScrollY(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
}

/** Scrolls the host page to y, as the browser reports it. */
function scrollPage(y: number): void {
  setScrollY(y);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

const header = () => screen.queryByRole('region', { name: 'Your vehicle' });

beforeEach(() => {
  setScrollY(0);
  window.sessionStorage.clear();
  saveOfferBannerCollapsed(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('indicative pricing disclaimer (spec 2)', () => {
  it("shows the store config's indicative pricing disclaimer and closes with its labelled button", () => {
    const { instance } = renderHarness(<IndicativePricingDisclaimer />, { range: fixtureRange() });
    const note = screen.getByTestId('indicative-pricing-disclaimer');
    expect(note.querySelector('p')?.textContent).toBe('Prices shown are indicative only.');
    expect(note.querySelector('strong')?.textContent).toBe('indicative');
    fireEvent.click(screen.getByRole('button', { name: 'Close pricing disclaimer' }));
    expect(screen.queryByTestId('indicative-pricing-disclaimer')).toBeNull();
    expect(instance.store.get(indicativeDisclaimerClosedAtom)).toBe(true);
  });

  it('shows its marker', () => {
    renderHarness(<IndicativePricingDisclaimer />, {
      range: fixtureRange({ disclaimers: { ...STORE_DISCLAIMERS, indicativePricing: { marker: '~', text: 'Indicative only.' } } }),
    });
    expect(screen.getByTestId('indicative-pricing-disclaimer').querySelector('p')?.textContent).toBe('~Indicative only.');
  });

  it('renders nothing when the store config has no indicative pricing disclaimer', () => {
    renderHarness(<IndicativePricingDisclaimer />, {
      range: fixtureRange({ disclaimers: { ...STORE_DISCLAIMERS, indicativePricing: null } }),
    });
    expect(screen.queryByTestId('indicative-pricing-disclaimer')).toBeNull();
    renderHarness(<IndicativePricingDisclaimer />, { range: fixtureRange({ disclaimers: null }) });
    expect(screen.queryByTestId('indicative-pricing-disclaimer')).toBeNull();
  });
});

describe('sticky header content (spec 2)', () => {
  it('shows the vehicle strip: front 3/4 thumbnail of the chosen colour, model name, transmission, drive and fuel type', () => {
    renderHarness(<StickyHeader />, { range: fixtureRange() });
    scrollPage(700);
    const region = header()!;
    expect(region.textContent).toContain('Triton GLX');
    const specs = screen.getByRole('list', { name: 'Specifications' });
    expect([...specs.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['6-speed automatic', '4WD', 'Diesel']);
    const image = screen.getByRole('img', { name: 'Triton GLX' });
    expect(image.getAttribute('src')).toBe(
      'https://assets.test/content/dam/mmal/vehicles/triton/2025/pick-up/glx-double-cab/4wd/diesel/6-speed-automatic/white-diamond/3-4-front.svg',
    );
  });

  it('shows the colour picture the variant listing names, and the front 3/4 image when the listing is absent or names nothing usable (spec 7.9)', async () => {
    const folder = 'https://assets.test/content/dam/mmal/vehicles/triton/2025/pick-up/glx-double-cab/4wd/diesel/6-speed-automatic';
    const listing = (names: string[]) => ({
      entities: names.map((name) => ({ class: ['assets/asset'], properties: { name, contentFragment: false } })),
    });
    const variant = 'glx-double-cab/4wd/diesel/6-speed-automatic.json';
    const answers = [
      { assets: { [variant]: listing(['white-diamond.svg']) }, src: `${folder}/white-diamond.svg` },
      { assets: { [variant]: 404 }, src: `${folder}/white-diamond/3-4-front.svg` },
      { assets: { [variant]: 'malformed' }, src: `${folder}/white-diamond/3-4-front.svg` },
      { assets: { [variant]: listing(['javascript:alert(1).svg', 'white-diamond.html']) }, src: `${folder}/white-diamond/3-4-front.svg` },
    ];
    for (const { assets, src } of answers) {
      setScrollY(0);
      const { assetRequests, unmount } = renderHarness(<StickyHeader />, { range: fixtureRange(), assets });
      scrollPage(700);
      await vi.waitFor(() => expect(assetRequests.some((url) => url.endsWith(variant))).toBe(true));
      await vi.waitFor(() => expect(screen.getByRole('img', { name: 'Triton GLX' }).getAttribute('src')).toBe(src));
      unmount();
    }
  });

  it('minimises and expands the vehicle strip', () => {
    renderHarness(<StickyHeader />, { range: fixtureRange() });
    scrollPage(700);
    const toggle = screen.getByRole('button', { name: 'Vehicle details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: 'Specifications' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    fireEvent.click(toggle);
    screen.getByRole('list', { name: 'Specifications' });
  });

  it('shows the offer title and description, a special offer highlighted', () => {
    renderHarness(<StickyHeader />, { range: fixtureRange({ models: [fixtureModel(fixtureOffers({ special: true }))] }) });
    scrollPage(700);
    const banner = screen.getByTestId('offer-banner');
    expect(banner.getAttribute('data-special')).toBe('true');
    expect(banner.textContent).toContain('Limited offer: GLX Double Cab');
    expect(banner.textContent).toContain('Save this month.');
    expect(banner.querySelector('strong')?.textContent).toBe('GLX');
  });

  it("shows the offer price's own disclaimer with the offer's details (spec 3 price.disclaimer)", () => {
    const offers = fixtureOffers({ special: true });
    offers.private = {
      ...offers.private!,
      price: { ...offers.private!.price!, disclaimer: '<p>Drive away price includes <b>on-road costs</b>.</p>' },
    };
    renderHarness(<StickyHeader />, { range: fixtureRange({ models: [fixtureModel(offers)] }) });
    scrollPage(700);
    const banner = screen.getByTestId('offer-banner');
    expect(banner.textContent).toContain('Drive away price includes on-road costs.');
    expect(banner.querySelector('b')?.textContent).toBe('on-road costs');
  });

  it('shows a plain offer title without a highlight or toggle', () => {
    renderHarness(<StickyHeader />, { range: fixtureRange() });
    scrollPage(700);
    const banner = screen.getByTestId('offer-banner');
    expect(banner.textContent).toBe('Drive away price');
    expect(banner.hasAttribute('data-special')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Offer details' })).toBeNull();
  });
});

describe('offer banner collapse (spec 2: remembered for the session)', () => {
  const special = () => [fixtureModel(fixtureOffers({ special: true }))];

  it('collapses with its labelled toggle and stays collapsed for the session', () => {
    const first = renderHarness(<StickyHeader />, { range: fixtureRange({ models: special() }) });
    scrollPage(700);
    const toggle = screen.getByRole('button', { name: 'Offer details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Save this month.').closest('[hidden]')).not.toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.offerBannerCollapsed)).toBe('true');
    first.unmount();

    setScrollY(0);
    renderHarness(<StickyHeader />, { range: fixtureRange({ models: special() }) });
    scrollPage(700);
    expect(screen.getByRole('button', { name: 'Offer details' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Offer details' }));
    expect(window.sessionStorage.getItem(sessionKeys.offerBannerCollapsed)).toBeNull();
  });

  it('keeps working when sessionStorage throws', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const first = renderHarness(<StickyHeader />, { range: fixtureRange({ models: special() }) });
    scrollPage(700);
    const toggle = screen.getByRole('button', { name: 'Offer details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    first.unmount();
    setScrollY(0);
    renderHarness(<StickyHeader />, { range: fixtureRange({ models: special() }) });
    scrollPage(700);
    expect(screen.getByRole('button', { name: 'Offer details' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('sticky header on scroll (spec 4 "Other", 9)', () => {
  it('shows past 580 px on mobile with 3D, ignores moves under 5 px, hides on scroll up, checks every 100 ms', () => {
    vi.useFakeTimers();
    renderHarness(<StickyHeader />, { range: fixtureRange({ readyForRender: true }) });
    expect(header()).toBeNull();

    scrollPage(300);
    expect(header()).toBeNull();

    act(() => vi.advanceTimersByTime(100));
    scrollPage(700);
    expect(header()).not.toBeNull();

    act(() => vi.advanceTimersByTime(100));
    scrollPage(697);
    expect(header()).not.toBeNull();

    act(() => vi.advanceTimersByTime(100));
    scrollPage(690);
    expect(header()).toBeNull();

    // Within 100 ms of the last check: nothing yet, then the latest position counts.
    scrollPage(800);
    scrollPage(900);
    expect(header()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(header()).not.toBeNull();
  });

  it('uses the header height as the threshold without 3D', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    vi.useFakeTimers();
    renderHarness(<StickyHeader />, { range: fixtureRange({ readyForRender: false }) });
    scrollPage(100);
    expect(header()).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    scrollPage(200);
    expect(header()).not.toBeNull();
  });

  it('uses the header height on desktop even with 3D', () => {
    window.matchMedia = ((query: string) =>
      ({
        matches: query === '(min-width: 1200px)',
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList) as typeof window.matchMedia;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    renderHarness(<StickyHeader />, { range: fixtureRange({ readyForRender: true }) });
    scrollPage(300);
    expect(header()).not.toBeNull();
  });

  it('hides the header from assistive technology and the keyboard while it is away', () => {
    renderHarness(<StickyHeader />, { range: fixtureRange() });
    const bar = screen.getByTestId('sticky-header');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.hasAttribute('inert')).toBe(true);
    scrollPage(700);
    expect(bar.getAttribute('aria-hidden')).toBe('false');
    expect(bar.hasAttribute('inert')).toBe(false);
  });
});
