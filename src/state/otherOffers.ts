/**
 * The other customer types' prices of the loaded range (spec 3 "Offer", 9): the page's own key comes
 * with the range (state/vehicle.ts); the others follow when the page is idle after the first price, so
 * a switch of customer type in the settings prices at once. A chunk of its own, loaded by state/vehicle.ts.
 */
import { atom } from 'jotai';
import { hasOffers, withOffers } from '../data/catalog';
import { fetchOffers } from '../data/vehicleStore';
import { CUSTOMER_TYPES, type OfferKey } from '../domain/types';
import { loadedRangeAtom } from './atoms';
import type { Instance } from './instance';
import { catalogOf } from './vehicle';

/** The other customer types' prices than `key`'s; resolves when they are in. */
export async function prefetchOtherOffers(instance: Instance, key: OfferKey): Promise<void> {
  await Promise.all(CUSTOMER_TYPES.filter((other) => other !== key).map((other) => ensureOffers(instance, other)));
}

/** The instance's price loads in flight, by range uid and offer key. */
const offerLoadsAtom = atom<Readonly<Record<string, Promise<void>>>>({});

/**
 * Adds one offer key's prices to the loaded range unless it has them (the page's own key
 * comes with the range; the others follow, so a switch of customer type prices at once).
 * A failure is logged; the next switch to that key asks again.
 */
export function ensureOffers(instance: Instance, key: OfferKey): Promise<void> {
  const loaded = instance.store.get(loadedRangeAtom);
  if (!loaded || hasOffers(loaded.catalog.configurables, key)) return Promise.resolve();
  const id = `${loaded.range.uid} ${key}`;
  const running = instance.store.get(offerLoadsAtom)[id];
  if (running) return running;
  const done = (async () => {
    const prices = await fetchOffers(instance.client, loaded.range, key);
    if (!prices.ok) {
      console.error(`bp-configurator: could not load the ${loaded.range.code} ${key} prices:`, prices.error);
      return;
    }
    const current = instance.store.get(loadedRangeAtom);
    if (!current || current.range.uid !== loaded.range.uid || hasOffers(current.catalog.configurables, key)) return;
    const configurables = withOffers(current.catalog.configurables, prices.value);
    const catalog = catalogOf(current.range, configurables, current.catalog.accessories, false);
    instance.store.set(loadedRangeAtom, { ...current, catalog });
  })().finally(() =>
    instance.store.set(offerLoadsAtom, (loads) => Object.fromEntries(Object.entries(loads).filter(([entry]) => entry !== id))),
  );
  instance.store.set(offerLoadsAtom, (loads) => ({ ...loads, [id]: done }));
  return done;
}
