import { describe, expect, it } from 'vitest';
import {
  accessoryGroups,
  defaultAccessoryGroup,
  accessoryCardState,
  accessoryCardView,
  cartSkuOf,
  colourChoices,
  shownAccessoryGroup,
  shownSkuOf,
} from '../../../src/domain/accessoryList';
import { CAB_CHASSIS, PICK_UP, accessory, catalogOf, model, tray, trayPaint, LEASE_NSW, PRIVATE_NSW } from '../../support/catalogFactory';

describe('accessory list (spec 2, 5)', () => {
  const accessories = [
    accessory('BAR', { accessoryGroup: 'Exterior' }),
    accessory('MAT', { accessoryGroup: 'Interior' }),
    accessory('LINER', { accessoryGroup: 'Protection' }),
    tray('T', 3000),
    trayPaint('P', null, [['Black', 300]]),
  ];

  it('shows only groups that contain items the vehicle takes, defaulting to the first', () => {
    const catalog = catalogOf({ models: [model('GLX', { compatible: ['BAR', 'MAT'] })], accessories });
    const groups = accessoryGroups(catalog, PICK_UP, 'GLX-1');
    expect([groups.map((g) => g.name), defaultAccessoryGroup(groups)]).toEqual([['Exterior', 'Interior'], 'Exterior']);
  });

  it('leaves tray accessories out of the list for Cab Chassis, and tray paint always', () => {
    const catalog = catalogOf({ models: [model('CC', { subrange: CAB_CHASSIS })], accessories });
    expect(accessoryGroups(catalog, CAB_CHASSIS, 'CC-1').flatMap((g) => g.items.map((i) => i.sku))).toEqual(['BAR', 'MAT', 'LINER']);
  });

  it('has no default group when nothing fits', () => {
    expect(defaultAccessoryGroup([])).toBeNull();
  });
});

describe('accessory cards (spec 2, 4)', () => {
  const lid = accessory('LID', {
    price: 3499,
    colours: [
      ['White Diamond', '#eeede6'],
      ['Red Diamond', '#a0001c'],
      ['Jet Black', '#111111'],
    ],
  });
  const pack = accessory('PACK', { includes: ['MAT'] });
  const accessories = [lid, pack, accessory('MAT'), accessory('BAR')];
  const catalog = catalogOf({
    models: [model('GLX', { compatible: ['LID-White Diamond', 'LID-Red Diamond', 'PACK', 'MAT', 'BAR'] })],
    accessories,
  });

  it('offers the colours the vehicle takes, with label, swatch and price', () => {
    expect(colourChoices(catalog, 'LID', 'GLX-1')).toEqual([
      { sku: 'LID-White Diamond', label: 'White Diamond', colour: '#eeede6', price: 3499 },
      { sku: 'LID-Red Diamond', label: 'Red Diamond', colour: '#a0001c', price: 3499 },
    ]);
    expect(colourChoices(catalog, 'BAR', 'GLX-1')).toEqual([]);
  });

  it('finds the cart sku of an accessory by its key', () => {
    expect(cartSkuOf(catalog, ['BAR', 'LID-Red Diamond'], 'LID')).toBe('LID-Red Diamond');
    expect(cartSkuOf(catalog, ['BAR'], 'LID')).toBeNull();
  });

  it('shows an item as in the cart, included by a pack, or available', () => {
    const cart = ['PACK', 'LID-White Diamond'];
    expect([
      accessoryCardState(catalog, cart, 'LID'),
      accessoryCardState(catalog, cart, 'MAT'),
      accessoryCardState(catalog, cart, 'BAR'),
    ]).toEqual(['in-cart', 'included', 'available']);
  });

  it('shows the colour in the cart, else the pick, else the one matching the vehicle, else the first', () => {
    expect(shownSkuOf(catalog, ['LID-Red Diamond'], 'LID', 'GLX-1', 'White Diamond', 'LID-White Diamond')).toBe('LID-Red Diamond');
    expect(shownSkuOf(catalog, [], 'LID', 'GLX-1', 'White Diamond', 'LID-Red Diamond')).toBe('LID-Red Diamond');
    expect(shownSkuOf(catalog, [], 'LID', 'GLX-1', 'Red Diamond')).toBe('LID-Red Diamond');
    expect(shownSkuOf(catalog, [], 'LID', 'GLX-1', 'Jet Black', 'LID-Jet Black')).toBe('LID-White Diamond');
    expect(shownSkuOf(catalog, [], 'BAR', 'GLX-1', 'Red Diamond')).toBe('BAR');
  });

  it("gives a card its state, shown colour, pack contents and price: the visitor's pick until the cart holds one", () => {
    const vehicle = { subrange: null, variantSku: 'GLX-1', exteriorLabel: 'White Diamond' };
    const price = { pricing: PRIVATE_NSW, priceOnApplication: false };
    const picked = accessoryCardView(catalog, [], 'LID', vehicle, 'LID-Red Diamond', price);
    expect([picked.accessory.sku, picked.state, picked.shownSku, picked.priceText]).toEqual([
      'LID',
      'available',
      'LID-Red Diamond',
      '+ $3,499',
    ]);
    expect(accessoryCardView(catalog, ['LID-White Diamond'], 'LID', vehicle, 'LID-Red Diamond', price).shownSku).toBe('LID-White Diamond');
    expect(accessoryCardView(catalog, ['PACK'], 'PACK', vehicle, null, price).contents).toEqual(['MAT']);
    expect(accessoryCardView(catalog, [], 'LID', vehicle, null, { pricing: LEASE_NSW, priceOnApplication: false }).priceText).toBe('POA');
  });

  it('shows the chosen group while it has items, else the first with items', () => {
    const groups = [
      { name: 'Exterior', items: [accessory('BAR')] },
      { name: 'Interior', items: [accessory('MAT')] },
    ];
    expect(shownAccessoryGroup(groups, 'Interior')?.name).toBe('Interior');
    expect(shownAccessoryGroup(groups, 'Gone')?.name).toBe('Exterior');
    expect(shownAccessoryGroup([], 'Interior')).toBeNull();
  });
});
