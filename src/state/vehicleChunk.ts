/**
 * The vehicle route's code (issue 31.4): a range's load for the configurator, the readers of its
 * vehicles, prices and accessories, the catalog and pricing rules and the build's derived atoms
 * (state/vehicle.ts and what only it imports) are a chunk of their own, so that the selector's first
 * module evaluates less before its first paint. A vehicle route asks for it in the element's first
 * task, beside the store queries (state/instance.ts); the selector once the page is idle after its
 * first paint (state/loaders.ts, prefetchRangesAtom), so that opening a range waits for no code.
 */
import { loadChunk } from '../host/loadChunk';

type VehicleChunk = typeof import('./vehicle');

let loading: Promise<VehicleChunk | null> | null = null;

/**
 * The vehicle route's chunk, or null (logged once) when it cannot be fetched after its retries (spec 8:
 * the vehicle error page). One fetch for the page; a failure is not kept, so 'Try again' asks anew.
 */
export function loadVehicleChunk(): Promise<VehicleChunk | null> {
  loading ??= loadChunk(() => import('./vehicle')).catch((error: unknown) => {
    console.error('bp-configurator: a part of the page could not be loaded', error);
    loading = null;
    return null;
  });
  return loading;
}
