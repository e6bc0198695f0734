/**
 * Renders the tray and accessory sections over a build made with the domain's
 * catalog factory, in one line: `renderBuild(<AccessoriesSection />, { accessories: [...] })`.
 * Accessory image listings are answered from `listing` (asset names) through a stubbed fetch.
 */
import { render } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import type { PricingContext, StoreDisclaimers } from '../../src/domain/types';
import { parseElementConfig } from '../../src/host/elementConfig';
import { memoryLocation } from '../../src/host/routerLocation';
import { createSafeStorage } from '../../src/host/storage';
import { buildAtom, loadedRangeAtom, pricingAtom, storeDisclaimersAtom } from '../../src/state/atoms';
import { InstanceContext, type Instance } from '../../src/state/instance';
import { PRIVATE_NSW, testBuild, type TestBuildSpec } from '../support/catalogFactory';

export const ASSET_BASE = 'https://assets.test';

export const DISCLAIMERS: StoreDisclaimers = {
  indicativePricing: null,
  accessoriesImages: { marker: '', text: 'Accessory images are for illustration only.' },
  financePayments: null,
  balloonPayments: null,
  byCustomer: {},
};

/** A Siren listing body with one `assets/asset` entity per name. */
export function sirenListing(names: readonly string[]): unknown {
  return {
    class: ['assets/folder'],
    properties: { name: 'listing' },
    entities: names.map((name) => ({ class: ['assets/asset'], properties: { name, contentFragment: false } })),
  };
}

/** Answers the range and general accessory listings; anything else 404s. Returns the requested URLs. */
export function stubAssetListings(range: readonly string[], general: readonly string[] = []): string[] {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    const body = url.includes('/accessories/general.json')
      ? sirenListing(general)
      : url.includes('/accessories/triton/2025.json')
        ? sirenListing(range)
        : null;
    return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('{}', { status: 404 });
  });
  return requested;
}

export interface RenderBuildOptions extends TestBuildSpec {
  pricing?: PricingContext;
  accessoriesFailed?: boolean;
  disclaimers?: StoreDisclaimers | null;
}

export function renderBuild(ui: ReactNode, options: RenderBuildOptions = {}) {
  const t = testBuild(options);
  const store = createStore();
  store.set(pricingAtom, options.pricing ?? PRIVATE_NSW);
  store.set(storeDisclaimersAtom, options.disclaimers === undefined ? DISCLAIMERS : options.disclaimers);
  store.set(loadedRangeAtom, {
    range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: true },
    car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
    catalog: t.ctx.catalog,
    accessoriesFailed: options.accessoriesFailed ?? false,
  });
  store.set(buildAtom, t.build);
  const location = memoryLocation('/triton');
  const instance: Instance = {
    store,
    client: new Client({ url: 'https://store.test/graphql', exchanges: [fetchExchange] }),
    location,
    storage: createSafeStorage(() => window.localStorage),
    config: parseElementConfig({ assetBase: ASSET_BASE }, 'https://www.test/'),
    emit: () => undefined,
  };
  const view = render(
    <InstanceContext.Provider value={instance}>
      <Provider store={store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </Provider>
    </InstanceContext.Provider>,
  );
  const build = () => store.get(buildAtom)!;
  return { ...view, store, build, cart: () => build().cart };
}
