/**
 * Accessory images from the AEM asset listings (spec 7): the range's listing and the
 * general one, each fetched once per URL. A failed, non-200 or empty listing gives no
 * images (spec 8); the cards keep their reserved space and show no picture.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import {
  accessoryImageUrl,
  accessoryListingUrl,
  generalAccessoryImageUrl,
  generalAccessoryListingUrl,
} from '../../../data/assetPaths';
import { asArray, asString, at } from '../../../data/read';
import { carAtom } from '../../../state/atoms';
import { useInstance } from '../../../state/instance';

const listings = new Map<string, Promise<string[]>>();

/** The asset names of a Siren listing's `assets/asset` entities; [] on any failure. */
export function listingNames(body: unknown): string[] {
  return (asArray(at(body, 'entities')) ?? []).flatMap((entity) => {
    const classes = asArray(at(entity, 'class')) ?? [];
    const name = asString(at(entity, 'properties', 'name'));
    return classes.includes('assets/asset') && name ? [name] : [];
  });
}

function fetchListing(url: string): Promise<string[]> {
  const cached = listings.get(url);
  if (cached) return cached;
  const pending = fetch(url)
    .then((response) => (response.ok ? response.json() : null))
    .then(listingNames)
    .catch((error: unknown) => {
      console.warn(`bp-configurator: accessory images unavailable (${url}):`, error);
      return [];
    })
    .then((names) => {
      if (names.length === 0) listings.delete(url);
      return names;
    });
  listings.set(url, pending);
  return pending;
}

function stem(name: string): string {
  return name.replace(/\.[a-z0-9]+$/i, '');
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
  const rangeUrl = car ? accessoryListingUrl(config.assetBase, car.nameForUrl, car.modelYearForUrl) : null;
  const generalUrl = generalAccessoryListingUrl(config.assetBase);
  const [names, setNames] = useState<{ for: string; range: string[]; general: string[] } | null>(null);

  useEffect(() => {
    if (!rangeUrl) return;
    let live = true;
    void Promise.all([fetchListing(rangeUrl), fetchListing(generalUrl)]).then(([range, general]) => {
      if (live) setNames({ for: rangeUrl, range, general });
    });
    return () => {
      live = false;
    };
  }, [rangeUrl, generalUrl]);

  const index = useMemo(() => {
    const map = new Map<string, string>();
    if (!car || !names || names.for !== rangeUrl) return map;
    for (const name of names.general) map.set(stem(name), generalAccessoryImageUrl(config.assetBase, name));
    for (const name of names.range) map.set(stem(name), accessoryImageUrl(config.assetBase, car.nameForUrl, car.modelYearForUrl, name));
    return map;
  }, [car, names, rangeUrl, config.assetBase]);

  return useMemo(() => (sku: string, key: string) => imagesOf(index, sku, key), [index]);
}
