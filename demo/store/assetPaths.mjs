// @ts-check
/**
 * Mirror of src/data/assetPaths.ts for the demo server (Node 20 cannot import .ts).
 * Keep the two identical in behaviour: test/server/assetPaths.test.ts compares them.
 *
 * Where the AEM asset API and the DAM keep a vehicle's and an accessory's
 * images and content fragments (spec 7, 9).
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
];

/** Interior view angles; interior file and folder names carry the 'int' view context prefix (spec 9). */
export const INTERIOR_VIEW_ANGLES = ['front-full', 'side', 'rear-full'];

/** Prefix of interior folders and images: the 'int' view context (spec 9). */
export const INTERIOR_PREFIX = 'int-';

/** Asset list limit (spec 9). */
export const ASSET_LIST_LIMIT = 10000;

/**
 * The path segment for a store value: lower case, '+' as 'plus', '&' as 'and', other runs of non-alphanumerics as one '-'.
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The model year as asset paths spell it: the year with its dashes removed (spec 3).
 * @param {string} year
 * @returns {string}
 */
export function yearSegment(year) {
  return year.replace(/-/g, '');
}

/**
 * What a vehicle folder is built from: the range category and one configurable's attributes.
 * @typedef {{ nameForUrl: string, modelYearForUrl: string, subrangePath: string, name: string,
 *   bodyStyle: string | null, driveType: string | null, fuelType: string | null, transmission: string | null }} VehiclePathParts
 */

/**
 * The model segment: the configurable's name and body style, e.g. 'glx-plus-double-cab'.
 * @param {string} name
 * @param {string | null} bodyStyle
 * @returns {string}
 */
export function modelSegment(name, bodyStyle) {
  return slugify(`${name} ${bodyStyle ?? ''}`);
}

/**
 * The folder under the DAM root of one configurable, e.g. 'mmal/vehicles/triton/2025/pick-up/gls-double-cab/4wd/diesel/6-speed-automatic'.
 * @param {VehiclePathParts} parts
 * @returns {string}
 */
export function vehicleFolder(parts) {
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

/**
 * Joins a base URL (empty means the page origin) and an absolute path.
 * @param {string} base
 * @param {string} path
 * @returns {string}
 */
export function joinUrl(base, path) {
  return base.replace(/\/+$/, '') + '/' + path.replace(/^\/+/, '');
}

/**
 * The variant listing: key-features fragment, colour thumbnails and the exterior and interior folders.
 * @param {string} assetBase
 * @param {VehiclePathParts} parts
 * @returns {string}
 */
export function variantListingUrl(assetBase, parts) {
  return joinUrl(assetBase, `/api/assets/${vehicleFolder(parts)}.json`);
}

/**
 * An image the variant listing names (spec 7.9), e.g. a colour's '{exterior slug}.svg' in the vehicle folder.
 * @param {string} assetBase
 * @param {VehiclePathParts} parts
 * @param {string} fileName
 * @returns {string}
 */
export function variantImageUrl(assetBase, parts, fileName) {
  return joinUrl(assetBase, `/content/dam/${vehicleFolder(parts)}/${fileName}`);
}

/**
 * The listing of one exterior colour's images, one per view angle.
 * @param {string} assetBase
 * @param {VehiclePathParts} parts
 * @param {string} exteriorSlug
 * @returns {string}
 */
export function exteriorListingUrl(assetBase, parts, exteriorSlug) {
  return joinUrl(assetBase, `/api/assets/${vehicleFolder(parts)}/${exteriorSlug}.json`);
}

/**
 * One exterior image, e.g. fileName '3-4-front.svg' as the listing names it.
 * @param {string} assetBase
 * @param {VehiclePathParts} parts
 * @param {string} exteriorSlug
 * @param {string} fileName
 * @returns {string}
 */
export function exteriorImageUrl(assetBase, parts, exteriorSlug, fileName) {
  return joinUrl(assetBase, `/content/dam/${vehicleFolder(parts)}/${exteriorSlug}/${fileName}`);
}

/**
 * The listing of one interior's images ('int-' folder).
 * @param {string} assetBase
 * @param {VehiclePathParts} parts
 * @param {string} interiorSlug
 * @returns {string}
 */
export function interiorListingUrl(assetBase, parts, interiorSlug) {
  return joinUrl(assetBase, `/api/assets/${vehicleFolder(parts)}/${INTERIOR_PREFIX}${interiorSlug}.json`);
}

/**
 * One interior image, e.g. fileName 'int-front-full.svg' as the listing names it.
 * @param {string} assetBase
 * @param {VehiclePathParts} parts
 * @param {string} interiorSlug
 * @param {string} fileName
 * @returns {string}
 */
export function interiorImageUrl(assetBase, parts, interiorSlug, fileName) {
  return joinUrl(assetBase, `/content/dam/${vehicleFolder(parts)}/${INTERIOR_PREFIX}${interiorSlug}/${fileName}`);
}

/**
 * The image file name of an exterior view angle.
 * @param {string} angle
 * @returns {string}
 */
export function exteriorImageName(angle) {
  return `${angle}.svg`;
}

/**
 * The image file name of an interior view angle.
 * @param {string} angle
 * @returns {string}
 */
export function interiorImageName(angle) {
  return `${INTERIOR_PREFIX}${angle}.svg`;
}

/**
 * A range's accessory image listing (spec 7).
 * @param {string} assetBase
 * @param {string} nameForUrl
 * @param {string} modelYearForUrl
 * @returns {string}
 */
export function accessoryListingUrl(assetBase, nameForUrl, modelYearForUrl) {
  return joinUrl(assetBase, `/api/assets/mmal/accessories/${nameForUrl}/${modelYearForUrl}.json?limit=${ASSET_LIST_LIMIT}`);
}

/**
 * The listing of accessory images shared by every range (spec 7).
 * @param {string} assetBase
 * @returns {string}
 */
export function generalAccessoryListingUrl(assetBase) {
  return joinUrl(assetBase, `/api/assets/mmal/accessories/general.json?limit=${ASSET_LIST_LIMIT}`);
}

/**
 * An accessory image named by a range listing.
 * @param {string} assetBase
 * @param {string} nameForUrl
 * @param {string} modelYearForUrl
 * @param {string} fileName
 * @returns {string}
 */
export function accessoryImageUrl(assetBase, nameForUrl, modelYearForUrl, fileName) {
  return joinUrl(assetBase, `/content/dam/mmal/accessories/${nameForUrl}/${modelYearForUrl}/${fileName}`);
}

/**
 * An accessory image named by the general listing.
 * @param {string} assetBase
 * @param {string} fileName
 * @returns {string}
 */
export function generalAccessoryImageUrl(assetBase, fileName) {
  return joinUrl(assetBase, `/content/dam/mmal/accessories/general/${fileName}`);
}

/**
 * A build-and-price content fragment, e.g. 'genuine-parts', 'mmba', 'diamond-advantage' (spec 7).
 * @param {string} contentBase
 * @param {string} name
 * @returns {string}
 */
export function contentFragmentUrl(contentBase, name) {
  return joinUrl(contentBase, `/api/assets/mmal/content-fragments/build-and-price/${name}.json`);
}

/**
 * The listing of a range's key-features fragments, one per configurable.
 * @param {string} contentBase
 * @param {string} nameForUrl
 * @param {string} modelYearForUrl
 * @returns {string}
 */
export function keyFeaturesListingUrl(contentBase, nameForUrl, modelYearForUrl) {
  return contentFragmentUrl(contentBase, `key-features/${nameForUrl}/${modelYearForUrl}`);
}

/**
 * The name of a configurable's key-features fragment: its vehicle folder below the year, dashed.
 * @param {VehiclePathParts} parts
 * @returns {string}
 */
export function keyFeaturesFragmentName(parts) {
  return vehicleFolder(parts).split('/').slice(4).join('-');
}

/**
 * A range's hero image on the vehicle selector.
 * @param {string} assetBase
 * @param {string} code
 * @returns {string}
 */
export function heroImageUrl(assetBase, code) {
  return joinUrl(assetBase, `/content/dam/mmal/vehicles/${code}/hero.svg`);
}

/**
 * A swatch thumbnail; mediaBase is the store's media folder (storeConfig secure_base_media_url, '.../media/').
 * @param {string} mediaBase
 * @param {string} optionSlug
 * @returns {string}
 */
export function swatchUrl(mediaBase, optionSlug) {
  return joinUrl(mediaBase, `/catalog/swatch/${optionSlug}.svg`);
}

/**
 * A model's specifications PDF in the DAM, named by the model sku (spec 7).
 * @param {string} assetBase
 * @param {string} modelSku
 * @returns {string}
 */
export function specificationsPdfUrl(assetBase, modelSku) {
  return joinUrl(assetBase, `/content/dam/mmal/specifications/${encodeURIComponent(modelSku)}.pdf`);
}
