/**
 * Reaching a value the build hides (issue 22): the proposal the domain computes (domain/reach.ts)
 * is put before the visitor as the build's pending proposal, so the proposed-changes modal shows
 * it and Confirm or Cancel work as for any proposal. Imported only by the lazy reach UI.
 */
import { atom } from 'jotai';
import { reachOption, reachProposal } from '../domain/reach';
import type { SelectionGroup } from '../domain/types';
import { buildAtom } from './atoms';
import { preloadBuildEngine } from './buildActions';
import { engineAtom } from './configurator';

/** Opens the proposal that takes the build to `value` in `group`; nothing when the range does not sell it. */
export const proposeReachAtom = atom(null, (get, set, group: SelectionGroup, value: string | number) => {
  const ctx = get(engineAtom);
  const build = get(buildAtom);
  if (!ctx || !build) return;
  const reach = reachOption(ctx, build, group, value);
  if (!reach) return;
  // Confirm goes through the engine: have it here by then.
  preloadBuildEngine();
  set(buildAtom, { ...reach.base, pending: reachProposal(ctx, reach) });
});
