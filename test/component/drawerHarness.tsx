/** One-line setups for the enquiry drawer: the footer and the drawer host over a loaded range, at any route. */
import { act, fireEvent, screen } from '@testing-library/react';
import { createBuild } from '../../src/domain/build';
import { selectionFromUrl } from '../../src/domain/selection';
import type { SelectedDealer } from '../../src/domain/types';
import { buildAtom, loadedRangeAtom, pricingAtom, pricingLocationAtom, storeDisclaimersAtom } from '../../src/state/atoms';
import { StickyFooter } from '../../src/ui/configurator/footer/StickyFooter';
import { DrawerHost } from '../../src/ui/drawer/DrawerHost';
import { catalogOf } from '../support/catalogFactory';
import { fixtureModel, PRIVATE, STORE_DISCLAIMERS, type ChromeSetup } from './chromeFixtures';
import { renderScreen } from './harness';

export const DEALER: SelectedDealer = {
  name: 'Parramatta Mitsubishi',
  address: { street: '45 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '(02) 5550 4550' },
};

/** Renders the sticky footer and the drawer host at `path` (default '/triton') with the fixture model 'GLX' of 'Triton' built. */
export function renderDrawer(setup: ChromeSetup & { path?: string; storage?: Record<string, string> } = {}) {
  for (const [key, value] of Object.entries(setup.storage ?? {})) window.localStorage.setItem(key, value);
  const view = renderScreen(
    <>
      <StickyFooter />
      <DrawerHost />
    </>,
    { path: setup.path ?? '/triton' },
  );
  const catalog = catalogOf({ models: setup.models ?? [fixtureModel()] });
  const pricing = setup.pricing ?? PRIVATE;
  const resolved = selectionFromUrl(catalog, { modelSelection: null, optionSku: setup.optionSku ?? null });
  if (!resolved) throw new Error('fixture catalog has no selection');
  act(() => {
    const store = view.instance.store;
    store.set(pricingAtom, pricing);
    store.set(pricingLocationAtom, setup.location ?? null);
    store.set(storeDisclaimersAtom, STORE_DISCLAIMERS);
    store.set(loadedRangeAtom, {
      range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: false },
      car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
      catalog,
      accessoriesFailed: false,
    });
    store.set(buildAtom, createBuild({ catalog, pricing }, resolved));
  });
  return view;
}

/** Clicks a footer action and waits for the drawer (a lazy chunk) to show. */
export async function openFromFooter(action: 'Get a quote' | 'Book a test drive', title: string) {
  fireEvent.click(screen.getByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: title });
}

/** The form frame in the open drawer. */
export function formFrame(): HTMLIFrameElement {
  return screen.getByTitle(/form$/) as HTMLIFrameElement;
}

/** Posts a message to the page as if from `source` (default: the form frame's window) and `origin` (default: the page's). */
export function postFromFrame(data: unknown, options: { source?: Window | null; origin?: string } = {}) {
  const source = options.source === undefined ? formFrame().contentWindow : options.source;
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin: options.origin ?? window.location.origin, source }));
  });
}

/** The three messages the demo form sends after a successful submit. */
export function submitFromFrame(options: { name?: string; vehicles?: string; dealer?: SelectedDealer | null } = {}) {
  postFromFrame({ type: 'mmal.selectedDealerUpdate', payload: { dealer: options.dealer === undefined ? DEALER : options.dealer } });
  postFromFrame({
    type: 'iframe.reactFormSubmit',
    payload: { formData: { firstName: options.name ?? 'Jane', email: 'jane@example.com' } },
  });
  postFromFrame({
    type: 'iframe.showReactThankyouContent',
    payload: { customerName: options.name ?? 'Jane', numberOfVehicles: options.vehicles ?? '1' },
  });
}
