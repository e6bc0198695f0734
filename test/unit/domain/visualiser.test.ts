import { describe, expect, it } from 'vitest';
import {
  FULL_SCREEN_INSTRUCTIONS,
  MOUSE_INSTRUCTIONS,
  fullScreenInstructions,
  cameraFor,
  interiorCameraPosition,
  isSameSelection,
  linearRgba,
  materialStates,
  swatchColour,
  visualiserSelection,
  type VisualiserSelection,
} from '../../../src/domain/visualiser';
import { CAB_CHASSIS, accessory, model, optionValue, testBuild, tray, trayPaint, type TestBuild } from '../../support/catalogFactory';

const RED = { ...optionValue('Red Diamond', 2, 700), swatch: '#9E1B24' };
const WHITE = { ...optionValue('White Diamond', 1, 0), swatch: '#EEEDE6' };
const TAN = { ...optionValue('Tan leather', 11, 1500), swatch: '#A0673A' };

const selectionOf = (t: TestBuild) => visualiserSelection(t.ctx.catalog, t.resolved, t.cart);
const on = (t: TestBuild) =>
  selectionOf(t)
    .items.filter((i) => i.on)
    .map((i) => i.sku);

describe('the selection sent to the viewer', () => {
  it('paints the body in the chosen exterior colour, as a lower-case hex', () => {
    const t = testBuild({ models: [model('GLX', { exteriors: [WHITE, RED], interiors: [TAN] })] });
    expect(selectionOf(t).paint).toBe('#eeede6');
    expect(selectionOf(t.choose('exterior', 2)).paint).toBe('#9e1b24');
    expect(selectionOf(t).trim).toBe('#a0673a');
  });

  it('sends no paint when the exterior swatch is not a colour', () => {
    const t = testBuild({ models: [model('GLX', { exteriors: [{ ...WHITE, swatch: '/media/white.png' }] })] });
    expect(selectionOf(t).paint).toBeNull();
  });

  it('names the model as the product key and shows only that model, in the body colour', () => {
    const t = testBuild({ models: [model('GLX', { exteriors: [RED] }), model('GLS', { exteriors: [RED] })], modelSelection: 'GLS' });
    const selection = selectionOf(t);
    expect(selection.productKey).toBe('GLS');
    expect(selection.items.filter((i) => i.sku === 'GLX' || i.sku === 'GLS')).toEqual([
      { sku: 'GLX', on: false, colour: null },
      { sku: 'GLS', on: true, colour: '#9e1b24' },
    ]);
  });

  it('lists every 3D-ready accessory off, then turns on the ones in the cart', () => {
    const t = testBuild({ accessories: [accessory('A'), accessory('B'), accessory('C', { is3DReady: false })] });
    expect(selectionOf(t).items.map((i) => i.sku)).toEqual(['A', 'B', 'GLX']);
    expect(on(t.add('B'))).toEqual(['B', 'GLX']);
  });

  it('maps a colour variant in the cart to its accessory, in that colour', () => {
    const t = testBuild({
      accessories: [
        accessory('LID', {
          colours: [
            ['Red', '#9E1B24'],
            ['White', '#EEEDE6'],
          ],
        }),
      ],
    }).add('LID-White');
    expect(selectionOf(t).items.find((i) => i.sku === 'LID')).toEqual({ sku: 'LID', on: true, colour: '#eeede6' });
  });

  it('shows only the most recent of two accessories for the same spot', () => {
    const t = testBuild({ accessories: [accessory('STEPS', { sameSpot: ['SLIDERS'] }), accessory('SLIDERS', { sameSpot: ['STEPS'] })] });
    t.add('STEPS').add('SLIDERS');
    expect(t.cart).toEqual(['STEPS', 'SLIDERS']);
    expect(on(t)).toEqual(['SLIDERS', 'GLX']);
  });

  it('shows the items a pack includes', () => {
    const t = testBuild({ accessories: [accessory('PACK', { includes: ['BAR'] }), accessory('BAR')] }).addAndAccept('PACK');
    expect(on(t)).toEqual(['PACK', 'BAR', 'GLX']);
  });

  it('gives a tray the colour of its paint and never lists the paint itself', () => {
    const t = testBuild({
      models: [model('GLX', { subrange: CAB_CHASSIS })],
      accessories: [
        tray('TRAY', 2000, 'alloy'),
        { ...trayPaint('PAINT', 'alloy', [['Black', 500]]), colourOptions: [{ label: 'Black', value: '#15171A', valueIndex: 100 }] },
      ],
      cart: ['TRAY', 'PAINT-Black'],
    });
    const selection = selectionOf(t);
    expect(selection.items.map((i) => i.sku)).not.toContain('PAINT');
    expect(selection.items.find((i) => i.sku === 'TRAY')).toEqual({ sku: 'TRAY', on: true, colour: '#15171a' });
  });

  it('is the same selection when nothing the viewer shows changed', () => {
    const t = testBuild({ accessories: [accessory('A')] });
    expect(isSameSelection(selectionOf(t), selectionOf(t))).toBe(true);
    const before = selectionOf(t);
    expect(isSameSelection(before, selectionOf(t.add('A')))).toBe(false);
  });
});

describe('material changes on a model', () => {
  const selection: VisualiserSelection = {
    productKey: 'GLX',
    paint: '#9e1b24',
    trim: null,
    items: [
      { sku: 'A', on: true, colour: '#ffffff' },
      { sku: 'B', on: false, colour: null },
      { sku: 'MISSING', on: true, colour: null },
      { sku: 'GLX', on: true, colour: null },
    ],
  };

  it('paints the body and turns the parts the model has on or off, skipping the rest', () => {
    expect(materialStates(selection, ['paint', 'trim', 'A', 'B', 'GLX', 'glass'])).toEqual([
      { name: 'paint', visible: true, colour: '#9e1b24' },
      { name: 'A', visible: true, colour: '#ffffff' },
      { name: 'B', visible: false, colour: null },
      { name: 'GLX', visible: true, colour: null },
    ]);
  });

  it('changes nothing on a model without those materials', () => {
    expect(materialStates(selection, ['glass'])).toEqual([]);
  });
});

describe('colours', () => {
  it('reads 3- and 6-digit hex swatches and rejects anything else', () => {
    expect(swatchColour('#FFF')).toBe('#ffffff');
    expect(swatchColour(' #9E1B24 ')).toBe('#9e1b24');
    expect(swatchColour('red')).toBeNull();
    expect(swatchColour(null)).toBeNull();
  });

  it('converts sRGB to linear base colour factors (glTF)', () => {
    expect(linearRgba('#ffffff')).toEqual([1, 1, 1, 1]);
    expect(linearRgba('#000000', 0)).toEqual([0, 0, 0, 0]);
    // sRGB 0.5 (128/255 = 0.50196) is linear 0.21586 by the sRGB transfer function.
    expect(linearRgba('#808080')?.[0]).toBeCloseTo(0.21586, 4);
    expect(linearRgba('nope')).toBeNull();
  });
});

describe('the loader', () => {
  it('lists the three full-screen instructions', () => {
    expect(FULL_SCREEN_INSTRUCTIONS).toEqual([
      'Pinch to get up close',
      'Swipe one finger to spin your ride',
      'Drag two fingers to shift your view',
    ]);
  });
});

describe('the interior camera', () => {
  it('sits at the interior-camera node, its parents translations added', () => {
    const nodes = [
      { name: 'car', translation: [0, 1, 0], children: [1] },
      { name: 'interior-camera', translation: [0.4, 0.2, -0.1] },
    ];
    expect(interiorCameraPosition(nodes)).toEqual([0.4, 1.2, -0.1]);
  });

  it('is null without the node', () => {
    expect(interiorCameraPosition([{ name: 'body' }])).toBeNull();
    expect(interiorCameraPosition(null)).toBeNull();
  });

  it('looks forward from the node in the interior view and frames the car outside', () => {
    expect(cameraFor('interior', [0.4, 1.2, -0.1])).toMatchObject({ target: '0.4m 1.2m -0.1m', orbit: '180deg 78deg 0.05m' });
    expect(cameraFor('exterior', [0.4, 1.2, -0.1]).target).toBe('auto auto auto');
    // Issue 26.9: the exterior camera turns to the hero's angle; the rear three quarter faces the back.
    expect(cameraFor('exterior', null, '3-4-right-rear').orbit).toBe('145deg 75deg 95%');
    expect(cameraFor('exterior', null, 'side').orbit).toBe('90deg 75deg 95%');
    expect(cameraFor('exterior', null).orbit).toBe('35deg 75deg 95%');
    expect(cameraFor('interior', null).target).toBe('auto auto auto');
  });
});

describe('full-screen hints follow the input (issue 26.13)', () => {
  it("gives a mouse the mouse's hints (no 'Pinch'), a finger spec 2's, a device with both each", () => {
    expect(fullScreenInstructions({ touch: false, mouse: true })).toEqual([
      'Scroll to get up close',
      'Drag to spin your ride',
      'Right-click and drag to shift your view',
    ]);
    expect(fullScreenInstructions({ touch: true, mouse: false })).toEqual(FULL_SCREEN_INSTRUCTIONS);
    expect(fullScreenInstructions({ touch: true, mouse: true })).toEqual([...FULL_SCREEN_INSTRUCTIONS, ...MOUSE_INSTRUCTIONS]);
    expect(fullScreenInstructions({ touch: false, mouse: false })).toEqual(FULL_SCREEN_INSTRUCTIONS);
  });
});
