/**
 * Shows the proposed-changes modal while the build holds a pending proposal (spec 2
 * "Modals"). The modal's code is a lazy chunk, fetched while the browser is idle so
 * that the first proposal does not wait on the network.
 */
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import type { ProposedChange } from '../../../domain/types';
import { buildAtom } from '../../../state/atoms';
import { cancelProposalAtom } from '../../../state/configurator';
import { ErrorBoundary } from '../../common/ErrorBoundary';

const loadModal = () => import('./ProposalModal');
const ProposalModal = lazy(loadModal);

const pendingProposalAtom = atom((get) => get(buildAtom)?.pending ?? null);

/** Runs `work` when the browser is idle (or soon, where it has no idle callback). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 1500);
  return () => window.clearTimeout(id);
}

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

/** When the modal cannot be shown (its chunk failed to load), the change is not made: the build stays as it was. */
function CancelProposal() {
  const cancel = useSetAtom(cancelProposalAtom);
  useEffect(() => cancel(), [cancel]);
  return null;
}

export function ProposalModalHost() {
  const proposal = useAtomValue(pendingProposalAtom);
  useEffect(() => whenIdle(() => void loadModal().catch(() => undefined)), []);
  if (!proposal) return null;
  const key = keyOf(proposal);
  return (
    <ErrorBoundary key={key} fallback={<CancelProposal />}>
      <Suspense fallback={null}>
        <ProposalModal proposal={proposal} />
      </Suspense>
    </ErrorBoundary>
  );
}
