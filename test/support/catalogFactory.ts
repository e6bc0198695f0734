/**
 * Builds catalogs and configured builds in one line, so a rule test reads like the
 * spec: `const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B')] })`.
 */
import { indexCatalog, type Catalog } from '../../src/domain/catalog';
import { cancelProposal, resolvedOf, totalOf, type EngineContext, type Outcome } from '../../src/domain/build';
import { createBuild } from '../../src/domain/buildStart';
import {
  acceptProposal,
  addAccessory,
  changeOption,
  removeAccessory,
  selectTray,
  selectTrayPaint,
} from '../../src/domain/buildTransitions';
import type { SavedBuild } from '../../src/domain/savedBuilds';
import { selectionFromUrl } from '../../src/domain/selection';
import type {
  Accessory,
  Build,
  Configurable,
  ConfigurableOption,
  Disclaimer,
  Offer,
  OffersByCustomer,
  OptionValue,
  PricingContext,
  ProposalChoices,
  RuleIssue,
  SelectionGroup,
  SelectionValue,
  StateCode,
  StockStatus,
  StoreDisclaimers,
  Subrange,
  Variant,
} from '../../src/domain/types';

export const PRIVATE_NSW: PricingContext = { customerType: 'private', pricingType: 'drive-away', state: 'nsw' };
export const BUSINESS_NSW: PricingContext = { customerType: 'business', pricingType: 'drive-away', state: 'nsw' };
export const LEASE_NSW: PricingContext = { customerType: 'business', pricingType: 'mmba', state: 'nsw' };

/** An offer at a price, optionally with per-state prices. */
export function offer(value: number | null, extra: Partial<Offer> & { states?: Partial<Record<StateCode, number>> } = {}): Offer {
  const { states, ...rest } = extra;
  const stateEntries = Object.fromEntries(Object.entries(states ?? {}).map(([state, v]) => [state, { value: v }]));
  return {
    title: 'Offer',
    specialOfferFlag: false,
    disclaimers: [],
    price: { value, states: stateEntries },
    ...rest,
  };
}

/** A $45,990 drive-away offer with a marked disclaimer ('*') and an unmarked one, special or not. */
export const offerWith = (specialOfferFlag: boolean): Offer => ({
  title: 'Drive away price',
  specialOfferFlag,
  disclaimers: [
    { marker: '*', text: 'Drive away price includes registration.' },
    { marker: '', text: 'Images are for illustration only.' },
  ],
  price: { value: 45990 },
});

/** Offers for every customer type: private and business at `value`, lease weekly at `weekly`. */
export function offers(value: number, weekly = Math.round(value / 300)): OffersByCustomer {
  return { private: offer(value), business: offer(value - 1000), mmba: offer(weekly) };
}

/** An option value priced the same for private and business, weekly for lease. */
export function optionValue(label: string, valueIndex: number, price = 0, weekly = Math.round(price / 300)): OptionValue {
  return {
    label,
    valueIndex,
    optionSlug: label.toLowerCase().replace(/\s+/g, '-'),
    swatch: null,
    pricing: { private: { value: price }, business: { value: price }, mmba: { value: weekly } },
  };
}

export const WHITE = optionValue('White Diamond', 1, 0);
export const RED = optionValue('Red Diamond', 2, 700);
export const BLACK = optionValue('Jet Black', 3, 700);
export const CLOTH = optionValue('Black Cloth', 10, 0);
export const LEATHER = optionValue('Leather', 11, 1500);
export const PREMIUM = optionValue('Premium Pack', 20, 2000);

export interface ModelSpec {
  name?: string;
  bodyStyle?: string | null;
  transmission?: string | null;
  driveType?: string | null;
  fuelType?: string | null;
  subrange?: Subrange | null;
  seats?: number | null;
  price?: number;
  exteriors?: OptionValue[];
  interiors?: OptionValue[];
  packs?: OptionValue[];
  /** Accessory skus every variant accepts; null accepts all. */
  compatible?: readonly string[] | null;
  /** Leave out these variant skus (combinations the store does not sell). */
  without?: readonly string[];
  variantOffers?: (sku: string) => OffersByCustomer;
  /** Each variant's stock by its sku; by default the store says nothing (null). */
  stock?: (sku: string) => StockStatus | null;
}

export const PICK_UP: Subrange = { label: 'Pick Up', path: 'pick-up' };
export const CAB_CHASSIS: Subrange = { label: 'Cab Chassis', path: 'cab-chassis' };

/** A model product with a variant for every exterior × interior × pack, sku '{model}-{ext}-{int}-{pack}'. */
export function model(sku: string, spec: ModelSpec = {}): Configurable {
  const exteriors = spec.exteriors ?? [WHITE, RED];
  const interiors = spec.interiors ?? [];
  const packs = spec.packs ?? [];
  const options: ConfigurableOption[] = [];
  if (exteriors.length > 0) options.push({ attributeCode: 'exteriorCode', values: exteriors });
  if (interiors.length > 0) options.push({ attributeCode: 'interiorCode', values: interiors });
  if (packs.length > 0) options.push({ attributeCode: 'optionPack', values: packs });
  const variants: Variant[] = [];
  for (const e of exteriors.length > 0 ? exteriors : [null]) {
    for (const i of interiors.length > 0 ? interiors : [null]) {
      for (const p of packs.length > 0 ? packs : [null]) {
        const vsku = [sku, e?.valueIndex, i?.valueIndex, p?.valueIndex].filter((x) => x !== undefined).join('-');
        if (spec.without?.includes(vsku)) continue;
        variants.push({
          sku: vsku,
          exteriorCode: e?.valueIndex ?? null,
          interiorCode: i?.valueIndex ?? null,
          optionPack: p?.valueIndex ?? null,
          compatibleAccessories: spec.compatible === undefined ? null : spec.compatible,
          // By default only the model carries an offer, so option prices add to it (spec 9).
          offers: spec.variantOffers ? spec.variantOffers(vsku) : {},
          stock: spec.stock ? spec.stock(vsku) : null,
          onlyLeft: null,
        });
      }
    }
  }
  return {
    sku,
    name: spec.name ?? sku,
    bodyStyle: spec.bodyStyle === undefined ? 'Double Cab' : spec.bodyStyle,
    seats: spec.seats ?? 5,
    driveType: spec.driveType === undefined ? '4WD' : spec.driveType,
    fuelType: spec.fuelType === undefined ? 'Diesel' : spec.fuelType,
    transmission: spec.transmission === undefined ? 'Automatic' : spec.transmission,
    subrange: spec.subrange === undefined ? PICK_UP : spec.subrange,
    offers: offers(spec.price ?? 40000),
    variants,
    configurableOptions: options,
  };
}

export interface AccessorySpec extends Partial<Accessory> {
  requires?: string[];
  extraRequires?: string[];
  excludes?: string[];
  sameSpot?: string[];
  includes?: string[];
  /** Colour variants as [label, swatch]; variant skus are '{sku}-{label}'. */
  colours?: [string, string?][];
}

/** An accessory at $100 (title = sku) with rule lists by shorthand. */
export function accessory(sku: string, spec: AccessorySpec = {}): Accessory {
  const { requires, extraRequires, excludes, sameSpot, includes, colours, ...rest } = spec;
  const colourOptions = (colours ?? []).map(([label, value], i) => ({ label, value: value ?? null, valueIndex: 100 + i }));
  return {
    sku,
    title: sku,
    price: 100,
    accessoryGroup: 'Exterior',
    genuineParts: true,
    popularAccessory: false,
    isTray: false,
    trayType: null,
    isTrayPaint: false,
    onSale: false,
    is3DReady: true,
    colourOptions,
    variants: colourOptions.map((c) => ({ sku: `${sku}-${c.label}`, title: `${sku} ${c.label}`, price: null, valueIndex: c.valueIndex })),
    requiredAccessories: requires ?? [],
    extraRequiredAccessories: extraRequires ?? [],
    incompatibleAccessories: excludes ?? [],
    interchangeableAccessories: sameSpot ?? [],
    includedAccessories: includes ?? [],
    ...rest,
  };
}

/** A tray accessory of a tray type at a price. */
export function tray(sku: string, price: number, trayType = 'alloy', spec: AccessorySpec = {}): Accessory {
  return accessory(sku, { isTray: true, trayType, price, accessoryGroup: 'Trays', ...spec });
}

/** The tray paint accessory for a tray type, with colours at prices. */
export function trayPaint(sku: string, trayType: string | null, colours: [string, number][]): Accessory {
  const base = accessory(sku, { isTrayPaint: true, trayType, price: 0, colours: colours.map(([label]) => [label, '#000000']) });
  return { ...base, variants: base.variants.map((v, i) => ({ ...v, price: colours[i]?.[1] ?? 0 })) };
}

export interface TestBuildSpec {
  models?: Configurable[];
  accessories?: Accessory[];
  pricing?: PricingContext;
  /** Starts from this model sku / variant sku as a URL would (defaults: the first). */
  modelSelection?: string;
  optionSku?: string;
  cart?: string[];
  /** The range has a 3D view (default: it has). */
  has3DView?: boolean;
}

/** An indexed catalog of models (default: one pick-up model 'GLX' in white and red) and accessories. */
export function catalogOf(spec: { models?: Configurable[]; accessories?: Accessory[]; has3DView?: boolean } = {}): Catalog {
  return indexCatalog({
    configurables: spec.models ?? [model('GLX')],
    accessories: spec.accessories ?? [],
    has3DView: spec.has3DView ?? true,
  });
}

/** A build driven like a visitor would: each call replaces `build` and records the issues. */
export class TestBuild {
  build: Build;
  issues: readonly RuleIssue[] = [];
  readonly ctx: EngineContext;
  history: Build[] = [];

  constructor(ctx: EngineContext, build: Build) {
    this.ctx = ctx;
    this.build = build;
  }

  private step(outcome: Outcome): this {
    this.history.push(this.build);
    this.build = outcome.build;
    this.issues = outcome.issues;
    return this;
  }

  add(sku: string): this {
    return this.step(addAccessory(this.ctx, this.build, sku));
  }

  remove(sku: string): this {
    return this.step(removeAccessory(this.ctx, this.build, sku));
  }

  choose(group: SelectionGroup, value: SelectionValue): this {
    return this.step(changeOption(this.ctx, this.build, group, value));
  }

  selectTray(sku: string): this {
    return this.step(selectTray(this.ctx, this.build, sku));
  }

  selectPaint(sku: string | null): this {
    return this.step(selectTrayPaint(this.ctx, this.build, sku));
  }

  accept(choices: ProposalChoices = {}): this {
    const pending = this.build.pending;
    if (!pending) throw new Error('no proposal to accept');
    return this.step({ build: acceptProposal(this.ctx, this.build, pending, choices), issues: [] });
  }

  cancel(): this {
    return this.step({ build: cancelProposal(this.build), issues: [] });
  }

  /** Adds and accepts whatever proposal follows. */
  addAndAccept(sku: string, choices: ProposalChoices = {}): this {
    this.add(sku);
    return this.build.pending ? this.accept(choices) : this;
  }

  get cart(): readonly string[] {
    return this.build.cart;
  }

  get pending() {
    return this.build.pending;
  }

  get alert(): string | null {
    return this.build.alert?.content ?? null;
  }

  get total(): number {
    return totalOf(this.ctx, this.build);
  }

  get variantSku(): string | null {
    return resolvedOf(this.ctx, this.build)?.variant.sku ?? null;
  }

  get resolved() {
    const resolved = resolvedOf(this.ctx, this.build);
    if (!resolved) throw new Error('empty catalog');
    return resolved;
  }
}

/** A configured build in one line: catalog, pricing and starting point (first model, first variant). */
export function testBuild(spec: TestBuildSpec = {}): TestBuild {
  const catalog = catalogOf(spec);
  const ctx: EngineContext = { catalog, pricing: spec.pricing ?? PRIVATE_NSW };
  const resolved = selectionFromUrl(catalog, { modelSelection: spec.modelSelection ?? null, optionSku: spec.optionSku ?? null });
  if (!resolved) throw new Error('catalog has no variant');
  return new TestBuild(ctx, createBuild(ctx, resolved, spec.cart ?? []));
}

// ---------------------------------------------------------------- store disclaimers

/** The store's disclaimers as the summary tests know them: finance and balloon notes, one per customer type. */
export const SUMMARY_DISCLAIMERS: StoreDisclaimers = {
  indicativePricing: null,
  accessoriesImages: null,
  financePayments: { marker: '~', text: 'Estimated repayments are a guide only.' },
  balloonPayments: { marker: '<', text: 'A balloon payment is a <strong>lump sum</strong> due at the end of the loan term.' },
  byCustomer: {
    private: { marker: '*', text: 'Drive away prices include registration.' },
    business: { marker: '#', text: 'Business prices are for ABN holders.' },
    mmba: { marker: '^', text: 'Operating lease for approved ABN holders.' },
  },
};

/** The store's disclaimers as the accessory and tray tests know them: the accessory images note only. */
export const ACCESSORY_DISCLAIMERS: StoreDisclaimers = {
  indicativePricing: null,
  accessoriesImages: { marker: '', text: 'Accessory images are for illustration only.' },
  financePayments: null,
  balloonPayments: null,
  byCustomer: {},
};

// ---------------------------------------------------------------- the header and footer's fixture model

/** Pricing contexts with no state chosen. */
export const PRIVATE: PricingContext = { customerType: 'private', pricingType: 'drive-away', state: null };
export const BUSINESS: PricingContext = { customerType: 'business', pricingType: 'drive-away', state: null };
export const LEASE: PricingContext = { customerType: 'business', pricingType: 'mmba', state: null };

export const PRIVATE_PRICE_DISCLAIMER: Disclaimer = { marker: '*', text: 'Drive away price includes 12 months registration.' };
export const IMAGES_DISCLAIMER: Disclaimer = { marker: '', text: 'Images shown are for illustration purposes only.' };

export const STORE_DISCLAIMERS: StoreDisclaimers = {
  indicativePricing: { marker: '', text: 'Prices shown are <strong>indicative</strong> only.' },
  accessoriesImages: null,
  financePayments: null,
  balloonPayments: null,
  byCustomer: {
    private: { marker: '*', text: 'Private prices include on-road costs.' },
    business: { marker: '#', text: 'Business prices are for ABN holders.' },
    mmba: { marker: '^', text: 'Operating lease for approved ABN holders.' },
  },
};

/** The offers every variant of the fixture model has; `special` turns the private offer into a special one. */
export function fixtureOffers(options: { special?: boolean; withoutPrivate?: boolean } = {}): OffersByCustomer {
  const special = options.special ?? false;
  const privateOffer: Offer = {
    title: special ? 'Limited offer: GLX Double Cab' : 'Drive away price',
    shortDescription: special ? 'Save this month.' : null,
    description: special ? '<p>Save on the <strong>GLX</strong> this month.</p>' : null,
    specialOfferFlag: special,
    disclaimers: [PRIVATE_PRICE_DISCLAIMER, IMAGES_DISCLAIMER],
    price: { label: 'Drive away', value: 45990, states: { vic: { value: 46290, label: 'Drive away' } } },
  };
  return {
    private: options.withoutPrivate ? null : privateOffer,
    business: {
      title: 'Business price',
      specialOfferFlag: false,
      disclaimers: [],
      price: { label: 'Drive away (ABN holders)', value: 44990 },
    },
    mmba: { title: 'Operating lease', specialOfferFlag: false, disclaimers: [], price: { label: 'Per week', value: 299 } },
  };
}

/** Offers with the private price raised by `amount`: a variant's offer includes its dearer colour (spec 9). */
function withPrivateExtra(offers: OffersByCustomer, amount: number): OffersByCustomer {
  const own = offers.private;
  if (!own?.price) return offers;
  const states = Object.fromEntries(
    Object.entries(own.price.states ?? {}).map(([state, price]) => [state, price && { ...price, value: (price.value ?? 0) + amount }]),
  );
  return { ...offers, private: { ...own, price: { ...own.price, value: (own.price.value ?? 0) + amount, states } } };
}

/** The fixture model: 'GLX' Double Cab, 6-speed automatic, 4WD Diesel, in White Diamond (included) and Red Diamond (+$700, inside the Red variant's offer). */
export function fixtureModel(offers: OffersByCustomer = fixtureOffers()): Configurable {
  const variantOffers = (sku: string) => (sku.endsWith(`-${RED.valueIndex}`) ? withPrivateExtra(offers, 700) : offers);
  const configurable = model('MV1', { name: 'GLX', transmission: '6-speed automatic', exteriors: [WHITE, RED], variantOffers });
  return { ...configurable, offers };
}

/** A build to save (spec 3.x saved builds): a GLX at $48,490*, private NSW, no items; saved at `savedAt`. */
export const savedBuildDraft = (
  name: string,
  { href = '/triton?model-selection=GLX&option-sku=GLX-1', savedAt = '2026-11-25T10:00:00.000Z' }: { href?: string; savedAt?: string } = {},
): Omit<SavedBuild, 'id'> => ({
  name,
  href,
  savedAt,
  pricing: PRIVATE_NSW,
  total: 48490,
  priceText: '$48,490*',
  itemNames: [],
});
