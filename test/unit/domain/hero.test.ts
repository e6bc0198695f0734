import { describe, expect, it } from 'vitest';
import { SECTION_IDS, featuredSku, heroPicture, heroViewOf, visualiserViewOf } from '../../../src/domain/hero';
import { accessory, catalogOf, tray, trayPaint } from '../../support/catalogFactory';

const image = (angle: string) => ({ angle, src: `${angle}.svg` });
const exterior = ['3-4-front', 'side', '3-4-right-rear', 'rear-full'].map(image);
const interior = ['front-full', 'side'].map((angle) => ({ angle, src: `int-${angle}.svg` }));
const sources = { exterior, interior, featured: [image('BULLBAR#1'), image('BULLBAR#2')], build: [image('TRAY#1'), image('BULLBAR#1')] };
const srcs = (list: { src: string }[]) => list.map((i) => i.src);

describe('the hero follows the section in view (spec 2)', () => {
  it('has a view of its own for each of the five sections', () => {
    expect(SECTION_IDS.map(heroViewOf)).toEqual(['exterior', 'interior', 'tray', 'accessory', 'summary']);
  });

  it('shows the exterior and interior galleries for their sections', () => {
    expect(srcs(heroPicture('exterior', sources))).toEqual(['3-4-front.svg', 'side.svg', '3-4-right-rear.svg', 'rear-full.svg']);
    expect(srcs(heroPicture('interior', sources))).toEqual(['int-front-full.svg', 'int-side.svg']);
  });

  it('shows the tray, then the car from the rear three-quarter', () => {
    expect(srcs(heroPicture('tray', sources))).toEqual(['BULLBAR#1.svg', 'BULLBAR#2.svg', '3-4-right-rear.svg']);
  });

  it('shows the latest accessory, then the car side on; the side view alone before any is added', () => {
    expect(srcs(heroPicture('accessory', sources))).toEqual(['BULLBAR#1.svg', 'BULLBAR#2.svg', 'side.svg']);
    expect(srcs(heroPicture('accessory', { ...sources, featured: [] }))).toEqual(['side.svg']);
  });

  it('shows the finished car in its colour for the summary, then what was added', () => {
    expect(srcs(heroPicture('summary', sources))).toEqual(['3-4-front.svg', 'TRAY#1.svg', 'BULLBAR#1.svg']);
  });

  it('falls back to the first exterior image when the wanted angle is missing, and to nothing without images', () => {
    expect(srcs(heroPicture('tray', { ...sources, featured: [], exterior: [image('side')] }))).toEqual(['side.svg']);
    expect(heroPicture('summary', { exterior: [], interior: [], featured: [], build: [] })).toEqual([]);
  });

  it('turns the 3D view inside for the interior only: trays, accessories and the summary are seen from outside', () => {
    expect(SECTION_IDS.map(visualiserViewOf)).toEqual(['exterior', 'interior', 'exterior', 'exterior', 'exterior']);
  });
});

describe('the featured item', () => {
  const catalog = catalogOf({
    accessories: [tray('TRAY', 2000), trayPaint('PAINT', 'alloy', [['Black', 500]]), accessory('BULLBAR'), accessory('TOWBAR')],
  });

  it('is the tray in the build for the tray view', () => {
    expect(featuredSku('tray', catalog, ['BULLBAR', 'TRAY', 'PAINT-Black'])).toBe('TRAY');
    expect(featuredSku('tray', catalog, ['BULLBAR'])).toBeNull();
  });

  it('is the accessory added last for the accessory view, never the tray or its paint', () => {
    expect(featuredSku('accessory', catalog, ['BULLBAR', 'TOWBAR', 'TRAY', 'PAINT-Black'])).toBe('TOWBAR');
    expect(featuredSku('accessory', catalog, ['TRAY'])).toBeNull();
  });

  it('is nothing for the other views', () => {
    expect(featuredSku('summary', catalog, ['BULLBAR'])).toBeNull();
  });
});
