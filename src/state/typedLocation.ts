/** The settings modal's typed location (spec 5), apart from state/settings.ts so its look-up stays in the modal's chunk. */
import { searchLocations } from '../data/locationLookup';
import { locationFromTyped, type TypedLocation } from '../domain/location';

/** The place typed text names, looked up at the location endpoint (spec 5); a failed look-up reads as no match. */
export async function findTypedLocation(endpoint: string, text: string): Promise<TypedLocation> {
  const found = await searchLocations(endpoint, text);
  return locationFromTyped(text, found.ok ? found.value : []);
}
