import { describe, expect, it } from 'vitest';
import { availabilityOf, availableText, noneInStockText, rangeHasStock } from '../../../src/domain/stock';
import type { StockStatus } from '../../../src/domain/types';
import { RED, WHITE, catalogOf, model } from '../../support/catalogFactory';

const rangeWith = (stock: (sku: string) => StockStatus | null) => catalogOf({ models: [model('GLX', { exteriors: [WHITE, RED], stock })] });
const variant = (catalog: ReturnType<typeof catalogOf>, sku: string) => catalog.combinations.find((c) => c.variant.sku === sku)!.variant;

describe("a build's availability (issue 32.2)", () => {
  it("is 'Available now' for a variant in stock, with how many are left when the store says few are", () => {
    const catalog = rangeWith((sku) => (sku === 'GLX-1' ? 'in-stock' : 'out-of-stock'));
    expect(availabilityOf(catalog, variant(catalog, 'GLX-1'))).toEqual({ kind: 'available', onlyLeft: null });
    expect(availabilityOf(catalog, { ...variant(catalog, 'GLX-1'), onlyLeft: 2 })).toEqual({ kind: 'available', onlyLeft: 2 });
    expect(availableText(null)).toBe('Available now');
    expect(availableText(2)).toBe('Available now: only 2 left');
  });

  it("is 'Built to order' for a variant out of stock, saying whether anything in the range is in stock", () => {
    const some = rangeWith((sku) => (sku === 'GLX-1' ? 'in-stock' : 'out-of-stock'));
    expect(availabilityOf(some, variant(some, 'GLX-2'))).toEqual({ kind: 'to-order', rangeInStock: true });
    const none = rangeWith(() => 'out-of-stock');
    expect(rangeHasStock(none)).toBe(false);
    expect(availabilityOf(none, variant(none, 'GLX-2'))).toEqual({ kind: 'to-order', rangeInStock: false });
    expect(noneInStockText('Triton')).toBe('No Triton is available now; every build is built to order.');
  });

  it('claims nothing when the store gives no stock', () => {
    const unknown = rangeWith(() => null);
    expect(availabilityOf(unknown, variant(unknown, 'GLX-1'))).toBeNull();
    expect(rangeHasStock(unknown)).toBe(false);
  });
});
