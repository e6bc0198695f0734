/**
 * The chosen variant's listing (spec 7.9, data/variantListing.ts): fetched once per variant
 * folder through the instance's listing cache when a screen part that uses it renders (the
 * sticky header and the Model group's key features, both after the first price), never on the
 * first price's path. Null while it loads, when it is absent or names nothing: callers fall back.
 */
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { variantImageUrl, variantListingUrl } from '../data/assetPaths';
import { vehiclePathParts } from '../data/assets';
import { listedColourImage, variantListingOf, type VariantListing } from '../data/variantListing';
import { chosenOptionValue } from '../domain/selection';
import { useAssetListing } from './assets';
import { carAtom } from './atoms';
import { resolvedAtom } from './configurator';
import { useInstance } from './instance';

export function useVariantListing(): VariantListing | null {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const configurable = useAtomValue(resolvedAtom)?.configurable ?? null;
  const parts = useMemo(() => (car && configurable ? vehiclePathParts(car, configurable) : null), [car, configurable]);
  const listing = useAssetListing(parts ? variantListingUrl(config.assetBase, parts) : null);
  return useMemo(
    () => (listing && parts ? variantListingOf(listing, (file) => variantImageUrl(config.assetBase, parts, file)) : null),
    [listing, parts, config.assetBase],
  );
}

/** The chosen colour's picture the variant listing names (`{exterior slug}.svg`), or null (the caller shows the front 3/4 image). */
export function useListedColourImage(): string | null {
  const listing = useVariantListing();
  const resolved = useAtomValue(resolvedAtom);
  return useMemo(() => {
    const colour = resolved ? chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode') : null;
    return listedColourImage(listing, colour?.optionSlug);
  }, [listing, resolved]);
}
