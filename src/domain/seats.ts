/**
 * The seats count shown as right-hand text of an option (spec 9): for triton
 * the subrange level (its cab, the Body Style choice) shows it; for pajero and
 * outlander the model shows it; other ranges show none.
 */
import type { Catalog } from './catalog';
import { changeSelection, isPickUpRange } from './selection';
import type { FormSelections, SelectionGroup, SelectionValue } from './types';

/** The group whose choices show the seats count for a range, or null. */
export function seatsGroupOf(rangeCode: string): SelectionGroup | null {
  const code = rangeCode.toLowerCase();
  if (isPickUpRange(code)) return 'bodyStyle';
  if (code.includes('pajero') || code.includes('outlander')) return 'model';
  return null;
}

/** '5 seats', or null when the store gives no count. */
export function seatsLabel(seats: number | null): string | null {
  return seats !== null && Number.isFinite(seats) && seats > 0 ? `${seats} seats` : null;
}

/** The seats text of one choice: the seats of the model the choice resolves to, only in the range's seats group. */
export function choiceSeatsText(
  rangeCode: string,
  catalog: Catalog,
  selections: FormSelections,
  group: SelectionGroup,
  value: SelectionValue,
): string | null {
  if (seatsGroupOf(rangeCode) !== group) return null;
  return seatsLabel(changeSelection(catalog, selections, group, value)?.configurable.seats ?? null);
}
