import { describe, expect, it } from 'vitest';
import { swatchCssColour, tipShift, paintFinish } from '../../../src/domain/swatch';
import { swatchColour } from '../../../src/domain/visualiser';

describe('swatchCssColour (the option form paints a swatch with the store value)', () => {
  it('keeps a CSS colour as the store wrote it, trimmed', () => {
    expect(swatchCssColour(' #9E1B24 ')).toBe('#9E1B24');
    expect(swatchCssColour('#fff')).toBe('#fff');
    expect(swatchCssColour('#11223344')).toBe('#11223344');
    expect(swatchCssColour('rgb(10, 20, 30)')).toBe('rgb(10, 20, 30)');
    expect(swatchCssColour('hsla(120, 50%, 50%, 0.5)')).toBe('hsla(120, 50%, 50%, 0.5)');
  });

  it('gives null for an image path, a colour name or nothing', () => {
    expect(swatchCssColour('/media/swatch/red.png')).toBeNull();
    expect(swatchCssColour('red')).toBeNull();
    expect(swatchCssColour('#12')).toBeNull();
    expect(swatchCssColour('')).toBeNull();
    expect(swatchCssColour(null)).toBeNull();
  });

  it('accepts every colour the 3D viewer accepts (the viewer only narrows to #rrggbb)', () => {
    for (const value of ['#FFF', '#9e1b24', ' #ABCDEF ']) {
      expect(swatchColour(value)).not.toBeNull();
      expect(swatchCssColour(value)).not.toBeNull();
    }
    expect(swatchColour('rgb(10, 20, 30)')).toBeNull();
  });
});

describe("a swatch's tip kept inside the swatches' box (issue 26.10)", () => {
  const box = { left: 16, right: 374 };
  it('stays centred where it fits', () => {
    expect(tipShift({ left: 100, right: 210 }, box)).toBe(0);
    expect(tipShift({ left: 16, right: 374 }, box)).toBe(0);
  });
  it("moves right for a row's first swatch and left for its last", () => {
    expect(tipShift({ left: -13, right: 97 }, box)).toBe(29);
    expect(tipShift({ left: 300, right: 410 }, box)).toBe(-36);
  });
  it('keeps its left edge in when it is wider than the box', () => {
    expect(tipShift({ left: 0, right: 400 }, box)).toBe(16);
    expect(tipShift({ left: 10, right: 400 }, { left: 16, right: 200 })).toBe(6);
  });
});

describe('paint finish from the colour name (issue 35)', () => {
  it("reads 'Pearl' and 'Diamond' as pearl, 'Metallic' as metallic, and anything else as flat", () => {
    expect(
      [
        'White Diamond',
        'White Diamond with Black Roof',
        'Black Pearl',
        'Titanium Metallic',
        'White Solid',
        'Sterling Silver',
        'Diamondback',
      ].map(paintFinish),
    ).toEqual(['pearl', 'pearl', 'pearl', 'metallic', null, null, null]);
  });
});
