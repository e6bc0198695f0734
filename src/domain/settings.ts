/**
 * Website settings rules that are pure (spec 4 "Settings modal", 5, 6): who may
 * choose lease pricing, location input, and what applying the form does.
 */
import { isLease } from './offers';
import type { CustomerType, PricingContext, PricingLocation, PricingType } from './types';

/** Location copy (spec 5, 8). */
export const LOCATION_MESSAGES = {
  empty: 'Please enter a suburb or postcode',
  noMatch: (input: string): string => `No options for "${input}"`,
  notFound: 'We can’t find your location. Check your browser settings or type the suburb or postcode.',
  /** Apply with typed text that names more than one place (the spec has no copy for it). */
  several: (input: string): string => `More than one place matches "${input}". Choose yours from the list.`,
} as const;

/** At most this many location matches are listed (spec 5). */
export const MAX_LOCATION_MATCHES = 100;

/** The drawers, opened by name (spec 2). */
export const DRAWERS = { quote: 'Get a Dealer Quote', testDrive: 'Book a Test Drive' } as const;
export type DrawerName = (typeof DRAWERS)[keyof typeof DRAWERS];

/** The settings the modal edits. */
export interface PricingSettings {
  customerType: CustomerType;
  pricingType: PricingType;
  location: PricingLocation | null;
}

/** Whether a customer type may choose the purchase type: only business may choose lease (spec 5). */
export function canChoosePricingType(customerType: CustomerType): boolean {
  return customerType === 'business';
}

/** The pricing type a customer type ends up with: private keeps drive-away, business chooses (spec 4). */
export function pricingTypeFor(customerType: CustomerType, requested: PricingType): PricingType {
  if (customerType === 'business') return requested;
  return customerType === 'mmba' ? 'mmba' : 'drive-away';
}

/** The customer type the modal's choice shows: private, or business (mmba customers are business buyers who lease). */
export function customerChoiceOf(customerType: CustomerType): 'private' | 'business' {
  return customerType === 'private' ? 'private' : 'business';
}

/**
 * The form the settings modal opens with (spec 4): private stays private; business or
 * mmba shows as business, with lease as its purchase type when lease pricing is active.
 */
export function settingsFormFor(pricing: PricingContext, location: PricingLocation | null): PricingSettings {
  return {
    customerType: customerChoiceOf(pricing.customerType),
    pricingType: isLease(pricing) ? 'mmba' : 'drive-away',
    location,
  };
}

/** Whether the Finance tab shows: not for lease (spec 2, 6). */
export function hasFinanceTab(pricing: PricingContext): boolean {
  return !isLease(pricing);
}

/** Whether the footer shows Book a test drive: hidden for mmba (spec 2). */
export function hasTestDrive(pricing: PricingContext): boolean {
  return !isLease(pricing);
}

/** A location input read: empty (with the message), a postcode search or a suburb search. */
export type LocationQuery = { kind: 'empty'; message: string } | { kind: 'postcode' | 'suburb'; query: string };

/** Classifies location input: a digit means postcode, otherwise suburb; empty shows the message (spec 5). */
export function classifyLocationInput(input: unknown): LocationQuery {
  const query = typeof input === 'string' ? input.trim() : '';
  if (query === '') return { kind: 'empty', message: LOCATION_MESSAGES.empty };
  return { kind: /\d/.test(query) ? 'postcode' : 'suburb', query };
}

/** Locations matching the input (postcode or suburb prefix, case-insensitive), at most 100, or the no-match message. */
export function matchLocations(
  input: unknown,
  locations: readonly PricingLocation[],
): { matches: PricingLocation[]; message: string | null } {
  const read = classifyLocationInput(input);
  if (read.kind === 'empty') return { matches: [], message: read.message };
  const query = read.query.toLowerCase();
  const matches: PricingLocation[] = [];
  for (const location of locations) {
    const field = read.kind === 'postcode' ? location.postcode : location.suburb;
    if (field.toLowerCase().startsWith(query)) matches.push(location);
    if (matches.length === MAX_LOCATION_MATCHES) break;
  }
  return { matches, message: matches.length === 0 ? LOCATION_MESSAGES.noMatch(read.query) : null };
}

/** Typed location text read on Apply: one place, or the message to show. */
export type TypedLocation = { kind: 'one'; location: PricingLocation } | { kind: 'several' | 'none'; message: string };

/**
 * The place typed text names when the visitor pressed Apply without picking from the
 * list (spec 5): the one match, or the one whose suburb or postcode is exactly the text;
 * several matches or none give their message.
 */
export function locationFromTyped(input: string, matches: readonly PricingLocation[]): TypedLocation {
  const text = input.trim();
  if (text === '') return { kind: 'none', message: LOCATION_MESSAGES.empty };
  if (matches.length === 0) return { kind: 'none', message: LOCATION_MESSAGES.noMatch(text) };
  const wanted = text.toLowerCase();
  const exact = matches.filter((location) => location.suburb.toLowerCase() === wanted || location.postcode === wanted);
  const candidates = exact.length > 0 ? exact : matches;
  if (candidates.length === 1) return { kind: 'one', location: candidates[0]! };
  return { kind: 'several', message: LOCATION_MESSAGES.several(text) };
}

/** What applying the settings form does (spec 4). */
export type SettingsApply =
  | { kind: 'error'; message: string }
  | { kind: 'unchanged' }
  | { kind: 'apply'; settings: PricingSettings; clearCta: boolean; switchDrawerTo: DrawerName | null };

function sameLocation(a: PricingLocation | null, b: PricingLocation | null): boolean {
  return a === b || (a !== null && b !== null && a.postcode === b.postcode && a.suburb === b.suburb && a.state === b.state);
}

/** Applying the form: no location is an error; an unchanged form just closes; lease clears the CTA and swaps a test-drive drawer (spec 4). */
export function applySettings(current: PricingSettings, form: PricingSettings, openDrawer: string | null): SettingsApply {
  if (form.location === null) return { kind: 'error', message: LOCATION_MESSAGES.empty };
  const settings: PricingSettings = { ...form, pricingType: pricingTypeFor(form.customerType, form.pricingType) };
  if (
    settings.customerType === current.customerType &&
    settings.pricingType === current.pricingType &&
    sameLocation(settings.location, current.location)
  ) {
    return { kind: 'unchanged' };
  }
  const lease = settings.pricingType === 'mmba' || settings.customerType === 'mmba';
  return {
    kind: 'apply',
    settings,
    clearCta: lease,
    switchDrawerTo: lease && openDrawer === DRAWERS.testDrive ? DRAWERS.quote : null,
  };
}

/** How a pricing location reads to a visitor: 'Perth, WA 6000'. */
export function locationLabel(location: PricingLocation): string {
  return `${location.suburb}, ${location.state.toUpperCase()} ${location.postcode}`;
}
