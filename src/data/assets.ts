/**
 * The AEM asset API at the border (spec 7, 8): listings of a DAM folder read
 * into plain entities, exterior and interior images in view-angle order, and
 * key-feature content fragments. Total: a non-200 answer, a body that is not
 * JSON, a listing without entities or a network error all read as an empty
 * listing (logged, never thrown).
 */
import { resilientFetch } from './client';
import type { CarInStore } from '../domain/car';
import type { Configurable, Disclaimer, KeyFeature, ResolvedSelection } from '../domain/types';
import { exteriorImageName, exteriorImageUrl, type VehiclePathParts } from './assetPaths';
import { chosenOptionValue } from '../domain/selection';
import { asArray, asBoolean, asRecord, asString, at, readList, type Json } from '../domain/read';

/** One entity of a listing: an image, a folder or a content fragment. */
export interface AssetEntity {
  name: string;
  title: string | null;
  isAsset: boolean;
  contentFragment: boolean;
  /** A content fragment's elements (`properties.elements`), else null. */
  elements: Json | null;
}

/** A DAM folder listing as the element reads it. */
export interface AssetListing {
  entities: readonly AssetEntity[];
}

export const EMPTY_LISTING: AssetListing = { entities: [] };

function entity(value: unknown): AssetEntity | null {
  const entry = asRecord(value);
  const properties = asRecord(entry?.properties);
  const name = asString(properties?.name);
  if (!entry || !properties || !name) return null;
  const classes = (asArray(entry.class) ?? []).map(asString);
  return {
    name,
    title: asString(properties.title),
    isAsset: classes.includes('assets/asset'),
    contentFragment: asBoolean(properties.contentFragment),
    elements: asRecord(properties.elements),
  };
}

/** Reads a Siren listing; anything without entities is the empty listing. */
export function listingFromJson(json: unknown): AssetListing {
  const entities = asArray(at(json, 'entities'));
  if (!entities) return EMPTY_LISTING;
  return { entities: readList(entities, entity) };
}

/** Fetches and reads one listing (with any extra headers, e.g. preview mode's); every failure gives the empty listing and one log line (spec 8). */
export async function fetchAssetListing(
  url: string,
  fetchFn: typeof fetch = resilientFetch(),
  headers: Record<string, string> = {},
): Promise<AssetListing> {
  try {
    const response = await fetchFn(url, { headers: { ...headers, accept: 'application/json' } });
    if (!response.ok) {
      console.warn(`bp-configurator: asset listing ${url} answered ${response.status}; no images or key features`);
      return EMPTY_LISTING;
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      console.warn(`bp-configurator: asset listing ${url} is not JSON; no images or key features`);
      return EMPTY_LISTING;
    }
    const listing = listingFromJson(json);
    if (listing.entities.length === 0) console.warn(`bp-configurator: asset listing ${url} has no entities`);
    return listing;
  } catch (error) {
    console.warn(`bp-configurator: asset listing ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
    return EMPTY_LISTING;
  }
}

/** An image a listing names, with its view angle and full URL. */
export interface ListedImage {
  fileName: string;
  /** The view angle from the file name, e.g. '3-4-front' (the interior 'int-' prefix removed). */
  angle: string;
  url: string;
}

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;

/**
 * The images of a listing in the given view-angle order (spec 9); images with an
 * unknown angle follow in listing order. `prefix` is the view context's ('int-').
 */
export function imagesFromListing(
  listing: AssetListing,
  angles: readonly string[],
  urlOf: (fileName: string) => string,
  prefix = '',
): ListedImage[] {
  const images = listing.entities
    .filter((e) => e.isAsset && !e.contentFragment && IMAGE_FILE.test(e.name))
    .map((e) => {
      const bare = e.name.replace(IMAGE_FILE, '');
      const angle = prefix && bare.startsWith(prefix) ? bare.slice(prefix.length) : bare;
      return { fileName: e.name, angle, url: urlOf(e.name) };
    });
  const rank = (angle: string) => {
    const i = angles.indexOf(angle);
    return i === -1 ? angles.length : i;
  };
  return images
    .map((image, i) => ({ image, i }))
    .sort((a, b) => rank(a.image.angle) - rank(b.image.angle) || a.i - b.i)
    .map((x) => x.image);
}

function elementText(elements: Json, name: string): string | null {
  const text = asString(at(elements, name, 'value'));
  return text && text.trim() !== '' ? text : null;
}

function fragmentDisclaimers(elements: Json): Disclaimer[] {
  const value = at(elements, 'disclaimers', 'value');
  const list = asArray(value) ?? (asString(value) ? [value] : []);
  return readList(list, (entry): Disclaimer | null => {
    const record = asRecord(entry);
    const text = record ? asString(record.text) : asString(entry);
    return text && text.trim() !== '' ? { marker: record ? (asString(record.marker) ?? '') : '', text } : null;
  });
}

/** The key-feature entries of a fragment listing (spec 3 "Key-feature entry"); fragments without HTML are left out. */
export function keyFeaturesFromListing(listing: AssetListing): KeyFeature[] {
  return listing.entities.flatMap((e): KeyFeature[] => {
    const elements = e.contentFragment ? e.elements : null;
    const html = elements ? elementText(elements, 'main') : null;
    if (!elements || !html) return [];
    return [
      {
        keyFeaturesHtml: html,
        model: elementText(elements, 'model'),
        bodyStyle: elementText(elements, 'bodyStyle'),
        driveAndFuelType: elementText(elements, 'driveAndFuelType'),
        transmission: elementText(elements, 'transmission'),
        disclaimers: fragmentDisclaimers(elements),
      },
    ];
  });
}

/** What a configurable's asset folder is built from (see assetPaths.vehicleFolder). */
export function vehiclePathParts(car: CarInStore, configurable: Configurable): VehiclePathParts {
  return {
    nameForUrl: car.nameForUrl,
    modelYearForUrl: car.modelYearForUrl,
    subrangePath: configurable.subrange?.path ?? '',
    name: configurable.name,
    bodyStyle: configurable.bodyStyle,
    driveType: configurable.driveType,
    fuelType: configurable.fuelType,
    transmission: configurable.transmission,
  };
}

/** The front 3/4 exterior image URL of the chosen colour (the sticky header's thumbnail, setOverrideOffer's image), or null when the colour has no slug. */
export function thumbnailUrl(assetBase: string, car: CarInStore, resolved: ResolvedSelection): string | null {
  const exterior = chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode');
  const slug = exterior?.optionSlug?.trim();
  if (!slug) return null;
  return exteriorImageUrl(assetBase, vehiclePathParts(car, resolved.configurable), slug, exteriorImageName('3-4-front'));
}
