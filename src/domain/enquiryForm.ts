/**
 * The enquiry form's side of the drawer (spec 3, 7): its hidden fields, the form
 * frame's URL and the summary of what is being enquired about. Apart from the rest
 * of domain/enquiry so that only the lazily loaded drawer carries it.
 */
import { accessoryTitle, colourLabelOf, type Catalog } from './catalog';
import type { CarInStore } from './car';
import { enquiryModelName } from './enquiry';
import { defaultFinanceInputs } from './finance';
import { fitPassedParams, FORM_LIMITS, formPageUrl, formSafeParams, hiddenFieldList, paramText, queryText } from './formLimits';
import { isLease, leadType } from './offers';
import { buildTotal, isPriceOnApplication, vehiclePriceDisplay } from './pricing';
import { chosenOptionValue } from './selection';
import type { DrawerName } from './settings';
import type { Cta } from './storageValues';
import type { Build, PricingContext, ResolvedSelection } from './types';

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
  /** The build's code (issue 32.1, buildCode.ts): the dealer types it to open the build; empty when it has none. */
  build_code: string;
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
  /** The build's code, or null while it has none (the accessories still loading). */
  buildCode?: string | null;
}

const textOf = (value: string | null | undefined): string => value ?? '';

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
    build_code: textOf(input.buildCode),
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
    .filter((param) => {
      const text = paramText(param);
      if (ownNames.has(param[0].toLowerCase()) || seen.has(text)) return false;
      seen.add(text);
      return true;
    });
  const added = queryText(own);
  const hashAt = formUrl.indexOf('#');
  const base = hashAt === -1 ? formUrl : formUrl.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : formUrl.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  // Page parameters get what the frame URL's limit leaves after the form URL and the element's own fields.
  const passed = fitPassedParams(candidates, FORM_LIMITS.frameUrl - `${base}${joiner}${added}${fragment}`.length - 1);
  return `${base}${joiner}${queryText([...passed, ...own])}${fragment}`;
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
    { label: 'Build code', value: fields.build_code },
  ];
  return lines.filter((line) => line.value.trim() !== '');
}
