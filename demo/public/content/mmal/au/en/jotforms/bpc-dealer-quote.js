// @ts-check
/**
 * The demo dealer quote form: reads the configurator's hidden fields and CTA from
 * its query, validates every field (lead-rules.js, the same rules as the server),
 * POSTs the lead as JSON to /api/leads and, on success, tells the parent page
 * (the configurator's enquiry drawer) with three messages, posted only to the
 * parent's origin: mmal.selectedDealerUpdate, iframe.reactFormSubmit and
 * iframe.showReactThankyouContent (spec 7).
 */
import { DEALERS, HIDDEN_FIELDS, SUBMIT_TEXT, VEHICLE_COUNTS, VISIBLE_FIELDS, fieldError } from './lead-rules.js';

const LEADS_ENDPOINT = '/api/leads';
const SEND_FAILED = 'Sorry, we couldn’t send your enquiry. Please check your connection and try again.';

const query = new URLSearchParams(window.location.search);
const form = /** @type {HTMLFormElement} */ (document.getElementById('dealer-quote'));
const submit = /** @type {HTMLButtonElement} */ (document.getElementById('submit'));
const formError = /** @type {HTMLElement} */ (document.getElementById('form-error'));
const done = /** @type {HTMLElement} */ (document.getElementById('done'));
/** Set by the first submit: from then on fields re-check as they change. */
let submittedOnce = false;

/** The origin messages go to: the parentOrigin parameter, else the referrer's origin; null when neither is an http(s) origin. */
function parentOrigin() {
  for (const candidate of [query.get('parentOrigin'), document.referrer]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      /* not a URL */
    }
  }
  return null;
}

/** The CTA from the query ('get-a-quote' when missing or unknown). */
function cta() {
  const value = query.get('CTA') ?? query.get('cta') ?? '';
  return Object.hasOwn(SUBMIT_TEXT, value) ? /** @type {keyof typeof SUBMIT_TEXT} */ (value) : 'get-a-quote';
}

function setUp() {
  submit.textContent = SUBMIT_TEXT[cta()];

  // The postcode the visitor chose for state based pricing starts the postcode field.
  const postcode = query.get('postcode') ?? '';
  if (/^\d{4}$/.test(postcode)) /** @type {HTMLInputElement} */ (document.getElementById('postcode')).value = postcode;

  const hidden = /** @type {HTMLElement} */ (document.getElementById('hidden-fields'));
  for (const name of HIDDEN_FIELDS) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = query.get(name) ?? '';
    hidden.append(input);
  }

  const counts = /** @type {HTMLElement} */ (document.getElementById('vehicle-counts'));
  for (const count of VEHICLE_COUNTS) {
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'radio';
    input.name = 'numberOfVehicles';
    input.value = count.value;
    input.required = true;
    label.append(input, count.label);
    counts.append(label);
  }

  const select = /** @type {HTMLSelectElement} */ (form.elements.namedItem('dealerId'));
  for (const dealer of DEALERS) select.append(new Option(`${dealer.name}, ${dealer.address.city} ${dealer.address.region}`, dealer.id));
  const address = /** @type {HTMLElement} */ (document.getElementById('dealer-address'));
  select.addEventListener('change', () => {
    const dealer = DEALERS.find((d) => d.id === select.value);
    address.textContent = dealer
      ? `${dealer.address.street}, ${dealer.address.city} ${dealer.address.region} ${dealer.address.postcode} · ${dealer.address.phone}`
      : '';
  });
}

/** The visible fields' values, as the server takes them. */
function values() {
  const data = new FormData(form);
  const text = (/** @type {string} */ name) => String(data.get(name) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    postcode: text('postcode'),
    numberOfVehicles: text('numberOfVehicles'),
    dealerId: text('dealerId'),
    comments: text('comments'),
    consent: data.get('consent') !== null,
  };
}

/** Shows or clears one field's message. */
function showError(/** @type {string} */ field, /** @type {string | null} */ message) {
  const error = document.getElementById(`${field}-error`);
  if (error) {
    error.textContent = message ?? '';
    error.hidden = !message;
  }
  const controls =
    field === 'numberOfVehicles' ? form.querySelectorAll('input[name="numberOfVehicles"]') : [form.elements.namedItem(field)];
  for (const control of controls) {
    if (control instanceof HTMLElement) {
      if (message) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    }
  }
}

/** Checks every field, shows the messages and returns the first invalid field's name. */
function validate() {
  const current = /** @type {Record<string, unknown>} */ (values());
  let first = null;
  for (const field of VISIBLE_FIELDS) {
    const message = fieldError(field, current[field]);
    showError(field, message);
    if (message && first === null) first = field;
  }
  return first;
}

function focusField(/** @type {string} */ field) {
  const control = field === 'numberOfVehicles' ? form.querySelector('input[name="numberOfVehicles"]') : form.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus();
}

/**
 * Fields are checked on submit; after that each one re-checks as the visitor types
 * or chooses, so its message goes as soon as it is fixed. Nothing is checked on
 * leaving a field: a message appearing or going then would move the control the
 * visitor is reaching for.
 */
function watchFields() {
  const recheck = (/** @type {Event} */ event) => {
    if (!submittedOnce) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return;
    if (!VISIBLE_FIELDS.includes(target.name)) return;
    showError(target.name, fieldError(target.name, /** @type {Record<string, unknown>} */ (values())[target.name]));
  };
  form.addEventListener('input', recheck);
  form.addEventListener('change', recheck);
}

/** Tells the parent page: the chosen dealer, the submitted form, then the thank-you. */
function tellParent(/** @type {ReturnType<typeof values>} */ lead) {
  const origin = parentOrigin();
  if (window.parent === window || origin === null) return false;
  const dealer = DEALERS.find((d) => d.id === lead.dealerId);
  const post = (/** @type {string} */ type, /** @type {unknown} */ payload) => window.parent.postMessage({ type, payload }, origin);
  post('mmal.selectedDealerUpdate', { dealer: dealer ? { name: dealer.name, address: { ...dealer.address } } : null });
  const { consent, ...formData } = lead;
  post('iframe.reactFormSubmit', { formData: { ...formData, consent: String(consent), dealer: dealer?.name ?? '' } });
  post('iframe.showReactThankyouContent', { customerName: lead.firstName.trim(), numberOfVehicles: lead.numberOfVehicles });
  return true;
}

/** Shown in this page only when it is opened on its own (no parent page to show the thank-you). */
function showDoneHere(/** @type {string} */ name) {
  form.hidden = true;
  const heading = document.createElement('h2');
  heading.tabIndex = -1;
  heading.textContent = `Thank you for your enquiry, ${name.trim()}`;
  done.replaceChildren(heading);
  done.hidden = false;
  heading.focus();
}

async function onSubmit(/** @type {SubmitEvent} */ event) {
  event.preventDefault();
  if (submit.getAttribute('aria-busy') === 'true') return;
  formError.hidden = true;
  submittedOnce = true;
  const invalid = validate();
  if (invalid) {
    focusField(invalid);
    return;
  }
  const lead = values();
  const hidden = Object.fromEntries(HIDDEN_FIELDS.map((name) => [name, query.get(name) ?? '']));
  submit.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(LEADS_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...lead, cta: cta(), hidden }),
    });
    if (response.status === 400) {
      const body = await response.json().catch(() => ({}));
      const fields = body && typeof body.fields === 'object' && body.fields ? body.fields : {};
      const visible = VISIBLE_FIELDS.filter((field) => typeof fields[field] === 'string');
      for (const field of visible) showError(field, fields[field]);
      if (visible[0]) focusField(visible[0]);
      else throw new Error('lead refused');
      return;
    }
    if (!response.ok) throw new Error(`lead answered ${response.status}`);
    if (!tellParent(lead)) showDoneHere(lead.firstName);
  } catch (error) {
    console.error('Dealer quote form: sending failed', error);
    formError.textContent = SEND_FAILED;
    formError.hidden = false;
  } finally {
    submit.removeAttribute('aria-busy');
  }
}

setUp();
watchFields();
form.addEventListener('submit', (event) => void onSubmit(/** @type {SubmitEvent} */ (event)));
// The button starts disabled in the HTML: a press before this script runs would submit the form
// natively (a GET that reloads the frame with the visitor's details in its URL) and lose the lead.
submit.disabled = false;
