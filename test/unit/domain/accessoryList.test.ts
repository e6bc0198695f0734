import { describe, expect, it } from 'vitest';
import { accessoryGroups, defaultAccessoryGroup } from '../../../src/domain/accessoryList';
import { packContents } from '../../../src/domain/packs';
import { CAB_CHASSIS, PICK_UP, accessory, catalogOf, model, tray, trayPaint } from '../../support/catalogFactory';

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

describe('pack contents (issue 26.10)', () => {
  it("lists a pack's accessories by title, none for an accessory that is not a pack", () => {
    const catalog = catalogOf({
      accessories: [
        accessory('TOWBAR', { title: 'Heavy duty towbar' }),
        accessory('HARNESS', { title: 'Wiring harness' }),
        accessory('PACK', { title: 'Towing Pack', includes: ['TOWBAR', 'HARNESS'], accessoryGroup: 'Packs' }),
      ],
    });
    expect(packContents(catalog, 'PACK')).toEqual(['Heavy duty towbar', 'Wiring harness']);
    expect(packContents(catalog, 'TOWBAR')).toEqual([]);
  });
});
