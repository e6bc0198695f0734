// @ts-check
/**
 * Writes the demo catalog (demo/catalog/*.json) from the tables below.
 * Deterministic: the same script always writes the same bytes, so the
 * committed JSON can be regenerated and diffed. Run: node demo/catalog/generate.mjs
 *
 * Prices are plausible Australian figures, not the maker's: NSW private
 * drive-away is the anchor, other states and customer types derive from it.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const STATES = /** @type {const} */ (['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas']);
/** Drive-away differs by state through stamp duty and registration. */
/** @type {Record<string, number>} */
const STATE_FACTOR = { sa: 1.011, wa: 1.016, nt: 0.988, qld: 0.994, nsw: 1, vic: 1.008, act: 1.004, tas: 0.997 };
/** Lease weekly differences by state (registration), dollars per week. */
/** @type {Record<string, number>} */
const LEASE_STATE_DELTA = { sa: 2, wa: 3, nt: -2, qld: -1, nsw: 0, vic: 1, act: 1, tas: -1 };
/** Option price differences by state (stamp duty on the option), fraction of the national value. */
/** @type {Record<string, number>} */
const OPTION_STATE_FACTOR = { sa: 1.02, wa: 1.03, nt: 0.98, qld: 1, nsw: 1, vic: 1.02, act: 1.01, tas: 0.99 };

const LEASE_TERMS = { mileage: 15000, months: 60 };

const uid = (/** @type {number} */ id) => Buffer.from(String(id)).toString('base64');
const roundTo90 = (/** @type {number} */ v) => Math.round(v / 100) * 100 - 10;

// ---------------------------------------------------------------------------
// Colours, interiors, option packs (global attribute options: one value_index each)
// ---------------------------------------------------------------------------

/** Exterior colours: code (used in skus), hex, price (private, national; 0 = base colour). */
/** @type {Record<string, { index: number, label: string, code: string, hex: string, price: number }>} */
const EXTERIORS = {
  'white-solid': { index: 5001, label: 'White Solid', code: 'W32', hex: '#F5F5F2', price: 0 },
  'white-diamond': { index: 5002, label: 'White Diamond', code: 'W37', hex: '#EEEDE6', price: 740 },
  'blade-silver': { index: 5003, label: 'Blade Silver', code: 'U17', hex: '#A9ADB1', price: 740 },
  'sterling-silver': { index: 5004, label: 'Sterling Silver', code: 'U25', hex: '#B8BABC', price: 740 },
  'graphite-grey': { index: 5005, label: 'Graphite Grey', code: 'U06', hex: '#5B5F63', price: 740 },
  'titanium-grey': { index: 5006, label: 'Titanium Grey', code: 'U07', hex: '#6E6A66', price: 740 },
  'jet-black': { index: 5007, label: 'Jet Black', code: 'X42', hex: '#15171A', price: 740 },
  'black-diamond': { index: 5008, label: 'Black Diamond', code: 'X08', hex: '#1E1F24', price: 740 },
  'red-diamond': { index: 5009, label: 'Red Diamond', code: 'P62', hex: '#9E1B24', price: 1040 },
  'yamabuki-orange': { index: 5010, label: 'Yamabuki Orange', code: 'M09', hex: '#D9822B', price: 740 },
  'cosmic-blue': { index: 5011, label: 'Cosmic Blue', code: 'T69', hex: '#2D4A7A', price: 740 },
  'lightning-blue': { index: 5012, label: 'Lightning Blue', code: 'T16', hex: '#2F6FB3', price: 740 },
  'white-diamond-black-roof': { index: 5013, label: 'White Diamond with Black Roof', code: 'W37X', hex: '#EEEDE6', price: 1540 },
};

/** @type {Record<string, { index: number, label: string, code: string, hex: string, price: number }>} */
const INTERIORS = {
  'black-cloth': { index: 6001, label: 'Black cloth', code: 'C1', hex: '#2A2A2C', price: 0 },
  'black-synthetic-leather': { index: 6002, label: 'Black synthetic leather', code: 'S1', hex: '#1C1C1E', price: 0 },
  'black-leather': { index: 6003, label: 'Black leather', code: 'L1', hex: '#151515', price: 0 },
  'tan-leather': { index: 6004, label: 'Tan leather', code: 'L2', hex: '#A0673A', price: 1500 },
  'black-leather-orange-stitch': { index: 6005, label: 'Black leather with orange stitching', code: 'L3', hex: '#1A1A1A', price: 0 },
  'light-grey-leather': { index: 6006, label: 'Light grey leather', code: 'L4', hex: '#BDBAB4', price: 1000 },
};

/** Option packs; `contents` is what a pack adds, as the maker's `pack_contents` lists it (none for Standard). */
/** @type {Record<string, { index: number, label: string, code: string, price: number, lease: number, contents: string[] }>} */
const PACKS = {
  standard: { index: 7001, label: 'Standard', code: 'P0', price: 0, lease: 0, contents: [] },
  'premium-pack': {
    index: 7002,
    label: 'Premium Pack',
    code: 'P1',
    price: 2500,
    lease: 9,
    contents: ['Leather-appointed seats', 'Heated front seats', 'Power-adjustable driver seat', 'Premium audio'],
  },
  'black-edition': {
    index: 7003,
    label: 'Black Edition',
    code: 'P2',
    price: 1500,
    lease: 5,
    contents: ['Black 18-inch alloy wheels', 'Black grille and mirror caps', 'Black roof rails'],
  },
  'tradie-pack': {
    index: 7004,
    label: 'Tradie Pack',
    code: 'P3',
    price: 1990,
    lease: 7,
    contents: ['Heavy-duty rear springs', 'Vinyl floor covering', 'Tub rail caps'],
  },
  'touring-pack': {
    index: 7005,
    label: 'Touring Pack',
    code: 'P4',
    price: 1200,
    lease: 4,
    contents: ['Roof rails', 'Front fog lamps', 'Rear privacy glass'],
  },
};

/** Colours accessories come in when they are not paint-matched. */
/** @type {Record<string, { index: number, label: string, hex: string }>} */
const ACCESSORY_COLOURS = {
  black: { index: 8101, label: 'Black', hex: '#111111' },
  silver: { index: 8102, label: 'Silver', hex: '#C0C2C4' },
};
/** Paint-matched accessory colours share the exterior's option_slug and label (colour matching, spec 4). */
const paintColourIndex = (/** @type {string} */ slug) => 8000 + (EXTERIORS[slug].index - 5000);

// ---------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------

/** Weekly operating lease price for a drive-away price. */
const leaseWeekly = (/** @type {number} */ driveAway) => Math.round(70 + driveAway * 0.0048);
const businessPrice = (/** @type {number} */ driveAway) => roundTo90(driveAway * 0.965);

/** Per-state drive-away prices from the NSW anchor. */
function statePrices(/** @type {number} */ nsw) {
  return Object.fromEntries(STATES.map((s) => [s, roundTo90(nsw * STATE_FACTOR[s])]));
}

/** Offer texts per customer type. */
const OFFER_TEXT = {
  private: {
    marker: '*',
    label: 'Drive away',
    title: 'Drive away price',
    disclaimer:
      'Drive away price for private buyers includes 12 months registration, CTP insurance, dealer delivery and stamp duty. Price varies by state and territory.',
  },
  business: {
    marker: '#',
    label: 'Drive away (ABN holders)',
    title: 'Business drive away price',
    disclaimer:
      'Drive away price for ABN holders includes 12 months registration, CTP insurance, dealer delivery and stamp duty. Excludes government, rental and national fleet buyers.',
  },
  mmba: {
    marker: '^',
    label: 'Per week',
    title: 'Operating lease',
    disclaimer:
      'Indicative weekly operating lease price for approved ABN holders over a term of 24 to 60 months and 15,000 km per year, including registration, servicing and tyres. Subject to credit approval.',
  },
};

/**
 * The offer for one customer type.
 * @param {'private'|'business'|'mmba'} customer
 * @param {Record<string, number>} byState
 * @param {{ special?: { title: string, description: string, short: string, ends: string } | null }} opts
 */
function offer(customer, byState, { special = null }) {
  const text = OFFER_TEXT[customer];
  const disclaimers = [{ marker: text.marker, text: text.disclaimer }];
  if (special)
    disclaimers.push({ marker: text.marker, text: `Offer ends ${special.ends} or while stocks last, at participating dealers.` });
  disclaimers.push({ marker: '', text: 'Images shown are for illustration purposes only and may show optional equipment.' });
  /** @type {Record<string, any>} */
  const price = {
    label: text.label,
    value: byState.nsw,
    override_label: null,
    disclaimer: text.disclaimer,
    lease_terms: customer === 'mmba' ? { ...LEASE_TERMS } : null,
  };
  for (const s of STATES) price[s] = { value: byState[s], label: text.label, override_label: null };
  return {
    title: special ? special.title : text.title,
    description: special ? special.description : null,
    short_description: special ? special.short : null,
    special_offer_flag: Boolean(special),
    disclaimers,
    price,
  };
}

/** All three offers for a NSW private drive-away anchor plus per-state deltas. */
function offers(/** @type {number} */ nswPrivate, /** @type {any} */ special, deltas = { private: 0, business: 0, mmba: 0 }) {
  const priv = statePrices(nswPrivate);
  const byStateDelta = (/** @type {Record<string, number>} */ base, /** @type {(s: string) => number} */ d) =>
    Object.fromEntries(STATES.map((s) => [s, base[s] + d(s)]));
  const privFinal = byStateDelta(priv, (s) => optionStateValue(deltas.private, s));
  const busFinal = byStateDelta(Object.fromEntries(STATES.map((s) => [s, businessPrice(priv[s])])), (s) =>
    optionStateValue(deltas.business, s),
  );
  const leaseBase = Object.fromEntries(STATES.map((s) => [s, leaseWeekly(nswPrivate) + LEASE_STATE_DELTA[s]]));
  const leaseFinal = byStateDelta(leaseBase, () => deltas.mmba);
  return {
    private: offer('private', privFinal, { special: special?.private ?? null }),
    business: offer('business', busFinal, { special: special?.business ?? null }),
    mmba: offer('mmba', leaseFinal, { special: null }),
  };
}

const optionStateValue = (/** @type {number} */ v, /** @type {string} */ s) => Math.round(v * OPTION_STATE_FACTOR[s]);

/** An option value's pricing per customer type: differences to the base option. */
function optionPricing(/** @type {number} */ price, /** @type {number} */ lease, /** @type {string} */ kind) {
  const one = (/** @type {number} */ v, /** @type {boolean} */ weekly) => {
    /** @type {Record<string, any>} */
    const p = { value: v, label: v === 0 ? 'Included' : kind };
    for (const s of STATES) p[`${s}_value`] = weekly ? v : optionStateValue(v, s);
    return p;
  };
  return { private: one(price, false), business: one(price, false), mmba: one(lease, true) };
}

// ---------------------------------------------------------------------------
// Ranges and models
// ---------------------------------------------------------------------------

/**
 * @typedef {{ grade: string, body: string, seats: number, sub: string, drive: string, fuel: string, trans: string,
 *   price: number, colours: string[], interiors: string[], packs?: string[], special?: boolean, features: string[] }} ModelRow
 */

/** @type {Record<string, { label: string, path: string }>} */
const SUBRANGES = {
  'pick-up': { label: 'Pick Up', path: 'pick-up' },
  'cab-chassis': { label: 'Cab Chassis', path: 'cab-chassis' },
  petrol: { label: 'Petrol', path: 'petrol' },
  phev: { label: 'Plug-in Hybrid', path: 'phev' },
  suv: { label: 'SUV', path: 'suv' },
  wagon: { label: 'Wagon', path: 'wagon' },
};

const TRITON_FEATURES = {
  GLX: [
    '2.4L bi-turbo diesel, 150kW / 470Nm',
    '7-inch touchscreen with wireless Apple CarPlay and Android Auto',
    '7 airbags',
    'Autonomous emergency braking',
  ],
  'GLX+': ['Everything on GLX, plus:', '9-inch touchscreen', 'Rear differential lock', 'Side steps', 'Keyless entry and push-button start'],
  GLS: [
    'Everything on GLX+, plus:',
    'Super Select II 4WD with 7 drive modes',
    'Synthetic leather seats',
    'Dual-zone climate control',
    '18-inch alloy wheels',
  ],
  GSR: [
    'Everything on GLS, plus:',
    'Sports bar and black 18-inch alloy wheels',
    'Leather seats with orange stitching',
    'Yamabuki Orange accents',
  ],
};
const TRITON_PETROL = ['2.4L petrol, 100kW / 194Nm', '7-inch touchscreen with wireless Apple CarPlay and Android Auto', '7 airbags'];

const TRITON_WORK_COLOURS = ['white-solid', 'sterling-silver', 'graphite-grey'];
const TRITON_COLOURS = ['white-solid', 'white-diamond', 'blade-silver', 'graphite-grey', 'jet-black', 'red-diamond'];

/** @type {ModelRow[]} */
const TRITON_MODELS = [
  {
    grade: 'GLX',
    body: 'Single Cab',
    seats: 2,
    sub: 'cab-chassis',
    drive: '2WD',
    fuel: 'Petrol',
    trans: '6-speed manual',
    price: 35990,
    colours: TRITON_WORK_COLOURS,
    interiors: ['black-cloth'],
    features: TRITON_PETROL,
  },
  {
    grade: 'GLX',
    body: 'Single Cab',
    seats: 2,
    sub: 'cab-chassis',
    drive: '2WD',
    fuel: 'Diesel',
    trans: '6-speed manual',
    price: 39990,
    colours: TRITON_WORK_COLOURS,
    interiors: ['black-cloth'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Single Cab',
    seats: 2,
    sub: 'cab-chassis',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed manual',
    price: 46490,
    colours: TRITON_WORK_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'tradie-pack'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Club Cab',
    seats: 4,
    sub: 'cab-chassis',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed manual',
    price: 49990,
    colours: TRITON_WORK_COLOURS,
    interiors: ['black-cloth'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Double Cab',
    seats: 5,
    sub: 'cab-chassis',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed manual',
    price: 52490,
    colours: ['white-solid', 'white-diamond', 'sterling-silver', 'graphite-grey'],
    interiors: ['black-cloth'],
    packs: ['standard', 'tradie-pack'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Double Cab',
    seats: 5,
    sub: 'cab-chassis',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 54490,
    colours: ['white-solid', 'white-diamond', 'sterling-silver', 'graphite-grey'],
    interiors: ['black-cloth'],
    packs: ['standard', 'tradie-pack'],
    special: true,
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Club Cab',
    seats: 4,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed manual',
    price: 51990,
    colours: TRITON_COLOURS.slice(0, 5),
    interiors: ['black-cloth'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Double Cab',
    seats: 5,
    sub: 'pick-up',
    drive: '2WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 47990,
    colours: TRITON_COLOURS.slice(0, 5),
    interiors: ['black-cloth'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Double Cab',
    seats: 5,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed manual',
    price: 54990,
    colours: TRITON_COLOURS,
    interiors: ['black-cloth'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX',
    body: 'Double Cab',
    seats: 5,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 56990,
    colours: TRITON_COLOURS,
    interiors: ['black-cloth'],
    features: TRITON_FEATURES.GLX,
  },
  {
    grade: 'GLX+',
    body: 'Club Cab',
    seats: 4,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 57490,
    colours: TRITON_COLOURS,
    interiors: ['black-cloth'],
    features: TRITON_FEATURES['GLX+'],
  },
  {
    grade: 'GLX+',
    body: 'Double Cab',
    seats: 5,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 59990,
    colours: TRITON_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'touring-pack'],
    special: true,
    features: TRITON_FEATURES['GLX+'],
  },
  {
    grade: 'GLS',
    body: 'Double Cab',
    seats: 5,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 64490,
    colours: TRITON_COLOURS,
    interiors: ['black-synthetic-leather', 'tan-leather'],
    packs: ['standard', 'premium-pack'],
    features: TRITON_FEATURES.GLS,
  },
  {
    grade: 'GSR',
    body: 'Double Cab',
    seats: 5,
    sub: 'pick-up',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '6-speed automatic',
    price: 68990,
    colours: ['white-diamond', 'graphite-grey', 'jet-black', 'yamabuki-orange'],
    interiors: ['black-leather-orange-stitch'],
    features: TRITON_FEATURES.GSR,
  },
];

const SUV_FEATURES = {
  ES: ['Autonomous emergency braking', '8-inch touchscreen with Apple CarPlay and Android Auto', 'Reversing camera', 'Cloth seats'],
  LS: ['Everything on ES, plus:', 'Adaptive cruise control', 'Power tailgate', 'Privacy glass'],
  Aspire: ['Everything on LS, plus:', 'Synthetic leather seats', '12.3-inch digital driver display', 'Wireless phone charger'],
  Exceed: ['Everything on Aspire, plus:', 'Leather seats', 'Panoramic sunroof', 'Head-up display', '360-degree camera'],
  'Exceed Tourer': ['Everything on Exceed, plus:', 'Semi-aniline leather', 'Bose premium audio', 'Two-tone paint available'],
  GLX: ['2.4L turbo diesel, 133kW / 430Nm', 'Super Select II 4WD', '8-inch touchscreen', 'Reversing camera'],
  GLS: ['Everything on GLX, plus:', '7 seats', 'Leather seats', 'Power tailgate'],
  GSR: ['Everything on Exceed, plus:', 'Black exterior highlights', 'Red stitching', 'Paddle shifters'],
};

const OUTLANDER_COLOURS = [
  'white-solid',
  'white-diamond',
  'sterling-silver',
  'titanium-grey',
  'black-diamond',
  'red-diamond',
  'cosmic-blue',
];

/** @type {ModelRow[]} */
const OUTLANDER_MODELS = [
  {
    grade: 'ES',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'petrol',
    drive: '2WD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 41990,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-cloth'],
    features: SUV_FEATURES.ES,
  },
  {
    grade: 'ES',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'petrol',
    drive: 'AWD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 46490,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-cloth'],
    features: SUV_FEATURES.ES,
  },
  {
    grade: 'LS',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'petrol',
    drive: '2WD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 46990,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'black-edition'],
    features: SUV_FEATURES.LS,
  },
  {
    grade: 'LS',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'petrol',
    drive: 'AWD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 49490,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'black-edition'],
    features: SUV_FEATURES.LS,
  },
  {
    grade: 'Aspire',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'petrol',
    drive: 'AWD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 52990,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-synthetic-leather'],
    features: SUV_FEATURES.Aspire,
  },
  {
    grade: 'Exceed',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'petrol',
    drive: 'AWD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 56490,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-leather', 'light-grey-leather'],
    special: true,
    features: SUV_FEATURES.Exceed,
  },
  {
    grade: 'ES',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'phev',
    drive: 'AWD',
    fuel: 'Plug-in Hybrid',
    trans: 'Single-speed automatic',
    price: 59990,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-cloth'],
    features: ['20kWh battery, 84km electric range', ...SUV_FEATURES.ES.slice(1)],
  },
  {
    grade: 'Aspire',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'phev',
    drive: 'AWD',
    fuel: 'Plug-in Hybrid',
    trans: 'Single-speed automatic',
    price: 66990,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-synthetic-leather'],
    features: SUV_FEATURES.Aspire,
  },
  {
    grade: 'Exceed',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'phev',
    drive: 'AWD',
    fuel: 'Plug-in Hybrid',
    trans: 'Single-speed automatic',
    price: 72990,
    colours: OUTLANDER_COLOURS,
    interiors: ['black-leather', 'light-grey-leather'],
    packs: ['standard', 'premium-pack'],
    features: SUV_FEATURES.Exceed,
  },
  {
    grade: 'Exceed Tourer',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'phev',
    drive: 'AWD',
    fuel: 'Plug-in Hybrid',
    trans: 'Single-speed automatic',
    price: 77490,
    colours: [...OUTLANDER_COLOURS, 'white-diamond-black-roof'],
    interiors: ['light-grey-leather', 'black-leather'],
    features: SUV_FEATURES['Exceed Tourer'],
  },
];

const ECLIPSE_COLOURS = [
  'white-solid',
  'white-diamond',
  'sterling-silver',
  'titanium-grey',
  'black-diamond',
  'red-diamond',
  'lightning-blue',
];
/** @type {ModelRow[]} */
const ECLIPSE_MODELS = [
  {
    grade: 'ES',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: '8-step CVT',
    price: 35990,
    colours: ECLIPSE_COLOURS,
    interiors: ['black-cloth'],
    features: SUV_FEATURES.ES,
  },
  {
    grade: 'LS',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: '8-step CVT',
    price: 38990,
    colours: ECLIPSE_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'black-edition'],
    features: SUV_FEATURES.LS,
  },
  {
    grade: 'LS',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: 'AWD',
    fuel: 'Petrol',
    trans: '8-step CVT',
    price: 41490,
    colours: ECLIPSE_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'black-edition'],
    special: true,
    features: SUV_FEATURES.LS,
  },
  {
    grade: 'Aspire',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: '8-step CVT',
    price: 42990,
    colours: ECLIPSE_COLOURS,
    interiors: ['black-synthetic-leather'],
    features: SUV_FEATURES.Aspire,
  },
  {
    grade: 'Exceed',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: 'AWD',
    fuel: 'Petrol',
    trans: '8-step CVT',
    price: 46990,
    colours: ECLIPSE_COLOURS,
    interiors: ['black-leather', 'light-grey-leather'],
    packs: ['standard', 'premium-pack'],
    features: SUV_FEATURES.Exceed,
  },
];

const PAJERO_COLOURS = ['white-solid', 'white-diamond', 'sterling-silver', 'graphite-grey', 'jet-black', 'red-diamond'];
/** @type {ModelRow[]} */
const PAJERO_MODELS = [
  {
    grade: 'GLX',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'wagon',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '8-speed automatic',
    price: 52990,
    colours: PAJERO_COLOURS,
    interiors: ['black-cloth'],
    features: SUV_FEATURES.GLX,
  },
  {
    grade: 'GLS',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'wagon',
    drive: '2WD',
    fuel: 'Diesel',
    trans: '8-speed automatic',
    price: 53990,
    colours: PAJERO_COLOURS,
    interiors: ['black-leather'],
    features: SUV_FEATURES.GLS,
  },
  {
    grade: 'GLS',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'wagon',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '8-speed automatic',
    price: 57490,
    colours: PAJERO_COLOURS,
    interiors: ['black-leather'],
    packs: ['standard', 'touring-pack'],
    features: SUV_FEATURES.GLS,
  },
  {
    grade: 'Exceed',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'wagon',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '8-speed automatic',
    price: 61990,
    colours: PAJERO_COLOURS,
    interiors: ['black-leather', 'tan-leather'],
    features: SUV_FEATURES.Exceed,
  },
  {
    grade: 'GSR',
    body: '7 Seat SUV',
    seats: 7,
    sub: 'wagon',
    drive: '4WD',
    fuel: 'Diesel',
    trans: '8-speed automatic',
    price: 63490,
    colours: ['white-diamond', 'graphite-grey', 'jet-black'],
    interiors: ['black-leather'],
    special: true,
    features: SUV_FEATURES.GSR,
  },
];

const ASX_COLOURS = ['white-solid', 'sterling-silver', 'titanium-grey', 'black-diamond', 'red-diamond', 'lightning-blue'];
/** @type {ModelRow[]} */
const ASX_MODELS = [
  {
    grade: 'ES',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: '5-speed manual',
    price: 29990,
    colours: ASX_COLOURS,
    interiors: ['black-cloth'],
    features: SUV_FEATURES.ES,
  },
  {
    grade: 'ES',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 31490,
    colours: ASX_COLOURS,
    interiors: ['black-cloth'],
    features: SUV_FEATURES.ES,
  },
  {
    grade: 'LS',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 33990,
    colours: ASX_COLOURS,
    interiors: ['black-cloth'],
    packs: ['standard', 'black-edition'],
    features: SUV_FEATURES.LS,
  },
  {
    grade: 'GSR',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 37990,
    colours: ASX_COLOURS,
    interiors: ['black-synthetic-leather'],
    features: SUV_FEATURES.GSR,
  },
  {
    grade: 'Exceed',
    body: '5 Seat SUV',
    seats: 5,
    sub: 'suv',
    drive: '2WD',
    fuel: 'Petrol',
    trans: 'CVT',
    price: 38490,
    colours: ASX_COLOURS,
    interiors: ['black-leather'],
    packs: ['standard', 'premium-pack'],
    special: true,
    features: SUV_FEATURES.Exceed,
  },
];

// ---------------------------------------------------------------------------
// Accessories
// ---------------------------------------------------------------------------

/**
 * @typedef {{ subranges?: string[], bodies?: string[], drives?: string[], notGrades?: string[], fuels?: string[] }} Fits
 * @typedef {{ key: string, title: string, group: string, price: number, fits?: Fits, desc: string,
 *   related?: string[], extra?: string[], incompatible?: string[], interchangeable?: string[], included?: string[],
 *   colours?: 'paint' | string[], colourPrice?: Record<string, number>, popular?: boolean, sale?: boolean, notGenuine?: boolean,
 *   not3d?: boolean, general?: boolean, tray?: string, trayPaint?: string, images?: number }} AccessoryRow
 */

const PU = { subranges: ['pick-up'] };
const CC = { subranges: ['cab-chassis'] };

/** @type {AccessoryRow[]} */
const TRITON_ACCESSORIES = [
  // Exterior
  {
    key: 'hardLid',
    title: 'Hard lid',
    group: 'Exterior',
    price: 3499,
    fits: { ...PU, bodies: ['Double Cab'] },
    colours: 'paint',
    colourPrice: { 'red-diamond': 3699 },
    incompatible: ['canopy', 'softTonneau', 'rollerShutter', 'sportsBar', 'tubSlide'],
    popular: true,
    images: 3,
    desc: 'Colour-matched, lockable hard lid with gas struts and an internal light.',
  },
  {
    key: 'canopy',
    title: 'Canopy',
    group: 'Exterior',
    price: 4999,
    fits: { ...PU, bodies: ['Club Cab', 'Double Cab'] },
    colours: 'paint',
    incompatible: ['hardLid', 'softTonneau', 'rollerShutter', 'sportsBar'],
    images: 3,
    desc: 'Colour-matched canopy with tinted lift-up side windows and central locking.',
  },
  {
    key: 'sportsBar',
    title: 'Sports bar',
    group: 'Exterior',
    price: 1499,
    fits: { ...PU, notGrades: ['GSR'] },
    colours: ['black', 'silver'],
    incompatible: ['hardLid', 'canopy'],
    popular: true,
    images: 2,
    desc: 'Stainless steel sports bar with integrated tie-down points.',
  },
  {
    key: 'softTonneau',
    title: 'Soft tonneau cover',
    group: 'Exterior',
    price: 899,
    fits: PU,
    incompatible: ['hardLid', 'canopy', 'rollerShutter'],
    desc: 'Clip-on vinyl tonneau cover that keeps the tub dry.',
  },
  {
    key: 'rollerShutter',
    title: 'Roller shutter',
    group: 'Exterior',
    price: 2799,
    fits: { ...PU, bodies: ['Double Cab'] },
    incompatible: ['hardLid', 'canopy', 'softTonneau'],
    sale: true,
    desc: 'Lockable aluminium roller shutter for the tub.',
  },
  {
    key: 'weatherShields4',
    title: 'Weather shields (4 piece)',
    group: 'Exterior',
    price: 299,
    fits: { bodies: ['Double Cab'] },
    desc: 'Tinted weather shields for all four doors.',
  },
  {
    key: 'weatherShields2',
    title: 'Weather shields (2 piece)',
    group: 'Exterior',
    price: 219,
    fits: { bodies: ['Single Cab', 'Club Cab'] },
    desc: 'Tinted weather shields for the front doors.',
  },
  {
    key: 'bonnetProtector',
    title: 'Bonnet protector',
    group: 'Exterior',
    price: 219,
    desc: 'Tinted acrylic bonnet protector against stone chips.',
  },
  { key: 'headlampProtectors', title: 'Headlamp protectors', group: 'Exterior', price: 199, desc: 'Clear headlamp protectors.' },
  {
    key: 'sideSteps',
    title: 'Side steps',
    group: 'Exterior',
    price: 849,
    fits: { bodies: ['Club Cab', 'Double Cab'], notGrades: ['GLX+', 'GLS', 'GSR'] },
    interchangeable: ['rockSliders'],
    desc: 'Aluminium side steps with rubber inserts.',
  },
  {
    key: 'rockSliders',
    title: 'Rock sliders',
    group: 'Exterior',
    price: 1299,
    fits: { drives: ['4WD'] },
    interchangeable: ['sideSteps'],
    notGenuine: true,
    desc: 'Heavy-duty rock sliders that protect the sills off road.',
  },
  {
    key: 'flares',
    title: 'Wheel arch flares',
    group: 'Exterior',
    price: 1199,
    fits: { notGrades: ['GSR'] },
    desc: 'Matte black wheel arch flares.',
  },
  { key: 'mudFlapsFront', title: 'Mud flaps (front)', group: 'Exterior', price: 149, desc: 'Moulded front mud flaps.' },
  { key: 'mudFlapsRear', title: 'Mud flaps (rear)', group: 'Exterior', price: 149, desc: 'Moulded rear mud flaps.' },
  {
    key: 'wheelsBlack',
    title: '18" alloy wheels – gloss black',
    group: 'Exterior',
    price: 2499,
    fits: { notGrades: ['GSR'] },
    interchangeable: ['wheelsGunmetal'],
    images: 2,
    desc: 'Set of four 18-inch gloss black alloy wheels.',
  },
  {
    key: 'wheelsGunmetal',
    title: '18" alloy wheels – gunmetal',
    group: 'Exterior',
    price: 2599,
    interchangeable: ['wheelsBlack'],
    sale: true,
    images: 2,
    desc: 'Set of four 18-inch gunmetal alloy wheels.',
  },
  // Protection
  {
    key: 'bullBarSteel',
    title: 'Steel bull bar',
    group: 'Protection',
    price: 2999,
    interchangeable: ['bullBarAlloy'],
    incompatible: ['nudgeBar'],
    popular: true,
    images: 2,
    desc: 'Airbag-compatible steel bull bar with recovery points.',
  },
  {
    key: 'bullBarAlloy',
    title: 'Alloy bull bar',
    group: 'Protection',
    price: 3299,
    interchangeable: ['bullBarSteel'],
    incompatible: ['nudgeBar'],
    images: 2,
    desc: 'Lightweight alloy bull bar.',
  },
  {
    key: 'nudgeBar',
    title: 'Nudge bar',
    group: 'Protection',
    price: 1099,
    incompatible: ['bullBarSteel', 'bullBarAlloy'],
    desc: 'Stainless nudge bar with light mounts.',
  },
  {
    key: 'bashPlate',
    title: 'Bash plate',
    group: 'Protection',
    price: 649,
    fits: { drives: ['4WD'] },
    desc: 'Steel underbody bash plate.',
  },
  {
    key: 'snorkel',
    title: 'Snorkel',
    group: 'Protection',
    price: 699,
    fits: { drives: ['4WD'], fuels: ['Diesel'] },
    popular: true,
    desc: 'Raised air intake for water crossings and dusty tracks.',
  },
  {
    key: 'tubLinerUnder',
    title: 'Tub liner – under rail',
    group: 'Protection',
    price: 599,
    fits: PU,
    interchangeable: ['tubLinerOver'],
    desc: 'Polyethylene tub liner fitted under the rails.',
  },
  {
    key: 'tubLinerOver',
    title: 'Tub liner – over rail',
    group: 'Protection',
    price: 649,
    fits: PU,
    interchangeable: ['tubLinerUnder'],
    incompatible: ['tubSlide'],
    desc: 'Polyethylene tub liner that covers the rails.',
  },
  { key: 'tubMat', title: 'Tub mat', group: 'Protection', price: 199, fits: PU, not3d: true, desc: 'Rubber tub mat.' },
  // Towing
  {
    key: 'towbar',
    title: 'Heavy duty towbar',
    group: 'Towing',
    price: 1199,
    related: ['harness12'],
    popular: true,
    desc: '3,500 kg braked towing capacity towbar.',
  },
  {
    key: 'harness12',
    title: 'Towbar wiring harness (12-pin)',
    group: 'Towing',
    price: 349,
    not3d: true,
    desc: 'Plug-in 12-pin trailer wiring harness.',
  },
  {
    key: 'brakeController',
    title: 'Electric brake controller',
    group: 'Towing',
    price: 649,
    related: ['towbar'],
    not3d: true,
    desc: 'Proportional electric brake controller.',
  },
  { key: 'towBall', title: 'Tow ball and tongue', group: 'Towing', price: 129, related: ['towbar'], desc: '50 mm tow ball and tongue.' },
  { key: 'towMirrors', title: 'Towing mirrors', group: 'Towing', price: 999, desc: 'Extendable towing mirrors with indicators.' },
  // Interior
  {
    key: 'matsCarpet',
    title: 'Carpet floor mats',
    group: 'Interior',
    price: 199,
    interchangeable: ['matsRubber'],
    not3d: true,
    desc: 'Tailored carpet floor mats.',
  },
  {
    key: 'matsRubber',
    title: 'Rubber floor mats',
    group: 'Interior',
    price: 249,
    interchangeable: ['matsCarpet'],
    not3d: true,
    popular: true,
    desc: 'Deep-dish rubber floor mats.',
  },
  {
    key: 'seatCovers',
    title: 'Canvas seat covers',
    group: 'Interior',
    price: 549,
    not3d: true,
    notGenuine: true,
    desc: 'Heavy-duty canvas seat covers.',
  },
  {
    key: 'scuffPlates',
    title: 'Illuminated scuff plates',
    group: 'Interior',
    price: 399,
    fits: { bodies: ['Double Cab'] },
    not3d: true,
    desc: 'Stainless scuff plates with the Triton logo lit in white.',
  },
  {
    key: 'cargoOrganiser',
    title: 'Tub cargo organiser',
    group: 'Interior',
    price: 249,
    fits: PU,
    not3d: true,
    desc: 'Adjustable cargo organiser for the tub.',
  },
  { key: 'dashCam', title: 'Dash camera', group: 'Interior', price: 549, not3d: true, desc: 'Front and rear 2K dash camera.' },
  {
    key: 'firstAid',
    title: 'First aid kit',
    group: 'Interior',
    price: 89,
    not3d: true,
    general: true,
    desc: 'Workplace-compliant first aid kit.',
  },
  {
    key: 'emergencyKit',
    title: 'Emergency roadside kit',
    group: 'Interior',
    price: 149,
    not3d: true,
    general: true,
    desc: 'Jumper leads, hazard triangle, torch and gloves.',
  },
  // Lighting
  {
    key: 'lightBar',
    title: 'LED light bar',
    group: 'Lighting',
    price: 1299,
    related: ['lightHarness'],
    extra: ['bullBarSteel', 'bullBarAlloy'],
    desc: '20-inch LED light bar; mounts on a bull bar.',
  },
  {
    key: 'drivingLights',
    title: 'LED driving lights (pair)',
    group: 'Lighting',
    price: 1099,
    related: ['lightHarness'],
    extra: ['bullBarSteel', 'bullBarAlloy', 'nudgeBar'],
    popular: true,
    desc: '9-inch LED driving lights; mount on a bull bar or nudge bar.',
  },
  {
    key: 'lightHarness',
    title: 'Driving light wiring harness',
    group: 'Lighting',
    price: 249,
    not3d: true,
    desc: 'Plug-in wiring harness for driving lights and light bars.',
  },
  {
    key: 'sportsBarLights',
    title: 'Sports bar LED lights',
    group: 'Lighting',
    price: 449,
    fits: { ...PU, notGrades: ['GSR'] },
    extra: ['sportsBar'],
    desc: 'LED work lights that clamp to the sports bar.',
  },
  { key: 'tubLight', title: 'Tub LED light', group: 'Lighting', price: 179, fits: PU, not3d: true, desc: 'LED strip light for the tub.' },
  // Load and storage
  {
    key: 'crossBars',
    title: 'Roof rack cross bars',
    group: 'Load & Storage',
    price: 549,
    fits: { bodies: ['Club Cab', 'Double Cab'] },
    interchangeable: ['roofPlatform'],
    desc: 'Aluminium cross bars, 75 kg load rating.',
  },
  {
    key: 'roofPlatform',
    title: 'Roof platform',
    group: 'Load & Storage',
    price: 1899,
    fits: { bodies: ['Double Cab'] },
    interchangeable: ['crossBars'],
    desc: 'Low-profile aluminium roof platform.',
  },
  {
    key: 'bikeCarrier',
    title: 'Roof bike carrier',
    group: 'Load & Storage',
    price: 299,
    fits: { bodies: ['Club Cab', 'Double Cab'] },
    related: ['crossBars'],
    desc: 'Upright bike carrier for the cross bars.',
  },
  {
    key: 'kayakCarrier',
    title: 'Kayak carrier',
    group: 'Load & Storage',
    price: 349,
    fits: { bodies: ['Club Cab', 'Double Cab'] },
    extra: ['crossBars', 'roofPlatform'],
    desc: 'Kayak cradles for cross bars or the roof platform.',
  },
  {
    key: 'tubSlide',
    title: 'Tub slide',
    group: 'Load & Storage',
    price: 1499,
    fits: { ...PU, bodies: ['Double Cab'] },
    incompatible: ['tubLinerOver', 'hardLid'],
    desc: 'Full-extension tub slide, 300 kg rating.',
  },
  {
    key: 'ladderRack',
    title: 'Headboard ladder rack',
    group: 'Load & Storage',
    price: 899,
    fits: CC,
    extra: ['traySteelSingle', 'traySteelClub', 'traySteelDouble', 'trayAlloySingle', 'trayAlloyClub', 'trayAlloyDouble'],
    desc: 'Ladder rack that bolts to the tray headboard.',
  },
  {
    key: 'underTrayToolbox',
    title: 'Under-tray toolbox',
    group: 'Load & Storage',
    price: 449,
    fits: CC,
    not3d: true,
    desc: 'Lockable steel toolbox mounted under the tray.',
  },
  // Trays (Cab Chassis only)
  {
    key: 'traySteelSingle',
    title: 'Steel tray – Single Cab',
    group: 'Trays',
    price: 3899.95,
    fits: { ...CC, bodies: ['Single Cab'] },
    tray: 'steel',
    popular: true,
    desc: 'Galvanised steel tray, 2,500 × 1,800 mm, with headboard and drop sides.',
  },
  {
    key: 'traySteelClub',
    title: 'Steel tray – Club Cab',
    group: 'Trays',
    price: 4099.95,
    fits: { ...CC, bodies: ['Club Cab'] },
    tray: 'steel',
    desc: 'Galvanised steel tray, 2,100 × 1,800 mm, with headboard and drop sides.',
  },
  {
    key: 'traySteelDouble',
    title: 'Steel tray – Double Cab',
    group: 'Trays',
    price: 4299.95,
    fits: { ...CC, bodies: ['Double Cab'] },
    tray: 'steel',
    desc: 'Galvanised steel tray, 1,800 × 1,800 mm, with headboard and drop sides.',
  },
  {
    key: 'trayAlloySingle',
    title: 'Alloy tray – Single Cab',
    group: 'Trays',
    price: 4749.5,
    fits: { ...CC, bodies: ['Single Cab'] },
    tray: 'alloy',
    desc: 'Lightweight aluminium tray, 2,500 × 1,800 mm.',
  },
  {
    key: 'trayAlloyClub',
    title: 'Alloy tray – Club Cab',
    group: 'Trays',
    price: 4899.5,
    fits: { ...CC, bodies: ['Club Cab'] },
    tray: 'alloy',
    desc: 'Lightweight aluminium tray, 2,100 × 1,800 mm.',
  },
  {
    key: 'trayAlloyDouble',
    title: 'Alloy tray – Double Cab',
    group: 'Trays',
    price: 5199.5,
    fits: { ...CC, bodies: ['Double Cab'] },
    tray: 'alloy',
    not3d: true,
    desc: 'Lightweight aluminium tray, 1,800 × 1,800 mm.',
  },
  {
    key: 'paintSteel',
    title: 'Steel tray paint',
    group: 'Trays',
    price: 990,
    fits: CC,
    trayPaint: 'steel',
    colours: ['white-solid', 'sterling-silver', 'graphite-grey', 'jet-black'],
    colourPrice: { 'jet-black': 1090 },
    desc: 'Two-pack paint finish for the steel tray.',
  },
  {
    key: 'coatAlloy',
    title: 'Alloy tray powder coat',
    group: 'Trays',
    price: 1290,
    fits: CC,
    trayPaint: 'alloy',
    colours: ['jet-black', 'white-solid'],
    desc: 'Durable powder-coat finish for the alloy tray.',
  },
  // Packs
  {
    key: 'packAdventure',
    title: 'Adventure Pack',
    group: 'Packs',
    price: 1599,
    fits: { drives: ['4WD'], fuels: ['Diesel'] },
    included: ['bashPlate', 'snorkel', 'matsRubber'],
    popular: true,
    desc: 'Bash plate, snorkel and rubber floor mats, for less.',
  },
  {
    key: 'packTradie',
    title: 'Tradie Pack',
    group: 'Packs',
    price: 1899,
    fits: PU,
    included: ['tubLinerOver', 'towbar', 'harness12'],
    desc: 'Over-rail tub liner, towbar and wiring harness.',
  },
  {
    key: 'packProtection',
    title: 'Protection Pack',
    group: 'Packs',
    price: 599,
    fits: { bodies: ['Double Cab'] },
    included: ['bonnetProtector', 'headlampProtectors', 'weatherShields4'],
    desc: 'Bonnet protector, headlamp protectors and weather shields.',
  },
  {
    key: 'packTowing',
    title: 'Towing Pack',
    group: 'Packs',
    price: 1999,
    included: ['towbar', 'harness12', 'brakeController'],
    sale: true,
    desc: 'Towbar, 12-pin harness and electric brake controller.',
  },
];

/**
 * A smaller accessory list for an SUV range.
 * @param {{ towCapable?: boolean, offRoad?: boolean, sevenSeat?: boolean, sideSteps?: boolean }} o
 * @returns {AccessoryRow[]}
 */
function suvAccessories(o) {
  /** @type {AccessoryRow[]} */
  const rows = [
    {
      key: 'mirrorCovers',
      title: 'Colour-coded mirror covers',
      group: 'Exterior',
      price: 289,
      colours: 'paint',
      images: 2,
      desc: 'Mirror covers painted to match the body.',
    },
    { key: 'weatherShields', title: 'Weather shields', group: 'Exterior', price: 299, desc: 'Tinted weather shields for all four doors.' },
    { key: 'bonnetProtector', title: 'Bonnet protector', group: 'Exterior', price: 219, desc: 'Tinted acrylic bonnet protector.' },
    { key: 'headlampProtectors', title: 'Headlamp protectors', group: 'Exterior', price: 199, desc: 'Clear headlamp protectors.' },
    { key: 'mudFlaps', title: 'Mud flaps (set of 4)', group: 'Exterior', price: 229, desc: 'Moulded mud flaps, front and rear.' },
    {
      key: 'cargoLiner',
      title: 'Cargo liner',
      group: 'Protection',
      price: 189,
      interchangeable: ['cargoMat'],
      not3d: true,
      desc: 'Moulded cargo liner with raised edges.',
    },
    {
      key: 'cargoMat',
      title: 'Reversible cargo mat',
      group: 'Protection',
      price: 149,
      interchangeable: ['cargoLiner'],
      not3d: true,
      desc: 'Carpet on one side, rubber on the other.',
    },
    { key: 'towbar', title: 'Towbar', group: 'Towing', price: 999, related: ['harness'], popular: true, desc: 'Detachable-tongue towbar.' },
    {
      key: 'harness',
      title: 'Towbar wiring harness (7-pin)',
      group: 'Towing',
      price: 299,
      not3d: true,
      desc: 'Plug-in 7-pin trailer wiring harness.',
    },
    {
      key: 'matsCarpet',
      title: 'Carpet floor mats',
      group: 'Interior',
      price: 179,
      interchangeable: ['matsRubber'],
      not3d: true,
      desc: 'Tailored carpet floor mats.',
    },
    {
      key: 'matsRubber',
      title: 'Rubber floor mats',
      group: 'Interior',
      price: 219,
      interchangeable: ['matsCarpet'],
      not3d: true,
      desc: 'Deep-dish rubber floor mats.',
    },
    {
      key: 'cargoBarrier',
      title: 'Cargo barrier',
      group: 'Interior',
      price: 649,
      not3d: true,
      desc: 'Steel mesh cargo barrier for pets and loads.',
    },
    { key: 'firstAid', title: 'First aid kit', group: 'Interior', price: 89, not3d: true, general: true, desc: 'Family first aid kit.' },
    {
      key: 'crossBars',
      title: 'Roof rack cross bars',
      group: 'Load & Storage',
      price: 499,
      popular: true,
      desc: 'Aluminium cross bars for the roof rails.',
    },
    {
      key: 'bikeCarrier',
      title: 'Roof bike carrier',
      group: 'Load & Storage',
      price: 279,
      related: ['crossBars'],
      incompatible: ['roofPod'],
      desc: 'Upright bike carrier for the cross bars.',
    },
    {
      key: 'roofPod',
      title: 'Roof pod',
      group: 'Load & Storage',
      price: 899,
      extra: ['crossBars'],
      incompatible: ['bikeCarrier'],
      sale: true,
      desc: '420 L lockable roof pod.',
    },
    {
      key: 'packProtection',
      title: 'Protection Pack',
      group: 'Packs',
      price: 549,
      included: ['weatherShields', 'bonnetProtector', 'headlampProtectors'],
      desc: 'Weather shields, bonnet protector and headlamp protectors.',
    },
  ];
  if (o.towCapable !== false)
    rows.push({
      key: 'packTow',
      title: 'Tow Pack',
      group: 'Packs',
      price: 1199,
      included: ['towbar', 'harness'],
      desc: 'Towbar with wiring harness.',
    });
  if (o.offRoad) {
    rows.push({ key: 'nudgeBar', title: 'Nudge bar', group: 'Protection', price: 1099, desc: 'Stainless nudge bar.', popular: true });
    rows.push({
      key: 'bashPlate',
      title: 'Bash plate',
      group: 'Protection',
      price: 599,
      fits: { drives: ['4WD', 'AWD'] },
      desc: 'Steel underbody protection.',
    });
  }
  if (o.sideSteps)
    rows.push({ key: 'sideSteps', title: 'Side steps', group: 'Exterior', price: 799, notGenuine: true, desc: 'Aluminium side steps.' });
  if (o.sevenSeat)
    rows.push({
      key: 'thirdRowMats',
      title: 'Third-row floor mats',
      group: 'Interior',
      price: 99,
      fits: { bodies: ['7 Seat SUV'] },
      not3d: true,
      desc: 'Carpet mats for the third row.',
    });
  if (o.towCapable === false) return rows.filter((r) => !['towbar', 'harness'].includes(r.key));
  return rows;
}

/**
 * @typedef {{ id: number, accessoriesId: number, position: number, code: string, name: string, range: string, year: string,
 *   url_key: string, ready: boolean, prefix: string, skuBase: number, hero: string, models: ModelRow[], accessories: AccessoryRow[] }} RangeRow
 */

/** @type {RangeRow[]} */
const RANGES = [
  {
    id: 32,
    accessoriesId: 42,
    position: 1,
    code: 'triton',
    name: 'Triton',
    range: 'triton',
    year: '2025',
    url_key: 'triton',
    ready: true,
    prefix: 'TR25',
    skuBase: 330000,
    hero: 'blade-silver',
    models: TRITON_MODELS,
    accessories: TRITON_ACCESSORIES,
  },
  {
    id: 33,
    accessoriesId: 43,
    position: 2,
    code: 'outlander-my25',
    name: 'Outlander',
    range: 'outlander',
    year: '2025',
    url_key: 'outlander',
    ready: true,
    prefix: 'OU25',
    skuBase: 315000,
    hero: 'cosmic-blue',
    models: OUTLANDER_MODELS,
    accessories: suvAccessories({ sevenSeat: true, sideSteps: true }),
  },
  {
    id: 34,
    accessoriesId: 44,
    position: 3,
    code: 'eclipse-cross-my24',
    name: 'Eclipse Cross',
    range: 'eclipse-cross',
    year: '2024',
    url_key: 'eclipse-cross',
    ready: true,
    prefix: 'EC24',
    skuBase: 318000,
    hero: 'red-diamond',
    models: ECLIPSE_MODELS,
    accessories: suvAccessories({}),
  },
  {
    id: 35,
    accessoriesId: 45,
    position: 4,
    code: 'pajero-sport',
    name: 'Pajero Sport',
    range: 'pajero-sport',
    year: '2025',
    url_key: 'pajero-sport',
    ready: true,
    prefix: 'PS25',
    skuBase: 322000,
    hero: 'graphite-grey',
    models: PAJERO_MODELS,
    accessories: suvAccessories({ offRoad: true }),
  },
  {
    id: 36,
    accessoriesId: 46,
    position: 5,
    code: 'asx',
    name: 'ASX',
    range: 'asx',
    year: '2024-25',
    url_key: 'asx',
    ready: false,
    prefix: 'AX25',
    skuBase: 326000,
    hero: 'lightning-blue',
    models: ASX_MODELS,
    accessories: suvAccessories({ towCapable: false }),
  },
];

// ---------------------------------------------------------------------------
// Building
// ---------------------------------------------------------------------------

let nextProductId = 1000;

/** Whether an accessory fits a model. */
function fits(/** @type {AccessoryRow} */ a, /** @type {ModelRow} */ m) {
  const f = a.fits ?? {};
  if (f.subranges && !f.subranges.includes(m.sub)) return false;
  if (f.bodies && !f.bodies.includes(m.body)) return false;
  if (f.drives && !f.drives.includes(m.drive)) return false;
  if (f.fuels && !f.fuels.includes(m.fuel)) return false;
  if (f.notGrades && f.notGrades.includes(m.grade)) return false;
  return true;
}

const tagHtml = (/** @type {string} */ t) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const listHtml = (/** @type {string[]} */ items) => `<ul>${items.map((i) => `<li>${tagHtml(i)}</li>`).join('')}</ul>`;

/** The accessories category of a range with its products, and a sku lookup by row key. */
function buildAccessories(/** @type {RangeRow} */ r) {
  /** @type {Map<string, { sku: string, variantSkus: string[] }>} */
  const skus = new Map();
  r.accessories.forEach((a, i) => {
    const sku = `MZ${r.skuBase + i * 7 + 11}`;
    const colourKeys = a.colours === 'paint' ? paintColoursFor(r) : (a.colours ?? []);
    skus.set(a.key, { sku, variantSkus: colourKeys.map((c) => `${sku}-${colourSkuCode(c)}`) });
  });
  const skuOf = (/** @type {string} */ key) => {
    const s = skus.get(key);
    if (!s) throw new Error(`${r.code}: unknown accessory key ${key}`);
    return s.sku;
  };
  const products = r.accessories.map((a) => {
    const { sku, variantSkus } = /** @type {{ sku: string, variantSkus: string[] }} */ (skus.get(a.key));
    /** @type {Record<string, any>} */
    const p = {
      uid: uid(nextProductId++),
      sku,
      name: `${r.name} ${a.title}`,
      title: a.title,
      description: `<p>${tagHtml(a.desc)}</p><p>Fits ${tagHtml(r.name)} ${tagHtml(r.year)}. Genuine accessories carry the manufacturer's warranty when fitted by a dealer.</p>`,
      price: a.price,
      accessory_group: a.group,
      genuine_parts: !a.notGenuine,
      popular_accessory: Boolean(a.popular),
      is_tray: Boolean(a.tray),
      tray_type: a.tray ?? a.trayPaint ?? null,
      is_tray_paint: Boolean(a.trayPaint),
      on_sale: Boolean(a.sale),
      is_3d_ready: !a.not3d && r.ready,
      related_products: (a.related ?? []).map(skuOf),
      crosssell_products: (a.incompatible ?? []).map(skuOf),
      upsell_products: (a.interchangeable ?? []).map(skuOf),
      extra_required_accessories: (a.extra ?? []).map(skuOf),
      included_accessories: (a.included ?? []).map(skuOf),
      image_folder: a.general ? 'general' : 'range',
      image_count: a.images ?? 1,
    };
    if (a.colours) {
      const colourKeys = a.colours === 'paint' ? paintColoursFor(r) : a.colours;
      const values = colourKeys.map((c) => accessoryColourValue(c));
      p.configurable_options = [{ attribute_code: 'color', label: 'Colour', values }];
      p.variants = colourKeys.map((c, i) => ({
        uid: uid(nextProductId++),
        sku: variantSkus[i],
        name: `${r.name} ${a.title} – ${values[i].label}`,
        title: `${a.title} – ${values[i].label}`,
        price: a.colourPrice?.[c] ?? a.price,
        color: values[i].value_index,
      }));
    }
    return p;
  });
  return { skus, products, skuOf };
}

/** The paint colours of a range: every exterior any of its models offers. */
function paintColoursFor(/** @type {RangeRow} */ r) {
  const seen = new Set();
  for (const m of r.models) for (const c of m.colours) if (c !== 'white-diamond-black-roof') seen.add(c);
  return [...seen];
}

const colourSkuCode = (/** @type {string} */ c) => (c in EXTERIORS ? EXTERIORS[c].code : c.slice(0, 3).toUpperCase());

function accessoryColourValue(/** @type {string} */ c) {
  if (c in EXTERIORS) {
    const e = EXTERIORS[c];
    return { value_index: paintColourIndex(c), label: e.label, store_label: e.label, option_slug: c, swatch_data: { value: e.hex } };
  }
  const a = ACCESSORY_COLOURS[c];
  return { value_index: a.index, label: a.label, store_label: a.label, option_slug: c, swatch_data: { value: a.hex } };
}

// ---------------------------------------------------------------------------
// Stock (Adobe Commerce stock_status and only_x_left_in_stock of each variant)
// ---------------------------------------------------------------------------

/** Triton paints and trims dealers do not hold: built to order on every grade. */
const TRITON_TO_ORDER = new Set(['red-diamond', 'yamabuki-orange', 'tan-leather']);

/** A small deterministic hash of a sku (FNV-1a), so the stock mix is the same on every run. */
function skuHash(/** @type {string} */ sku) {
  let h = 2166136261;
  for (const ch of sku) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/**
 * A variant's stock as Adobe Commerce answers it: the base build of every model (its first
 * colour, interior and pack) is in dealers' yards; on the Triton the prestige and bright paints
 * and tan leather are built to order; of the rest about one in four is out of stock. Adobe gives
 * only_x_left_in_stock when the quantity is at or under the store's threshold, else null (and
 * null when out of stock).
 */
function variantStock(/** @type {RangeRow} */ r, /** @type {string} */ sku, /** @type {boolean} */ base, /** @type {string[]} */ keys) {
  const h = skuHash(sku);
  const toOrder = !base && ((r.code === 'triton' && keys.some((k) => TRITON_TO_ORDER.has(k))) || h % 4 === 0);
  if (toOrder) return { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null };
  return { stock_status: 'IN_STOCK', only_x_left_in_stock: h % 5 === 1 ? (h % 3) + 1 : null };
}

/** One configurable with its options and variants. */
function buildModel(/** @type {RangeRow} */ r, /** @type {ModelRow} */ m, /** @type {ReturnType<typeof buildAccessories>} */ acc) {
  const [first = '', ...rest] = m.grade.replace('+', 'P').toUpperCase().split(/\s+/);
  const gradeCode = first.slice(0, 6) + rest.map((w) => w[0]).join('');
  const bodyCode = m.body
    .split(' ')
    .map((w) => w[0])
    .join('')
    .toUpperCase();
  const sku = `${r.prefix}${gradeCode}${bodyCode}${SUBRANGES[m.sub].path.slice(0, 2).toUpperCase()}${m.drive[0]}${m.fuel[0]}${m.trans.includes('manual') ? 'M' : 'A'}`;
  const special = m.special
    ? {
        private: {
          title: `Limited offer: ${m.grade} ${m.body}`,
          description: `Save on the ${r.name} ${m.grade} ${m.body} this month.`,
          short: 'Special drive away price',
          ends: '30 June 2025',
        },
        business: {
          title: `ABN holder offer: ${m.grade} ${m.body}`,
          description: `Special ABN holder pricing on the ${r.name} ${m.grade}.`,
          short: 'Special ABN price',
          ends: '30 June 2025',
        },
      }
    : null;
  const price = special ? m.price - 1500 : m.price;
  /** @type {Record<string, any>[]} */
  const options = [
    {
      attribute_code: 'exterior_code',
      label: 'Exterior',
      values: m.colours.map((c) => {
        const e = EXTERIORS[c];
        return {
          value_index: e.index,
          label: e.label,
          store_label: e.label,
          option_slug: c,
          swatch_data: { value: e.hex },
          pricing: optionPricing(e.price, e.price === 0 ? 0 : Math.ceil(e.price / 250), e.price > 800 ? 'Prestige paint' : 'Premium paint'),
        };
      }),
    },
    {
      attribute_code: 'interior_code',
      label: 'Interior',
      values: m.interiors.map((c) => {
        const e = INTERIORS[c];
        return {
          value_index: e.index,
          label: e.label,
          store_label: e.label,
          option_slug: c,
          swatch_data: { value: e.hex },
          pricing: optionPricing(e.price, Math.ceil(e.price / 250), 'Upgraded interior'),
        };
      }),
    },
  ];
  if (m.packs) {
    options.push({
      attribute_code: 'option_pack',
      label: 'Option Pack',
      values: m.packs.map((c) => {
        const e = PACKS[c];
        return {
          value_index: e.index,
          label: e.label,
          store_label: e.label,
          option_slug: c,
          swatch_data: null,
          pricing: optionPricing(e.price, e.lease, 'Option pack'),
          ...(e.contents.length > 0 ? { pack_contents: e.contents } : {}),
        };
      }),
    });
  }
  const compatible = [];
  for (const a of r.accessories) {
    if (!fits(a, m)) continue;
    const s = /** @type {{ sku: string, variantSkus: string[] }} */ (acc.skus.get(a.key));
    compatible.push(s.sku, ...s.variantSkus);
  }
  const variants = [];
  for (const c of m.colours)
    for (const i of m.interiors)
      for (const p of m.packs ?? [null]) {
        const e = EXTERIORS[c];
        const n = INTERIORS[i];
        const k = p ? PACKS[p] : null;
        const delta = e.price + n.price + (k?.price ?? 0);
        const leaseDelta = (e.price === 0 ? 0 : Math.ceil(e.price / 250)) + Math.ceil(n.price / 250) + (k?.lease ?? 0);
        const variantSku = `${sku}-${e.code}-${n.code}${k ? `-${k.code}` : ''}`;
        const base = c === m.colours[0] && i === m.interiors[0] && p === (m.packs?.[0] ?? null);
        variants.push({
          uid: uid(nextProductId++),
          sku: variantSku,
          name: `${r.name} ${m.grade} ${m.body} ${SUBRANGES[m.sub].label} ${m.drive} ${m.fuel} ${m.trans}, ${e.label}, ${n.label}${k ? `, ${k.label}` : ''}`,
          exterior_code: e.index,
          interior_code: n.index,
          option_pack: k ? k.index : null,
          compatible_accessories: compatible,
          offer: offers(price, special, { private: delta, business: delta, mmba: leaseDelta }),
          ...variantStock(r, variantSku, base, [c, i, p ?? '']),
        });
      }
  return {
    uid: uid(nextProductId++),
    sku,
    name: m.grade,
    url_key: `${r.url_key}-${sku.toLowerCase()}`,
    // Triton body styles name the cab and the back, as the maker does: 'Double Cab Pick Up', 'Double Cab Chassis'.
    body_style: m.sub === 'pick-up' ? `${m.body} Pick Up` : m.sub === 'cab-chassis' ? `${m.body} Chassis` : m.body,
    seats: m.seats,
    drive_type: m.drive,
    fuel_type: m.fuel,
    transmission: m.trans,
    subrange: SUBRANGES[m.sub],
    key_features: listHtml(m.features),
    offer: offers(price, special),
    configurable_options: options,
    variants,
  };
}

function buildRange(/** @type {RangeRow} */ r) {
  const acc = buildAccessories(r);
  const accessoriesUrlKey = r.code.includes('my') ? `${r.code}-accessories` : `${r.code}-${r.year}-accessories`;
  return {
    id: r.id,
    uid: uid(r.id),
    position: r.position,
    code: r.code,
    name: r.name,
    range: r.range,
    year: r.year,
    url_key: r.url_key,
    ready_for_render: r.ready,
    hero_colour: EXTERIORS[r.hero].hex,
    products: r.models.map((m) => buildModel(r, m, acc)),
    accessories: {
      id: r.accessoriesId,
      uid: uid(r.accessoriesId),
      name: `${r.name} ${r.year} Accessories`,
      url_key: accessoriesUrlKey,
      products: acc.products,
    },
  };
}

const STORE = {
  $schema: './catalog.schema.json',
  rangeCategory: { id: 31, uid: uid(31), name: 'Vehicles', url_key: 'vehicles' },
  storeConfig: {
    store_code: 'default',
    store_name: 'Mitsubishi Motors Australia',
    locale: 'en_AU',
    base_currency_code: 'AUD',
    default_display_currency_code: 'AUD',
    timezone: 'Australia/Adelaide',
    indicative_pricing_disclaimer: {
      marker: '',
      text: 'Prices shown are indicative only and may vary by dealer. Contact your dealer for a quote.',
    },
    accessories_images_disclaimer: { marker: '', text: 'Accessory images are for illustration only; colours and fitment may differ.' },
    finance_payments_disclaimer: {
      marker: '~',
      text: 'Estimated repayments are a guide only and do not constitute a finance offer. Fees and charges apply.',
    },
    balloon_payments_disclaimer: { marker: '<', text: 'A balloon payment is a lump sum due at the end of the loan term.' },
    business_disclaimer: {
      marker: '#',
      text: 'Business prices are available to ABN holders only. Excludes government, rental and national fleet buyers.',
    },
    private_disclaimer: { marker: '*', text: 'Drive away prices include registration, CTP, dealer delivery and stamp duty.' },
    mmba_disclaimer: {
      marker: '^',
      text: 'Operating lease offered to approved ABN holders: active ABN for more than 2 years, registered for GST, annual turnover above $125,000.',
    },
  },
  content: {
    'genuine-parts': {
      title: 'Genuine parts',
      html: '<p><strong>Genuine parts</strong> are designed, tested and built for your vehicle and carry a 5-year warranty when fitted by a dealer.</p>',
    },
    mmba: {
      title: 'Mitsubishi Motors Business Advantage',
      html: '<h3>Business Advantage</h3><p>One weekly payment covers the vehicle, registration, servicing and tyres for 24 to 60 months and 15,000km/Year.</p>',
    },
    'diamond-advantage': {
      title: 'Diamond Advantage',
      html: '<h3>Diamond Advantage</h3><p>10-year warranty, 10-year capped price servicing and up to 4 years roadside assistance when serviced at a dealer.</p>',
    },
  },
};

/** Pretty to the depth a reader cares about, compact below it, to keep the files small and diffable. */
/** @returns {string} */
function stringify(/** @type {unknown} */ value, depth = 0, maxDepth = 5) {
  if (depth >= maxDepth || value === null || typeof value !== 'object') return JSON.stringify(value);
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + stringify(v, depth + 1, maxDepth)).join(',\n')}\n${end}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${stringify(v, depth + 1, maxDepth)}`).join(',\n')}\n${end}}`;
}

writeFileSync(join(here, 'store.json'), stringify(STORE, 0, 3) + '\n');
for (const r of RANGES) {
  writeFileSync(join(here, `${r.code}.json`), stringify({ $schema: './catalog.schema.json', ranges: [buildRange(r)] }, 0, 6) + '\n');
}
