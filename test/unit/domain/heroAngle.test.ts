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
});
