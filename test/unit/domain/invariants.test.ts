import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartViolations } from '../../../src/domain/accessoryRules';
import { cancelProposal, resolvedOf } from '../../../src/domain/build';
import { accessoryPrice } from '../../../src/domain/catalog';
import { financeRepayment } from '../../../src/domain/finance';
import { formatMoney, formatPriceDifference } from '../../../src/domain/money';
import { buildTotal } from '../../../src/domain/pricing';
import { selectionsOf } from '../../../src/domain/selection';
import { parseBuildUrl, parseCta } from '../../../src/domain/storageValues';
import { isTrayPaintSku, isTraySku } from '../../../src/domain/trayPrice';
import { parseConfiguratorParams } from '../../../src/domain/urlParams';
import { stepsOf, visitArb } from '../../support/arbitraries';

describe('engine invariants over generated catalogs and visitor actions', () => {
  it('keeps a real variant, a valid cart and a total equal to its parts; cancel restores the build', () => {
    fc.assert(
      fc.property(visitArb(14), (visit) => {
        const { ctx } = visit;
        const { catalog, pricing } = ctx;
        for (const { action, previous, build } of stepsOf(visit)) {
          const before = previous.pending === null ? previous : { ...previous, pending: null };

          // A resolved selection is always a real variant, named exactly by the selections.
          const resolved = resolvedOf(ctx, build)!;
          expect(catalog.combinations.some((c) => c.variant === resolved.variant)).toBe(true);
          expect(selectionsOf(resolved.configurable, resolved.variant)).toEqual(build.selections);

          // The cart never holds incompatible items, never misses a required one, never holds what a pack includes.
          expect(cartViolations(catalog, resolved.variant.sku, build.cart).map((i) => i.message)).toEqual([]);

          // The total equals the sum of its parts, one part per cart item outside lease.
          const total = buildTotal(catalog, resolved, build.cart, pricing);
          expect(total.total).toBe(total.parts.reduce((sum, p) => sum + p.amount, 0));
          if (!total.weekly) {
            expect(total.parts.filter((p) => ['accessory', 'tray', 'paint'].includes(p.kind)).map((p) => p.sku)).toEqual(build.cart);
            for (const part of total.parts.filter((p) => p.kind === 'accessory')) {
              expect(part.amount).toBe(accessoryPrice(catalog, part.sku) ?? 0);
            }
          }
          expect(build.cart.filter((s) => isTraySku(catalog, s)).length).toBeLessThanOrEqual(1);
          expect(build.cart.filter((s) => isTrayPaintSku(catalog, s)).length).toBeLessThanOrEqual(1);

          // Opening a proposal then cancelling leaves the build exactly as it was.
          if (build.pending && action.kind !== 'accept' && action.kind !== 'cancel') {
            expect(cancelProposal(build)).toBe(build.pending.base);
            expect(build.pending.base).toEqual(before);
            expect({ ...build, pending: null }).toEqual(before);
          }
        }
      }),
      { numRuns: 250 },
    );
  });
});

describe('total functions never throw', () => {
  it('parses any URL text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => void parseConfiguratorParams(`#/triton/?${text}`)),
      { numRuns: 300 },
    );
  });

  it('parses any stored value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const url = parseBuildUrl(value);
        expect(url === null || url.startsWith('/') || url.startsWith('#/')).toBe(true);
        expect([null, 'get-a-quote', 'book-a-test-drive']).toContain(parseCta(value));
      }),
      { numRuns: 300 },
    );
  });

  it('formats any number as en-AU money', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
        expect(formatMoney(amount)).toMatch(/^−?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
        expect(formatPriceDifference(amount)).toMatch(/^([+−] )?\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      }),
      { numRuns: 300 },
    );
  });

  it('gives a finite repayment or messages for any inputs', () => {
    const num = fc.oneof(fc.double(), fc.integer({ min: -10, max: 200000 }), fc.constant(null));
    fc.assert(
      fc.property(num, num, num, num, num, fc.constantFrom(52, 26, 12, 7, null), (amount, deposit, balloon, rate, term, frequency) => {
        const result = financeRepayment({
          calculatorAmount: amount,
          deposit,
          balloon,
          interestRate: rate,
          loanTerm: term,
          paymentFrequency: frequency as never,
        });
        expect(
          result.repayment === null ? Object.keys(result.errors).length > 0 : Number.isFinite(result.repayment) && result.repayment >= 0,
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
