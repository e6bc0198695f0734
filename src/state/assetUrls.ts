/**
 * The addresses of the pictures and documents a screen shows, from the instance's config:
 * which base (the DAM's asset API, its media folder) and which path a picture has is the
 * data layer's knowledge (data/assetPaths.ts), so a component names only what it shows.
 */
import { heroImageUrl, specificationsPdfUrl, swatchUrl } from '../data/assetPaths';
import type { ElementConfig } from '../host/elementConfig';

/** A range's card picture on the landing page. */
export const rangeHeroImage = (config: ElementConfig, rangeCode: string): string => heroImageUrl(config.assetBase, rangeCode);

/** A colour's swatch picture, from the option value's slug. */
export const swatchImage = (config: ElementConfig, optionSlug: string): string => swatchUrl(config.mediaBase, optionSlug);

/** The model's specifications PDF. */
export const specificationsPdf = (config: ElementConfig, modelSku: string): string => specificationsPdfUrl(config.assetBase, modelSku);
