/** Renders the summary region over a catalog built in one line (see test/support/catalogFactory). */
import { act } from '@testing-library/react';
import { createBuild } from '../../src/domain/build';
import { selectionFromUrl } from '../../src/domain/selection';
import type { Accessory, Configurable, PricingContext, StoreDisclaimers } from '../../src/domain/types';
import { buildAtom, loadedRangeAtom, pricingAtom, storeDisclaimersAtom } from '../../src/state/atoms';
import { SummarySection } from '../../src/ui/configurator/summary/SummarySection';
import { PRIVATE_NSW, catalogOf } from '../support/catalogFactory';
import { renderScreen } from './harness';

export const STORE_DISCLAIMERS: StoreDisclaimers = {
  indicativePricing: null,
  accessoriesImages: null,
  financePayments: { marker: '~', text: 'Estimated repayments are a guide only.' },
  balloonPayments: { marker: '<', text: 'A balloon payment is a <strong>lump sum</strong> due at the end of the loan term.' },
  byCustomer: {
    private: { marker: '*', text: 'Drive away prices include registration.' },
    business: { marker: '#', text: 'Business prices are for ABN holders.' },
    mmba: { marker: '^', text: 'Operating lease for approved ABN holders.' },
  },
};

export interface SummarySpec {
  models?: Configurable[];
  accessories?: Accessory[];
  pricing?: PricingContext;
  cart?: string[];
  disclaimers?: StoreDisclaimers | null;
}

/** The summary of the first model's first variant on /triton, with the store disclaimers above. */
export function renderSummary(spec: SummarySpec = {}) {
  const catalog = catalogOf({ models: spec.models, accessories: spec.accessories });
  const pricing = spec.pricing ?? PRIVATE_NSW;
  const resolved = selectionFromUrl(catalog, { modelSelection: null, optionSku: null });
  if (!resolved) throw new Error('catalog has no variant');
  const view = renderScreen(<SummarySection />, { path: '/triton' });
  const { store } = view.instance;
  act(() => {
    store.set(pricingAtom, pricing);
    store.set(storeDisclaimersAtom, spec.disclaimers === undefined ? STORE_DISCLAIMERS : spec.disclaimers);
    store.set(loadedRangeAtom, {
      range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: true },
      car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
      catalog,
      accessoriesFailed: false,
    });
    store.set(buildAtom, createBuild({ catalog, pricing }, resolved, spec.cart ?? []));
  });
  return { ...view, store };
}
