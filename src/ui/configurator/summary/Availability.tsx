/**
 * Under the vehicle's name in 'Your build' (issue 32.2): 'Available now' when a dealer has the
 * build's variant in stock, 'Built to order' when not, and for a build to order the way to the
 * closest build in stock. The search and its proposal load when the button is first pressed;
 * a range with nothing in stock says so once and offers nothing. Accessories are fitted by the
 * dealer: they never change what this says. Nothing shows when the store gives no stock.
 */
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import styled from 'styled-components';
import { availableText, noneInStockText, STOCK_COPY } from '../../../domain/stock';
import { loadChunk } from '../../../host/loadChunk';
import { carAtom } from '../../../state/atoms';
import { availabilityAtom } from '../../../state/stock';
import { LinkButton } from '../../common/Button';
import { theme } from '../../common/theme';

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: 2px;
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  color: ${theme.colour.ink};
  font: 600 ${theme.type.body} / 1.4 ${theme.font};
`;

/** A filled dot for in stock, a ring for to order: the words say it, the mark only echoes them. */
const Mark = styled.span<{ $filled: boolean }>`
  width: 10px;
  height: 10px;
  border: 2px solid ${theme.colour.ink};
  border-radius: 50%;
  background: ${(p) => (p.$filled ? theme.colour.ink : 'transparent')};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font: ${theme.type.label} / 1.4 ${theme.font};
`;

export function Availability() {
  const availability = useAtomValue(availabilityAtom);
  const car = useAtomValue(carAtom);
  const store = useStore();
  const [asking, setAsking] = useState(false);
  if (!availability) return null;
  if (availability.kind === 'available') {
    return (
      <Box data-testid="availability">
        <Status>
          <Mark $filled aria-hidden="true" />
          {availableText(availability.onlyLeft)}
        </Status>
      </Box>
    );
  }
  const offer = () => {
    if (asking) return;
    setAsking(true);
    loadChunk(() => import('../../../state/closestInStock'))
      .then(({ proposeClosestInStockAtom }) => store.set(proposeClosestInStockAtom))
      .catch((error: unknown) => console.error('bp-configurator: the closest build in stock could not be found', error))
      .finally(() => setAsking(false));
  };
  return (
    <Box data-testid="availability">
      <Status>
        <Mark $filled={false} aria-hidden="true" />
        {STOCK_COPY.toOrder}
      </Status>
      {availability.rangeInStock ? (
        <>
          <Note>{STOCK_COPY.toOrderNote}</Note>
          <LinkButton type="button" aria-haspopup="dialog" aria-disabled={asking} onClick={offer}>
            {STOCK_COPY.offer}
          </LinkButton>
        </>
      ) : (
        <Note>{noneInStockText(car?.displayName ?? '')}</Note>
      )}
    </Box>
  );
}
