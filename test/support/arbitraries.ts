/** fast-check generators: catalogs with random (often contradictory) rules, and visitor action sequences. */
import fc from 'fast-check';
import { cancelProposal, type EngineContext, type Outcome } from '../../src/domain/build';
import { createBuild } from '../../src/domain/buildStart';
import {
  acceptProposal,
  addAccessory,
  changeOption,
  removeAccessory,
  selectTray,
  selectTrayPaint,
} from '../../src/domain/buildTransitions';
import { indexCatalog } from '../../src/domain/catalog';
import { resolveSelection } from '../../src/domain/selection';
import type {
  Accessory,
  Build,
  Configurable,
  OffersByCustomer,
  PricingContext,
  RangeCatalog,
  SelectionGroup,
} from '../../src/domain/types';
import { CUSTOMER_TYPES, PRICING_TYPES, SELECTION_GROUPS, STATES } from '../../src/domain/types';
import {
  BLACK,
  CAB_CHASSIS,
  CLOTH,
  LEATHER,
  PICK_UP,
  PREMIUM,
  RED,
  WHITE,
  accessory,
  model,
  offer,
  optionValue,
  tray,
  trayPaint,
} from './catalogFactory';

/** A dearer leather priced per state, so state option prices are exercised too. */
const TAN = {
  ...optionValue('Tan Leather', 12, 1500),
  pricing: { private: { value: 1500, states: { vic: 1560 } }, business: { value: 1500 }, mmba: { value: 6 } },
};

/**
 * Variant offers as a store may give them: none (the model's offer and option prices add up),
 * the model's price plus the variant's options (as the maker's store does), or any price at all.
 */
function variantOffersOf(mode: 'none' | 'sum' | 'any', price: number, options: readonly (typeof WHITE)[]) {
  if (mode === 'none') return undefined;
  return (sku: string): OffersByCustomer => {
    const chosen = sku
      .split('-')
      .slice(1)
      .map((index) => options.find((o) => String(o.valueIndex) === index));
    const extra = (key: 'private' | 'business' | 'mmba') => chosen.reduce((sum, o) => sum + (o?.pricing[key]?.value ?? 0), 0);
    const odd = mode === 'any' ? (sku.length * 37) % 900 : 0;
    return {
      private: offer(price + extra('private') + odd, { states: { vic: price + 400 + extra('private') + odd } }),
      business: offer(price - 1000 + extra('business') + odd),
      mmba: offer(Math.round(price / 300) + extra('mmba') + (odd % 7)),
    };
  };
}

const pick = <T>(list: readonly T[], indexes: readonly number[]): T[] =>
  [...new Set(indexes.map((i) => i % Math.max(1, list.length)))].flatMap((i) => (list[i] === undefined ? [] : [list[i]!]));

const rawAccessory = fc.record({
  requires: fc.array(fc.nat(), { maxLength: 2 }),
  extraRequires: fc.array(fc.nat(), { maxLength: 2 }),
  excludes: fc.array(fc.nat(), { maxLength: 2 }),
  sameSpot: fc.array(fc.nat(), { maxLength: 2 }),
  includes: fc.array(fc.nat(), { maxLength: 2 }),
  unknownRef: fc.boolean(),
  colours: fc.integer({ min: 0, max: 3 }),
  is3DReady: fc.boolean(),
  price: fc.option(fc.integer({ min: 0, max: 2000 }), { freq: 6 }),
  kind: fc.constantFrom('plain', 'plain', 'plain', 'tray', 'paint'),
});

const rawModel = fc.record({
  exteriors: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  interiors: fc.array(fc.nat(), { maxLength: 2 }),
  pack: fc.boolean(),
  transmission: fc.constantFrom('Manual', 'Automatic'),
  drive: fc.constantFrom('2WD', '4WD'),
  subrange: fc.constantFrom(PICK_UP, CAB_CHASSIS, null),
  compatible: fc.option(fc.array(fc.nat(), { maxLength: 12 }), { freq: 2 }),
  without: fc.array(fc.nat(), { maxLength: 3 }),
  price: fc.integer({ min: 20000, max: 80000 }),
  variantOffers: fc.constantFrom('none' as const, 'sum' as const, 'any' as const),
});

/** A range catalog of 2–10 accessories with random rule lists and 1–3 models. */
export const catalogArb: fc.Arbitrary<RangeCatalog> = fc
  .record({
    accessories: fc.array(rawAccessory, { minLength: 2, maxLength: 10 }),
    models: fc.array(rawModel, { minLength: 1, maxLength: 3 }),
  })
  .map(({ accessories, models }) => {
    const skus = accessories.map((_, i) => `A${i}`);
    const built: Accessory[] = accessories.map((raw, i) => {
      const sku = skus[i]!;
      const refs = (list: number[]) => [...pick(skus, list), ...(raw.unknownRef ? ['UNKNOWN'] : [])];
      const rules = {
        requires: pick(skus, raw.requires),
        extraRequires: pick(skus, raw.extraRequires),
        excludes: refs(raw.excludes),
        sameSpot: pick(skus, raw.sameSpot),
        includes: pick(skus, raw.includes),
        is3DReady: raw.is3DReady,
        price: raw.price,
      };
      if (raw.kind === 'tray') return tray(sku, raw.price ?? 1000, i % 2 === 0 ? 'alloy' : 'steel', rules);
      if (raw.kind === 'paint')
        return trayPaint(sku, null, [
          ['Black', 300],
          ['White', 250],
        ]);
      const colours = ['White Diamond', 'Red Diamond', 'Jet Black'].slice(0, raw.colours === 1 ? 2 : raw.colours).map((c): [string] => [c]);
      return accessory(sku, { ...rules, colours });
    });
    const allSkus = built.flatMap((a) => [a.sku, ...a.variants.map((v) => v.sku)]);
    const configurables: Configurable[] = models.map((raw, i) => {
      const exteriors = pick([WHITE, RED, BLACK], raw.exteriors);
      const interiors = pick([CLOTH, LEATHER, TAN], raw.interiors);
      const full = model(`M${i}`, { exteriors, interiors, packs: raw.pack ? [PREMIUM] : [] });
      const without = pick(
        full.variants.map((v) => v.sku),
        raw.without,
      ).slice(0, full.variants.length - 1);
      return model(`M${i}`, {
        name: i % 2 === 0 ? 'GLX' : 'GLS',
        transmission: raw.transmission,
        driveType: raw.drive,
        subrange: raw.subrange,
        exteriors,
        interiors,
        packs: raw.pack ? [PREMIUM] : [],
        compatible: raw.compatible === null ? null : pick(allSkus, raw.compatible),
        without,
        price: raw.price,
        variantOffers: variantOffersOf(raw.variantOffers, raw.price, [...exteriors, ...interiors, PREMIUM]),
      });
    });
    return { configurables, accessories: built };
  });

/** One thing a visitor does; indexes are taken modulo the lists they pick from. */
export type Action =
  | { kind: 'add' | 'remove' | 'tray' | 'paint'; index: number }
  | { kind: 'choose'; group: SelectionGroup; index: number }
  | { kind: 'accept'; first: number; second: number; colour: number }
  | { kind: 'cancel' }
  | { kind: 'unpaint' };

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), index: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tray' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('paint' as const), index: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unpaint' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('choose' as const), group: fc.constantFrom(...SELECTION_GROUPS), index: fc.nat() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('accept' as const), first: fc.nat(), second: fc.nat(), colour: fc.nat() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancel' as const }) },
);

/** Any pricing context: every customer type, pricing type and state, or no state yet. */
export const pricingArb: fc.Arbitrary<PricingContext> = fc.record({
  customerType: fc.constantFrom(...CUSTOMER_TYPES),
  pricingType: fc.constantFrom(...PRICING_TYPES),
  state: fc.constantFrom(...STATES, null),
});

/** Applies one generated visitor action to a build through the engine's transitions. */
export function applyAction(ctx: EngineContext, build: Build, action: Action): Outcome {
  const skus = [...ctx.catalog.bySku.keys()];
  const sku = 'index' in action ? (skus[action.index % skus.length] ?? 'none') : 'none';
  switch (action.kind) {
    case 'add':
      return addAccessory(ctx, build, sku);
    case 'remove':
      return removeAccessory(ctx, build, build.cart[action.index % Math.max(1, build.cart.length)] ?? sku);
    case 'tray':
      return selectTray(ctx, build, sku);
    case 'paint':
      return selectTrayPaint(ctx, build, sku);
    case 'unpaint':
      return selectTrayPaint(ctx, build, null);
    case 'choose': {
      const values = [...new Set(ctx.catalog.combinations.map((c) => c.values[action.group])), 'junk'];
      return changeOption(ctx, build, action.group, values[action.index % values.length] ?? null);
    }
    case 'accept': {
      const pending = build.pending;
      if (!pending) return { build, issues: [] };
      const choose = pending.impactedItems.filter((i) => i.action === 'choose');
      const of = (group: 1 | 2, n: number) => choose.filter((i) => i.group === group)[n % Math.max(1, choose.length)]?.sku;
      const colours = Object.fromEntries(
        pending.configurableItems.map((item) => [
          item.accessorySku,
          item.options[action.colour % item.options.length]?.sku ?? item.currentSku,
        ]),
      );
      const groups: Partial<Record<1 | 2, string>> = {};
      const g1 = of(1, action.first);
      const g2 = of(2, action.second);
      if (g1) groups[1] = g1;
      if (g2) groups[2] = g2;
      return { build: acceptProposal(ctx, build, pending, { groups, colours }), issues: [] };
    }
    case 'cancel':
      return { build: cancelProposal(build), issues: [] };
  }
}

/** A generated visit: a catalog and pricing context, the build the visitor starts from (first model, first variant) and what they do. */
export interface Visit {
  ctx: EngineContext;
  start: Build;
  actions: Action[];
}

/** Visits over generated catalogs and pricing contexts, of up to `maxActions` visitor actions. */
export function visitArb(maxActions: number): fc.Arbitrary<Visit> {
  return fc.tuple(catalogArb, pricingArb, fc.array(actionArb, { maxLength: maxActions })).map(([data, pricing, actions]) => {
    const catalog = indexCatalog(data);
    const ctx: EngineContext = { catalog, pricing };
    const start = resolveSelection(catalog, {});
    if (!start) throw new Error('catalogArb made a catalog with no variant');
    return { ctx, start: createBuild(ctx, start), actions };
  });
}

/** Plays a visit's actions in turn: each step's action, the build before it and the build after it. */
export function* stepsOf(visit: Visit): Generator<{ action: Action; previous: Build; build: Build }> {
  let build = visit.start;
  for (const action of visit.actions) {
    const previous = build;
    build = applyAction(visit.ctx, previous, action).build;
    yield { action, previous, build };
  }
}
