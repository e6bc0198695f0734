/**
 * The variant listing (spec 7.9): the AEM asset API's listing of one variant's folder,
 * `{range}/{year}/{subrange}/{name}/{drive}/{fuel}/{transmission}.json`
 * (assetPaths.variantListingUrl). Its `assets/asset` entities name the variant's images
 * (a colour's picture is `{exterior slug}.svg`, shown as the sticky header's thumbnail) and its
 * key-features content fragment (`properties.contentFragment`, `properties.elements.main.value`),
 * shown in the Model group's 'Key Features'. When the listing is absent (404), slow, broken or
 * names nothing usable, this reads null and the element shows what it showed before: the
 * colour's front three-quarter exterior image and the range's key-features fragment.
 */
import type { KeyFeature } from '../domain/types';
import { keyFeaturesFromListing, type AssetListing } from './assets';

/** What a variant listing names, as the screen uses it. */
export interface VariantListing {
  /** Image file names with their URLs, in listing order. */
  images: readonly { fileName: string; url: string }[];
  /** The variant's key-features fragment, or null when it names none. */
  keyFeature: KeyFeature | null;
}

/**
 * A file name the DAM folder may hold: no scheme ('javascript:'), no path, no query, a picture's
 * extension. Anything else a listing names is left out, never turned into a URL.
 */
const SAFE_IMAGE_NAME = /^[a-z0-9][a-z0-9._-]{0,199}\.(svg|png|jpe?g|webp|avif)$/i;

/** The images and key features a variant listing names; null when it names neither (the caller falls back). */
export function variantListingOf(listing: AssetListing, urlOf: (fileName: string) => string): VariantListing | null {
  const images = listing.entities
    .filter((e) => e.isAsset && !e.contentFragment && SAFE_IMAGE_NAME.test(e.name))
    .map((e) => ({ fileName: e.name, url: urlOf(e.name) }));
  const keyFeature = keyFeaturesFromListing(listing)[0] ?? null;
  return images.length === 0 && !keyFeature ? null : { images, keyFeature };
}

/** The picture a listing names for a colour (`{exterior slug}.{extension}`), or null. */
export function listedColourImage(listing: VariantListing | null, exteriorSlug: string | null | undefined): string | null {
  if (!listing || !exteriorSlug) return null;
  return listing.images.find((image) => image.fileName.replace(/\.[a-z]+$/i, '') === exteriorSlug)?.url ?? null;
}
