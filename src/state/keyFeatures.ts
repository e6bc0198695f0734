/**
 * The range's key features (spec 3): its content fragments in the DAM, listed once per
 * instance and read as entries that the model line and the grade comparison match a build to.
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { keyFeaturesListingUrl } from '../data/assetPaths';
import { keyFeaturesFromListing } from '../data/assets';
import type { KeyFeature } from '../domain/types';
import { useAssetListing } from './assets';
import { carAtom } from './atoms';
import { useInstance } from './instance';

/** The range's key-feature entries: empty while they load, without a range, or when the listing failed. */
export function useKeyFeatures(): KeyFeature[] {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const url = car ? keyFeaturesListingUrl(config.contentBase, car.nameForUrl, car.modelYearForUrl) : null;
  const listing = useAssetListing(url);
  return useMemo(() => (listing ? keyFeaturesFromListing(listing) : []), [listing]);
}
