/**
 * Hostile catalogs (issue 27.4): requirements that loop back, and chains of requirements
 * longer than a build can hold. Each is read as a data issue that names its skus, and the
 * rest of the catalog keeps working: an Add is always answered, with the whole chain or a reason.
 */
import { describe, expect, it } from 'vitest';
import { ALERT_DURATION_MS } from '../../../src/domain/build';
import { accessory, testBuild } from '../../support/catalogFactory';

/** A chain C1 requires C2 requires … requires Cn. */
function chain(length: number) {
  return Array.from({ length }, (_, i) =>
    accessory(`C${i + 1}`, { title: `Chain link ${i + 1}`, requires: i + 1 < length ? [`C${i + 2}`] : [] }),
  );
}

describe('an accessory that requires itself', () => {
  it('is a data issue naming its sku, and Add adds it with nothing else', () => {
    const t = testBuild({ accessories: [accessory('SELF', { title: 'Roof rack', requires: ['SELF'] }), accessory('OTHER')] });
    expect(t.ctx.catalog.issues).toContainEqual(expect.objectContaining({ kind: 'self-reference', sku: 'SELF', related: 'SELF' }));
    t.add('SELF');
    expect(t.pending).toBeNull();
    expect(t.cart).toEqual(['SELF']);
    expect(t.add('OTHER').cart).toEqual(['SELF', 'OTHER']);
  });

  it('is the same through one of its own colours', () => {
    const t = testBuild({ accessories: [accessory('MIRROR', { colours: [['White'], ['Red']], requires: ['MIRROR-Red'] })] });
    expect(t.ctx.catalog.issues).toContainEqual(expect.objectContaining({ kind: 'self-reference', sku: 'MIRROR', related: 'MIRROR-Red' }));
    expect(t.add('MIRROR-White').cart).toEqual(['MIRROR-White']);
  });
});

describe('a requirement cycle', () => {
  it('is one data issue naming every sku of the cycle', () => {
    const t = testBuild({
      accessories: [accessory('A', { requires: ['B'] }), accessory('B', { requires: ['C'] }), accessory('C', { requires: ['A'] })],
    });
    const cycles = t.ctx.catalog.issues.filter((issue) => issue.kind === 'require-cycle');
    expect(cycles).toHaveLength(1);
    expect(cycles[0]!.message).toBe('A requires B requires C requires A (a cycle)');
  });

  it('adds the whole cycle once when one of it is added', () => {
    const t = testBuild({ accessories: [accessory('A', { requires: ['B'] }), accessory('B', { requires: ['A'] })] });
    t.add('B');
    expect(t.pending?.impactedItems.map((item) => item.sku)).toEqual(['A']);
    expect(t.accept().cart).toEqual(['B', 'A']);
  });
});

describe('a chain of required accessories', () => {
  it('of 60 is proposed and added whole', () => {
    const t = testBuild({ accessories: chain(60) });
    t.add('C1');
    expect(t.pending?.impactedItems).toHaveLength(59);
    t.accept();
    expect(t.cart).toHaveLength(60);
    expect(new Set(t.cart)).toEqual(new Set(chain(60).map((a) => a.sku)));
  });

  it('longer than a build can hold (100 accessories) is refused whole, with the reason', () => {
    const t = testBuild({ accessories: chain(150), cart: [] });
    t.add('C1');
    expect(t.cart).toEqual([]);
    expect(t.pending).toBeNull();
    expect(t.build.alert).toEqual({
      content: "The Chain link 1 can't be added: with the accessories it needs, your build would hold more than 100 accessories.",
      duration: ALERT_DURATION_MS,
    });
    expect(t.issues).toContainEqual(expect.objectContaining({ kind: 'too-many-accessories', sku: 'C1' }));
  });

  it('that would fill a build past 100 with what is already in it is refused too', () => {
    const others = Array.from({ length: 60 }, (_, i) => accessory(`X${i}`));
    const t = testBuild({ accessories: [...others, ...chain(50)], cart: others.map((a) => a.sku) });
    t.add('C1');
    expect(t.cart).toHaveLength(60);
    expect(t.build.alert?.content).toMatch(/^The Chain link 1 can't be added/);
  });
});
