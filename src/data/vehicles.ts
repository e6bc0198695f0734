/** Reads the GetVehiclesInRange answer (spec 3, 7). */
import { modelYearForUrl, type CarInStore } from '../domain/car';
import { asArray, asRecord, asString, at, readList } from '../domain/read';
import { fail, ok, type Result } from './result';

export interface VehiclesInRange {
  car: CarInStore;
  /** The raw product entries; the configurator maps them into configurables. */
  products: unknown[];
}

/** The car and its products for a range code; an answer without the category is an error. */
export function vehiclesFromStore(data: unknown, code: string): Result<VehiclesInRange> {
  const categories = asArray(at(data, 'categories', 'items'));
  if (!categories) return fail('GetVehiclesInRange: categories missing');
  const category = asRecord(categories[0]);
  if (!category) return ok({ car: emptyCar(code), products: [] });
  const year = asString(category.year) ?? '';
  const products = readList(at(category, 'products', 'items'), asRecord);
  return ok({
    car: {
      code,
      displayName: asString(category.name) ?? code,
      modelYear: year,
      nameForUrl: asString(category.url_key) ?? code,
      modelYearForUrl: modelYearForUrl(year),
    },
    products,
  });
}

function emptyCar(code: string): CarInStore {
  return { code, displayName: code, modelYear: '', nameForUrl: code, modelYearForUrl: '' };
}
