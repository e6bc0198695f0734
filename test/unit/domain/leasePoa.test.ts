/** Price on application under lease, told where it matters (issue 26.4, spec 4). */
import { describe, expect, it } from 'vitest';
import { poaExplanation } from '../../../src/domain/leasePoa';
import { LEASE_NSW, accessory, testBuild } from '../../support/catalogFactory';

describe('lease POA, told where it matters (issue 26.4)', () => {
  it('names both causes when a dearer paint and accessories put the lease on application', () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A', { price: 300 })], cart: ['A'], optionSku: 'GLX-2' });
    expect(poaExplanation(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)).toBe(
      'Prices show POA (price on application): a lease in Red Diamond with accessories is priced by your dealer. Choose White Diamond and remove the accessories to see weekly prices again.',
    );
  });
});
