import { describe, expect, it } from 'vitest';
import { exteriorAngle } from '../../../src/domain/heroAngle';
import { accessory, catalogOf, tray } from '../../support/catalogFactory';

describe('the angle the car turns to (issue 26.9)', () => {
  const catalog = catalogOf({
    accessories: [
      tray('TRAY', 1000),
      accessory('TOWBAR', { title: 'Heavy duty towbar', accessoryGroup: 'Towing' }),
      accessory('LID', { title: 'Hard lid', accessoryGroup: 'Exterior' }),
      accessory('STEPS', { title: 'Side steps', accessoryGroup: 'Exterior' }),
      accessory('MIRRORS', { title: 'Towing mirrors', accessoryGroup: 'Towing' }),
      accessory('TRADIE', { title: 'Tradie Pack', accessoryGroup: 'Packs', includes: ['STEPS', 'TOWBAR'] }),
      accessory('ADVENTURE', { title: 'Adventure Pack', accessoryGroup: 'Packs', includes: ['STEPS'] }),
    ],
  });
  it('shows trays, towbars and hard lids from the rear three quarter, other accessories from the side, the rest from the front', () => {
    expect(exteriorAngle('tray', catalog, ['TRAY'])).toBe('3-4-right-rear');
    expect(exteriorAngle('accessory', catalog, ['TOWBAR'])).toBe('3-4-right-rear');
    expect(exteriorAngle('accessory', catalog, ['STEPS', 'LID'])).toBe('3-4-right-rear');
    expect(exteriorAngle('accessory', catalog, ['LID', 'STEPS'])).toBe('side');
    expect(exteriorAngle('exterior', catalog, ['TOWBAR'])).toBe('3-4-front');
    expect(exteriorAngle('summary', catalog, ['TOWBAR'])).toBe('3-4-front');
  });

  it('shows a pack from the rear when it includes something fitted there (a towbar), towing mirrors from the side', () => {
    expect(exteriorAngle('accessory', catalog, ['TRADIE'])).toBe('3-4-right-rear');
    expect(exteriorAngle('accessory', catalog, ['ADVENTURE'])).toBe('side');
    expect(exteriorAngle('accessory', catalog, ['TOWBAR', 'MIRRORS'])).toBe('side');
  });
});
