/**
 * Why lease prices show POA, shown beside the price in the Price panel (spec 4); null when they
 * do not. Apart from state/configurator.ts so that its words come with the configurator screen.
 */
import { atom } from 'jotai';
import { poaExplanation } from '../domain/leasePoa';
import { engineAtom, resolvedAtom, shownBuildAtom } from './configurator';

export const poaExplanationAtom = atom((get) => {
  const ctx = get(engineAtom);
  const build = get(shownBuildAtom);
  const resolved = get(resolvedAtom);
  return ctx && build && resolved ? poaExplanation(ctx.catalog, resolved, build.cart, ctx.pricing) : null;
});
