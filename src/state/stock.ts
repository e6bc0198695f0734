/**
 * The build's availability (issue 32.2): whether a dealer has the build's variant in stock, as
 * the store says (domain/stock.ts). Its accessories never change it.
 */
import { atom } from 'jotai';
import { availabilityOf } from '../domain/stock';
import { loadedRangeAtom } from './atoms';
import { resolvedAtom } from './configurator';

/** 'Available now' or 'Built to order' for the build on screen; null when the store gives no stock. */
export const availabilityAtom = atom((get) => {
  const loaded = get(loadedRangeAtom);
  const resolved = get(resolvedAtom);
  return loaded && resolved ? availabilityOf(loaded.catalog, resolved.variant) : null;
});
