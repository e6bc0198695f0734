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
import { pageStorage, type SafeStorage } from '../host/storage';
import type { ElementEventName } from '../elementInterface';

export interface Instance {
  store: ReturnType<typeof createStore>;
  client: Client;
  location: LocationSource;
  storage: SafeStorage;
  config: ElementConfig;
  /** Dispatches one of the element's documented events from the host element. */
  emit: (name: ElementEventName, detail: unknown) => void;
}

const instances = new WeakMap<object, Instance>();

/** Where a memory-routed element starts: a shared build link in the page hash (`#/triton?...`), else the selector. */
function initialMemoryPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return /^\/[a-z0-9][a-z0-9-]*(?:[/?]|$)/i.test(hash) ? hash : '/';
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
      existing.location = config.routing === 'memory' ? memoryLocation(existing.location.href()) : hashLocation();
    }
    existing.config = config;
    existing.emit = emit;
    return existing;
  }
  const created: Instance = {
    store: createStore(),
    client: clientFor(config),
    location: config.routing === 'memory' ? memoryLocation(initialMemoryPath()) : hashLocation(),
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
