/**
 * The vehicle route's code (issue 31.4): a range's load for the configurator, the readers of its
 * vehicles, prices and accessories, the catalog and pricing rules and the build's derived atoms
 * (state/vehicle.ts and what only it imports) are a chunk of their own, so that the selector's first
 * module evaluates less before its first paint. A vehicle route asks for it in the element's first
 * task, beside the store queries (state/instance.ts); the selector once the page is idle after its
 * first paint (state/loaders.ts, prefetchRangesAtom), so that opening a range waits for no code.
 */
import { chunkOnce } from '../host/loadChunk';

/**
 * The vehicle route's chunk, or null (logged) when it cannot be fetched after its retries (spec 8:
 * the vehicle error page), and the start of its fetch at the element's start (a failure then is told
 * to the route's load, not fetched again before it). One fetch for the page; 'Try again' asks anew.
 */
export const { load: loadVehicleChunk, prefetch: prefetchVehicleChunk } = chunkOnce(() => import('./vehicle'));

/**
 * The build-planning chunk, or null (logged) when it cannot be fetched after its retries (spec 8: the
 * vehicle error page). One fetch for the page: the vehicle's load and the route's screen (which imports
 * it) wait for the same one, asked for with the vehicle route's chunk (the screen's chunk follows it, so
 * asking at the route's first render put the screen's chunk two fetches after the element's start).
 */
export const { load: loadBuildStart, prefetch: prefetchBuildStart } = chunkOnce(() => import('../domain/buildStart'));
