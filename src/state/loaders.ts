/**
 * Loading actions: read the store through the instance's client and put the
 * outcome in atoms. Failures are logged and returned as values so the routes
 * can send the visitor to the right page (spec 4, "Loading and errors").
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { accessoriesUrlKey, getAccessoriesInRangeQuery, getAllVehicleRangesQuery, getVehiclesInRangeQuery } from '../data/queries';
import { rangesFromStore } from '../data/ranges';
import { fail, type Result } from '../data/result';
import { vehiclesFromStore } from '../data/vehicles';
import type { VehicleRange } from '../domain/types';
import { carAtom, rangesAtom } from './atoms';
import type { Instance } from './instance';

async function query<V extends AnyVariables>(
  instance: Instance,
  document: string | TypedDocumentNode<unknown, V>,
  variables: V,
): Promise<Result<unknown>> {
  try {
    const result = await instance.client.query(document, variables).toPromise();
    if (result.error) return fail(result.error.message);
    return { ok: true, value: result.data };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** The vehicle ranges, fetched once per instance (cache-first). */
export async function ensureRanges(instance: Instance): Promise<Result<VehicleRange[]>> {
  const current = instance.store.get(rangesAtom);
  if (current.status === 'ready') return { ok: true, value: current.value };
  if (current.status !== 'loading') instance.store.set(rangesAtom, { status: 'loading' });
  const answer = await query(instance, getAllVehicleRangesQuery, {});
  const ranges = answer.ok ? rangesFromStore(answer.value) : answer;
  if (ranges.ok) {
    instance.store.set(rangesAtom, { status: 'ready', value: ranges.value });
  } else {
    console.error('bp-configurator: could not load vehicle ranges:', ranges.error);
    instance.store.set(rangesAtom, { status: 'error', error: ranges.error });
  }
  return ranges;
}

/** Warms the client's cache with every range's vehicles and accessories (spec 7). */
export function prefetchRanges(instance: Instance, ranges: VehicleRange[]): void {
  for (const range of ranges) {
    void query(instance, getVehiclesInRangeQuery, { ids: [range.uid] });
    void query(instance, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] });
  }
}

export type VehicleLoad = 'ready' | 'not-found' | 'range-error' | 'vehicle-error';

/** Loads the car for a route's range code into the instance's atoms. */
export async function loadVehicle(instance: Instance, code: string): Promise<VehicleLoad> {
  const ranges = await ensureRanges(instance);
  if (!ranges.ok) return 'range-error';
  const range = ranges.value.find((entry) => entry.code === code);
  if (!range) return 'not-found';
  const answer = await query(instance, getVehiclesInRangeQuery, { ids: [range.uid] });
  const vehicles = answer.ok ? vehiclesFromStore(answer.value, code) : answer;
  if (!vehicles.ok) {
    console.error(`bp-configurator: could not load the ${code} vehicles:`, vehicles.error);
    return 'vehicle-error';
  }
  if (vehicles.value.products.length === 0) return 'not-found';
  instance.store.set(carAtom, vehicles.value.car);
  return 'ready';
}
