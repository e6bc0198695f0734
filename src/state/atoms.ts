/**
 * The element's state atoms. Every element instance has its own jotai store
 * (see instance.ts), so two elements on one page never share a build.
 */
import { atom } from 'jotai';
import type { VehicleRange } from '../domain/types';
import type { CarInStore } from '../domain/car';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'error'; error: string };

export const rangesAtom = atom<LoadState<VehicleRange[]>>({ status: 'idle' });

/** The vehicle being configured, once its data has loaded. */
export const carAtom = atom<CarInStore | null>(null);

/** Form selections by form label (spec 3: Body Style, Transmission, Model, ...). */
export const formSelectionsAtom = atom<Record<string, string>>({});

/** Skus of the accessories in the cart. */
export const accessoriesInCartAtom = atom<string[]>([]);

/** Finance calculator values; null until the visitor enters any. */
export const financeValuesAtom = atom<Record<string, number | null> | null>(null);

export const financeSelectedAtom = atom(false);

/** Entering the landing page starts over (spec 4, "Other"). */
export const resetBuildAtom = atom(null, (_get, set) => {
  set(carAtom, null);
  set(formSelectionsAtom, {});
  set(accessoriesInCartAtom, []);
  set(financeValuesAtom, null);
  set(financeSelectedAtom, false);
});
