/**
 * The one reader of a pricing location (spec 3: suburb, state, postcode) from an
 * untyped value, whichever border it comes in at: the page's window messages and
 * the settings kept for the session (src/host/hostMessages), and the location
 * look-up's answers (src/data/locationLookup).
 */
import { asString, oneOf, own, text } from './read';
import { STATES, type PricingLocation, type StateCode } from './types';

/** The longest suburb name read (Australia's longest is under 40 characters). */
const MAX_SUBURB_LENGTH = 100;

/**
 * Who sent the location, which decides only how its postcode may be spelled:
 * - 'page': the page or our own saved settings, which send it as four digits of text;
 * - 'lookup': the location look-up's JSON, which may send it as a number or as three
 *   digits (a leading zero lost: Darwin's 0800 as 800), read back padded to four.
 */
export type LocationSender = 'page' | 'lookup';

function postcodeOf(value: unknown, sender: LocationSender): string | null {
  if (sender === 'page') {
    const code = text(value);
    return code !== null && /^\d{4}$/.test(code) ? code : null;
  }
  const code = asString(value)?.trim();
  return code !== undefined && /^\d{3,4}$/.test(code) ? code.padStart(4, '0') : null;
}

/**
 * A pricing location from an untyped value, or null when it is not one: a suburb
 * name (trimmed, at most 100 characters, no angle brackets or control characters),
 * one of the eight state codes (any case, read in lower case) and a four-digit
 * postcode. Only own properties are read (a polluted prototype cannot leak in).
 */
export function parsePricingLocation(value: unknown, sender: LocationSender = 'page'): PricingLocation | null {
  const suburb = text(own(value, 'suburb'));
  const state = oneOf<StateCode>(STATES, text(own(value, 'state'))?.toLowerCase());
  const postcode = postcodeOf(own(value, 'postcode'), sender);
  // eslint-disable-next-line no-control-regex -- a suburb name with a control character is refused on purpose
  if (suburb === null || suburb.length > MAX_SUBURB_LENGTH || /[<>\u0000-\u001f]/.test(suburb)) return null;
  if (state === null || postcode === null) return null;
  return { suburb, state, postcode };
}

/** How a pricing location reads to a visitor: 'Perth, WA 6000'. */
export function locationLabel(location: PricingLocation): string {
  return `${location.suburb}, ${location.state.toUpperCase()} ${location.postcode}`;
}
