import { describe, expect, it } from 'vitest';
import { VIEWER_ATTRIBUTES, selectionStep, viewerAlt, viewerAttributes } from '../../../src/domain/viewerLifecycle';
import type { VisualiserSelection } from '../../../src/domain/visualiser';

const red: VisualiserSelection = { productKey: 'GLX', paint: '#9E1B24', trim: null, items: [] };
const white: VisualiserSelection = { productKey: 'GLX', paint: '#EEEDE6', trim: null, items: [] };

describe('3D viewer lifecycle (spec 4 "Visualiser", 9)', () => {
  it('applies a new selection after the debounce once the model is ready, else leaves it to the load', () => {
    expect(selectionStep(white, red, { ready: true, present: true })).toBe('apply');
    expect(selectionStep(white, red, { ready: false, present: true })).toBe('await-load');
    expect(selectionStep(white, null, { ready: true, present: false })).toBe('await-load');
  });

  it('sends nothing for the selection on screen (the busy flag drops once ready) or before there is one', () => {
    expect(selectionStep({ ...red }, red, { ready: true, present: true })).toBe('shown');
    expect(selectionStep(red, red, { ready: false, present: true })).toBe('none');
    expect(selectionStep(null, red, { ready: true, present: true })).toBe('none');
  });

  it('names the vehicle in the viewer’s text alternative', () => {
    expect(viewerAlt({ displayName: 'Triton' }, { name: 'GLX', bodyStyle: 'Club Cab' })).toBe('3D model of the Triton GLX Club Cab');
    expect(viewerAlt({ displayName: 'Triton' }, { name: 'GLX', bodyStyle: null })).toBe('3D model of the Triton GLX');
    expect(viewerAlt(null, null)).toBe('3D model of the vehicle');
  });

  it('lets a finger scroll the page past the viewer and offers AR where the device has it', () => {
    expect(Object.fromEntries(VIEWER_ATTRIBUTES)).toMatchObject({
      'touch-action': 'pan-y',
      'ar-modes': 'webxr scene-viewer quick-look',
      'camera-controls': '',
    });
  });

  it('asks for WebXR only where the frame allows it: no webxr mode in a frame without allow="xr-spatial-tracking"', () => {
    expect(Object.fromEntries(viewerAttributes(true))['ar-modes']).toBe('webxr scene-viewer quick-look');
    const framed = Object.fromEntries(viewerAttributes(false));
    expect(framed['ar-modes']).toBe('scene-viewer quick-look');
    expect(framed).toMatchObject({ ar: '', 'camera-controls': '', 'touch-action': 'pan-y' });
  });
});
