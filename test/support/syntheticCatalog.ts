/**
 * A large synthetic range for the engine benchmark: 1,000 accessories with dense
 * rules and 200 variants. Deterministic (a seeded generator), so runs compare.
 */
import { indexCatalog, type Catalog } from '../../src/domain/catalog';
import { CLOTH, LEATHER, PREMIUM, model, accessory, optionValue } from './catalogFactory';
import type { Accessory, Configurable, OptionValue } from '../../src/domain/types';

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export interface SyntheticRange {
  catalog: Catalog;
  accessorySkus: string[];
}

/**
 * 10 models × 5 exteriors × 2 interiors × 2 packs = 200 variants; 1,000 accessories, each with several rules.
 * With more models (the reach benchmark's 60), body styles, transmissions, drives and paints vary by model,
 * so that each model's choices hide values another model has.
 */
export function syntheticRange(accessoryCount = 1000, seed = 7, modelCount = 10): SyntheticRange {
  const random = seeded(seed);
  const at = (n: number) => Math.floor(random() * n);
  const skus = Array.from({ length: accessoryCount }, (_, i) => `ACC${String(i).padStart(4, '0')}`);
  const some = (n: number) => Array.from({ length: n }, () => skus[at(skus.length)]!);
  const accessories: Accessory[] = skus.map((sku, i) =>
    accessory(sku, {
      title: `Accessory ${i}`,
      price: 50 + at(3000),
      accessoryGroup: ['Exterior', 'Interior', 'Towing', 'Protection', 'Lighting'][i % 5]!,
      requires: random() < 0.3 ? some(2) : [],
      extraRequires: random() < 0.1 ? some(2) : [],
      excludes: some(5),
      sameSpot: some(3),
      includes: random() < 0.1 ? some(2) : [],
      is3DReady: random() < 0.9,
      colours: random() < 0.2 ? [['White Diamond'], ['Red Diamond'], ['Jet Black']] : undefined,
    }),
  );
  const exteriors: OptionValue[] = ['White Diamond', 'Red Diamond', 'Jet Black', 'Blue', 'Grey'].map((label, i) =>
    optionValue(label, i + 1, i === 0 ? 0 : 700),
  );
  const varied = modelCount > 10;
  const bySku = new Map(accessories.map((a) => [a.sku, a]));
  const configurables: Configurable[] = Array.from({ length: modelCount }, (_, m) => {
    const compatible = [...skus.filter(() => random() < 0.85)];
    const withVariants = compatible.flatMap((sku) => [sku, ...(bySku.get(sku)?.variants.map((v) => v.sku) ?? [])]);
    return model(`MODEL${m}`, {
      name: ['GLX', 'GLX+', 'GLS', 'Exceed', 'Black Edition'][m % 5]!,
      ...(varied ? { bodyStyle: ['Single Cab', 'Club Cab', 'Double Cab'][Math.floor(m / 5) % 3]! } : {}),
      transmission: m % 2 === 0 ? 'Automatic' : 'Manual',
      driveType: varied ? (Math.floor(m / 15) % 2 === 0 ? '4WD' : '2WD') : m < 5 ? '4WD' : '2WD',
      exteriors: varied ? exteriors.slice(m % 3, 3 + (m % 3)) : exteriors,
      interiors: [CLOTH, LEATHER],
      packs: [PREMIUM, optionValue('Tech Pack', 21, 1500)],
      compatible: withVariants,
      price: 35000 + m * 2500,
    });
  });
  return { catalog: indexCatalog({ configurables, accessories }), accessorySkus: skus };
}
