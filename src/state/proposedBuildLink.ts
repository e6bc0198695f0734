/**
 * The link to the build a proposal gives when accepted with the visitor's current
 * choices: the proposed-changes modal's open-in-new-tab link (spec 2). Kept apart from
 * buildLink.ts so only the modal's lazy chunk carries it.
 */
import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { resolvedOf } from '../domain/build';
import { acceptProposal } from '../domain/buildTransitions';
import type { ProposalChoices, ProposedChange } from '../domain/types';
import { buildLinkQuery } from '../domain/buildLink';
import { buildAtom, pricingAtom } from './atoms';
import { engineAtom } from './configurator';

/** The URL query naming the build `proposal` gives when accepted with `choices`; null when there is none. */
export function useProposedBuildLinkQuery(proposal: ProposedChange, choices: ProposalChoices): string | null {
  const ctx = useAtomValue(engineAtom);
  const build = useAtomValue(buildAtom);
  const pricing = useAtomValue(pricingAtom);
  const search = useSearch();
  if (!ctx || !build) return null;
  const accepted = acceptProposal(ctx, build, proposal, choices);
  const resolved = resolvedOf(ctx, accepted);
  if (!resolved) return null;
  return buildLinkQuery(`?${search}`, resolved.configurable.sku, resolved.variant.sku, accepted.cart, pricing);
}
