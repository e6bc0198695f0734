/** The accessory modal as a lazy chunk: fetched on first open, or warmed when a visitor points at a 'More information' control. */
import { lazy } from 'react';

export const loadAccessoryModal = () => import('./AccessoryModal');

export const LazyAccessoryModal = lazy(loadAccessoryModal);

/** Starts fetching the chunk early; errors surface when the modal is opened. */
export function preloadAccessoryModal(): void {
  loadAccessoryModal().catch(() => undefined);
}
