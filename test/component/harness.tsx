/**
 * The one component harness: every component test renders through renderHarness, which
 * seeds the element's store from the domain's test factory (test/support/catalogFactory)
 * and answers the store and the asset API with the fakes below.
 */
import { act, render } from '@testing-library/react';
import { Provider } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import type { DrawerName } from '../../src/domain/settings';
import type { PricingContext, PricingLocation, SelectionGroup, SelectionValue, StoreDisclaimers } from '../../src/domain/types';
import { createStoreClient } from '../../src/data/client';
import { parseElementConfig } from '../../src/host/elementConfig';
import { memoryLocation } from '../../src/host/routerLocation';
import { createSafeStorage } from '../../src/host/storage';
import {
  buildAtom,
  loadedRangeAtom,
  rangesAtom,
  pricingAtom,
  pricingLocationAtom,
  storeDisclaimersAtom,
  type LoadedRange,
} from '../../src/state/atoms';
import { addAccessoryAtom, changeOptionAtom, removeAccessoryAtom } from '../../src/state/buildActions';
import { openDrawerAtom } from '../../src/state/drawer';
import { pricedBuildAtom, startHostBridge } from '../../src/state/hostBridge';
import { pricedBuildAtoms } from '../../src/state/configurator';
import { createSavedBuildsStorage } from '../../src/host/savedBuildsStorage';
import { instanceWith, useInstance, type Instance } from '../../src/state/instance';
import { sanitizerSource } from '../../src/ui/common/sanitizerRegistry';
import { loadVehicleAtom } from '../../src/state/loaders';
import { accessoriesSettledAtom } from '../../src/state/vehicle';
import { settingsOpenAtom } from '../../src/state/ui';
import { fixtureModel, PRIVATE, STORE_DISCLAIMERS, testBuild, type TestBuildSpec } from '../support/catalogFactory';
import type { AssetAnswer, StoreAnswer } from '../support/storeAnswers';

/** The saved builds' storage the harness's instances share, as the elements of one page do. */
let pageSavedBuilds = createSavedBuildsStorage(() => window.localStorage);

/** A new page's saved builds' storage: a page's copy of builds that storage refused lasts as long as the page. */
export function newPageSavedBuilds(): void {
  pageSavedBuilds = createSavedBuildsStorage(() => window.localStorage);
}

/** Where the element's assets (images, listings, models) are served from in component tests. */
export const ASSET_BASE = 'https://assets.test';

/**
 * Answers by GraphQL operation name; an operation with no answer fails like a 500. The
 * fixture products carry their offers, so GetVehicleOffers is answered from the
 * GetVehiclesInRange fixture unless a test gives it its own answer.
 */
function fakeStoreFetch(answers: Record<string, StoreAnswer>, operations: string[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input));
    const body = (init?.body ? JSON.parse(String(init.body)) : Object.fromEntries(url.searchParams)) as { operationName?: string };
    const name = body.operationName ?? '';
    operations.push(name);
    const answer = answers[name] ?? (name === 'GetVehicleOffers' ? answers.GetVehiclesInRange : undefined);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (!answer)
      return new Response('{"errors":[{"message":"no fixture"}]}', { status: 500, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/**
 * A fetch for the asset API: each URL is answered by the first rule whose key it
 * contains; anything else is a 404. Records every URL asked for in `requests`.
 */
function fakeAssetFetch(rules: Record<string, AssetAnswer>, requests: string[]): typeof fetch {
  return async (input) => {
    const url = String(input);
    requests.push(url);
    const key = Object.keys(rules).find((k) => url.includes(k));
    const answer = key === undefined ? 404 : rules[key];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 404 || answer === 500) return new Response('{"errors":[]}', { status: answer as number });
    if (answer === 'malformed') return new Response('<html>', { status: 200 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

/** A control standing in for what triggers a change (an accessory card, an option section): 'Add X', 'Remove X' or 'Choose {group} X'. */
export type Trigger =
  { add: string } | { remove: string } | { choose: SelectionGroup; value: Exclude<SelectionValue, null>; label?: string };

/** The name of a trigger's button. */
export function triggerLabel(trigger: Trigger): string {
  if ('add' in trigger) return `Add ${trigger.add}`;
  if ('remove' in trigger) return `Remove ${trigger.remove}`;
  return trigger.label ?? `Choose ${trigger.choose} ${trigger.value}`;
}

/** A range loaded into the element's store as src/state/loaders.ts would, its build made by the domain's test factory. */
export interface RangeSeed extends TestBuildSpec {
  /** The visitor's pricing location (default none). */
  location?: PricingLocation | null;
  /** The store's disclaimers (default none). */
  disclaimers?: StoreDisclaimers | null;
  /** Whether the range has 3D models (default true). */
  readyForRender?: boolean;
  /** Whether the range's accessories are in, still on their way, or failed to load (default in). */
  accessoriesStatus?: LoadedRange['accessories'];
}

/** The header and footer's range: the fixture model 'GLX' (catalogFactory's fixtureModel), private pricing with no state, the store's disclaimers, no 3D models. */
export function fixtureRange(seed: RangeSeed = {}): RangeSeed {
  return { models: [fixtureModel()], pricing: PRIVATE, disclaimers: STORE_DISCLAIMERS, readyForRender: false, ...seed };
}

export interface HarnessOptions {
  /** The route the element starts at (default '/triton' with a range, '/' without). */
  path?: string;
  /** The store's GraphQL answers by operation name; an operation with no answer fails like a 500. */
  answers?: Record<string, StoreAnswer>;
  /** The asset API's answers by a part of the URL (see test/support/storeAnswers); anything else 404s. Without it every asset request 404s. */
  assets?: Record<string, AssetAnswer>;
  /** localStorage entries written before the first render. */
  storage?: Record<string, string>;
  /** A loaded range and build; without it the store starts empty (as before the loaders ran). */
  range?: RangeSeed;
  /** The visitor's website settings in force without a range (with `range`, its pricing and location are used). */
  settings?: { pricing?: PricingContext; location?: PricingLocation | null };
  /** The Website Settings modal is open. */
  settingsOpen?: boolean;
  /** The drawer open at the start. */
  drawer?: DrawerName | null;
  /** Buttons rendered before `ui` that change the build as a card or section would (see Trigger). */
  triggers?: Trigger[];
}

/** The Triton range as the store names it, for seeded ranges. */
function tritonRange(seed: RangeSeed) {
  return {
    range: { code: 'triton', name: 'Triton', range: 'triton', uid: 'dHJpdG9u', year: '2025', readyForRender: seed.readyForRender ?? true },
    car: { code: 'triton', displayName: 'Triton', modelYear: '2025', nameForUrl: 'triton', modelYearForUrl: '2025' },
  };
}

/**
 * Renders `ui` inside a real element instance (jotai store, store client over `answers`,
 * memory routing, safe storage, recorded events) and, with `range`, loads a catalog
 * from test/support/catalogFactory and makes its build.
 */
export function renderHarness(ui: ReactNode, options: HarnessOptions = {}) {
  for (const [key, value] of Object.entries(options.storage ?? {})) window.localStorage.setItem(key, value);
  const assetRequests: string[] = [];
  const storeOperations: string[] = [];
  if (options.assets) vi.stubGlobal('fetch', fakeAssetFetch(options.assets, assetRequests));
  const location = memoryLocation(options.path ?? (options.range ? '/triton' : '/'));
  const events: { name: string; detail: unknown }[] = [];
  const instance = instanceWith({
    client: createStoreClient({
      url: 'https://store.test/graphql',
      method: 'POST',
      fetch: fakeStoreFetch(options.answers ?? {}, storeOperations),
    }),
    location,
    storage: createSafeStorage(() => window.localStorage),
    savedBuilds: pageSavedBuilds,
    config: parseElementConfig({ assetBase: ASSET_BASE }, 'https://www.test/'),
    emit: (name, detail) => events.push({ name, detail }),
  });
  const store = instance.store;
  const triggers = (options.triggers ?? []).map((trigger) => (
    <button
      key={triggerLabel(trigger)}
      type="button"
      onClick={() => {
        if ('add' in trigger) store.set(addAccessoryAtom, trigger.add);
        else if ('remove' in trigger) store.set(removeAccessoryAtom, trigger.remove);
        else store.set(changeOptionAtom, trigger.choose, trigger.value);
      }}
    >
      {triggerLabel(trigger)}
    </button>
  ));
  const view = render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {triggers}
        {ui}
      </Router>
    </Provider>,
  );
  const seed = options.range;
  const settings = options.settings;
  if (seed && settings) throw new Error('a seeded range carries its own pricing and location');
  act(() => {
    if (settings?.pricing) store.set(pricingAtom, settings.pricing);
    if (settings?.location !== undefined) store.set(pricingLocationAtom, settings.location);
    if (options.drawer !== undefined) store.set(openDrawerAtom, options.drawer);
    if (seed) {
      const made = testBuild(seed);
      store.set(pricingAtom, made.ctx.pricing);
      store.set(pricingLocationAtom, seed.location ?? null);
      store.set(storeDisclaimersAtom, seed.disclaimers ?? null);
      // The range list is in whenever a range is (the loaders fetch it first): the build code names the range by it.
      store.set(rangesAtom, { status: 'ready', value: [tritonRange(seed).range] });
      store.set(loadedRangeAtom, {
        ...tritonRange(seed),
        catalog: made.ctx.catalog,
        accessories: seed.accessoriesStatus ?? 'ready',
        linkCart: [],
      });
      // As the vehicle load does (state/vehicle.ts): the bridge with the page reads the build through these.
      store.set(pricedBuildAtom, pricedBuildAtoms);
      store.set(buildAtom, made.build);
    }
    if (options.settingsOpen) store.set(settingsOpenAtom, true);
  });
  const build = () => store.get(buildAtom)!;
  return { ...view, instance, store, location, events, assetRequests, storeOperations, build, cart: () => build().cart };
}

/** The instance's bridge with the page (state/hostBridge.ts), running while this is rendered, as the element runs it while mounted (element.tsx). */
export function HostBridge() {
  const instance = useInstance();
  useLayoutEffect(() => startHostBridge(instance, sanitizerSource), [instance]);
  return null;
}

/** Loads a range into the rendered instance through the element's loaders, as the configurator route does. */
export async function loadRange(instance: Instance, code: string, search = ''): Promise<void> {
  await act(async () => {
    const outcome = await instance.store.set(loadVehicleAtom, code, search);
    if (outcome !== 'ready') throw new Error(`fixture range ${code} did not load: ${outcome}`);
    await instance.store.set(accessoriesSettledAtom);
  });
}
