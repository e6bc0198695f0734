/**
 * Website settings rules that are pure (spec 4 "Settings modal", 5, 6): who may
 * choose lease pricing and what applying the form does. The location input's rules
 * are in location.ts.
 */
import { isLease } from './offers';
import { CUSTOMER_TYPES, type CustomerType, type PricingContext, type PricingLocation, type PricingType } from './types';

/** Location copy (spec 5, 8). */
export const LOCATION_MESSAGES = {
  empty: 'Please enter a suburb or postcode',
  noMatch: (input: string): string => `No options for "${input}"`,
  notFound: 'We can’t find your location. Check your browser settings or type the suburb or postcode.',
  /** Apply with typed text that names more than one place (the spec has no copy for it). */
  several: (input: string): string => `More than one place matches "${input}". Choose yours from the list.`,
} as const;

/** The drawers, opened by name (spec 2). */
export const DRAWERS = { quote: 'Get a Dealer Quote', testDrive: 'Book a Test Drive' } as const;
export type DrawerName = (typeof DRAWERS)[keyof typeof DRAWERS];

/** The settings the modal edits. */
export interface PricingSettings {
  customerType: CustomerType;
  pricingType: PricingType;
  location: PricingLocation | null;
}

/** What one customer type is, as the settings modal and the words about a price show it (spec 4, 5, 9). */
interface CustomerTypeRule {
  /** The modal's choice it shows as: mmba customers are business buyers who lease. */
  shownAs: CustomerType;
  /** Its words in the modal, the footer's location popover, a build sheet and a saved build. */
  label: string;
  /** The purchase type it has, or 'choose' when the visitor picks drive-away or lease (spec 5: business only). */
  pricing: PricingType | 'choose';
}

/**
 * Every customer type's rule, one row each. A Record over CUSTOMER_TYPES: a type added there does
 * not compile until its row says how it is shown and priced (before, a new type was silently
 * shown and worded as 'Business'). docs/recipes.md "Add a customer type".
 */
const CUSTOMER_TYPE_RULES: Readonly<Record<CustomerType, CustomerTypeRule>> = {
  private: { shownAs: 'private', label: 'Private', pricing: 'drive-away' },
  business: { shownAs: 'business', label: 'Business', pricing: 'choose' },
  mmba: { shownAs: 'business', label: 'Business', pricing: 'mmba' },
};

/** The settings modal's customer type choices, in the words it shows them (spec 4): the types shown as themselves. */
export const CUSTOMER_CHOICES: readonly { value: CustomerType; label: string }[] = CUSTOMER_TYPES.filter(
  (type) => CUSTOMER_TYPE_RULES[type].shownAs === type,
).map((type) => ({ value: type, label: CUSTOMER_TYPE_RULES[type].label }));

/** The settings modal's purchase type choices, in the words it shows them (spec 4). */
export const PURCHASE_TYPE_CHOICES: readonly { value: PricingType; label: string }[] = [
  { value: 'drive-away', label: 'Drive-away' },
  { value: 'mmba', label: 'Lease' },
];

/** A customer type in the settings modal's words: mmba customers are business buyers who lease. */
export function customerTypeLabel(customerType: CustomerType): string {
  return CUSTOMER_TYPE_RULES[customerType].label;
}

/** A purchase type in the settings modal's words. */
export function purchaseTypeLabel(pricingType: PricingType): string {
  return PURCHASE_TYPE_CHOICES.find((option) => option.value === pricingType)?.label ?? pricingType;
}

/** Whether a customer type may choose the purchase type: only business may choose lease (spec 5). */
export function canChoosePricingType(customerType: CustomerType): boolean {
  return CUSTOMER_TYPE_RULES[customerType].pricing === 'choose';
}

/** The pricing type a customer type ends up with: private keeps drive-away, business chooses (spec 4). */
export function pricingTypeFor(customerType: CustomerType, requested: PricingType): PricingType {
  const { pricing } = CUSTOMER_TYPE_RULES[customerType];
  return pricing === 'choose' ? requested : pricing;
}

/** The customer type the modal's choice shows: private, or business (mmba customers are business buyers who lease). */
export function customerChoiceOf(customerType: CustomerType): CustomerType {
  return CUSTOMER_TYPE_RULES[customerType].shownAs;
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
  const lease = isLease({ ...settings, state: null });
  return {
    kind: 'apply',
    settings,
    clearCta: lease,
    switchDrawerTo: lease && openDrawer === DRAWERS.testDrive ? DRAWERS.quote : null,
  };
}
