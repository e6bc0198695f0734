import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, fireEvent, within } from '@testing-library/react';
import { buildAtom, carAtom, pricingAtom } from '../../src/state/atoms';
import { App } from '../../src/ui/App';
import { productFixture, rangesAnswer, vehiclesAnswer, type StoreAnswer } from '../support/storeAnswers';
import { renderHarness } from './harness';

const selectorHeading = 'Which Mitsubishi would you like to make yours?';

describe('landing page', () => {
  it('lists each range as a button with its hero image and name', async () => {
    renderHarness(<App />, { answers: { GetAllVehicleRanges: rangesAnswer } });
    await screen.findByRole('heading', { name: selectorHeading });
    const triton = screen.getByRole('button', { name: /^Triton/ });
    expect(triton.querySelector('img')?.getAttribute('src')).toBe('https://assets.test/content/dam/mmal/vehicles/triton/hero.svg');
    screen.getByRole('button', { name: /^Outlander/ });
  });

  it("shows each range's 'From' price from the prefetched offers, in the visitor's state, with the private marker", async () => {
    const cheaper = productFixture('MV2') as { variants: { product: { offer: Record<string, unknown> } }[] };
    cheaper.variants[0]!.product.offer.private = {
      title: null,
      special_offer_flag: false,
      disclaimers: [],
      price: { value: 39990, label: 'Drive away', vic: { value: 41490, label: 'Drive away' } },
    };
    const answers = { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1'), cheaper]) };
    const { store } = renderHarness(<App />, { answers });
    const triton = await screen.findByRole('button', { name: /^Triton/ });
    await waitFor(() => expect(within(triton).getByTestId('from-price').textContent).toBe('Drive away From $39,990*'));
    act(() => store.set(pricingAtom, { customerType: 'private', pricingType: 'drive-away', state: 'vic' }));
    await waitFor(() => expect(within(triton).getByTestId('from-price').textContent).toBe('Drive away From $41,490*'));
    expect(within(screen.getByRole('button', { name: /^Outlander/ })).getByTestId('from-price').textContent).toBe(
      'Drive away From $41,490*',
    );
  });

  it("asks for the ranges' prices at once, and for their vehicles and accessories only once the page is idle (issue 31.2)", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      const answers = { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1')]) };
      const { storeOperations } = renderHarness(<App />, { answers });
      const triton = await screen.findByRole('button', { name: /^Triton/ });
      await waitFor(() => expect(within(triton).getByTestId('from-price').textContent).toMatch(/From \$/));
      const ranges = screen.getAllByRole('listitem').length;
      expect(storeOperations.filter((name) => name === 'GetVehicleOffers')).toHaveLength(ranges);
      expect(storeOperations.filter((name) => name === 'GetVehiclesInRange' || name === 'GetAccessoriesInRange')).toEqual([]);
      act(() => idle.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await waitFor(() => expect(storeOperations.filter((name) => name === 'GetVehiclesInRange')).toHaveLength(ranges));
      expect(storeOperations.filter((name) => name === 'GetAccessoriesInRange')).toHaveLength(ranges);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  const labelledProduct = () => {
    const product = productFixture('MV1') as {
      offer: Record<string, unknown>;
      variants: { product: { offer: Record<string, unknown> } }[];
    };
    const offer = (value: number, label: string) => ({ title: null, special_offer_flag: false, disclaimers: [], price: { value, label } });
    product.offer = {
      private: offer(45990, 'Drive away'),
      business: offer(35290, 'Drive away (ABN holders)'),
      mmba: offer(330, 'Per week'),
    };
    product.variants[0]!.product.offer = product.offer;
    return { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [product]) };
  };

  it("words a card's business price as the configurator does: the offer's label and '#' (issue 35)", async () => {
    renderHarness(<App />, {
      answers: labelledProduct(),
      settings: { pricing: { customerType: 'business', pricingType: 'drive-away', state: null } },
    });
    // The card is announced by what it shows: its name, the price label and the price with its marker.
    const card = await screen.findByRole('button', { name: 'Triton Drive away (ABN holders) From $35,290#' });
    expect(within(card).getByTestId('from-price').textContent).toBe('Drive away (ABN holders) From $35,290#');
  });

  it("words a card's lease price once: 'From $330 per week^' with no 'Per week' label above it (issue 35)", async () => {
    renderHarness(<App />, {
      answers: labelledProduct(),
      settings: { pricing: { customerType: 'business', pricingType: 'mmba', state: null } },
    });
    const card = await screen.findByRole('button', { name: 'Triton From $330 per week^' });
    expect(within(card).getByTestId('from-price').textContent).toBe('From $330 per week^');
  });

  it('goes to /{code} when a range is chosen', async () => {
    const { location } = renderHarness(<App />, {
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1')]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Triton/ }));
    await screen.findByRole('heading', { level: 1, name: 'Triton' });
    await waitFor(() =>
      expect(location.href()).toMatch(/^\/triton\?model-selection=MV1&option-sku=MV1-WHT&priced-for=private.drive-away$/),
    );
  });

  it('resets car, options, accessories, finance values and financeSelected on entry', async () => {
    const { instance } = renderHarness(<App />, {
      path: '/triton',
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1')]) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Triton' });
    const build = instance.store.get(buildAtom)!;
    instance.store.set(buildAtom, {
      ...build,
      cart: ['TOWBAR'],
      financeSelected: true,
      finance: { calculatorAmount: 1, deposit: 1, balloon: 0, interestRate: 5, loanTerm: 1, paymentFrequency: 52 },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change vehicle' }));
    await screen.findByRole('heading', { name: selectorHeading });
    expect(instance.store.get(carAtom)).toBeNull();
    expect(instance.store.get(buildAtom)).toBeNull();
  });

  it('sends a failed range list to the selector error page', async () => {
    const { location } = renderHarness(<App />, { answers: { GetAllVehicleRanges: 'network-error' } });
    await screen.findByRole('heading', { name: 'Whoops, looks like there was an error fetching the vehicles for Build and Price' });
    expect(location.href()).toBe('/errorPage?isSelectorPage=true');
  });
});

describe('continue build modal', () => {
  it('asks to continue the saved build by model name; No, thanks clears it', async () => {
    window.localStorage.setItem('buildUrl', '/outlander-my25?model-selection=ZM');
    renderHarness(<App />, { answers: { GetAllVehicleRanges: rangesAnswer } });
    await screen.findByRole('heading', { name: 'Continue your Outlander build?' });
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Continue your Outlander build?' })).toBeNull());
    expect(window.localStorage.getItem('buildUrl')).toBeNull();
  });

  it('follows the saved URL and sets the continue flag with Yes, please', async () => {
    window.localStorage.setItem('buildUrl', '/triton?model-selection=MV1');
    const { location } = renderHarness(<App />, {
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1')]) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, please' }));
    expect(location.href()).toMatch(/^\/triton\?model-selection=MV1/);
    expect(window.localStorage.getItem('continueBuild')).toBe('true');
  });

  it('does not offer a saved build for a range that is no longer listed', async () => {
    window.localStorage.setItem('buildUrl', '/lancer');
    renderHarness(<App />, { answers: { GetAllVehicleRanges: rangesAnswer } });
    await screen.findByRole('heading', { name: selectorHeading });
    expect(screen.queryByRole('heading', { name: /Continue your/ })).toBeNull();
  });
});

describe('configurator route', () => {
  it('redirects a range with no products to the selector', async () => {
    const { location } = renderHarness(<App />, {
      path: '/triton',
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', []) },
    });
    await screen.findByRole('heading', { name: selectorHeading });
    expect(location.href()).toBe('/');
  });

  it("offers 'Try again' on the vehicle error page beside 'Change vehicle': it asks again for the same link", async () => {
    const answers: Record<string, StoreAnswer> = {
      GetAllVehicleRanges: rangesAnswer,
      GetVehiclesInRange: { errors: [{ message: 'boom' }] },
    };
    const { location } = renderHarness(<App />, { path: '/triton?model-selection=MV1', answers });
    await screen.findByRole('heading', { name: 'Whoops, looks like there was an error fetching your vehicle' });
    screen.getByRole('button', { name: 'Change vehicle' });
    answers.GetVehiclesInRange = vehiclesAnswer('Triton', [productFixture('MV1')]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Triton' });
    // The link is written once the build is made, which may be a moment after the heading.
    await waitFor(() => expect(location.href()).toMatch(/^\/triton\?model-selection=MV1&option-sku=MV1-WHT/));
  });

  it("offers 'Try again' on the selector error page beside its link: it asks for the vehicles again", async () => {
    const answers: Record<string, StoreAnswer> = { GetAllVehicleRanges: 'network-error' };
    const { location } = renderHarness(<App />, { answers });
    await screen.findByRole('heading', { name: 'Whoops, looks like there was an error fetching the vehicles for Build and Price' });
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    answers.GetAllVehicleRanges = rangesAnswer;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: /^Triton/ });
    expect(location.href()).toBe('/');
  });

  it('sends a vehicle load error to the error page without isSelectorPage', async () => {
    const { location } = renderHarness(<App />, {
      path: '/triton',
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: { errors: [{ message: 'boom' }] } },
    });
    await screen.findByRole('heading', { name: 'Whoops, looks like there was an error fetching your vehicle' });
    expect(location.href()).toBe('/errorPage');
    fireEvent.click(screen.getByRole('button', { name: 'Change vehicle' }));
    expect(location.href()).toBe('/');
  });

  it('shows the loading screen until the vehicle is ready', async () => {
    renderHarness(<App />, {
      path: '/triton',
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1')]) },
    });
    screen.getByTestId('loading');
    await screen.findByRole('heading', { level: 1, name: 'Triton' });
    expect(screen.queryByTestId('loading')).toBeNull();
  });

  it('redirects /all-new-triton to /triton with the rest of the path and query', async () => {
    const { location } = renderHarness(<App />, {
      path: '/all-new-triton/submit?viewDrawer=1',
      answers: { GetAllVehicleRanges: rangesAnswer, GetVehiclesInRange: vehiclesAnswer('Triton', [productFixture('MV1')]) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Triton' });
    await waitFor(() =>
      expect(location.href()).toBe('/triton/submit?viewDrawer=1&model-selection=MV1&option-sku=MV1-WHT&priced-for=private.drive-away'),
    );
  });
});
