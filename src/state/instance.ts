/**
 * One element instance's long-lived parts: its jotai store and the services kept in it
 * (store client, location, storage, config, event emitter), put there once when the
 * store is made. Action atoms read them with `get(instanceAtom)`; components with
 * `useInstance()`. The element makes it when first connected and keeps it (element.tsx),
 * outside React, so moving the element in the DOM (which remounts React) keeps the visitor's build.
 */
import { atom, createStore, useAtomValue, type Getter } from 'jotai';
import { createStoreClient, type StoreClient as Client } from '../data/client';
import { startRouteQueries } from '../data/store';
import { offerKey } from '../domain/offers';
import { routeVehicleCode } from '../domain/routes';
import { preloadImage, preloadVehicleChunks } from '../host/preload';
import { hashLocation, memoryLocation, splitHref, type LocationSource } from '../host/routerLocation';
import type { ElementConfig } from '../host/elementConfig';
import { previewHeadersFor, previewMetaFor, withPreview } from '../host/preview';
import { pageHash } from '../host/page';
import { pageStorage, type SafeStorage } from '../host/storage';
import { saveSessionBuild, sessionBuild, sessionPricing } from '../host/session';
import { rangeHeroImage } from './assetUrls';
import { pricingAtom, pricingLocationAtom } from './atoms';
import type { EmitElementEvent } from '../elementInterface';

export interface Instance {
  store: ReturnType<typeof createStore>;
  client: Client;
  location: LocationSource;
  storage: SafeStorage;
  config: ElementConfig;
  /** Dispatches one of the element's documented events from the host element. */
  emit: EmitElementEvent;
  /** The route last told to the page (bp-route-change): an element put back on the page does not tell it again. */
  routeSent?: string;
}

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
  if (clientKey(existing.config) !== clientKey(config)) {
    existing.client = clientFor(config);
  }
  if (existing.config.routing !== config.routing) {
    // The route stays where the visitor is when the element changes where it keeps it.
    existing.location = config.routing === 'memory' ? memoryLocation(existing.location.href()) : hashLocation(existing.location.href());
  }
  // emit is kept: it dispatches from the same host, and a new one would restart effects that depend on it.
  existing.config = config;
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
 * and the fetches they lead to. A vehicle route gets module preload hints for the chunks the
 * screen's chunk imports, but for the screen's own and the build-planning chunk (the route imports
 * both together); the selector preloads its first range cards' pictures, with high
 * priority, the moment the ranges are in.
 */
function startFirstScreen(instance: Instance): void {
  const { path, search } = splitHref(instance.location.href());
  const code = routeVehicleCode(path, search);
  if (code !== null) preloadVehicleChunks();
  const ranges = startRouteQueries(instance.client, code, offerKey(instance.store.get(pricingAtom)));
  if (path !== '/') return;
  void ranges.then((answer) => {
    if (answer.ok)
      for (const range of answer.value.slice(0, PRELOADED_RANGE_PICTURES)) preloadImage(rangeHeroImage(instance.config, range.code));
  });
}

/** The instance's services in its own store: set once, when the store is made (instanceWith). */
export const instanceAtom = atom<Instance | null>(null);

/** The instance whose store an action runs in (every instance's store holds it: instanceWith). */
export function instanceOf(get: Getter): Instance {
  return get(instanceAtom)!;
}

/** An instance from its parts: its store (a new one unless given) holds them from now on. */
export function instanceWith(parts: Omit<Instance, 'store'> & { store?: Instance['store'] }): Instance {
  const instance: Instance = { ...parts, store: parts.store ?? createStore() };
  instance.store.set(instanceAtom, instance);
  return instance;
}

/** The element instance the calling component renders in (its jotai Provider's store, which always holds one). */
export function useInstance(): Instance {
  return useAtomValue(instanceAtom)!;
}
