/** The accessory modal as a lazy chunk: fetched when the page is idle, or sooner when a visitor points at a card or its 'More information' control. */
import { lazyChunk } from '../../common/lazyChunk';

export const accessoryModalChunk = lazyChunk(() => import('./AccessoryModal').then((module) => module.default));

/** Starts fetching the chunk early; errors surface when the modal is opened. */
export const preloadAccessoryModal = accessoryModalChunk.preload;
