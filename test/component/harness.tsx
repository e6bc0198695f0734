/** Renders a screen inside a real element instance whose store answers from fixtures. */
import { render } from '@testing-library/react';
import { Client, fetchExchange } from '@urql/core';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { parseElementConfig } from '../../src/host/elementConfig';
import { memoryLocation } from '../../src/host/location';
import { createSafeStorage } from '../../src/host/storage';
import { InstanceContext, type Instance } from '../../src/state/instance';

export type StoreAnswer = { data?: unknown; errors?: unknown[] } | 'network-error';

/** Answers by GraphQL operation name; an operation with no answer fails like a 500. */
export function fakeStoreFetch(answers: Record<string, StoreAnswer>): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const body = (init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams)) as { operationName?: string };
    const name = body.operationName ?? '';
    const answer = answers[name];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer)
      return new Response('{"errors":[{"message":"no fixture"}]}', { status: 500, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

export const rangesAnswer: StoreAnswer = {
  data: {
    categoryList: [
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
      categoryList: [
        { uid: 'x', name, year: '2025', url_key: name.toLowerCase(), products: { total_count: products.length, items: products } },
      ],
    },
  };
}

export function renderScreen(ui: ReactNode, options: { path?: string; answers?: Record<string, StoreAnswer> } = {}) {
  const location = memoryLocation(options.path ?? '/');
  const events: { name: string; detail: unknown }[] = [];
  const instance: Instance = {
    store: createStore(),
    client: new Client({
      url: 'https://store.test/graphql',
      exchanges: [fetchExchange],
      preferGetMethod: false,
      fetch: fakeStoreFetch(options.answers ?? {}),
    }),
    location,
    storage: createSafeStorage(() => window.localStorage),
    config: parseElementConfig({ assetBase: 'https://assets.test' }, 'https://www.test/'),
    emit: (name, detail) => events.push({ name, detail }),
  };
  const view = render(
    <InstanceContext.Provider value={instance}>
      <Provider store={instance.store}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </Provider>
    </InstanceContext.Provider>,
  );
  return { ...view, instance, location, events };
}
