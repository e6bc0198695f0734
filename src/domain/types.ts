/**
 * The product's domain types: read this file first.
 * Everything here is plain data, parsed and checked at the border (src/data, src/host).
 */

/** A vehicle range as the selector lists it (spec 3, "Vehicle range"). */
export interface VehicleRange {
  code: string;
  name: string;
  range: string;
  uid: string;
  year: string;
  /** True when a 3D model is available for the range. */
  readyForRender: boolean;
}

// ---------------------------------------------------------------------------
// Pricing context (spec 3, 9)
// ---------------------------------------------------------------------------

/** Customer types (spec 9). `mmba` is the business operating lease. */
export const CUSTOMER_TYPES = ['private', 'business', 'mmba'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Pricing types: drive-away or the operating lease (spec 3). */
export const PRICING_TYPES = ['drive-away', 'mmba'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

/** States and territories, in the spec's order (spec 9). */
export const STATES = ['sa', 'wa', 'nt', 'qld', 'nsw', 'vic', 'act', 'tas'] as const;
export type StateCode = (typeof STATES)[number];

/** Who is buying and where: everything a price depends on. */
export interface PricingContext {
  customerType: CustomerType;
  pricingType: PricingType;
  /** Null until a location is known; prices then fall back to the national value. */
  state: StateCode | null;
}

/** Pricing location (spec 3). */
export interface PricingLocation {
  suburb: string;
  state: StateCode;
  postcode: string;
}

/** The offer a price is read from: lease uses `mmba`, otherwise the customer type (spec 9). */
export type OfferKey = CustomerType;

// ---------------------------------------------------------------------------
// Offers (spec 3, "Offer")
// ---------------------------------------------------------------------------

/** A disclaimer with its marker, e.g. `{ marker: '*', text: 'Drive-away price...' }`. */
export interface Disclaimer {
  marker: string;
  text: string;
}

/** One state's price inside an offer. */
export interface StatePrice {
  value: number | null;
  label?: string | null;
  overrideLabel?: string | null;
}

/** Lease terms shown with an mmba offer. */
export interface LeaseTerms {
  mileage: number | null;
  months: number | null;
}

/** The price block of an offer; per-state prices win over `value` when present. */
export interface OfferPrice {
  label?: string | null;
  value: number | null;
  overrideLabel?: string | null;
  disclaimer?: string | null;
  leaseTerms?: LeaseTerms | null;
  states?: Partial<Record<StateCode, StatePrice | null>>;
}

/** An offer for one customer type. */
export interface Offer {
  title?: string | null;
  description?: string | null;
  shortDescription?: string | null;
  specialOfferFlag: boolean;
  disclaimers: readonly Disclaimer[];
  price: OfferPrice | null;
}

/** Offers keyed by customer type; a store may omit any of them. */
export type OffersByCustomer = Partial<Record<CustomerType, Offer | null>>;

// ---------------------------------------------------------------------------
// Configurables and variants (spec 3, "Configurable", "Variant.product")
// ---------------------------------------------------------------------------

/** The option groups a configurable may offer (store attribute codes exterior_code, interior_code, option_pack). */
export const OPTION_CODES = ['exteriorCode', 'interiorCode', 'optionPack'] as const;
export type OptionCode = (typeof OPTION_CODES)[number];

/** An option value's price for one customer type; per-state values win over `value`. */
export interface OptionPrice {
  value: number | null;
  label?: string | null;
  states?: Partial<Record<StateCode, number | null>>;
}

/** One value of a configurable option (an exterior colour, an interior, an option pack). */
export interface OptionValue {
  label: string;
  optionSlug?: string | null;
  valueIndex: number;
  /** Swatch colour or image path (`swatch_data.value`). */
  swatch?: string | null;
  /** An option pack's contents as the store lists them (the maker's `pack_contents`, issue 26.10; domain/packContents.ts cleans them); empty or absent otherwise. */
  packContents?: readonly string[];
  pricing: Partial<Record<CustomerType, OptionPrice | null>>;
}

/** A configurable option: its group and its values in display order. */
export interface ConfigurableOption {
  attributeCode: OptionCode;
  values: readonly OptionValue[];
}

/** A sellable combination of one configurable. */
export interface Variant {
  sku: string;
  exteriorCode: number | null;
  interiorCode: number | null;
  optionPack: number | null;
  /** Accessory skus this variant accepts; null when the store gives no list (then all are accepted). */
  compatibleAccessories: readonly string[] | null;
  offers: OffersByCustomer;
  /** The store's stock_status (issue 32.2); null when it gives none or one it does not define: no claim either way. */
  stock: StockStatus | null;
  /** only_x_left_in_stock: how many are left when the store says it is few; null otherwise. */
  onlyLeft: number | null;
}

/** Adobe Commerce's ProductStockStatus of a variant (IN_STOCK, OUT_OF_STOCK). */
export type StockStatus = 'in-stock' | 'out-of-stock';

/** A model's subrange, e.g. `{ label: 'Cab Chassis', path: 'cab-chassis' }`. */
export interface Subrange {
  label: string;
  path: string;
}

/** A model product (spec 3, "Configurable"). */
export interface Configurable {
  sku: string;
  name: string;
  bodyStyle: string | null;
  seats: number | null;
  driveType: string | null;
  fuelType: string | null;
  transmission: string | null;
  subrange: Subrange | null;
  offers: OffersByCustomer;
  variants: readonly Variant[];
  configurableOptions: readonly ConfigurableOption[];
}

// ---------------------------------------------------------------------------
// Accessories and trays (spec 3, "Accessory", "Tray")
// ---------------------------------------------------------------------------

/** A colour an accessory comes in. */
export interface ColourOption {
  label: string;
  /** Swatch value, usually a hex colour. */
  value: string | null;
  valueIndex: number;
}

/** A colour variant of an accessory; its own sku goes in the cart. */
export interface AccessoryVariant {
  sku: string;
  title?: string | null;
  name?: string | null;
  description?: string | null;
  /** Null when the variant has no price of its own (the accessory's price applies). */
  price: number | null;
  valueIndex: number | null;
  attributes?: readonly { code: string; valueIndex: number }[];
  includedAccessories?: readonly string[];
}

/** An accessory with its colour variants and its rule lists (skus). */
export interface Accessory {
  uid?: string | null;
  sku: string;
  title: string;
  name?: string | null;
  /** HTML from the store: sanitise before rendering. */
  description?: string | null;
  /** The minimum final price. */
  price: number | null;
  accessoryGroup: string | null;
  genuineParts: boolean;
  popularAccessory: boolean;
  isTray: boolean;
  trayType: string | null;
  isTrayPaint: boolean;
  onSale: boolean;
  is3DReady: boolean;
  colourOptions: readonly ColourOption[];
  variants: readonly AccessoryVariant[];
  /** From related products: at least one of these must be in the build. */
  requiredAccessories: readonly string[];
  /** A second requirement group: at least one of these must also be in the build. */
  extraRequiredAccessories: readonly string[];
  /** From cross-sell: these may not share the build. */
  incompatibleAccessories: readonly string[];
  /** From up-sell: accessories for the same spot; only the most recent is shown. */
  interchangeableAccessories: readonly string[];
  /** Accessories this one (a pack) includes. */
  includedAccessories: readonly string[];
}

/** A tray as the tray section lists it (derived from an accessory, spec 3 "Tray"). */
export interface Tray {
  sku: string;
  title: string;
  /** Rounded up to whole dollars. */
  price: number;
  description: string | null;
  genuineParts: boolean;
  accessoryGroup: string | null;
  popularAccessory: boolean;
  requiredAccessories: readonly string[];
  extraRequiredAccessories: readonly string[];
  incompatibleAccessories: readonly string[];
  includedAccessories: readonly string[];
  interchangeableAccessories: readonly string[];
  is3DReady: boolean;
  trayType: string | null;
}

/** One entry of the tray paint dropdown; `sku` is null for 'Unpainted'. */
export interface TrayPaint {
  sku: string | null;
  label: string;
  colour: string | null;
  /** Added to the tray price. */
  price: number;
}

/** Everything the store gives for one vehicle range. */
export interface RangeCatalog {
  configurables: readonly Configurable[];
  accessories: readonly Accessory[];
  /** The range has a 3D view (spec 3: ready_for_render); absent means it has none. */
  has3DView?: boolean;
}

// ---------------------------------------------------------------------------
// Selections (spec 3 "Form selections", 4 "Selections")
// ---------------------------------------------------------------------------

/** The form's option groups in the order they cascade (spec 3). */
export const SELECTION_GROUPS = ['bodyStyle', 'transmission', 'model', 'driveAndFuel', 'exterior', 'interior', 'optionPack'] as const;
export type SelectionGroup = (typeof SELECTION_GROUPS)[number];

// Each group's labels, store option and rows: domain/optionGroups.ts (one row per group).

/** A selection value: text for the model-level groups, a value index for the option groups. */
export type SelectionValue = string | number | null;

/** The form selections: text groups hold labels, option groups hold value indexes. */
export interface FormSelections {
  bodyStyle: string | null;
  transmission: string | null;
  /** The configurable's name, e.g. 'GLS'. */
  model: string | null;
  /** Drive and fuel type together, e.g. '4WD Diesel'. */
  driveAndFuel: string | null;
  exterior: number | null;
  interior: number | null;
  optionPack: number | null;
}

/** A selection resolved to the configurable and variant it names. */
export interface ResolvedSelection {
  selections: FormSelections;
  configurable: Configurable;
  variant: Variant;
}

/** A key-feature entry (spec 3). */
export interface KeyFeature {
  keyFeaturesHtml: string;
  transmission: string | null;
  driveAndFuelType: string | null;
  bodyStyle: string | null;
  model: string | null;
  disclaimers: readonly Disclaimer[];
}

// ---------------------------------------------------------------------------
// Finance (spec 3, 5, 9)
// ---------------------------------------------------------------------------

export const PAYMENT_FREQUENCIES = [52, 26, 12] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/** Calculator inputs; null means the visitor has not entered a value. */
export interface FinanceInputs {
  calculatorAmount: number | null;
  deposit: number | null;
  balloon: number | null;
  /** Percent per annum, e.g. 7.5. */
  interestRate: number | null;
  /** Years, 1 to 5. */
  loanTerm: number | null;
  paymentFrequency: PaymentFrequency | null;
}

// ---------------------------------------------------------------------------
// Alerts, proposals and the build (spec 3, 4, 8)
// ---------------------------------------------------------------------------

/** A configurator alert; the UI owns closing it. */
export interface ConfiguratorAlert {
  content: string;
  /** Milliseconds before it auto-dismisses; null keeps it until closed. */
  duration: number | null;
}

export type ImpactAction = 'add' | 'remove' | 'choose';

/** An item a proposal adds, removes or offers to choose between (group 1 or 2). */
export interface ImpactedItem {
  action: ImpactAction;
  group: 1 | 2;
  sku: string;
  title: string;
  price: number | null;
  colourLabel: string | null;
  /** Why a removed item leaves ("Can't be fitted with the Sports bar", issue 32.4); null when not told. */
  reason?: string | null;
}

/** An accessory whose colour the visitor may change, with the choices (colour proposal). */
export interface ConfigurableItem {
  /** The accessory (parent) sku. */
  accessorySku: string;
  title: string;
  /** The variant sku in the cart now. */
  currentSku: string;
  /** The variant matching the new vehicle colour, else the current one. */
  suggestedSku: string;
  options: readonly { sku: string; label: string; colour: string | null; price: number | null }[];
}

/** The item whose change triggered a proposal. */
export interface ItemBeingUpdated {
  action: 'add' | 'remove';
  itemType: 'accessory' | 'paint' | 'model';
  sku: string;
  title: string;
  colourLabel: string | null;
  price: number | null;
  imageUrl: string | null;
}

/**
 * What started a proposal; accepting replays it with the visitor's choices. This stands in for
 * the spec's `itemBeingUpdated.stateToAccept` (spec 3): the state accepting gives depends on the
 * choices made in the modal (a candidate, a colour, a plus-one kept), so a state fixed when the
 * proposal opens would be wrong as soon as the visitor picks; the trigger replayed with the
 * choices is the one way the accepted build, its link and its prices are made.
 */
export type ProposalTrigger =
  | { kind: 'add-accessory'; sku: string }
  | { kind: 'remove-accessory'; sku: string }
  | { kind: 'change-option'; group: SelectionGroup; value: SelectionValue }
  /**
   * A value the build hides, reached by the smallest change to the visitor's choices
   * (reach.ts): the proposal offers no choices of its own, so the build it gives is fixed
   * when it opens and accepting applies it.
   */
  | { kind: 'reach'; group: SelectionGroup; value: string | number; build: Build }
  /**
   * A refused accessory let in by the smallest repair (repair.ts): the cart items given up for it;
   * accepting re-plans the add without them, with the visitor's picks (issue 32.4).
   */
  | { kind: 'repair'; sku: string; dropped: readonly string[] }
  /** A build to order taken to the closest build in stock (closestInStock.ts); accepting applies it, colours as picked. */
  | { kind: 'in-stock'; build: Build };

/** One group that changes on the way to a wanted value (reach.ts). */
export interface ReachStep {
  group: SelectionGroup;
  /** The group's label as the form spells it, e.g. 'Body Style'. */
  label: string;
  from: string | null;
  to: string | null;
  /** True when the old value was the visitor's own choice (not a default). */
  wasChoice: boolean;
}

/** What a wanted value comes only with: in a group where the range offers more, the values it is sold with. */
export interface ReachLimit {
  group: SelectionGroup;
  label: string;
  /** The values it comes with, in display order. */
  only: readonly string[];
  /** The build's current value when the wanted one does not come with it, e.g. 'White Solid'. */
  notWith: string | null;
}

/** What a reach proposal shows besides the usual sections: the wanted value, what it comes only with, each step. */
export interface ReachSummary {
  group: SelectionGroup;
  label: string;
  steps: readonly ReachStep[];
  limits: readonly ReachLimit[];
}

/** The proposed change the modal shows (spec 3 "Proposed change"). */
export interface ProposedChange {
  trigger: ProposalTrigger;
  modalHeader: string;
  modalSubHeader: string | null;
  changeHeading: string | null;
  impactedItemsHeaders: { remove: string; selectToAdd: string; add: string };
  priceChangeHeading: string;
  newTotalHeading: string;
  itemBeingUpdated: ItemBeingUpdated;
  impactedItems: readonly ImpactedItem[];
  /** Items added for the one being removed (its plus-ones), offered for removal with it; the visitor may keep them. */
  optionalRemovals: readonly ImpactedItem[];
  configurableItems: readonly ConfigurableItem[];
  /** New total minus the current total, with the default choices. */
  priceChange: number;
  newTotal: number;
  /** The build exactly as it was before the proposal: cancel returns it. */
  base: Build;
  /** For a hidden value reached (trigger 'reach'): what it needs, shown before the priced changes. */
  reach?: ReachSummary;
}

/** The visitor's answers to a proposal: a sku per choose group, a variant sku per accessory colour. */
export interface ProposalChoices {
  groups?: Partial<Record<1 | 2, string>>;
  colours?: Readonly<Record<string, string>>;
  /** Plus-ones (optionalRemovals) the visitor keeps; the others leave with the removed item. */
  keep?: readonly string[];
}

/**
 * One of the visitor's own choices: an option group they set (its value is the build's
 * selection), or a cart item they added (its sku as the cart holds it).
 */
export type BuildChoice = { kind: 'option'; group: SelectionGroup } | { kind: 'item'; sku: string };

/** The whole configuration the UI holds: one value, changed only by the transitions in build.ts. */
export interface Build {
  selections: FormSelections;
  /** Skus in the order they were added (accessories, colour variants, the tray and its paint). */
  cart: readonly string[];
  /**
   * The visitor's own choices in the order they made them, oldest first, most recent last
   * (what a repair keeps first). Each group or item appears once, at its latest choice; what
   * the rules or defaults chose (a default colour, a required item, the default tray) is not
   * here; an item that left the cart leaves the list; an item recoloured by a proposal keeps its place.
   */
  choiceOrder: readonly BuildChoice[];
  finance: FinanceInputs | null;
  financeSelected: boolean;
  alert: ConfiguratorAlert | null;
  /** A proposal waiting for the visitor, or null. */
  pending: ProposedChange | null;
}

/** Summary details (spec 3): labels and display prices of the chosen model and options. */
export interface SummaryDetails {
  model: string;
  price: string;
  exteriorLabel: string | null;
  exteriorPrice: string | null;
  interiorLabel: string | null;
  interiorPrice: string | null;
  optionLabel: string | null;
  optionPrice: string | null;
}

/** A problem found in catalog data or while applying rules, reported instead of thrown. */
export interface RuleIssue {
  kind:
    | 'unknown-sku'
    | 'incompatible-with-vehicle'
    | 'self-reference'
    | 'include-cycle'
    | 'require-cycle'
    | 'requires-excluded'
    | 'unsatisfiable-requirement'
    | 'too-many-accessories'
    | 'contradiction';
  sku: string;
  related: string | null;
  message: string;
}

// ---------------------------------------------------------------------------
// Store config, dealer and flags (spec 3)
// ---------------------------------------------------------------------------

/** Store config disclaimers (GetStoreConfigDetails); any may be missing. */
export interface StoreDisclaimers {
  indicativePricing: Disclaimer | null;
  accessoriesImages: Disclaimer | null;
  financePayments: Disclaimer | null;
  balloonPayments: Disclaimer | null;
  byCustomer: Partial<Record<CustomerType, Disclaimer | null>>;
}

/** The dealer the form frame reports (mmal.selectedDealerUpdate). */
export interface SelectedDealer {
  name: string;
  address: { street: string; city: string; region: string; postcode: string; phone: string };
}
