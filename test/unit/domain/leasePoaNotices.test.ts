/** Lease POA told before it happens (issue 26.4, spec 4): on a paint where it is offered, and before a change is confirmed. */
import { describe, expect, it } from 'vitest';
import { becomesPoaNotice, exteriorPriceText } from '../../../src/domain/leasePoaNotices';
import { LEASE_NSW, PRIVATE_NSW, RED, WHITE, testBuild } from '../../support/catalogFactory';

describe('lease POA, told before it happens (issue 26.4)', () => {
  it("offers a lease paint that would put the lease on application as such, not as '+ $X per week'", () => {
    const t = testBuild({ pricing: LEASE_NSW });
    const { configurable } = t.resolved;
    expect(exteriorPriceText(configurable, RED, LEASE_NSW, false)).toBe('POA: lease priced by your dealer');
    expect(exteriorPriceText(configurable, WHITE, LEASE_NSW, false)).toBe('+ $0 per week');
    // Already on application: every price is POA, as before.
    expect(exteriorPriceText(configurable, RED, LEASE_NSW, true)).toBe('POA');
    expect(exteriorPriceText(configurable, RED, PRIVATE_NSW, false)).toBe('+ $700');
  });

  it('says before a change that it would put a weekly lease on application, and only then', () => {
    const t = testBuild({ pricing: LEASE_NSW });
    const before = { resolved: t.resolved, cart: t.cart };
    const red = testBuild({ pricing: LEASE_NSW, optionSku: 'GLX-2' });
    expect(becomesPoaNotice(t.ctx.catalog, before, { resolved: red.resolved, cart: [] }, LEASE_NSW)).toBe(
      'Confirming this makes prices show POA (price on application): a lease in Red Diamond is priced by your dealer.',
    );
    expect(becomesPoaNotice(t.ctx.catalog, before, before, LEASE_NSW)).toBeNull();
    expect(
      becomesPoaNotice(red.ctx.catalog, { resolved: red.resolved, cart: [] }, { resolved: red.resolved, cart: [] }, LEASE_NSW),
    ).toBeNull();
  });
});
