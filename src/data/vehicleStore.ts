/**
 * A range's configurator data from the store (spec 7): its vehicles with their prices, one offer
 * key's prices, its accessories and the store config, read into domain values. With the vehicle
 * route's code (state/vehicle.ts), not in the first module: the queries themselves start earlier
 * (data/store.ts, startRouteQueries) and wait in the client for these readers.
 */
import { orderConfigurables } from '../domain/selection';
import type { CarInStore } from '../domain/car';
import type { Accessory, Configurable, OfferKey, StoreDisclaimers, VehicleRange } from '../domain/types';
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
  getStoreConfigDetailsQuery,
  getVehiclesInRangeQuery,
  vehicleOffersQueries,
} from './queries';
import type { StoreClient as Client } from './client';
import type { Result } from './result';
import { queryStore } from './store';
import { vehiclesFromStore } from './vehicles';

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
