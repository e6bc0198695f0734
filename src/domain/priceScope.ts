/** What the price shown is for (issue 26.8); apart from offers.ts so that it comes with the configurator screen. */
import type { StateCode } from './types';

/**
 * What a price is for until a state prices it (issue 26.8): with no state the offer's national
 * price is shown (spec 9: the state price when available), and the footer says so where it
 * invites the visitor to set their postcode; null once a state is known.
 */
export function nationalPriceNote(state: StateCode | null): string | null {
  return state === null ? 'National price' : null;
}
