/**
 * Accessory images from the AEM asset listings (spec 7): the range's listing and the
 * general one, read through the instance's listing cache. A failed, non-200 or empty
 * listing gives no images (spec 8); the cards keep their reserved space.
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { accessoryImageUrl, accessoryListingUrl, generalAccessoryImageUrl, generalAccessoryListingUrl } from '../data/assetPaths';
import type { AssetListing } from '../data/assets';
import { useAssetListing } from './assets';
import { carAtom } from './atoms';
import { useInstance } from './instance';

function stem(name: string): string {
  return name.replace(/\.[a-z0-9]+$/i, '');
}

function imageNames(listing: AssetListing | null): string[] {
  return (listing?.entities ?? []).filter((e) => e.isAsset && !e.contentFragment).map((e) => e.name);
}

/**
 * Image URLs of a cart sku from an index of asset stems: the colour variant's own image
 * (else the accessory's main image), then the accessory's numbered extra views ('{key}-2', '{key}-3'...).
 */
export function imagesOf(index: ReadonlyMap<string, string>, sku: string, key: string): string[] {
  const main = index.get(sku) ?? index.get(key);
  const extras = [...index.keys()]
    .map((name) => ({ name, n: name.startsWith(`${key}-`) ? Number(name.slice(key.length + 1)) : NaN }))
    .filter((entry) => Number.isInteger(entry.n) && entry.n > 1)
    .sort((a, b) => a.n - b.n)
    .map((entry) => index.get(entry.name)!);
  return main ? [main, ...extras] : extras;
}

/** The accessory images of the loaded range: a function from (sku, key) to image URLs. */
export function useAccessoryImages(): (sku: string, key: string) => string[] {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const range = useAssetListing(car ? accessoryListingUrl(config.assetBase, car.nameForUrl, car.modelYearForUrl) : null);
  const general = useAssetListing(generalAccessoryListingUrl(config.assetBase));

  const index = useMemo(() => {
    const map = new Map<string, string>();
    if (!car) return map;
    for (const name of imageNames(general)) map.set(stem(name), generalAccessoryImageUrl(config.assetBase, name));
    for (const name of imageNames(range))
      map.set(stem(name), accessoryImageUrl(config.assetBase, car.nameForUrl, car.modelYearForUrl, name));
    return map;
  }, [car, range, general, config.assetBase]);

  return useMemo(() => (sku: string, key: string) => imagesOf(index, sku, key), [index]);
}
