/**
 * One element instance's long-lived parts: its jotai store, store client,
 * location and storage. They live on the element (keyed by its shadow root),
 * outside React, so moving the element in the DOM (which remounts React)
 * keeps the visitor's build.
 */
import { createStore } from 'jotai';
import type { Client } from '@urql/core';
import { createContext, useContext } from 'react';
import { createStoreClient } from '../data/client';
import type { ElementConfig } from '../host/elementConfig';
import { hashLocation, memoryLocation, type LocationSource } from '../host/routerLocation';
import { previewHeadersFor, previewMetaFor, withPreview } from '../host/preview';
import { pageHash } from '../host/page';
import { pageStorage, type SafeStorage } from '../host/storage';
import { saveSessionBuild, sessionBuild, sessionPricing } from '../host/session';
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

const instances = new WeakMap<object, Instance>();

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

/** The instance for an element (created on first use), brought up to date with its config. */
export function instanceFor(key: object, attributeConfig: ElementConfig, emit: Instance['emit']): Instance {
  const config = withPreview(attributeConfig, previewMetaFor(attributeConfig));
  const existing = instances.get(key);
  if (existing) {
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
  const created: Instance = {
    store,
    client: clientFor(config),
    location: config.routing === 'memory' ? sessionMemoryLocation() : hashLocation(),
    storage: pageStorage,
    config,
    emit,
  };
  instances.set(key, created);
  return created;
}

export const InstanceContext = createContext<Instance | null>(null);

/** The element instance the calling component renders in. */
export function useInstance(): Instance {
  const instance = useContext(InstanceContext);
  if (!instance) throw new Error('useInstance outside <bp-configurator>');
  return instance;
}
