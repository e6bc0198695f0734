/**
 * Asset listings per element instance: each URL is fetched once and kept, so
 * the desktop hero, the mobile heroes and the key features share one request.
 * Reading never blocks rendering: a listing is null until it has arrived.
 */
import { atom } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchAssetListing, type AssetListing } from '../data/assets';
import { previewRequestHeaders } from '../host/preview';
import { useInstance, type Instance } from './instance';

interface CacheEntry {
  promise: Promise<AssetListing>;
  value: AssetListing | null;
}

/** The instance's listings by URL (a new map for each URL added: the atom's value is never changed in place). */
const assetListingsAtom = atom<ReadonlyMap<string, CacheEntry>>(new Map<string, CacheEntry>());

/** The instance's listing at a URL, fetching it on first use. */
export function loadAssetListing(instance: Instance, url: string): Promise<AssetListing> {
  const existing = instance.store.get(assetListingsAtom).get(url);
  if (existing) return existing.promise;
  const entry: CacheEntry = { promise: fetchAssetListing(url, undefined, previewRequestHeaders(instance.config)), value: null };
  entry.promise = entry.promise.then((listing) => {
    entry.value = listing;
    return listing;
  });
  instance.store.set(assetListingsAtom, (cache) => new Map(cache).set(url, entry));
  return entry.promise;
}

/** The listing when it has already arrived, else null. */
export function cachedAssetListing(instance: Instance, url: string): AssetListing | null {
  return instance.store.get(assetListingsAtom).get(url)?.value ?? null;
}

/** A listing for rendering: null while it loads (or with no URL); an empty listing when it failed. */
export function useAssetListing(url: string | null): AssetListing | null {
  const instance = useInstance();
  const [loaded, setLoaded] = useState<{ url: string; listing: AssetListing } | null>(null);
  useEffect(() => {
    if (!url || cachedAssetListing(instance, url)) return;
    let live = true;
    void loadAssetListing(instance, url).then((listing) => {
      if (live) setLoaded({ url, listing });
    });
    return () => {
      live = false;
    };
  }, [instance, url]);
  if (!url) return null;
  return cachedAssetListing(instance, url) ?? (loaded?.url === url ? loaded.listing : null);
}
