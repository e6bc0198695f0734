/** Issue 16, point 8: an accessory variant's own description (spec 3) is what its modal shows for that colour. */
import { describe, expect, it } from 'vitest';
import { accessoryDescriptionFor } from '../../../src/domain/catalog';
import type { Accessory } from '../../../src/domain/types';

const canopy = {
  sku: 'CANOPY',
  title: 'Canopy',
  description: '<p>A canopy for the tub.</p>',
  variants: [
    { sku: 'CANOPY-WHITE', description: '<p>Painted White Diamond to match.</p>', attributes: [], includedAccessories: [] },
    { sku: 'CANOPY-BLACK', description: '  ', attributes: [], includedAccessories: [] },
  ],
} as unknown as Accessory;

describe('accessory description for the colour shown', () => {
  it("shows a variant's own description", () => {
    expect(accessoryDescriptionFor(canopy, 'CANOPY-WHITE')).toBe('<p>Painted White Diamond to match.</p>');
  });
  it("falls back to the accessory's description when the variant has none, or for the accessory itself", () => {
    expect(accessoryDescriptionFor(canopy, 'CANOPY-BLACK')).toBe('<p>A canopy for the tub.</p>');
    expect(accessoryDescriptionFor(canopy, 'CANOPY')).toBe('<p>A canopy for the tub.</p>');
  });
});
