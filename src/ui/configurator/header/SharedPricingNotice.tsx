/**
 * Tells a visitor who opened a shared build link that it was priced with another pricing
 * context (customer type, pricing type, state) than theirs; their own settings stay in
 * force (docs/embedding.md "Routes"). Offers the settings, and can be closed.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { sharedPricingNotice } from '../../../domain/buildLink';
import type { PricingContext } from '../../../domain/types';
import { linkPricingAtom, pricingAtom } from '../../../state/atoms';
import { settingsOpenAtom } from '../../../state/ui';
import { SmallLinkButton } from '../../common/Button';
import { ClosableNote } from './ClosableNote';

export function SharedPricingNotice() {
  const linked = useAtomValue(linkPricingAtom);
  const pricing = useAtomValue(pricingAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const [closedFor, setClosedFor] = useState<PricingContext | null>(null);
  const notice = linked === closedFor ? null : sharedPricingNotice(linked, pricing);
  if (!notice) return null;
  return (
    <ClosableNote
      tone="notice"
      status
      testId="shared-pricing-notice"
      closeLabel="Close pricing notice"
      onClose={(event) => {
        // The button goes with the notice: focus moves to the car heading rather than to the page body.
        event.currentTarget.closest('main')?.querySelector<HTMLElement>('h1')?.focus();
        setClosedFor(linked);
      }}
    >
      {notice}{' '}
      <SmallLinkButton type="button" onClick={() => openSettings(true)}>
        Change settings
      </SmallLinkButton>
    </ClosableNote>
  );
}
