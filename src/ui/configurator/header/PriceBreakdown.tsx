/**
 * The summary popover (spec 9 "Popover offsets", 3 "Summary details"): opened from the
 * vehicle summary strip's price, it lists the price lines that add up to the total shown
 * in the footer (the model's base price, each option's own price, each tray and accessory)
 * and the total. Each line takes the visitor to where it is chosen. A non-modal dialog:
 * focus moves into it, Escape or Close shuts it and gives focus back to the strip's price.
 * A lazy chunk of its own: nothing of it loads before the visitor opens it.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { PRICED_GROUPS, vehicleRows } from '../../../domain/optionGroups';
import type { SelectionGroup } from '../../../domain/types';
import { priceDisplayAtom, resolvedAtom, summaryAtom } from '../../../state/configurator';
import { GlyphButton, focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import { shadow } from '../../common/elevation';
import { PriceText } from '../../primitives/PriceText';

/** Where a line of the breakdown is chosen. */
export type BreakdownTarget = { kind: 'car' } | { kind: 'group'; group: SelectionGroup } | { kind: 'cart'; sku: string };

const Panel = styled.dialog`
  position: absolute;
  left: auto;
  right: 16px;
  z-index: 31;
  width: min(380px, calc(100% - 32px));
  max-height: calc(100vh - 200px);
  overflow: auto;
  margin: 0;
  padding: 16px;
  border: 1px solid ${theme.colour.line};
  background: ${theme.colour.surface};
  color: ${theme.colour.ink};
  box-shadow: ${shadow.popover};
  font: 400 ${theme.type.label} / 1.45 ${theme.font};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colour.focus};
  }
  h2 {
    margin: 0 40px 8px 0;
    font-size: ${theme.type.subheading};
    line-height: 1.3;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 12px;
    padding: 6px 0;
    border-bottom: 1px solid ${theme.colour.line};
  }
`;

const Close = styled(GlyphButton)`
  position: absolute;
  top: 4px;
  right: 4px;
  font-size: ${theme.type.title};
`;

const LineButton = styled.button`
  min-height: 32px;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colour.ink};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  ${focusRing}
`;

const Amount = styled.span`
  white-space: nowrap;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  margin: 10px 0 0;
  font-weight: 700;
  font-size: ${theme.type.base};
`;

export interface PriceBreakdownProps {
  id: string;
  /** Pixels from the popover's containing block to its top (the summary popover offset below the strip's top). */
  top: number;
  onClose: () => void;
  onGo: (target: BreakdownTarget) => void;
}

export function PriceBreakdown({ id, top, onClose, onGo }: PriceBreakdownProps) {
  const summary = useAtomValue(summaryAtom);
  const resolved = useAtomValue(resolvedAtom);
  const total = useAtomValue(priceDisplayAtom);
  const headingId = useId();
  const panel = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    panel.current?.focus({ preventScroll: true });
  }, []);

  if (!summary || !total || !resolved) return null;
  const { details, lines } = summary;
  const rows = vehicleRows(resolved.configurable, details, PRICED_GROUPS);

  return (
    <Panel
      ref={panel}
      open
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      style={{ top }}
      data-testid="price-breakdown"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation();
        onClose();
      }}
    >
      <h2 id={headingId}>Price breakdown</h2>
      <Close type="button" aria-label="Close price breakdown" onClick={onClose}>
        <span aria-hidden="true">×</span>
      </Close>
      <ul>
        {rows.map(({ group, label, value, price }) => (
          <li key={group} data-testid="price-line">
            <LineButton type="button" onClick={() => onGo({ kind: 'group', group })}>
              {label}: {value}
            </LineButton>
            <Amount>{price ?? ''}</Amount>
          </li>
        ))}
        {lines.map((line) => (
          <li key={line.sku} data-testid="price-line">
            <LineButton type="button" onClick={() => onGo({ kind: 'cart', sku: line.sku })}>
              {line.name}
            </LineButton>
            <Amount>{line.priceText}</Amount>
          </li>
        ))}
      </ul>
      <Total>
        <span>Total</span>
        <span data-testid="price-breakdown-total">
          <PriceText price={total} />
        </span>
      </Total>
      <p>
        <LineButton type="button" onClick={() => onGo({ kind: 'car' })}>
          Back to the top of your build
        </LineButton>
      </p>
    </Panel>
  );
}
