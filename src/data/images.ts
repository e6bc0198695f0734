/** URLs of images the landing page shows (the configurator's come from the asset API). */

/** Joins a base URL (possibly empty, meaning the page origin) and an absolute path. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/** A range's hero image on the vehicle selector. */
export function rangeHeroUrl(assetBase: string, code: string): string {
  return joinUrl(assetBase, `/content/dam/mmal/vehicles/${encodeURIComponent(code)}/hero.svg`);
}
