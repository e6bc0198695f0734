/** The vehicle being configured, as the store names it (spec 3, "Car in store"). */
export interface CarInStore {
  /** Range code from the route, e.g. `triton`. */
  code: string;
  displayName: string;
  modelYear: string;
  nameForUrl: string;
  /** The model year with its dash removed, for asset paths. */
  modelYearForUrl: string;
}

/** The model year as asset paths spell it: the year with the dash removed (spec 3). */
export function modelYearForUrl(year: string): string {
  return year.replace(/-/g, '');
}

/** The vehicle's full name as headings show it: range and model, e.g. 'Triton GLS'. */
export function vehicleName(car: Pick<CarInStore, 'displayName'>, modelName: string): string {
  return `${car.displayName} ${modelName}`.trim();
}
