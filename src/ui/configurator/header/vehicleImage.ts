/** The strip's thumbnail: the exterior front 3/4 image of the chosen colour (asset rules in src/data/assetPaths.ts). */
import { exteriorImageName, exteriorImageUrl } from '../../../data/assetPaths';
import { vehiclePathParts } from '../../../data/assets';
import type { CarInStore } from '../../../domain/car';
import { chosenOptionValue } from '../../../domain/selection';
import type { ResolvedSelection } from '../../../domain/types';

/** The front 3/4 exterior image URL for the chosen colour, or null when the colour has no slug. */
export function thumbnailUrl(assetBase: string, car: CarInStore, resolved: ResolvedSelection): string | null {
  const exterior = chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode');
  const slug = exterior?.optionSlug?.trim();
  if (!slug) return null;
  return exteriorImageUrl(assetBase, vehiclePathParts(car, resolved.configurable), slug, exteriorImageName('3-4-front'));
}
