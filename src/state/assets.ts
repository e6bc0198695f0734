/**
 * Asset listings per element instance: each URL is fetched once and kept, so
 * the desktop hero, the mobile heroes and the key features share one request.
 * Reading never blocks rendering: a listing is null until it has arrived.
 */
import { atom, useSetAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { fetchAssetListing, type AssetListing } from '../data/assets';
import { previewRequestHeaders } from '../host/preview';
import { instanceOf } from './instance';

interface CacheEntry {
  promise: Promise<AssetListing>;
  value: AssetListing | null;
}

/** The instance's listings by URL (a new map for each URL added: the atom's value is never changed in place). */
const assetListingsAtom = atom<ReadonlyMap<string, CacheEntry>>(new Map<string, CacheEntry>());

/** The instance's listing at a URL, fetching it on first use. */
export const loadAssetListingAtom = atom(null, (get, set, url: string): Promise<AssetListing> => {
  const existing = get(assetListingsAtom).get(url);
  if (existing) return existing.promise;
  const entry: CacheEntry = { promise: fetchAssetListing(url, undefined, previewRequestHeaders(instanceOf(get).config)), value: null };
  entry.promise = entry.promise.then((listing) => {
    entry.value = listing;
    return listing;
  });
  set(assetListingsAtom, (cache) => new Map(cache).set(url, entry));
  return entry.promise;
});

/** The listing when it has already arrived, else null. */
function cachedAssetListing(store: ReturnType<typeof useStore>, url: string): AssetListing | null {
  return store.get(assetListingsAtom).get(url)?.value ?? null;
}

/** A listing for rendering: null while it loads (or with no URL); an empty listing when it failed. */
export function useAssetListing(url: string | null): AssetListing | null {
  const store = useStore();
  const loadAssetListing = useSetAtom(loadAssetListingAtom);
  const [loaded, setLoaded] = useState<{ url: string; listing: AssetListing } | null>(null);
  useEffect(() => {
    if (!url || cachedAssetListing(store, url)) return;
    let live = true;
    void loadAssetListing(url).then((listing) => {
      if (live) setLoaded({ url, listing });
    });
    return () => {
      live = false;
    };
  }, [store, loadAssetListing, url]);
  if (!url) return null;
  return cachedAssetListing(store, url) ?? (loaded?.url === url ? loaded.listing : null);
}
