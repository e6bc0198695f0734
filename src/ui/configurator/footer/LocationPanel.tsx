/**
 * The location popover's panel (spec 2): the pricing location, the customer and purchase type, and
 * a way into the Website Settings modal. It sits 79 px (mobile) or 86 px (desktop) above the bottom
 * of the footer (spec 9), and never over the footer itself. Only an open popover shows it, so it is a
 * chunk of its own (LocationPopover.tsx fetches it when the page is idle after the first price, or
 * on the first press of its trigger), not part of the script before the first price.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { customerTypeLabel, purchaseTypeLabel } from '../../../domain/settings';
import { pricingAtom } from '../../../state/atoms';
import { settingsOpenAtom } from '../../../state/ui';
import { SecondaryButton } from '../../common/Button';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';
import { useOutsidePressOrEscape } from '../../common/useOutsidePressOrEscape';

/** Popover offsets from the footer's bottom edge (spec 9). */
const MOBILE_OFFSET_PX = 79;
const DESKTOP_OFFSET_PX = 86;

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

export interface LocationPanelProps {
  id: string;
  /** The place's name, or null when no location is set. */
  place: string | null;
  /** The popover's trigger: a press on it is not outside, Escape gives it focus back. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  close: () => void;
}

export function LocationPanel({ id, place, triggerRef, close }: LocationPanelProps) {
  const pricing = useAtomValue(pricingAtom);
  const openSettings = useSetAtom(settingsOpenAtom);
  const [left, setLeft] = useState<number | null>(null);
  const popoverRef = useRef<HTMLDivElement>(null);

  // Line the popover up with its trigger, kept inside the footer's width.
  useLayoutEffect(() => {
    const trigger = triggerRef.current;
    const popover = popoverRef.current;
    const bar = popover?.offsetParent;
    if (!trigger || !popover || !(bar instanceof HTMLElement)) return;
    const max = bar.clientWidth - popover.offsetWidth - 16;
    setLeft(Math.max(16, Math.min(trigger.offsetLeft, max)));
  }, [triggerRef]);

  // Inside a shadow root the event target is retargeted to the host: the hook reads the composed path.
  useOutsidePressOrEscape(true, {
    isInside: (path) =>
      (popoverRef.current !== null && path.includes(popoverRef.current)) ||
      (triggerRef.current !== null && path.includes(triggerRef.current)),
    onOutsidePress: close,
    onEscape: () => {
      close();
      triggerRef.current?.focus();
    },
  });

  return (
    <Popover
      ref={popoverRef}
      id={id}
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
          close();
          openSettings(true);
        }}
      >
        Change settings
      </SecondaryButton>
    </Popover>
  );
}
