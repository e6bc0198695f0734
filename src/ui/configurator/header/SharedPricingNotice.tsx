/**
 * Tells a visitor who opened a shared build link that it was priced with another pricing
 * context (customer type, pricing type, state) than theirs; their own settings stay in
 * force (README "Routes"). Offers the settings, and can be closed.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { sharedPricingNotice } from '../../../domain/buildLink';
import type { PricingContext } from '../../../domain/types';
import { linkPricingAtom, pricingAtom } from '../../../state/atoms';
import { settingsOpenAtom } from '../../../state/ui';
import { GlyphButton, SmallLinkButton } from '../../common/Button';
import { theme } from '../../common/theme';

const Note = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  max-width: 760px;
  margin-top: 8px;
  padding: 8px 8px 8px 12px;
  border-left: 3px solid ${theme.colour.focus};
  background: ${theme.colour.subtle};
  color: ${theme.colour.ink};
  font: 400 14px/1.45 ${theme.font};
  p {
    flex: 1;
    margin: 6px 0;
  }
`;

const Close = styled(GlyphButton)`
  width: 32px;
  height: 32px;
  font-size: 22px;
`;

export function SharedPricingNotice() {
  const linked = useAtomValue(linkPricingAtom);
  const pricing = useAtomValue(pricingAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const [closedFor, setClosedFor] = useState<PricingContext | null>(null);
  const notice = linked === closedFor ? null : sharedPricingNotice(linked, pricing);
  if (!notice) return null;
  return (
    <Note role="status" data-testid="shared-pricing-notice">
      <p>
        {notice}{' '}
        <SmallLinkButton type="button" onClick={() => openSettings(true)}>
          Change settings
        </SmallLinkButton>
      </p>
      <Close
        type="button"
        aria-label="Close pricing notice"
        onClick={(event) => {
          // The button goes with the notice: focus moves to the car heading rather than to the page body.
          event.currentTarget.closest('main')?.querySelector<HTMLElement>('h1')?.focus();
          setClosedFor(linked);
        }}
      >
        <span aria-hidden="true">×</span>
      </Close>
    </Note>
  );
}
