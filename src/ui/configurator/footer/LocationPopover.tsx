/**
 * The location popover anchored to the sticky footer (spec 2): its trigger shows the pricing
 * location (or asks for a postcode); a press opens the panel (LocationPanel.tsx) with the customer
 * and purchase type and a way into the Website Settings modal. The panel is a chunk of its own,
 * fetched when the page is idle after the first price or at the trigger's first press, so it is
 * not part of the script before the first price.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { nationalPriceNote } from '../../../domain/priceScope';
import { locationLabel } from '../../../domain/pricingLocation';
import { whenIdle } from '../../../host/idle';
import { pricingAtom, pricingLocationAtom } from '../../../state/atoms';
import { SmallLinkButton } from '../../common/Button';
import { ChunkBoundary, ChunkPart, lazyChunk } from '../../common/lazyChunk';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

const locationPanel = lazyChunk(() => import('./LocationPanel').then((module) => module.LocationPanel));

/** The place's name gives way first when the footer's row is narrow (its full name is in the popover). */
const Trigger = styled(SmallLinkButton)`
  min-width: 0;
  max-width: 100%;
  svg {
    flex: none;
  }
  span:last-child {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

function PinIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
      />
    </svg>
  );
}

export function LocationPopover() {
  const location = useAtomValue(pricingLocationAtom);
  const pricing = useAtomValue(pricingAtom);
  // Before a state prices the build, the price is the national one: say so where the postcode is asked for (issue 26.8).
  const note = nationalPriceNote(pricing.state);
  const invitation = note ? `${note} · Set your postcode` : 'Set your postcode';
  const [open, setOpen] = useState(false);
  const popoverId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const place = location ? locationLabel(location) : null;
  // The panel's code, once the page is idle after the first price: a press then opens it at once.
  useEffect(() => whenIdle(locationPanel.preload), []);

  return (
    <>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onClick={() => setOpen(!open)}
      >
        <PinIcon />
        <VisuallyHidden>Pricing location: </VisuallyHidden>
        <span>{place ?? invitation}</span>
      </Trigger>
      {open ? (
        <ChunkBoundary onFail={() => setOpen(false)}>
          <ChunkPart chunk={locationPanel} props={{ id: popoverId, place, triggerRef, close: () => setOpen(false) }} />
        </ChunkBoundary>
      ) : null}
    </>
  );
}
