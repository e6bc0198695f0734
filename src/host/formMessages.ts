/**
 * Window messages from the dealer quote form frame (spec 7, received):
 * `iframe.showReactThankyouContent` {customerName, numberOfVehicles},
 * `mmal.selectedDealerUpdate` {dealer} and `iframe.reactFormSubmit` {formData},
 * each an object `{ type, payload }`. Parsed by total functions: anything else is
 * null, never a throw.
 */
import { asString, isRecord, parseJson, readList } from '../domain/read';
import { isOversizedMessage, MAX_MESSAGE_ENTRIES, MAX_MESSAGE_TEXT } from './messageSize';
import type { SelectedDealer } from '../domain/types';

export const FORM_MESSAGE_TYPES = {
  thankYou: 'iframe.showReactThankyouContent',
  dealer: 'mmal.selectedDealerUpdate',
  submit: 'iframe.reactFormSubmit',
} as const;

export type FormMessage =
  | { type: typeof FORM_MESSAGE_TYPES.thankYou; payload: { customerName: string; numberOfVehicles: string } }
  | { type: typeof FORM_MESSAGE_TYPES.dealer; payload: { dealer: SelectedDealer | null } }
  | { type: typeof FORM_MESSAGE_TYPES.submit; payload: { formData: Record<string, string>; invalidFields: string[] } };

/** Longest text kept from a message field. */
const MAX_TEXT = 500;
/** Most form fields kept from a submit message. */
const MAX_FIELDS = 100;

/** A string or finite number as trimmed text (at most 500 characters), else ''. */
function text(value: unknown): string {
  return asString(value)?.trim().slice(0, MAX_TEXT) ?? '';
}

/** A dealer from a message, or null when it has no name. Phone may sit on the address or on the dealer. */
export function parseDealer(value: unknown): SelectedDealer | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  if (name === '') return null;
  const address = isRecord(value.address) ? value.address : {};
  return {
    name,
    address: {
      street: text(address.street),
      city: text(address.city),
      region: text(address.region),
      postcode: text(address.postcode),
      phone: text(address.phone) || text(value.phone),
    },
  };
}

/** The named fields of form data: an object's entries, or a list of { name, value } pairs. */
function formEntries(value: unknown): [string, unknown][] {
  return isRecord(value)
    ? Object.entries(value)
    : readList(value, (pair): [string, unknown] | null => (isRecord(pair) ? [text(pair.name), pair.value] : null));
}

/** A form value of a type the form can hold: text, a number or true/false. */
function isFormValue(raw: unknown): raw is string | number | boolean {
  return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean';
}

/** Form data as name → text: an object of scalars or a list of { name, value } pairs; at most 100 fields. */
export function parseFormData(value: unknown): Record<string, string> {
  const entries = formEntries(value);
  const data: Record<string, string> = {};
  let count = 0;
  for (const [name, raw] of entries) {
    if (name === '' || name.length > 100 || name === '__proto__' || count >= MAX_FIELDS) continue;
    if (!isFormValue(raw)) continue;
    data[name] = typeof raw === 'boolean' ? String(raw) : text(raw);
    count += 1;
  }
  return data;
}

/**
 * The fields of form data whose value has a type a form cannot hold (an object, a list,
 * null, undefined, a function): each is left out of the data, and logged (spec 8). At most 100 names.
 */
export function invalidFormFields(value: unknown): string[] {
  return formEntries(value)
    .filter(([name, raw]) => name !== '' && !isFormValue(raw))
    .map(([name]) => name.slice(0, 100))
    .slice(0, MAX_FIELDS);
}

/** The console error for form values of invalid types (spec 8). */
export function invalidFormValuesMessage(fields: readonly string[]): string {
  return `bp-configurator: the dealer form sent values of an invalid type (not text, a number or true/false) for ${fields.map((f) => `"${f}"`).join(', ')}; they were left out`;
}

/** Reads a message's data (an object, or its JSON text) as one of the form's messages, or null; an oversized one is refused, logged. */
export function parseFormMessage(data: unknown): FormMessage | null {
  const json = typeof data === 'string' ? data : null;
  const value = isOversizedMessage(data) ? undefined : json === null ? data : parseJson(json);
  if (value === undefined || (json !== null && isOversizedMessage(value))) {
    console.warn(
      `bp-configurator: a message from the dealer form was refused: over ${MAX_MESSAGE_TEXT} characters or ${MAX_MESSAGE_ENTRIES} entries`,
    );
    return null;
  }
  if (!isRecord(value)) return null;
  const payload = isRecord(value.payload) ? value.payload : {};
  switch (value.type) {
    case FORM_MESSAGE_TYPES.thankYou:
      return { type: value.type, payload: { customerName: text(payload.customerName), numberOfVehicles: text(payload.numberOfVehicles) } };
    case FORM_MESSAGE_TYPES.dealer:
      return { type: value.type, payload: { dealer: parseDealer(payload.dealer) } };
    case FORM_MESSAGE_TYPES.submit:
      return {
        type: value.type,
        payload: { formData: parseFormData(payload.formData), invalidFields: invalidFormFields(payload.formData) },
      };
    default:
      return null;
  }
}

/** The origin of the form page, resolved against the page URL; null when it cannot be read. */
export function formOrigin(formUrl: string, pageUrl: string): string | null {
  try {
    const origin = new URL(formUrl, pageUrl).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Whether a message comes from the form frame: sent by the frame's own window
 * and from the form's origin. Both must hold; a message from any other window or
 * origin is ignored.
 */
export function isFromFormFrame(event: { source: unknown; origin: unknown }, frameWindow: unknown, expectedOrigin: string | null): boolean {
  return frameWindow != null && event.source === frameWindow && expectedOrigin !== null && event.origin === expectedOrigin;
}

/** The page's query, with its '?' (empty when it has none). */
export function pageSearch(): string {
  return window.location.search;
}

/** The page's origin, e.g. `https://www.example.com`. */
export function pageOrigin(): string {
  return window.location.origin;
}
