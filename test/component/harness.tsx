/**
 * The one component harness (renderHarness) and the fakes it answers with: every
 * component test renders through it. See renderHarness below.
 */
import { act, render } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { parseElementConfig } from '../../src/host/elementConfig';
import { memoryLocation } from '../../src/host/routerLocation';
import { createSafeStorage } from '../../src/host/storage';
import type { PricingLocation, StoreDisclaimers } from '../../src/domain/types';
import { buildAtom, loadedRangeAtom, pricingAtom, pricingLocationAtom, storeDisclaimersAtom } from '../../src/state/atoms';
import { InstanceContext, type Instance } from '../../src/state/instance';
import { testBuild, type TestBuildSpec } from '../support/catalogFactory';

/** Where the element's assets (images, listings, models) are served from in component tests. */
export const ASSET_BASE = 'https://assets.test';

export type StoreAnswer = { data?: unknown; errors?: unknown[] } | 'network-error';

/**
 * Answers by GraphQL operation name; an operation with no answer fails like a 500. The
 * fixture products carry their offers, so GetVehicleOffers is answered from the
 * GetVehiclesInRange fixture unless a test gives it its own answer.
 */
export function fakeStoreFetch(answers: Record<string, StoreAnswer>): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const body = (init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams)) as { operationName?: string };
    const name = body.operationName ?? '';
    const answer = answers[name] ?? (name === 'GetVehicleOffers' ? answers.GetVehiclesInRange : undefined);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer)
      return new Response('{"errors":[{"message":"no fixture"}]}', { status: 500, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export const rangesAnswer: StoreAnswer = {
  data: {
    categories: {
      items: [
        {
          uid: 'MzE=',
          name: 'Vehicles',
          children: [
            { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', ready_for_render: true },
            { code: 'outlander-my25', name: 'Outlander', range: 'outlander', uid: 'b3V0', year: '2025', ready_for_render: false },
          ],
        },
      ],
    },
  },
};

/** A minimal store product: one model with one variant in one colour, priced for every customer type. */
export function productFixture(sku: string, name = 'GLX'): unknown {
  const offer = (value: number) => ({ title: null, special_offer_flag: false, disclaimers: [], price: { value, nsw: { value } } });
  return {
    sku,
    name,
    body_style: 'Double Cab',
    drive_type: '4WD',
    fuel_type: 'Diesel',
    transmission: '6-speed automatic',
    subrange: { label: 'Pick Up', path: 'pick-up' },
    offer: { private: offer(45990), business: offer(44990), mmba: offer(299) },
    configurable_options: [
      {
        attribute_code: 'exterior_code',
        values: [{ label: 'White Diamond', value_index: 1, option_slug: 'white-diamond', pricing: { private: { value: 0 } } }],
      },
    ],
    variants: [
      {
        product: {
          sku: `${sku}-WHT`,
          exterior_code: 1,
          compatible_accessories: [],
          offer: { private: offer(45990), business: offer(44990), mmba: offer(299) },
        },
      },
    ],
  };
}

export function vehiclesAnswer(name: string, products: unknown[]): StoreAnswer {
  return {
    data: {
      categories: {
        items: [{ uid: 'x', name, year: '2025', url_key: name.toLowerCase(), products: { total_count: products.length, items: products } }],
      },
    },
  };
}

/** A range loaded into the element's store as src/state/loaders.ts would, its build made by the domain's test factory. */
export interface RangeSeed extends TestBuildSpec {
  /** The visitor's pricing location (default none). */
  location?: PricingLocation | null;
  /** The store's disclaimers (default none). */
  disclaimers?: StoreDisclaimers | null;
  /** Whether the range has 3D models (default true). */
  readyForRender?: boolean;
  /** Whether the range's accessories failed to load (default false). */
  accessoriesFailed?: boolean;
}

export interface HarnessOptions {
  /** The route the element starts at (default '/triton' with a range, '/' without). */
  path?: string;
  /** The store's GraphQL answers by operation name; an operation with no answer fails like a 500. */
  answers?: Record<string, StoreAnswer>;
  /** localStorage entries written before the first render. */
  storage?: Record<string, string>;
  /** A loaded range and build; without it the store starts empty (as before the loaders ran). */
  range?: RangeSeed;
}

/** The Triton range as the store names it, for seeded ranges. */
function tritonRange(seed: RangeSeed) {
  return {
    range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: seed.readyForRender ?? true },
    car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
  };
}

/**
 * The one component harness: renders `ui` inside a real element instance (jotai store,
 * urql client over `answers`, memory routing, safe storage, recorded events) and, with
 * `range`, loads a catalog from test/support/catalogFactory and makes its build.
 */
export function renderHarness(ui: ReactNode, options: HarnessOptions = {}) {
  for (const [key, value] of Object.entries(options.storage ?? {})) window.localStorage.setItem(key, value);
  const location = memoryLocation(options.path ?? (options.range ? '/triton' : '/'));
  const events: { name: string; detail: unknown }[] = [];
  const store = createStore();
  const instance: Instance = {
    store,
    client: new Client({
      url: 'https://store.test/graphql',
      exchanges: [fetchExchange],
      preferGetMethod: false,
      fetch: fakeStoreFetch(options.answers ?? {}),
    }),
    location,
    storage: createSafeStorage(() => window.localStorage),
    config: parseElementConfig({ assetBase: ASSET_BASE }, 'https://www.test/'),
    emit: (name, detail) => events.push({ name, detail }),
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
  const seed = options.range;
  if (seed) {
    const made = testBuild(seed);
    act(() => {
      store.set(pricingAtom, made.ctx.pricing);
      store.set(pricingLocationAtom, seed.location ?? null);
      store.set(storeDisclaimersAtom, seed.disclaimers ?? null);
      store.set(loadedRangeAtom, { ...tritonRange(seed), catalog: made.ctx.catalog, accessoriesFailed: seed.accessoriesFailed ?? false });
      store.set(buildAtom, made.build);
    });
  }
  const build = () => store.get(buildAtom)!;
  return { ...view, instance, store, location, events, build, cart: () => build().cart };
}

/**
 * @deprecated use renderHarness
 * @alias
 */
export const renderScreen = renderHarness;
