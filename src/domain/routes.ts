/** The element's routes (spec 2): redirects and the continue-build offer. */

/** `/all-new-triton/*` becomes `/triton/*`, keeping the rest of the path and the query (spec 2); null for any other path. */
export function redirectTarget(path: string, search: string): string | null {
  const match = /^\/all-new-triton(\/.*)?$/.exec(path);
  if (!match) return null;
  return `/triton${match[1] ?? ''}${search ? `?${search}` : ''}`;
}

/**
 * Whether the selector offers 'Continue your {model} build?' for a saved build's range:
 * not for the range the visitor just left with 'Change vehicle' (they chose to change it).
 */
export function offersContinueBuild(savedCode: string | null, leftCode: string | null): boolean {
  return savedCode !== null && savedCode !== leftCode;
}

/**
 * The range code a route opens (`/triton/...` → 'triton', through the redirects), or null for
 * the selector and the error page: which range's data the first screen waits for.
 */
export function routeVehicleCode(path: string, search: string): string | null {
  const target = redirectTarget(path, search) ?? path;
  const code = /^\/([^/?]+)/.exec(target)?.[1];
  return code && code !== 'errorPage' ? code : null;
}
