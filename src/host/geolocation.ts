/** The browser's position as a promise: coordinates, or null on any failure (no API, denied, timeout). */

/** How long the browser may take to find the visitor. */
const POSITION_TIMEOUT_MS = 10_000;

export function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation || typeof geolocation.getCurrentPosition !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    try {
      geolocation.getCurrentPosition(
        (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
        () => resolve(null),
        { enableHighAccuracy: false, timeout: POSITION_TIMEOUT_MS, maximumAge: 10 * 60_000 },
      );
    } catch {
      resolve(null);
    }
  });
}
