import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepsOf, visitArb } from '../../support/arbitraries';
import { BLACK, RED, accessory, model, testBuild } from '../../support/catalogFactory';

const range = () =>
  testBuild({
    models: [model('GLX', { exteriors: [RED, BLACK] })],
    accessories: [
      accessory('BAR'),
      accessory('HARNESS'),
      accessory('LIGHTS', { requires: ['HARNESS'] }),
      accessory('CANOPY', { colours: [['Red Diamond'], ['Jet Black']] }),
    ],
  });

describe("the visitor's choices in the order made (build.choiceOrder)", () => {
  it('starts empty: defaults are not choices', () => {
    expect(range().build.choiceOrder).toEqual([]);
  });

  it('lists option groups and added items, most recent last, each once at its latest choice', () => {
    const t = range().choose('exterior', BLACK.valueIndex).add('BAR').choose('exterior', RED.valueIndex);
    expect(t.build.choiceOrder).toEqual([
      { kind: 'item', sku: 'BAR' },
      { kind: 'option', group: 'exterior' },
    ]);
  });

  it('leaves out what the rules added for a choice (a required item)', () => {
    const t = range().addAndAccept('LIGHTS');
    expect(t.cart).toEqual(expect.arrayContaining(['LIGHTS', 'HARNESS']));
    expect(t.build.choiceOrder).toEqual([{ kind: 'item', sku: 'LIGHTS' }]);
  });

  it('drops an item that left the cart', () => {
    const t = range().add('BAR').add('LIGHTS').accept().remove('BAR').accept();
    expect(t.build.choiceOrder).toEqual([{ kind: 'item', sku: 'LIGHTS' }]);
  });

  it('records another colour of an item as the most recent choice, under its new sku', () => {
    const t = range().add('CANOPY-Red Diamond').add('BAR').add('CANOPY-Jet Black');
    expect(t.build.choiceOrder).toEqual([
      { kind: 'item', sku: 'BAR' },
      { kind: 'item', sku: 'CANOPY-Jet Black' },
    ]);
  });

  it("keeps a link's items as choices in the link's order", () => {
    const t = testBuild({ accessories: [accessory('A'), accessory('B')], cart: ['B', 'A'] });
    expect(t.build.choiceOrder).toEqual([
      { kind: 'item', sku: 'B' },
      { kind: 'item', sku: 'A' },
    ]);
  });

  it('is not changed by a proposal until it is accepted', () => {
    const t = range().add('BAR').add('LIGHTS');
    expect(t.pending).not.toBeNull();
    expect(t.build.choiceOrder).toEqual([{ kind: 'item', sku: 'BAR' }]);
  });

  it('over generated visits, lists only items in the cart and each choice once', () => {
    fc.assert(
      fc.property(visitArb(12), (visit) => {
        for (const { build } of stepsOf(visit)) {
          const keys = build.choiceOrder.map((c) => (c.kind === 'option' ? `option:${c.group}` : `item:${c.sku}`));
          expect(new Set(keys).size).toBe(keys.length);
          for (const c of build.choiceOrder) if (c.kind === 'item') expect(build.cart).toContain(c.sku);
        }
      }),
      { numRuns: 60 },
    );
  });
});
