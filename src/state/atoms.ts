/**
 * The element's state atoms. Every element instance has its own jotai store
 * (see instance.ts), so two elements on one page never share a build.
 */
import { atom } from 'jotai';
import type { CarInStore } from '../domain/car';
import type { Catalog } from '../domain/catalog';
import type { Build, Offer, PricingContext, PricingLocation, StoreDisclaimers, VehicleRange } from '../domain/types';

export type LoadState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: string };

export const rangesAtom = atom<LoadState<VehicleRange[]>>({ status: 'idle' });

/**
 * Each range's vehicle offers as the landing page's prefetch brought them, by '{code} {offer key}':
 * the landing cards' 'From' prices (issue 26.11).
 */
export const rangeOffersAtom = atom<Readonly<Record<string, readonly (Offer | null)[]>>>({});

/** Where 'Try again' on the error page goes: the route whose data failed, or null when not known. */
export const retryRouteAtom = atom<string | null>(null);

/** The range being configured, with its indexed catalog. */
export interface LoadedRange {
  range: VehicleRange;
  car: CarInStore;
  catalog: Catalog;
  /**
   * The accessories (trays among them) come apart from the vehicle, so a slow answer never
   * holds the price: 'loading' until they are in, 'failed' when they could not be fetched
   * (spec 8: the rest keeps working).
   */
  accessories: 'loading' | 'ready' | 'failed';
  /** The cart the page's link named: applied when the accessories arrive, and kept in the link meanwhile. */
  linkCart: readonly string[];
  /** The variant the page's link named (its option-sku), told then if the catalog no longer sells it. */
  linkVariant?: string | null;
}

export const loadedRangeAtom = atom<LoadedRange | null>(null);

/** The car being configured (spec 3 "Car in store"). */
export const carAtom = atom((get) => get(loadedRangeAtom)?.car ?? null);

/** Store config disclaimers; null until loaded or when the store config failed. */
export const storeDisclaimersAtom = atom<StoreDisclaimers | null>(null);

/** Who is buying and where; every price on the page follows it. */
export const pricingAtom = atom<PricingContext>({ customerType: 'private', pricingType: 'drive-away', state: null });

/**
 * The pricing context the build link this screen was opened from says it was priced with
 * (its `priced-for`), or null: compared with the visitor's own to tell them (docs/embedding.md "Routes").
 */
export const linkPricingAtom = atom<PricingContext | null>(null);

export const pricingLocationAtom = atom<PricingLocation | null>(null);

/** The visitor's build: selections, cart, finance, alert and any pending proposal. */
export const buildAtom = atom<Build | null>(null);

/** Entering the landing page starts over: car, options, accessories, finance values, financeSelected (spec 4). */
export const resetBuildAtom = atom(null, (_get, set) => {
  set(loadedRangeAtom, null);
  set(buildAtom, null);
});
