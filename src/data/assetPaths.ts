/**
 * Where the AEM asset API and the DAM keep a vehicle's and an accessory's
 * images and content fragments (spec 7, 9). The one definition of every slug
 * rule; demo/store/assetPaths.mjs mirrors it for the demo server and
 * test/server/assetPaths.test.ts proves the two agree.
 *
 * A vehicle folder is
 *   mmal/vehicles/{nameForUrl}/{modelYearForUrl}/{subrange.path}/{model}/{drive}/{fuel}/{transmission}
 * where model = slugify(name + ' ' + body_style), drive/fuel/transmission = slugify(drive_type/fuel_type/transmission).
 */

/** Exterior view angles, in the order the gallery shows them (spec 9). */
export const VIEW_ANGLES = [
  '3-4-front',
  'side',
  '3-4-right-rear',
  'rear-full',
  'rear-left',
  'flank-left',
  '3-4-left-front',
  'front-full',
  'roof-left',
] as const;
/** Interior view angles; interior file and folder names carry the 'int' view context prefix (spec 9). */
export const INTERIOR_VIEW_ANGLES = ['front-full', 'side', 'rear-full'] as const;

/** Prefix of interior folders and images: the 'int' view context (spec 9). */
export const INTERIOR_PREFIX = 'int-';

/** Asset list limit (spec 9). */
export const ASSET_LIST_LIMIT = 10000;

/** The path segment for a store value: lower case, '+' as 'plus', '&' as 'and', other runs of non-alphanumerics as one '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The model year as asset paths spell it: the year with its dashes removed (spec 3). */
export function yearSegment(year: string): string {
  return year.replace(/-/g, '');
}

/** What a vehicle folder is built from: the range category and one configurable's attributes. */
export interface VehiclePathParts {
  /** The range category's url_key. */
  nameForUrl: string;
  /** The range category's year with dashes removed. */
  modelYearForUrl: string;
  /** subrange.path as the store gives it. */
  subrangePath: string;
  name: string;
  bodyStyle: string | null;
  driveType: string | null;
  fuelType: string | null;
  transmission: string | null;
}

/** The model segment: the configurable's name and body style, e.g. 'glx-plus-double-cab'. */
export function modelSegment(name: string, bodyStyle: string | null): string {
  return slugify(`${name} ${bodyStyle ?? ''}`);
}

/** The folder under the DAM root of one configurable, e.g. 'mmal/vehicles/triton/2025/pick-up/gls-double-cab/4wd/diesel/6-speed-automatic'. */
export function vehicleFolder(parts: VehiclePathParts): string {
  return [
    'mmal/vehicles',
    parts.nameForUrl,
    parts.modelYearForUrl,
    parts.subrangePath,
    modelSegment(parts.name, parts.bodyStyle),
    slugify(parts.driveType ?? ''),
    slugify(parts.fuelType ?? ''),
    slugify(parts.transmission ?? ''),
  ].join('/');
}

/** Joins a base URL (empty means the page origin) and an absolute path. */
export function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/** The variant listing: key-features fragment, colour thumbnails and the exterior and interior folders. */
export function variantListingUrl(assetBase: string, parts: VehiclePathParts): string {
  return joinUrl(assetBase, `/api/assets/${vehicleFolder(parts)}.json`);
}

/** The listing of one exterior colour's images, one per view angle. */
export function exteriorListingUrl(assetBase: string, parts: VehiclePathParts, exteriorSlug: string): string {
  return joinUrl(assetBase, `/api/assets/${vehicleFolder(parts)}/${exteriorSlug}.json`);
}

/** One exterior image, e.g. fileName '3-4-front.svg' as the listing names it. */
export function exteriorImageUrl(assetBase: string, parts: VehiclePathParts, exteriorSlug: string, fileName: string): string {
  return joinUrl(assetBase, `/content/dam/${vehicleFolder(parts)}/${exteriorSlug}/${fileName}`);
}

/** The listing of one interior's images ('int-' folder). */
export function interiorListingUrl(assetBase: string, parts: VehiclePathParts, interiorSlug: string): string {
  return joinUrl(assetBase, `/api/assets/${vehicleFolder(parts)}/${INTERIOR_PREFIX}${interiorSlug}.json`);
}

/** One interior image, e.g. fileName 'int-front-full.svg' as the listing names it. */
export function interiorImageUrl(assetBase: string, parts: VehiclePathParts, interiorSlug: string, fileName: string): string {
  return joinUrl(assetBase, `/content/dam/${vehicleFolder(parts)}/${INTERIOR_PREFIX}${interiorSlug}/${fileName}`);
}

/** The image file name of an exterior view angle. */
export function exteriorImageName(angle: string): string {
  return `${angle}.svg`;
}

/** The image file name of an interior view angle. */
export function interiorImageName(angle: string): string {
  return `${INTERIOR_PREFIX}${angle}.svg`;
}

/** A range's accessory image listing (spec 7). */
export function accessoryListingUrl(assetBase: string, nameForUrl: string, modelYearForUrl: string): string {
  return joinUrl(assetBase, `/api/assets/mmal/accessories/${nameForUrl}/${modelYearForUrl}.json?limit=${ASSET_LIST_LIMIT}`);
}

/** The listing of accessory images shared by every range (spec 7). */
export function generalAccessoryListingUrl(assetBase: string): string {
  return joinUrl(assetBase, `/api/assets/mmal/accessories/general.json?limit=${ASSET_LIST_LIMIT}`);
}

/** An accessory image named by a range listing. */
export function accessoryImageUrl(assetBase: string, nameForUrl: string, modelYearForUrl: string, fileName: string): string {
  return joinUrl(assetBase, `/content/dam/mmal/accessories/${nameForUrl}/${modelYearForUrl}/${fileName}`);
}

/** An accessory image named by the general listing. */
export function generalAccessoryImageUrl(assetBase: string, fileName: string): string {
  return joinUrl(assetBase, `/content/dam/mmal/accessories/general/${fileName}`);
}

/** A build-and-price content fragment, e.g. 'genuine-parts', 'mmba', 'diamond-advantage' (spec 7). */
export function contentFragmentUrl(contentBase: string, name: string): string {
  return joinUrl(contentBase, `/api/assets/mmal/content-fragments/build-and-price/${name}.json`);
}

/** The listing of a range's key-features fragments, one per configurable. */
export function keyFeaturesListingUrl(contentBase: string, nameForUrl: string, modelYearForUrl: string): string {
  return contentFragmentUrl(contentBase, `key-features/${nameForUrl}/${modelYearForUrl}`);
}

/** The name of a configurable's key-features fragment: its vehicle folder below the year, dashed. */
export function keyFeaturesFragmentName(parts: VehiclePathParts): string {
  return vehicleFolder(parts).split('/').slice(4).join('-');
}

/** A range's hero image on the vehicle selector. */
export function heroImageUrl(assetBase: string, code: string): string {
  return joinUrl(assetBase, `/content/dam/mmal/vehicles/${code}/hero.svg`);
}

/** A swatch thumbnail; mediaBase is the store's media folder (storeConfig secure_base_media_url, '.../media/'). */
export function swatchUrl(mediaBase: string, optionSlug: string): string {
  return joinUrl(mediaBase, `/catalog/swatch/${optionSlug}.svg`);
}

/** A model's specifications PDF in the DAM, named by the model sku (spec 7). */
export function specificationsPdfUrl(assetBase: string, modelSku: string): string {
  return joinUrl(assetBase, `/content/dam/mmal/specifications/${encodeURIComponent(modelSku)}.pdf`);
}

/** An image the variant listing names (spec 7.9), e.g. a colour's '{exterior slug}.svg' in the vehicle folder. */
export function variantImageUrl(assetBase: string, parts: VehiclePathParts, fileName: string): string {
  return joinUrl(assetBase, `/content/dam/${vehicleFolder(parts)}/${fileName}`);
}
