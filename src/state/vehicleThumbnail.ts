/**
 * A build's small picture (the sticky header, a saved build, the host page's offer image), from the
 * instance's config: apart from the other addresses (state/assetUrls.ts), which the first module holds,
 * as it reads the chosen exterior through the selection rules.
 */
import { thumbnailUrl } from '../data/assets';
import type { CarInStore } from '../domain/car';
import type { ResolvedSelection } from '../domain/types';
import type { ElementConfig } from '../host/elementConfig';

/** The chosen colour's front three-quarter picture (the sticky header's thumbnail, a saved build's picture), or null. */
export const vehicleThumbnail = (config: ElementConfig, car: CarInStore, resolved: ResolvedSelection): string | null =>
  thumbnailUrl(config.assetBase, car, resolved);
