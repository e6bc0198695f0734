// @ts-check
/**
 * The demo dealer quote form's rules, shared by the form page (in the browser)
 * and the demo server's POST /api/leads (demo/store/leads.mjs): the dealers, the
 * hidden fields the configurator fills (spec 3), and lead validation with one
 * message per field. Plain ES module, no DOM, no Node.
 */

/** The demo dealers (invented; phone numbers are in the 5550 drama range). */
export const DEALERS = [
  {
    id: 'sydney-city',
    name: 'Sydney City Mitsubishi',
    address: { street: '120 William St', city: 'Woolloomooloo', region: 'NSW', postcode: '2011', phone: '(02) 5550 1201' },
  },
  {
    id: 'parramatta',
    name: 'Parramatta Mitsubishi',
    address: { street: '45 Church St', city: 'Parramatta', region: 'NSW', postcode: '2150', phone: '(02) 5550 4550' },
  },
  {
    id: 'melbourne',
    name: 'Melbourne Mitsubishi',
    address: { street: '300 Elizabeth St', city: 'Melbourne', region: 'VIC', postcode: '3000', phone: '(03) 5550 3000' },
  },
  {
    id: 'brisbane',
    name: 'Brisbane Mitsubishi',
    address: { street: '80 Ann St', city: 'Brisbane City', region: 'QLD', postcode: '4000', phone: '(07) 5550 8080' },
  },
  {
    id: 'perth',
    name: 'Perth Mitsubishi',
    address: { street: '12 Hay St', city: 'Perth', region: 'WA', postcode: '6000', phone: '(08) 5550 1212' },
  },
  {
    id: 'adelaide',
    name: 'Adelaide Mitsubishi',
    address: { street: '5 King William St', city: 'Adelaide', region: 'SA', postcode: '5000', phone: '(08) 5550 0505' },
  },
];

/** The hidden fields the configurator passes in the form URL (spec 3 "Enquiry hidden fields"). */
export const HIDDEN_FIELDS = [
  'accessories',
  'balloon',
  'body_type',
  'colour',
  'deposit',
  'drive_type',
  'fuel_type',
  'interest_rate',
  'interior',
  'loan_term',
  'model1',
  'model',
  'model_year',
  'option',
  'sku',
  'transmission',
  'url',
  'vehicle_price',
  'lead_type',
  'form_name',
  // The build code (issue 32.1): the dealer types it to open the build.
  'build_code',
];

/** Number-of-vehicles answers; '5+' includes '5', which the configurator reads as a bulk order (spec 4). */
export const VEHICLE_COUNTS = [
  { value: '1', label: '1' },
  { value: '2-4', label: '2–4' },
  { value: '5+', label: '5+' },
];

/** The CTA values and the submit button text each gives (spec 7, 9). */
export const SUBMIT_TEXT = { 'get-a-quote': 'Get a quote', 'book-a-test-drive': 'Book a test drive' };

export const LIMITS = { name: 50, email: 254, comments: 1000, hidden: 2048 };

export const MESSAGES = {
  firstName: {
    missing: 'Enter your first name',
    long: `First name must be ${LIMITS.name} characters or fewer`,
    format: 'Use letters, spaces, hyphens and apostrophes only',
  },
  lastName: {
    missing: 'Enter your last name',
    long: `Last name must be ${LIMITS.name} characters or fewer`,
    format: 'Use letters, spaces, hyphens and apostrophes only',
  },
  email: {
    missing: 'Enter your email address',
    long: `Email address must be ${LIMITS.email} characters or fewer`,
    format: 'Enter an email address like name@example.com',
  },
  phone: { missing: 'Enter your phone number', format: 'Enter an Australian phone number, like 0412 345 678' },
  postcode: { missing: 'Enter your postcode', format: 'Enter a 4-digit postcode' },
  numberOfVehicles: { missing: 'Choose how many vehicles you need' },
  dealerId: { missing: 'Choose a preferred dealer' },
  comments: { long: `Comments must be ${LIMITS.comments} characters or fewer` },
  consent: { missing: 'Tick the box to agree to be contacted about your enquiry' },
  cta: { format: 'Unknown enquiry type' },
  hidden: {
    format: 'Hidden fields must be text',
    long: `Hidden fields must be ${LIMITS.hidden} characters or fewer`,
    unknown: 'Unknown hidden field',
  },
};

const NAME = /^\p{L}[\p{L}\p{M}' .-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(?:\+61|0)[2-478]\d{8}$/;
const POSTCODE = /^\d{4}$/;

/** A string trimmed, or null for anything that is not a string. */
const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value.trim() : null);

/** The phone number's digits (and a leading +), without spaces, brackets and hyphens. */
export const compactPhone = (/** @type {string} */ phone) => phone.replace(/[\s()-]/g, '');

/** One field's message, or null when it is valid. */
export function fieldError(/** @type {string} */ field, /** @type {unknown} */ value) {
  switch (field) {
    case 'firstName':
    case 'lastName': {
      const m = MESSAGES[field];
      const v = text(value);
      if (!v) return m.missing;
      if (v.length > LIMITS.name) return m.long;
      return NAME.test(v) ? null : m.format;
    }
    case 'email': {
      const v = text(value);
      if (!v) return MESSAGES.email.missing;
      if (v.length > LIMITS.email) return MESSAGES.email.long;
      return EMAIL.test(v) ? null : MESSAGES.email.format;
    }
    case 'phone': {
      const v = text(value);
      if (!v) return MESSAGES.phone.missing;
      return v.length <= 20 && PHONE.test(compactPhone(v)) ? null : MESSAGES.phone.format;
    }
    case 'postcode': {
      const v = text(value);
      if (!v) return MESSAGES.postcode.missing;
      return POSTCODE.test(v) ? null : MESSAGES.postcode.format;
    }
    case 'numberOfVehicles':
      return VEHICLE_COUNTS.some((c) => c.value === value) ? null : MESSAGES.numberOfVehicles.missing;
    case 'dealerId':
      return DEALERS.some((d) => d.id === value) ? null : MESSAGES.dealerId.missing;
    case 'comments': {
      if (value === undefined || value === null) return null;
      const v = text(value);
      if (v === null) return MESSAGES.comments.long;
      return v.length > LIMITS.comments ? MESSAGES.comments.long : null;
    }
    case 'consent':
      return value === true ? null : MESSAGES.consent.missing;
    case 'cta':
      return typeof value === 'string' && Object.hasOwn(SUBMIT_TEXT, value) ? null : MESSAGES.cta.format;
    default:
      return null;
  }
}

export const VISIBLE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'postcode',
  'numberOfVehicles',
  'dealerId',
  'comments',
  'consent',
];

/**
 * Checks a lead as posted (an object with the visible fields, `cta` and `hidden`).
 * Returns the clean lead, or the field errors (field name → message).
 * @param {unknown} input
 * @returns {{ ok: true, lead: Record<string, unknown> } | { ok: false, errors: Record<string, string> }}
 */
export function validateLead(input) {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return { ok: false, errors: { body: 'Send the lead as a JSON object' } };
  const body = /** @type {Record<string, unknown>} */ (input);
  /** @type {Record<string, string>} */
  const errors = {};
  for (const field of [...VISIBLE_FIELDS, 'cta']) {
    const message = fieldError(field, body[field]);
    if (message) errors[field] = message;
  }
  /** @type {Record<string, string>} */
  const hidden = {};
  const rawHidden = body.hidden ?? {};
  if (typeof rawHidden !== 'object' || rawHidden === null || Array.isArray(rawHidden)) errors.hidden = MESSAGES.hidden.format;
  else {
    for (const [name, value] of Object.entries(rawHidden)) {
      if (!HIDDEN_FIELDS.includes(name)) errors[`hidden.${name.slice(0, 40)}`] = MESSAGES.hidden.unknown;
      else if (typeof value !== 'string') errors[`hidden.${name}`] = MESSAGES.hidden.format;
      else if (value.length > LIMITS.hidden) errors[`hidden.${name}`] = MESSAGES.hidden.long;
      else hidden[name] = value;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const dealer = DEALERS.find((d) => d.id === body.dealerId);
  return {
    ok: true,
    lead: {
      firstName: text(body.firstName),
      lastName: text(body.lastName),
      email: text(body.email),
      phone: text(body.phone),
      postcode: text(body.postcode),
      numberOfVehicles: body.numberOfVehicles,
      dealer,
      comments: text(body.comments) ?? '',
      consent: true,
      cta: body.cta,
      hidden: Object.fromEntries(HIDDEN_FIELDS.map((name) => [name, hidden[name] ?? ''])),
    },
  };
}
