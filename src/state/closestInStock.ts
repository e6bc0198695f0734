/**
 * The closest build in stock (issue 32.2): the offer the domain finds (domain/closestInStock.ts)
 * is put before the visitor as the build's pending proposal, so the proposed-changes modal shows
 * it, itemised with prices, and Confirm (recorded, so Undo takes it back) or Cancel work as for
 * any proposal. A lazy chunk, fetched when the visitor first asks for the offer.
 */
import { atom } from 'jotai';
import { closestInStock, stockOfferProposal } from '../domain/closestInStock';
import { buildAtom } from './atoms';
import { preloadBuildEngine } from './buildActions';
import { engineAtom } from './configurator';

/** Opens the proposal of the closest build in stock; nothing when the build is not to order or nothing is in stock. */
export const proposeClosestInStockAtom = atom(null, (get, set) => {
  const ctx = get(engineAtom);
  const build = get(buildAtom);
  if (!ctx || !build) return;
  const offer = closestInStock(ctx, build);
  if (!offer) return;
  // Confirm goes through the engine: have it here by then.
  preloadBuildEngine();
  set(buildAtom, { ...offer.base, pending: stockOfferProposal(ctx, offer) });
});
