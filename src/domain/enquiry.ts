/**
 * The enquiry drawer's rules (spec 2 "Side drawer", 3 "Enquiry hidden fields",
 * "Selected dealer", 4 "Drawer and form", 7 dealer quote form, 9 thank-you and
 * submit text): titles, the form frame's URL and hidden fields, the route while
 * a quote is open, and what the thank-you shows.
 */
import { accessoryTitle, colourLabelOf, type Catalog } from './catalog';
import type { CarInStore } from './car';
import { defaultFinanceInputs } from './finance';
import { isLease, leadType } from './offers';
import { buildTotal, isPriceOnApplication, vehiclePriceDisplay } from './pricing';
import { chosenOptionValue } from './selection';
import { DRAWERS, type DrawerName } from './settings';
import type { Cta } from './storageValues';
import type { Build, PricingContext, ResolvedSelection, SelectedDealer } from './types';
import { fitPassedParams, FORM_LIMITS, formPageUrl, formSafeParams, hiddenFieldList } from './formLimits';

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

/** The CTA value stored for a drawer (spec 4, 7). */
export function ctaForDrawer(drawer: DrawerName): Cta {
  return drawer === DRAWERS.testDrive ? 'book-a-test-drive' : 'get-a-quote';
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

/** Whether the lead form is visible (spec 5's disclaimer rule): a drawer is open and shows its form, not the thank-you. */
export function isLeadFormVisible(openDrawer: DrawerName | null, thankYouShown: boolean): boolean {
  return openDrawer !== null && !thankYouShown;
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

/**
 * A page URL without the parameters the form must not receive (spec 7: wcmmode,
 * viewdrawer, wbraid, gclid, gbraid), in its query and in its hash route's query,
 * without personal data and within the hidden field's limit (formPageUrl).
 */
export function urlWithoutFormExcludedParams(url: string): string {
  return formPageUrl(url);
}

/** The hidden fields of the enquiry form (spec 3), in the spec's order. */
export interface EnquiryHiddenFields {
  accessories: string;
  balloon: string;
  body_type: string;
  colour: string;
  deposit: string;
  drive_type: string;
  fuel_type: string;
  interest_rate: string;
  interior: string;
  loan_term: string;
  model1: string;
  model: string;
  model_year: string;
  option: string;
  sku: string;
  transmission: string;
  url: string;
  vehicle_price: string;
  lead_type: string;
  form_name: string;
}

/** What the hidden fields are read from. */
export interface EnquiryInput {
  car: Pick<CarInStore, 'displayName' | 'modelYear'>;
  catalog: Catalog;
  resolved: ResolvedSelection;
  build: Pick<Build, 'cart' | 'finance' | 'financeSelected'>;
  pricing: PricingContext;
  drawer: DrawerName;
  /** The page URL recorded when the enquiry started. */
  url: string;
}

const numberText = (value: number | null | undefined): string => (typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/**
 * The hidden fields filled from the build (spec 3). `model` is the vehicle as the
 * header names it ('Triton GLX') and `model1` the model name alone ('GLX');
 * accessories are the cart's titles (with their colour) in cart order; the finance
 * fields carry the calculator's values once the visitor used it (never under
 * lease, which has no calculator); vehicle_price is the running price as shown;
 * url is the page URL recorded when the enquiry started, less the parameters the
 * form must not receive.
 */
export function enquiryHiddenFields(input: EnquiryInput): EnquiryHiddenFields {
  const { car, catalog, resolved, build, pricing, drawer, url } = input;
  const { configurable, variant } = resolved;
  const label = (code: 'exteriorCode' | 'interiorCode' | 'optionPack') => chosenOptionValue(configurable, variant, code)?.label ?? '';
  const breakdown = buildTotal(catalog, resolved, build.cart, pricing);
  const poa = isPriceOnApplication(catalog, resolved, build.cart, pricing);
  const price = vehiclePriceDisplay(resolved, pricing, poa, breakdown.total);
  const usesFinance = !isLease(pricing) && (build.finance !== null || build.financeSelected);
  const finance = usesFinance ? (build.finance ?? defaultFinanceInputs(breakdown.total)) : null;
  const accessories = build.cart.map((sku) => {
    const colour = colourLabelOf(catalog, sku);
    const title = accessoryTitle(catalog, sku);
    return colour && !title.includes(colour) ? `${title} (${colour})` : title;
  });
  return {
    accessories: hiddenFieldList(accessories),
    balloon: numberText(finance?.balloon),
    body_type: configurable.bodyStyle ?? '',
    colour: label('exteriorCode'),
    deposit: numberText(finance?.deposit),
    drive_type: configurable.driveType ?? '',
    fuel_type: configurable.fuelType ?? '',
    interest_rate: numberText(finance?.interestRate),
    interior: label('interiorCode'),
    loan_term: numberText(finance?.loanTerm),
    model1: configurable.name,
    model: enquiryModelName(car, configurable.name),
    model_year: car.modelYear,
    option: label('optionPack'),
    sku: variant.sku,
    transmission: configurable.transmission ?? '',
    url: urlWithoutFormExcludedParams(url),
    vehicle_price: price?.text ?? '',
    lead_type: leadType(pricing),
    form_name: drawer,
  };
}

/** What the form frame's URL carries besides the hidden fields. */
export interface FormFrameExtras {
  cta: Cta;
  /** The page's origin, so the form posts its messages to it and nowhere else. */
  parentOrigin: string;
  /** The postcode the visitor chose for state based pricing, so the form starts with it. */
  postcode?: string | null;
}

/** Query parameter names the element adds for the form page. */
export const FORM_FRAME_PARAMS = { cta: 'CTA', parentOrigin: 'parentOrigin', postcode: 'postcode' } as const;

/**
 * The form frame's URL (spec 7): the form URL, the page's and route's query
 * parameters except wcmmode, viewdrawer, wbraid, gclid and gbraid, then the hidden
 * fields, the CTA (the form's submit text follows it) and the parent origin. A
 * passed-through parameter with the name of one the element sets is dropped, as
 * are personal data and oversize tracking values; the URL stays within
 * FORM_LIMITS.frameUrl (formLimits.ts).
 */
export function enquiryFormUrl(
  formUrl: string,
  pageQueries: readonly string[],
  fields: EnquiryHiddenFields,
  extras: FormFrameExtras,
): string {
  const own: [string, string][] = [
    ...(Object.entries(fields) as [string, string][]),
    [FORM_FRAME_PARAMS.cta, extras.cta],
    [FORM_FRAME_PARAMS.parentOrigin, extras.parentOrigin],
    ...(extras.postcode && /^\d{4}$/.test(extras.postcode) ? [[FORM_FRAME_PARAMS.postcode, extras.postcode] as [string, string]] : []),
  ];
  const ownNames = new Set(own.map(([name]) => name.toLowerCase()));
  const seen = new Set<string>();
  const candidates = pageQueries
    .flatMap((query) => formSafeParams(query))
    .filter((part) => {
      if (part === '') return false;
      const name = decodeURIComponent(part.split('=')[0] ?? '').toLowerCase();
      if (ownNames.has(name) || seen.has(part)) return false;
      seen.add(part);
      return true;
    });
  const added = own.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  const hashAt = formUrl.indexOf('#');
  const base = hashAt === -1 ? formUrl : formUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : formUrl.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  // Page parameters get what the frame URL's limit leaves after the form URL and the element's own fields.
  const passed = fitPassedParams(candidates, FORM_LIMITS.frameUrl - `${base}${joiner}${added.join('&')}${fragment}`.length - 1);
  return `${base}${joiner}${[...passed, ...added].join('&')}${fragment}`;
}

/** One line of what is being enquired about, as the drawer shows it above the form. */
export interface EnquirySummaryLine {
  label: string;
  value: string;
}

/** What the enquiry is about, read from the form's hidden fields: the car, its build and its price (empty lines left out). */
export function enquirySummary(fields: EnquiryHiddenFields): EnquirySummaryLine[] {
  const lines: EnquirySummaryLine[] = [
    { label: 'Vehicle', value: [fields.model_year, fields.model].filter((part) => part !== '').join(' ') },
    { label: 'Colour', value: fields.colour },
    { label: 'Interior', value: fields.interior },
    { label: 'Options', value: fields.option },
    { label: 'Accessories', value: fields.accessories },
    { label: 'Price', value: fields.vehicle_price },
  ];
  return lines.filter((line) => line.value.trim() !== '');
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
