import { describe, expect, it } from 'vitest';
import { CAB_CHASSIS, LEASE_NSW, PICK_UP, accessory, model, optionValue, testBuild, tray, trayPaint } from '../../support/catalogFactory';

const STANDARD = optionValue('Standard', 30, 0);
const TRADIE = optionValue('Tradie Pack', 31, 1990);

describe('a choice that changes others tells the visitor (spec 4 alerts)', () => {
  it('names a forced drive and fuel change and the price change', () => {
    const t = testBuild({
      models: [
        model('DC', { name: 'GLX', bodyStyle: 'Double Cab', driveType: '4WD', price: 40000 }),
        model('SC', { name: 'GLX', bodyStyle: 'Single Cab', driveType: '2WD', price: 35000 }),
      ],
    }).choose('bodyStyle', 'Single Cab');
    expect(t.pending).toBeNull();
    expect(t.alert).toBe(
      'Your choice: Single Cab with the Drive & Fuel Type change (− $5,000). To fit your choice we also changed: Drive & Fuel Type to 2WD Diesel (was 4WD Diesel). Price change: − $5,000.',
    );
  });

  it('names the tray and paint a Pick Up drops, with their prices', () => {
    const t = testBuild({
      models: [
        model('CC', { name: 'GLX', bodyStyle: 'Double Cab Chassis', subrange: CAB_CHASSIS, price: 40000 }),
        model('PU', { name: 'GLX', bodyStyle: 'Double Cab Pick Up', subrange: PICK_UP, price: 41000 }),
      ],
      accessories: [tray('ALLOY', 2999), tray('STEEL', 2500, 'steel'), trayPaint('PAINT', 'alloy', [['Black', 600]]), accessory('X')],
    });
    // The alloy tray is the default, so it is priced in ($0); the Pick Up costs $1,000 more.
    t.selectTray('ALLOY').selectPaint('PAINT-Black').choose('bodyStyle', 'Double Cab Pick Up');
    expect(t.cart).toEqual([]);
    // Its own change is listed too, so the amounts sum to the price change: 1,000 + 0 − 600 = 400.
    expect(t.alert).toBe(
      'Your choice: Double Cab Pick Up (+ $1,000). To fit your choice we also changed: removed ALLOY ($0); removed PAINT Black (− $600). Price change: + $400.',
    );
  });

  it('leaves out $0 no-ops: an option pack that comes and goes at $0, a tray swapped for its equivalent at $0', () => {
    const t = testBuild({
      models: [
        model('CC4', {
          name: 'GLX',
          bodyStyle: 'Double Cab Chassis',
          driveType: '4WD',
          subrange: CAB_CHASSIS,
          price: 40000,
          packs: [STANDARD],
          compatible: ['ALLOY4', 'PAINT'],
        }),
        model('CC2', {
          name: 'GLX',
          bodyStyle: 'Double Cab Chassis',
          driveType: '2WD',
          subrange: CAB_CHASSIS,
          price: 38000,
          compatible: ['ALLOY2', 'PAINT'],
        }),
      ],
      accessories: [tray('ALLOY4', 2999), tray('ALLOY2', 2999), trayPaint('PAINT', 'alloy', [['Black', 600]]), accessory('X')],
    });
    t.choose('driveAndFuel', '2WD Diesel');
    // The default alloy tray of the 4WD gives way to the 2WD's, both priced in: nothing else to tell.
    expect(t.cart).toEqual(['ALLOY2']);
    expect(t.alert).toBeNull();
  });

  it('lists every change of Double Cab Chassis → Double Cab Pick Up with its price, summing to the price change, with true minus signs', () => {
    const t = testBuild({
      models: [
        model('CC', { name: 'GLX', bodyStyle: 'Double Cab Chassis', subrange: CAB_CHASSIS, price: 40000, packs: [STANDARD, TRADIE] }),
        model('PU', { name: 'GLX', bodyStyle: 'Double Cab Pick Up', subrange: PICK_UP, price: 44000 }),
      ],
      accessories: [tray('STEEL', 4300, 'steel'), tray('ALLOY', 5200), trayPaint('COAT', 'alloy', [['Jet Black', 1290]])],
    });
    t.choose('optionPack', TRADIE.valueIndex).selectTray('ALLOY').selectPaint('COAT-Jet Black').choose('bodyStyle', 'Double Cab Pick Up');
    expect(t.cart).toEqual([]);
    // 4,000 − 1,990 − 900 − 1,290 = −180, as on the demo Triton.
    expect(t.alert).toBe(
      'Your choice: Double Cab Pick Up (+ $4,000). To fit your choice we also changed: removed Tradie Pack (− $1,990); removed ALLOY (− $900); removed COAT Jet Black (− $1,290). Price change: − $180.',
    );
  });

  it('says nothing when only the chosen option changed', () => {
    const t = testBuild().choose('exterior', 2);
    expect(t.alert).toBeNull();
  });
});

describe('the POA switch under lease is explained where it happens (spec 4 "Price on application")', () => {
  it('says a dearer paint put lease prices on application, and how to get weekly prices back', () => {
    const t = testBuild({ pricing: LEASE_NSW }).choose('exterior', 2);
    expect(t.alert).toBe(
      'Prices show POA (price on application): a lease in Red Diamond is priced by your dealer. Choose White Diamond to see weekly prices again.',
    );
  });

  it('says an accessory put lease prices on application', () => {
    const t = testBuild({ pricing: LEASE_NSW, accessories: [accessory('A', { price: 300 })] }).add('A');
    expect(t.alert).toBe(
      'Prices show POA (price on application): a lease with accessories is priced by your dealer. Remove the accessories to see weekly prices again.',
    );
  });

  it('says nothing for drive-away prices', () => {
    expect(testBuild().choose('exterior', 2).alert).toBeNull();
  });
});

describe('removing an accessory offers to remove its plus-ones (spec 4)', () => {
  const towing = () =>
    testBuild({
      accessories: [
        accessory('TOWBAR', { title: 'Heavy duty towbar', price: 1199, requires: ['HARNESS'] }),
        accessory('HARNESS', { title: 'Towbar wiring harness', price: 349 }),
        accessory('CARRIER', { title: 'Bike carrier', price: 500, requires: ['TOWBAR'] }),
      ],
    }).addAndAccept('TOWBAR');

  it('offers the harness added for a towbar; accepted as offered both leave', () => {
    const t = towing().remove('TOWBAR');
    expect(t.pending?.optionalRemovals.map((item) => item.title)).toEqual(['Towbar wiring harness']);
    // 1,199 + 349 leave.
    expect(t.pending?.priceChange).toBe(-1548);
    expect(t.accept().cart).toEqual([]);
  });

  it('keeps a plus-one the visitor keeps', () => {
    expect(
      towing()
        .remove('TOWBAR')
        .accept({ keep: ['HARNESS'] }).cart,
    ).toEqual(['HARNESS']);
  });

  it("offers, on accepting 'Some accessories don't mix', to remove what was added only for the item that makes room (issue 26.6)", () => {
    const lights = () =>
      testBuild({
        accessories: [
          accessory('LIGHTBAR', { title: 'LED light bar', price: 1299, requires: ['WIRING'] }),
          accessory('WIRING', { title: 'Driving light wiring harness', price: 249 }),
          accessory('HARDLID', { title: 'Hard lid', price: 3499, excludes: ['LIGHTBAR'] }),
        ],
      })
        .addAndAccept('LIGHTBAR')
        .add('HARDLID');
    const t = lights();
    expect(t.pending?.modalHeader).toBe("Some accessories don't mix");
    expect(t.pending?.optionalRemovals.map((item) => item.title)).toEqual(['Driving light wiring harness']);
    // 3,499 in; 1,299 and 249 out.
    expect(t.pending?.priceChange).toBe(1951);
    expect(t.accept().cart).toEqual(['HARDLID']);
    expect([...lights().accept({ keep: ['WIRING'] }).cart].sort()).toEqual(['HARDLID', 'WIRING']);
  });

  it('does not offer a plus-one another item in the build still needs', () => {
    const other = testBuild({
      accessories: [
        accessory('LIGHT', { requires: ['HARNESS'] }),
        accessory('SPOT', { requires: ['HARNESS'] }),
        accessory('HARNESS', { price: 249 }),
      ],
    })
      .addAndAccept('LIGHT')
      .addAndAccept('SPOT')
      .remove('LIGHT');
    expect(other.pending?.optionalRemovals).toEqual([]);
  });
});
