/**
 * Hints in the page's head that start fetches before the element asks for them: the script
 * chunks a route needs (modulepreload: fetched and compiled in parallel, not found one after
 * another as each chunk's imports are read) and the first screen's largest picture (an image
 * preload with high priority). A hint already in the head is not added again.
 */

function addHint(attributes: Record<string, string>): void {
  if (typeof document === 'undefined' || !document.head) return;
  const href = attributes.href!;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${attributes.rel}"]`)) if (link.href === href) return;
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** Module preload hints for script chunks, by their URLs. */
export function preloadModules(urls: readonly string[]): void {
  for (const href of urls) addHint({ rel: 'modulepreload', href });
}

/** A high-priority preload of a picture the first screen shows. */
export function preloadImage(url: string): void {
  addHint({ rel: 'preload', as: 'image', href: new URL(url, document.baseURI).href, fetchpriority: 'high' });
}

/**
 * The chunks the vehicle route's (state/vehicle.ts), the configurator screen's and the build-planning
 * chunks import, relative to the element's module: the build writes the list in place of this string
 * (rollup.config.mjs, vehicleChunks); unbuilt (the unit tests), there are none. Those three chunks
 * themselves are not hinted but imported (their loads retry; a hint would be one more fetch of a chunk that fails).
 */
const VEHICLE_CHUNKS = '__BP_VEHICLE_CHUNKS__';

/** Module preload hints for the chunks the vehicle route's own chunks import. */
export function preloadVehicleChunks(): void {
  if (!VEHICLE_CHUNKS.startsWith('[')) return;
  preloadModules((JSON.parse(VEHICLE_CHUNKS) as string[]).map((path) => new URL(path, import.meta.url).href));
}
