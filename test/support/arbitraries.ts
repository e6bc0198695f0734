/** fast-check generators: catalogs with random (often contradictory) rules, and visitor action sequences. */
import fc from 'fast-check';
import type { Accessory, Configurable, RangeCatalog, SelectionGroup } from '../../src/domain/types';
import { SELECTION_GROUPS } from '../../src/domain/types';
import { BLACK, CAB_CHASSIS, CLOTH, LEATHER, PICK_UP, PREMIUM, RED, WHITE, accessory, model, tray, trayPaint } from './catalogFactory';

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
      const interiors = pick([CLOTH, LEATHER], raw.interiors);
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
