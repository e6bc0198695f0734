/**
 * The location popover anchored to the sticky footer (spec 2): the pricing
 * location and the customer and purchase type, with a way into the Website
 * Settings modal. It sits 79 px (mobile) or 86 px (desktop) above the bottom of
 * the footer (spec 9), and never over the footer itself.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { nationalPriceNote } from '../../../domain/priceScope';
import { locationLabel } from '../../../domain/pricingLocation';
import { customerTypeLabel, purchaseTypeLabel } from '../../../domain/settings';
import { pricingAtom, pricingLocationAtom } from '../../../state/atoms';
import { settingsOpenAtom } from '../../../state/ui';
import { SecondaryButton, SmallLinkButton } from '../../common/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';
import { useOutsidePressOrEscape } from '../../common/useOutsidePressOrEscape';

/** Popover offsets from the footer's bottom edge (spec 9). */
const MOBILE_OFFSET_PX = 79;
const DESKTOP_OFFSET_PX = 86;

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

const Popover = styled.div`
  position: absolute;
  z-index: 1;
  left: 16px;
  bottom: max(${MOBILE_OFFSET_PX}px, calc(100% + 8px));
  width: min(340px, calc(100vw - 32px));
  padding: 16px;
  border: 1px solid ${theme.colour.line};
  background: ${theme.colour.surface};
  box-shadow: ${shadow.popover};
  font: 400 ${theme.type.label} / 1.45 ${theme.font};
  ${theme.desktop} {
    bottom: max(${DESKTOP_OFFSET_PX}px, calc(100% + 8px));
  }
  p {
    margin: 0 0 8px;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0 0 16px;
  }
  dt {
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
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
  const openSettings = useSetAtom(settingsOpenAtom);
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState<number | null>(null);
  const popoverId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const place = location ? locationLabel(location) : null;

  // Line the popover up with its trigger, kept inside the footer's width.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const popover = popoverRef.current;
    const bar = popover?.offsetParent;
    if (!open || !trigger || !popover || !(bar instanceof HTMLElement)) return;
    const max = bar.clientWidth - popover.offsetWidth - 16;
    setLeft(Math.max(16, Math.min(trigger.offsetLeft, max)));
  }, [open]);

  // Inside a shadow root the event target is retargeted to the host: the hook reads the composed path.
  useOutsidePressOrEscape(open, {
    isInside: (path) =>
      (popoverRef.current !== null && path.includes(popoverRef.current)) ||
      (triggerRef.current !== null && path.includes(triggerRef.current)),
    onOutsidePress: () => setOpen(false),
    onEscape: () => {
      setOpen(false);
      triggerRef.current?.focus();
    },
  });

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
        <Popover
          ref={popoverRef}
          id={popoverId}
          style={left === null ? undefined : { left }}
          role="group"
          aria-label="Pricing location"
          data-testid="location-popover"
        >
          <p>{place ? <strong>{place}</strong> : 'Set your location to see prices for your state.'}</p>
          <dl>
            <dt>Customer type</dt>
            <dd>{customerTypeLabel(pricing.customerType)}</dd>
            <dt>Purchase type</dt>
            <dd>{purchaseTypeLabel(pricing.pricingType)}</dd>
          </dl>
          <SecondaryButton
            type="button"
            onClick={() => {
              // Focus the popover's trigger first, so the modal gives focus back to it when it closes.
              triggerRef.current?.focus();
              setOpen(false);
              openSettings(true);
            }}
          >
            Change settings
          </SecondaryButton>
        </Popover>
      ) : null}
    </>
  );
}
