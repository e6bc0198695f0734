/**
 * The store facade: one function per use case asks the store through the instance's
 * client and returns domain values (or why there are none), so that src/state only
 * orchestrates and sets atoms. Which query serves which customer type, the parsers and
 * the assembly of configurables with their prices live here, never in a caller.
 */
import { orderConfigurables } from '../domain/selection';
import type { CarInStore } from '../domain/car';
import type { Accessory, Configurable, Offer, OfferKey, StoreDisclaimers, VehicleRange } from '../domain/types';
import {
  accessoriesFromStore,
  configurablesFromStore,
  rangeOffersFromStore,
  storeDisclaimersFromStore,
  withOffers,
  type RangeOffers,
} from './catalog';
import {
  accessoriesUrlKey,
  getAccessoriesInRangeQuery,
  getAllVehicleRangesQuery,
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
  vehicleOffersQueries,
} from './queries';
import type { StoreClient as Client } from './client';
import { rangesFromStore } from './ranges';
import { fail, ok, type Result } from './result';
import { vehiclesFromStore } from './vehicles';

/** One query's data, or the transport or GraphQL error as text; never throws. */
async function queryStore(client: Client, document: string, variables: Readonly<Record<string, unknown>>): Promise<Result<unknown>> {
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

/** A range's car and its configurables, priced for one offer key, in the range's order. */
export interface RangeVehicles {
  car: CarInStore;
  configurables: Configurable[];
}

/**
 * A range's vehicles and their prices for `key` (spec 7 GetVehiclesInRange and the offer
 * query for that key), asked for at once; a failure of either is the failure. An empty list is a value: the caller sends the
 * visitor to the selector (spec 4).
 */
export async function fetchVehicles(client: Client, range: VehicleRange, key: OfferKey): Promise<Result<RangeVehicles>> {
  const [vehiclesAnswer, prices] = await Promise.all([
    queryStore(client, getVehiclesInRangeQuery, { ids: [range.uid] }),
    fetchOffers(client, range, key),
  ]);
  const vehicles = vehiclesAnswer.ok ? vehiclesFromStore(vehiclesAnswer.value, range.code) : vehiclesAnswer;
  if (!vehicles.ok) return vehicles;
  if (!prices.ok) return prices;
  const configurables = orderConfigurables(range.code, withOffers(configurablesFromStore(vehicles.value.products), prices.value));
  return { ok: true, value: { car: vehicles.value.car, configurables } };
}

/** One offer key's prices of a range (a customer type's switch adds them to the loaded range). */
export async function fetchOffers(client: Client, range: VehicleRange, key: OfferKey): Promise<Result<RangeOffers>> {
  const answer = await queryStore(client, vehicleOffersQueries[key], { ids: [range.uid] });
  return answer.ok ? rangeOffersFromStore(answer.value, key) : answer;
}

/** A range's accessories (spec 7 GetAccessoriesInRange). */
export async function fetchAccessories(client: Client, range: VehicleRange): Promise<Result<Accessory[]>> {
  const answer = await queryStore(client, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] });
  return answer.ok ? accessoriesFromStore(answer.value) : answer;
}

/** The store config's disclaimers (spec 7 GetStoreConfigDetails). */
export async function fetchStoreDisclaimers(client: Client): Promise<Result<StoreDisclaimers>> {
  const answer = await queryStore(client, getStoreConfigDetailsQuery, {});
  return answer.ok ? storeDisclaimersFromStore(answer.value) : answer;
}

/**
 * Warms the client's cache with a range's vehicles, their prices for `key`, and its accessories
 * (spec 7), and gives the prices' offers, each variant's (else its model's): the landing card's
 * 'From' price comes from them with no request of its own.
 */
export async function prefetchRange(client: Client, range: VehicleRange, key: OfferKey): Promise<(Offer | null)[]> {
  void queryStore(client, getVehiclesInRangeQuery, { ids: [range.uid] });
  void queryStore(client, getAccessoriesInRangeQuery, { urlKeys: [accessoriesUrlKey(range.code, range.year)] });
  const prices = await fetchOffers(client, range, key);
  if (!prices.ok) return [];
  return [...prices.value.models.values()].flatMap((model) =>
    model.variants.size === 0 ? [model.offer] : [...model.variants.values()].map((offer) => offer ?? model.offer),
  );
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
