/** The running total the host page is told (spec 7 `offerTotalUpdate`, the `bp-build-change` event). */

/** What the page shows as the build's total: null when there is none to show. */
export interface HostTotal {
  total: number | null;
  weekly: boolean;
}

/**
 * The total for the page: none without a priced build (the selector: no stale total), none
 * when the element shows no price (no valid offer, or prices that make no sense: spec 5,
 * pricing.vehicleOffer), and none under price on application (a lease build with extras shows
 * POA, never a weekly figure). Never a $0 the element does not show.
 */
export function hostTotal(breakdown: { total: number; weekly: boolean } | null, priceOnApplication: boolean, priced: boolean): HostTotal {
  if (!breakdown || priceOnApplication || !priced) return { total: null, weekly: false };
  return { total: breakdown.total, weekly: breakdown.weekly };
}
