/**
 * The store facade: one function per use case asks the store through the instance's
 * client and returns domain values (or why there are none), so that src/state only
 * orchestrates and sets atoms. Which query serves which customer type, the parsers and
 * the assembly of configurables with their prices live here and in data/vehicleStore.ts,
 * never in a caller. This module is what the first screen needs (the ranges, the landing
 * cards' prices, the queries started before React renders); a range's vehicles, prices,
 * accessories and store config are read in data/vehicleStore.ts, with the vehicle route's code.
 */
import type { Offer, OfferKey, VehicleRange } from '../domain/types';
import {
  accessoriesUrlKey,
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
  vehicleOffersQueries,
} from './queries';
import type { StoreClient as Client } from './client';
import { rangeOfferList } from './offers';
import { rangesFromStore } from './ranges';
import { fail, ok, type Result } from './result';

/** One query's data, or the transport or GraphQL error as text; never throws. */
export async function queryStore(client: Client, document: string, variables: Readonly<Record<string, unknown>>): Promise<Result<unknown>> {
  try {
    const result = await client.query(document, variables);
    if (result.error) return fail(result.error.message);
    return ok(result.data);
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

/** The vehicle ranges of the selector (spec 7 GetAllVehicleRanges). */
export async function fetchRanges(client: Client): Promise<Result<VehicleRange[]>> {
  const answer = await queryStore(client, getAllVehicleRangesQuery, {});
  return answer.ok ? rangesFromStore(answer.value) : answer;
}

/**
 * A range's prices for `key` as the landing card's 'From' price needs them (spec 7): the offers, each
 * variant's (else its model's), with no request of the card's own; the answer stays in the client for the
 * range's configurator.
 */
export async function prefetchRangeOffers(client: Client, range: VehicleRange, key: OfferKey): Promise<(Offer | null)[]> {
  const answer = await queryStore(client, vehicleOffersQueries[key], { ids: [range.uid] });
  return answer.ok ? rangeOfferList(answer.value, key) : [];
}

/** Warms the client's cache with a range's vehicles and accessories (spec 7), so that opening it asks for nothing more. */
export function prefetchRangeVehicles(client: Client, range: VehicleRange): void {
  void queryStore(client, getVehiclesInRangeQuery, { ids: [range.uid] });
  void queryStore(client, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] });
}

/** The queries a range's configurator asks for at once: its vehicles, their prices for `key`, its accessories, the store config. */
function startRangeQueries(client: Client, range: Pick<VehicleRange, 'uid' | 'code' | 'year'>, key: OfferKey): void {
  void queryStore(client, getVehiclesInRangeQuery, { ids: [range.uid] });
  void queryStore(client, vehicleOffersQueries[key], { ids: [range.uid] });
  void queryStore(client, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] });
  void queryStore(client, getStoreConfigDetailsQuery, {});
}

/**
 * Starts, before anything renders (the element's first task), the queries a route's first
 * screen waits for: the ranges, and once they are in, for a vehicle route (`vehicleCode`) the
 * range's vehicles, their prices for `key`, its accessories and the store config (spec 7), all
 * at once. A repeat visit gives the range as the last range list had it (`remembered`): those
 * start at once, beside the ranges, and the fresh list decides: the same range's are the ones
 * already asked for (the client asks each document and variables once), a changed one's are asked
 * anew and the remembered ones are never read. The answers wait in the client for the loaders,
 * which read them as they would have asked; nothing is read here but the ranges.
 */
export function startRouteQueries(
  client: Client,
  vehicleCode: string | null,
  key: OfferKey,
  remembered: Pick<VehicleRange, 'uid' | 'code' | 'year'> | null = null,
): Promise<Result<VehicleRange[]>> {
  const ranges = fetchRanges(client);
  if (vehicleCode === null) return ranges;
  if (remembered?.code === vehicleCode) startRangeQueries(client, remembered, key);
  void ranges.then((answer) => {
    const range = answer.ok ? answer.value.find((entry) => entry.code === vehicleCode) : undefined;
    if (range) startRangeQueries(client, range, key);
  });
  return ranges;
}
