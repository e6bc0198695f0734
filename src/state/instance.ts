/**
 * One element instance's long-lived parts: its jotai store and the services kept in it
 * (store client, location, storage, saved builds' storage, config, event emitter), put there
 * when the store is made. Action atoms read them with `get(instanceAtom)`; components with
 * `useInstance()`. The element makes it when first connected and keeps it (element.tsx),
 * outside React, so moving the element in the DOM (which remounts React) keeps the visitor's build.
 *
 * The instance is frozen (issue 33.2): what an attribute change replaces (the client, the
 * location, the config) is an atom of its store, `instancePartsAtom`, set here only
 * (`instanceFor`), so the store's subscribers are told; `instance.config` and the others read it.
 */
import { atom, createStore, useAtomValue, type Getter } from 'jotai';
import { createStoreClient, type StoreClient as Client } from '../data/client';
import { startRouteQueries } from '../data/store';
import { offerKey } from '../domain/offers';
import { routeVehicleCode } from '../domain/routes';
import { parseRememberedRanges, rememberedRangesValue } from '../domain/storageValues';
import { preloadImage, preloadVehicleChunks } from '../host/preload';
import { hashLocation, memoryLocation, splitHref, type LocationSource } from '../host/routerLocation';
import type { ElementConfig } from '../host/elementConfig';
import { previewHeadersFor, previewMetaFor, withPreview } from '../host/preview';
import { pageHash } from '../host/page';
import { pageSavedBuilds, type SavedBuildsStorage } from '../host/savedBuildsStorage';
import { pageStorage, type SafeStorage } from '../host/storage';
import { storageKeys } from '../host/storageKeys';
import { saveSessionBuild, sessionBuild, sessionPricing } from '../host/session';
import { rangeHeroImage } from './assetUrls';
import { pricingAtom, pricingLocationAtom } from './atoms';
import { prefetchBuildStart, prefetchVehicleChunk } from './vehicleChunk';
import type { EmitElementEvent } from '../elementInterface';

/** What an attribute change may replace: kept in the instance's store (instancePartsAtom). */
export interface InstanceParts {
  client: Client;
  location: LocationSource;
  config: ElementConfig;
}

export interface Instance extends Readonly<InstanceParts> {
  readonly store: ReturnType<typeof createStore>;
  readonly storage: SafeStorage;
  /** Where saved builds are kept (the page's local storage, or a test's). */
  readonly savedBuilds: SavedBuildsStorage;
  /** Dispatches one of the element's documented events from the host element. */
  readonly emit: EmitElementEvent;
}

/** The instance's current client, location and config; set by `instanceWith` and `instanceFor` only. */
export const instancePartsAtom = atom<InstanceParts | null>(null);

/** The route last told to the page (bp-route-change): an element put back on the page does not tell it again. */
const routeSentAtom = atom<string | null>(null);

/** The visitor is on a route: the page is told (bp-route-change) once per route, not again when React mounts anew on the same one. */
export const routeShownAtom = atom(null, (get, set, path: string, search: string): void => {
  const route = `${path}?${search}`;
  if (get(routeSentAtom) === route) return;
  set(routeSentAtom, route);
  instanceOf(get).emit('bp-route-change', { path, search });
});

/** A build link in the page hash (`#/triton?...`), or null. */
function pageLink(): string | null {
  const hash = pageHash();
  return /^\/[a-z0-9][a-z0-9-]*(?:[/?]|$)/i.test(hash) ? hash : null;
}

/**
 * A memory-routed element's location. It starts where this session's element last was when
 * the page still shows the link that one started from (a re-created element), else at the
 * page's build link, else the selector; each route change is saved for the next one.
 */
function sessionMemoryLocation(): LocationSource {
  const link = pageLink();
  const saved = sessionBuild();
  const location = memoryLocation(saved && saved.link === link ? saved.href : (link ?? '/'));
  location.subscribe(() => saveSessionBuild({ link, href: location.href() }));
  return location;
}

function clientKey(config: ElementConfig): string {
  return `${config.graphqlMethod} ${config.graphqlEndpoint} ${config.previewMode}`;
}

/** The store client for a config; in preview mode every query but the store config carries the page's preview headers (spec 6). */
function clientFor(config: ElementConfig): Client {
  const headers = config.previewMode
    ? (operationName: string | null) => previewHeadersFor(operationName, previewMetaFor(config))
    : undefined;
  return createStoreClient({ url: config.graphqlEndpoint, method: config.graphqlMethod, headers });
}

/**
 * The element's instance for its attributes (element.tsx): a new one, dispatching its events
 * through `emit`, when it has none yet; else `existing`, brought up to date.
 */
export function instanceFor(existing: Instance | null, attributeConfig: ElementConfig, emit: Instance['emit']): Instance {
  const config = withPreview(attributeConfig, previewMetaFor(attributeConfig));
  if (!existing) return createInstance(config, emit);
  const client = clientKey(existing.config) === clientKey(config) ? existing.client : clientFor(config);
  // The route stays where the visitor is when the element changes where it keeps it.
  const location =
    existing.config.routing === config.routing
      ? existing.location
      : config.routing === 'memory'
        ? memoryLocation(existing.location.href())
        : hashLocation(existing.location.href());
  // emit is kept: it dispatches from the same host, and a new one would restart effects that depend on it.
  existing.store.set(instancePartsAtom, { client, location, config });
  return existing;
}

function createInstance(config: ElementConfig, emit: Instance['emit']): Instance {
  const store = createStore();
  // A re-created element keeps the visitor's pricing settings for the session (spec 5, 7).
  const pricing = sessionPricing();
  if (pricing) {
    store.set(pricingAtom, {
      customerType: pricing.customerType,
      pricingType: pricing.pricingType,
      state: pricing.location?.state ?? null,
    });
    store.set(pricingLocationAtom, pricing.location);
  }
  const instance = instanceWith({
    store,
    client: clientFor(config),
    location: config.routing === 'memory' ? sessionMemoryLocation() : hashLocation(),
    storage: pageStorage,
    savedBuilds: pageSavedBuilds,
    config,
    emit,
  });
  startFirstScreen(instance);
  return instance;
}

/** How many range cards' pictures the selector preloads: the first row on a desktop. */
const PRELOADED_RANGE_PICTURES = 2;

/**
 * Before React renders: the store queries the route's first screen waits for (data layer),
 * and the fetches they lead to. A vehicle route imports the vehicle route's and the build-planning chunks
 * (state/vehicleChunk.ts) and gets module preload hints for the chunks they and the screen's chunk import,
 * but for the screen's own (the route imports it once the build-planning chunk is here); the selector
 * preloads its first range cards' pictures, with high priority, the moment the ranges are in.
 */
function startFirstScreen(instance: Instance): void {
  const { path, search } = splitHref(instance.location.href());
  const code = routeVehicleCode(path, search);
  if (code !== null) {
    // The vehicle route's code is imported now, beside the store queries, not after React's first render.
    prefetchVehicleChunk();
    prefetchBuildStart();
    preloadVehicleChunks();
  }
  const storedRanges = instance.storage.get(storageKeys.rememberedRanges);
  const remembered = parseRememberedRanges(storedRanges).find((range) => range.code === code) ?? null;
  const ranges = startRouteQueries(instance.client, code, offerKey(instance.store.get(pricingAtom)), remembered);
  void ranges.then((answer) => {
    if (!answer.ok) return;
    // Kept for the next visit (only when it changed: nothing is written on every visit).
    const value = rememberedRangesValue(answer.value);
    if (value !== storedRanges) instance.storage.set(storageKeys.rememberedRanges, value);
    if (path === '/')
      for (const range of answer.value.slice(0, PRELOADED_RANGE_PICTURES)) preloadImage(rangeHeroImage(instance.config, range.code));
  });
}

/** The instance's services in its own store: set once, when the store is made (instanceWith). */
export const instanceAtom = atom<Instance | null>(null);

/** The instance whose store an action runs in (every instance's store holds it: instanceWith). */
export function instanceOf(get: Getter): Instance {
  return get(instanceAtom)!;
}

/** An instance from its parts: its store (a new one unless given) holds them from now on; the instance itself is frozen. */
export function instanceWith(parts: Omit<Instance, 'store'> & { store?: Instance['store'] }): Instance {
  const store = parts.store ?? createStore();
  store.set(instancePartsAtom, { client: parts.client, location: parts.location, config: parts.config });
  const current = (): InstanceParts => store.get(instancePartsAtom)!;
  const instance: Instance = Object.freeze({
    store,
    storage: parts.storage,
    savedBuilds: parts.savedBuilds,
    emit: parts.emit,
    get client() {
      return current().client;
    },
    get location() {
      return current().location;
    },
    get config() {
      return current().config;
    },
  });
  store.set(instanceAtom, instance);
  return instance;
}

/** The element instance the calling component renders in (its jotai Provider's store, which always holds one). */
export function useInstance(): Instance {
  return useAtomValue(instanceAtom)!;
}
