/** One-line setups for the sticky header and footer: a loaded range, a build and a pricing context in the element's store. */
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createBuild } from '../../src/domain/build';
import { selectionFromUrl } from '../../src/domain/selection';
import type {
  Configurable,
  Disclaimer,
  Offer,
  OffersByCustomer,
  PricingContext,
  PricingLocation,
  StoreDisclaimers,
} from '../../src/domain/types';
import { buildAtom, loadedRangeAtom, pricingAtom, pricingLocationAtom, storeDisclaimersAtom } from '../../src/state/atoms';
import { catalogOf, model, RED, WHITE } from '../support/catalogFactory';
import { renderScreen } from './harness';

export const PRIVATE: PricingContext = { customerType: 'private', pricingType: 'drive-away', state: null };
export const BUSINESS: PricingContext = { customerType: 'business', pricingType: 'drive-away', state: null };
export const LEASE: PricingContext = { customerType: 'business', pricingType: 'mmba', state: null };

export const PRIVATE_PRICE_DISCLAIMER: Disclaimer = { marker: '*', text: 'Drive away price includes 12 months registration.' };
export const IMAGES_DISCLAIMER: Disclaimer = { marker: '', text: 'Images shown are for illustration purposes only.' };

export const STORE_DISCLAIMERS: StoreDisclaimers = {
  indicativePricing: { marker: '', text: 'Prices shown are <strong>indicative</strong> only.' },
  accessoriesImages: null,
  financePayments: null,
  balloonPayments: null,
  byCustomer: {
    private: { marker: '*', text: 'Private prices include on-road costs.' },
    business: { marker: '#', text: 'Business prices are for ABN holders.' },
    mmba: { marker: '^', text: 'Operating lease for approved ABN holders.' },
  },
};

/** The offers every variant of the fixture model has; `special` turns the private offer into a special one. */
export function fixtureOffers(options: { special?: boolean; withoutPrivate?: boolean } = {}): OffersByCustomer {
  const special = options.special ?? false;
  const privateOffer: Offer = {
    title: special ? 'Limited offer: GLX Double Cab' : 'Drive away price',
    shortDescription: special ? 'Save this month.' : null,
    description: special ? '<p>Save on the <strong>GLX</strong> this month.</p>' : null,
    specialOfferFlag: special,
    disclaimers: [PRIVATE_PRICE_DISCLAIMER, IMAGES_DISCLAIMER],
    price: { label: 'Drive away', value: 45990, states: { vic: { value: 46290, label: 'Drive away' } } },
  };
  return {
    private: options.withoutPrivate ? null : privateOffer,
    business: {
      title: 'Business price',
      specialOfferFlag: false,
      disclaimers: [],
      price: { label: 'Drive away (ABN holders)', value: 44990 },
    },
    mmba: { title: 'Operating lease', specialOfferFlag: false, disclaimers: [], price: { label: 'Per week', value: 299 } },
  };
}

/** Offers with the private price raised by `amount`: a variant's offer includes its dearer colour (spec 9). */
function withPrivateExtra(offers: OffersByCustomer, amount: number): OffersByCustomer {
  const own = offers.private;
  if (!own?.price) return offers;
  const states = Object.fromEntries(
    Object.entries(own.price.states ?? {}).map(([state, price]) => [state, price && { ...price, value: (price.value ?? 0) + amount }]),
  );
  return { ...offers, private: { ...own, price: { ...own.price, value: (own.price.value ?? 0) + amount, states } } };
}

/** The fixture model: 'GLX' Double Cab, 6-speed automatic, 4WD Diesel, in White Diamond (included) and Red Diamond (+$700, inside the Red variant's offer). */
export function fixtureModel(offers: OffersByCustomer = fixtureOffers()): Configurable {
  const variantOffers = (sku: string) => (sku.endsWith(`-${RED.valueIndex}`) ? withPrivateExtra(offers, 700) : offers);
  const configurable = model('MV1', { name: 'GLX', transmission: '6-speed automatic', exteriors: [WHITE, RED], variantOffers });
  return { ...configurable, offers };
}

export interface ChromeSetup {
  models?: Configurable[];
  pricing?: PricingContext;
  /** The variant sku to start from (default the first colour). */
  optionSku?: string;
  disclaimers?: StoreDisclaimers | null;
  location?: PricingLocation | null;
  readyForRender?: boolean;
}

/** Renders `ui` in an element instance with the fixture range loaded and its build made. */
export function renderChrome(ui: ReactNode, setup: ChromeSetup = {}) {
  const view = renderScreen(ui, { path: '/triton' });
  const catalog = catalogOf({ models: setup.models ?? [fixtureModel()] });
  const pricing = setup.pricing ?? PRIVATE;
  const resolved = selectionFromUrl(catalog, { modelSelection: null, optionSku: setup.optionSku ?? null });
  if (!resolved) throw new Error('fixture catalog has no selection');
  act(() => {
    const store = view.instance.store;
    store.set(pricingAtom, pricing);
    store.set(pricingLocationAtom, setup.location ?? null);
    store.set(storeDisclaimersAtom, setup.disclaimers === undefined ? STORE_DISCLAIMERS : setup.disclaimers);
    store.set(loadedRangeAtom, {
      range: {
        code: 'triton',
        name: 'Triton',
        range: 'triton',
        uid: 'dHJpdG9u',
        year: '2025',
        readyForRender: setup.readyForRender ?? false,
      },
      car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
      catalog,
      accessoriesFailed: false,
    });
    store.set(buildAtom, createBuild({ catalog, pricing }, resolved));
  });
  return view;
}
