/**
 * The element's instance is frozen (issue 33.2): what an attribute change replaces (the client,
 * the location, the config) is an atom of the instance's store, so the store's subscribers hear
 * of it, and saved builds are kept in the instance's own storage.
 */
import { describe, expect, it } from 'vitest';
import { parseElementConfig } from '../../src/host/elementConfig';
import { createSavedBuildsStorage } from '../../src/host/savedBuildsStorage';
import { instanceFor, instancePartsAtom, instanceWith } from '../../src/state/instance';
import { savedBuildsAtom } from '../../src/state/savedBuilds';
import { memoryLocation } from '../../src/host/routerLocation';
import { createSafeStorage } from '../../src/host/storage';
import { createStoreClient } from '../../src/data/client';

const config = (attributes: Record<string, string>) =>
  parseElementConfig(
    { graphqlEndpoint: 'https://store.test/graphql', assetBase: 'https://assets.test', ...attributes },
    'https://www.test/',
  );

describe('an element instance', () => {
  it('cannot be changed in place: its parts are replaced through its store, and subscribers are told', () => {
    const instance = instanceFor(null, config({ routing: 'memory' }), () => {});
    const client = instance.client;
    const told: unknown[] = [];
    instance.store.sub(instancePartsAtom, () => told.push(instance.store.get(instancePartsAtom)?.config.assetBase));

    expect(() => {
      (instance as unknown as { config: unknown }).config = null;
    }).toThrow(TypeError);
    expect(instance.config.assetBase).toBe('https://assets.test');

    const same = instanceFor(instance, config({ routing: 'memory', assetBase: 'https://cdn.test' }), () => {});
    expect(same).toBe(instance);
    expect(instance.config.assetBase).toBe('https://cdn.test');
    expect(told).toEqual(['https://cdn.test']);
    // The store is the same, so the client is kept; another endpoint gets another client.
    expect(instance.client).toBe(client);
    instanceFor(instance, config({ routing: 'memory', graphqlEndpoint: 'https://other.test/graphql' }), () => {});
    expect(instance.client).not.toBe(client);
  });

  it('keeps the visitor where they are when the element changes where it keeps the route', () => {
    const instance = instanceFor(null, config({ routing: 'memory' }), () => {});
    instance.location.navigate('/triton?model-selection=GLX');
    instanceFor(instance, config({ routing: 'hash' }), () => {});
    expect(instance.location.href()).toBe('/triton?model-selection=GLX');
    expect(window.location.hash).toBe('#/triton?model-selection=GLX');
    window.location.hash = '';
  });

  it("reads saved builds from its own storage, not another instance's", () => {
    const stored = (name: string) =>
      JSON.stringify({
        version: 1,
        builds: [
          {
            id: 'b1',
            name,
            href: '/triton?model-selection=GLX&option-sku=GLX-1',
            savedAt: '2026-11-25T10:00:00.000Z',
            pricing: { customerType: 'private', pricingType: 'drive-away', state: 'nsw' },
            total: 48490,
            priceText: '$48,490*',
            itemNames: [],
          },
        ],
      });
    const storageHolding = (name: string) => {
      const values = new Map([['bpSavedBuilds', stored(name)]]);
      const backing = {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
        removeItem: (key: string) => void values.delete(key),
        key: () => null,
        clear: () => values.clear(),
        length: 1,
      } as Storage;
      return createSavedBuildsStorage(() => backing);
    };
    const make = (name: string) =>
      instanceWith({
        client: createStoreClient({ url: 'https://store.test/graphql', method: 'POST' }),
        location: memoryLocation('/'),
        storage: createSafeStorage(() => null),
        savedBuilds: storageHolding(name),
        config: config({}),
        emit: () => {},
      });
    const mine = make('Mine');
    const theirs = make('Theirs');
    expect(mine.store.get(savedBuildsAtom).map((build) => build.name)).toEqual(['Mine']);
    expect(theirs.store.get(savedBuildsAtom).map((build) => build.name)).toEqual(['Theirs']);
  });
});
