import { describe, expect, it } from 'vitest';
import { cartLines } from '../../../src/domain/pricing';
import { CAB_CHASSIS, LEASE_NSW, PRIVATE_NSW, accessory, model, testBuild, tray, trayPaint } from '../../support/catalogFactory';

describe('cart lines of the summary (spec 4, 5, 9)', () => {
  it('lists each cart sku with its title, colour and price difference in cart order', () => {
    const t = testBuild({
      accessories: [accessory('A', { title: 'Tow bar', price: 1250 }), accessory('B', { title: 'Mats', price: 199, colours: [['Black']] })],
      cart: ['A', 'B-Black'],
    });
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)).toEqual([
      { sku: 'A', name: 'Tow bar', title: 'Tow bar', colourLabel: null, priceText: '+ $1,250', contents: [] },
      { sku: 'B-Black', name: 'B Black', title: 'B Black', colourLabel: 'Black', priceText: '+ $199', contents: [] },
    ]);
  });

  it('prices a tray against the compatible tray and rounds paint up', () => {
    const t = testBuild({
      models: [model('CC', { subrange: CAB_CHASSIS })],
      accessories: [tray('T1', 2999.2), tray('T2', 4100.5), trayPaint('P', 'alloy', [['Black', 450.4]])],
    });
    const first = cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW);
    expect(first).toEqual([{ sku: 'T1', name: 'T1', title: 'T1', colourLabel: null, priceText: '$0', contents: [] }]);
    t.selectTray('T2').selectPaint('P-Black');
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW).map((line) => line.priceText)).toEqual(['+ $1,101', '+ $451']);
  });

  it("shows 'POA' under lease for a priced accessory", () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A', { price: 300 })], cart: ['A'] });
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, LEASE_NSW)[0]?.priceText).toBe('POA');
  });

  it('names what a pack contains, nested packs included (issue 26.3)', () => {
    const t = testBuild({
      accessories: [
        accessory('PACK', { title: 'Protection Pack', includes: ['PLATE', 'MINI'] }),
        accessory('MINI', { title: 'Mini pack', includes: ['FLAPS'] }),
        accessory('PLATE', { title: 'Bash plate' }),
        accessory('FLAPS', { title: 'Mud flaps' }),
      ],
      cart: ['PACK'],
    });
    expect(cartLines(t.ctx.catalog, t.resolved, t.cart, PRIVATE_NSW)[0]?.contents).toEqual(['Bash plate', 'Mini pack', 'Mud flaps']);
  });

  it('is empty for an empty cart', () => {
    const t = testBuild();
    expect(cartLines(t.ctx.catalog, t.resolved, [], PRIVATE_NSW)).toEqual([]);
  });
});
