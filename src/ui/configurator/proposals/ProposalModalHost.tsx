/**
 * Shows the proposed-changes modal while the build holds a pending proposal (spec 2
 * "Modals"). The modal's code is a lazy chunk, fetched while the browser is idle so
 * that the first proposal does not wait on the network.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { ProposedChange } from '../../../domain/types';
import { whenIdle } from '../../../host/idle';
import { buildAtom } from '../../../state/atoms';
import { cancelProposalAtom } from '../../../state/configurator';
import { ChunkBoundary, lazyChunk } from '../../common/lazyChunk';

const proposalModal = lazyChunk(() => import('./ProposalModal').then((module) => module.default));

const pendingProposalAtom = atom((get) => get(buildAtom)?.pending ?? null);

const keys = new WeakMap<ProposedChange, number>();
let lastKey = 0;

/** A key per proposal, so a new proposal starts with its own default choices. */
function keyOf(proposal: ProposedChange): number {
  let key = keys.get(proposal);
  if (key === undefined) {
    lastKey += 1;
    key = lastKey;
    keys.set(proposal, key);
  }
  return key;
}

export function ProposalModalHost() {
  const proposal = useAtomValue(pendingProposalAtom);
  const cancel = useSetAtom(cancelProposalAtom);
  useEffect(() => whenIdle(proposalModal.preload), []);
  if (!proposal) return null;
  const key = keyOf(proposal);
  return (
    // When the modal cannot be shown (its chunk failed to load), the change is not made: the build stays as it was.
    <ChunkBoundary key={key} onFail={cancel}>
      <proposalModal.Component proposal={proposal} />
    </ChunkBoundary>
  );
}
