/**
 * Loading actions: ask the store through the data facade (src/data/store.ts) and put the
 * outcome in atoms. Failures are logged and returned as values so the routes can send
 * the visitor to the right page (spec 4, "Loading and errors"). What the selector needs is
 * here, in the first module; a range's load for the configurator is the vehicle route's
 * chunk (state/vehicle.ts, issue 31.4), which this module's loadVehicleAtom waits for.
 */
import { atom } from 'jotai';
import type { VehicleRange } from '../domain/types';
import type { Result } from '../data/result';
import { fetchRanges, prefetchRangeOffers, prefetchRangeVehicles } from '../data/store';
import { offerKey } from '../domain/offers';
import { emitAnalytics } from '../host/analytics';
import { whenIdle } from '../host/idle';
import { pricingAtom, rangeOffersAtom, rangesAtom } from './atoms';
import { instanceOf, type Instance } from './instance';
import { loadBuildStart, loadVehicleChunk, prefetchBuildStart, prefetchVehicleChunk } from './vehicleChunk';

/** The vehicle ranges, fetched once per instance (cache-first); the actions that need them call it with the instance they read. */
export async function ensureRanges(instance: Instance): Promise<Result<VehicleRange[]>> {
  const current = instance.store.get(rangesAtom);
  if (current.status === 'ready') return { ok: true, value: current.value };
  if (current.status !== 'loading') instance.store.set(rangesAtom, { status: 'loading' });
  const ranges = await fetchRanges(instance.client);
  if (ranges.ok) {
    instance.store.set(rangesAtom, { status: 'ready', value: ranges.value });
  } else {
    console.error('bp-configurator: could not load vehicle ranges:', ranges.error);
    emitAnalytics(instance, 'pageError', { isSelectorPage: true, error: ranges.error });
    instance.store.set(rangesAtom, { status: 'error', error: ranges.error });
  }
  return ranges;
}

/** The selector's vehicle ranges (ensureRanges), for the instance the store holds. */
export const ensureRangesAtom = atom(null, (get): Promise<Result<VehicleRange[]>> => ensureRanges(instanceOf(get)));

/**
 * The landing's ranges: their prices for the page's pricing at once (the cards' 'From' prices), then,
 * once the browser is idle, every range's vehicles and accessories (spec 7), so that opening one asks
 * for nothing more. Those answers are larger than the prices (the Triton's 186 KB of JSON to 163 KB), and
 * reading them beside the cards kept the main thread from painting them (issue 31.2: LCP on the selector).
 */
export const prefetchRangesAtom = atom(null, (get, set, ranges: VehicleRange[]): void => {
  const { client } = instanceOf(get);
  const key = offerKey(get(pricingAtom));
  for (const range of ranges)
    void prefetchRangeOffers(client, range, key).then((offers) =>
      set(rangeOffersAtom, (known) => ({ ...known, [`${range.code} ${key}`]: offers })),
    );
  whenIdle(() => {
    for (const range of ranges) prefetchRangeVehicles(client, range);
    // Opening a range then waits for less code too.
    prefetchVehicleChunk();
    prefetchBuildStart();
  });
});

export type VehicleLoad = 'ready' | 'not-found' | 'range-error' | 'vehicle-error';

/**
 * A configurator route's vehicle load (state/vehicle.ts, loadVehicle) for a range code and the link's
 * query, in the instance the store holds, once the vehicle route's code is here (the element asks for it
 * at start: state/vehicleChunk.ts). That code failing to load after its retries is a failed load (spec 8:
 * logged, pageError, the vehicle error page).
 */
export const loadVehicleAtom = atom(null, async (get, _set, code: string, search: string): Promise<VehicleLoad> => {
  const instance = instanceOf(get);
  // The rules that plan the new build are fetched at once too (the vehicle's load waits for them).
  void loadBuildStart();
  const vehicle = await loadVehicleChunk();
  if (vehicle) return vehicle.loadVehicle(instance, code, search);
  emitAnalytics(instance, 'pageError', { isSelectorPage: false, vehicleRange: code, error: 'the vehicle code could not be loaded' });
  return 'vehicle-error';
});
