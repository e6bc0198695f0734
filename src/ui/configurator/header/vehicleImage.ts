/** The strip's thumbnail: the exterior front 3/4 image of the chosen colour (asset rules in src/data/assetPaths.ts). */
import { exteriorImageName, exteriorImageUrl, type VehiclePathParts } from '../../../data/assetPaths';
import type { CarInStore } from '../../../domain/car';
import { chosenOptionValue } from '../../../domain/selection';
import type { ResolvedSelection } from '../../../domain/types';

/** The asset path parts of the chosen model. */
export function vehiclePathParts(car: CarInStore, resolved: ResolvedSelection): VehiclePathParts {
  const { configurable } = resolved;
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

/** The front 3/4 exterior image URL for the chosen colour, or null when the colour has no slug. */
export function thumbnailUrl(assetBase: string, car: CarInStore, resolved: ResolvedSelection): string | null {
  const exterior = chosenOptionValue(resolved.configurable, resolved.variant, 'exteriorCode');
  const slug = exterior?.optionSlug?.trim();
  if (!slug) return null;
  return exteriorImageUrl(assetBase, vehiclePathParts(car, resolved), slug, exteriorImageName('3-4-front'));
}
