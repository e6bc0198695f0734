/**
 * The enquiry drawer's rules (spec 2 "Side drawer", 3 "Enquiry hidden fields",
 * "Selected dealer", 4 "Drawer and form", 7 dealer quote form, 9 thank-you and
 * submit text): titles, the route while a quote is open, and what the thank-you
 * shows. The form frame's URL and hidden fields are in enquiryForm.ts; the CTA a drawer stores and
 * whether its lead form is on screen in leadForm.ts.
 */
import type { CarInStore } from './car';
import { isLease } from './offers';
import { DRAWERS, type DrawerName } from './settings';
import type { Cta } from './storageValues';
import type { PricingContext, SelectedDealer } from './types';

/** The vehicle as the drawer title and the header strip name it: '{display name} {model name}', e.g. 'Triton GLX'. */
export function enquiryModelName(car: Pick<CarInStore, 'displayName'>, modelName: string): string {
  return [car.displayName, modelName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}

/** The drawer title (spec 2): 'Test Drive a new {model}' for a test drive, otherwise 'Your brand new {model}'. */
export function drawerTitle(drawer: DrawerName, model: string): string {
  return drawer === DRAWERS.testDrive ? `Test Drive a new ${model}` : `Your brand new ${model}`;
}

/** The form's submit button text (spec 9). */
export const SUBMIT_BUTTON_TEXT: Readonly<Record<Cta, string>> = {
  'book-a-test-drive': 'Book a test drive',
  'get-a-quote': 'Get a quote',
};

/**
 * The drawer a `viewDrawer` parameter names: the CTA values ('get-a-quote',
 * 'book-a-test-drive') or the drawer names ('Get a Dealer Quote', 'Book a Test
 * Drive'), case-insensitive; anything else is null. A test drive is not offered
 * under lease (spec 2), so lease opens the quote drawer instead (spec 4).
 */
export function drawerForViewParam(value: unknown, pricing: PricingContext): DrawerName | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  let drawer: DrawerName | null = null;
  if (wanted === 'get-a-quote' || wanted === DRAWERS.quote.toLowerCase()) drawer = DRAWERS.quote;
  if (wanted === 'book-a-test-drive' || wanted === DRAWERS.testDrive.toLowerCase()) drawer = DRAWERS.testDrive;
  if (drawer === DRAWERS.testDrive && isLease(pricing)) return DRAWERS.quote;
  return drawer;
}

/** What arriving on a configurator route does to the drawer (spec 2): the drawer to open, and whether the stored CTA is cleared. */
export interface DrawerOnArrival {
  open: DrawerName | null;
  clearCta: boolean;
}

/**
 * On arrival (spec 2): `viewDrawer` opens the drawer it names; without `viewDrawer` the
 * stored CTA is cleared, and a reload on `/{carModel}/submit` reopens the quote it showed.
 */
export function drawerOnArrival(viewDrawer: string | null, pricing: PricingContext, path: string, carModel: string): DrawerOnArrival {
  const requested = drawerForViewParam(viewDrawer, pricing);
  return {
    open: requested ?? (isSubmitPath(path, carModel) ? DRAWERS.quote : null),
    clearCta: viewDrawer === null,
  };
}

/** The path segment the route gains while a quote is open (spec 2: '/{carModel}/submit'). */
export const SUBMIT_SEGMENT = 'submit';

/** The configurator path with or without the submit segment: '/triton' ↔ '/triton/submit'. */
export function enquiryPath(carModel: string, submitting: boolean): string {
  return submitting ? `/${carModel}/${SUBMIT_SEGMENT}` : `/${carModel}`;
}

/** Whether a path is the submit route of a car model. */
export function isSubmitPath(path: string, carModel: string): boolean {
  return path.replace(/\/+$/, '') === enquiryPath(carModel, true);
}

/** The route query without `viewDrawer` (a closed drawer must not reopen on reload). */
export function queryWithoutViewDrawer(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0]?.toLowerCase() !== 'viewdrawer')
    .join('&');
}

/** The thank-you heading (spec 9): 'Thank you for your enquiry, {name}'. */
export function thankYouText(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? 'Thank you for your enquiry' : `Thank you for your enquiry, ${trimmed}`;
}

/** A bulk order: the number-of-vehicles answer includes '5' (spec 4). */
export function isBulkOrder(numberOfVehicles: string): boolean {
  return numberOfVehicles.includes('5');
}

/** Whether the thank-you shows the selected dealer: not for lease nor for bulk orders (spec 9). */
export function showsDealer(pricing: PricingContext, bulkOrder: boolean): boolean {
  return !isLease(pricing) && !bulkOrder;
}

/** The dealer's address on one line: 'street, city region postcode'. */
export function dealerAddressLine(dealer: SelectedDealer): string {
  const { street, city, region, postcode } = dealer.address;
  const locality = [city, region, postcode]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  return [street.trim(), locality].filter((part) => part !== '').join(', ');
}

/** A Google Maps search link for the dealer (spec 7 "a maps link for the dealer"). */
export function dealerMapsUrl(dealer: SelectedDealer): string {
  const query = [dealer.name.trim(), dealerAddressLine(dealer)].filter((part) => part !== '').join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** A tel: link for a phone number (digits and a leading '+' kept), or null when it has no digits. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
