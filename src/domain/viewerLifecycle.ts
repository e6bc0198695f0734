/**
 * The 3D viewer's lifecycle rules (spec 2, 4 "Visualiser", 9), apart from what it shows
 * (visualiser.ts): the attributes it is made with, its text alternative, and what a change
 * of the wanted selection does to it. Loaded with the viewer, not with the first price.
 */
import { isSameSelection, type VisualiserSelection } from './visualiser';

/**
 * What a change of the wanted selection does to the viewer: nothing (no selection yet), it is
 * 'shown' already (the busy flag drops once the model is ready), the load listener applies it
 * ('await-load': the model is not ready yet), or it is applied after the debounce ('apply').
 */
export type SelectionStep = 'none' | 'shown' | 'await-load' | 'apply';

export function selectionStep(
  wanted: VisualiserSelection | null,
  shown: VisualiserSelection | null,
  viewer: { ready: boolean; present: boolean },
): SelectionStep {
  if (!wanted) return 'none';
  if (isSameSelection(wanted, shown)) return viewer.ready ? 'shown' : 'none';
  return viewer.ready && viewer.present ? 'apply' : 'await-load';
}

/**
 * The viewer's attributes (spec 2, 9): the visitor turns it, a finger still scrolls the page, no
 * prompt, AR where the device has it, a neutral light, no shadow, loaded at once and shown when ready.
 */
export const VIEWER_ATTRIBUTES: readonly (readonly [string, string])[] = [
  ['camera-controls', ''],
  ['touch-action', 'pan-y'],
  ['interaction-prompt', 'none'],
  ['ar', ''],
  ['ar-modes', 'webxr scene-viewer quick-look'],
  ['environment-image', 'neutral'],
  ['shadow-intensity', '0'],
  ['loading', 'eager'],
  ['reveal', 'auto'],
];

/**
 * The viewer's attributes where the frame it runs in may or may not use WebXR (issue 34.5): a
 * frame without `allow="xr-spatial-tracking"` gets no 'webxr' AR mode, so the viewer never asks
 * for XR there (the browser logs a permissions-policy error when it does); Scene Viewer and
 * Quick Look stay.
 */
export function viewerAttributes(xrAllowed: boolean): readonly (readonly [string, string])[] {
  if (xrAllowed) return VIEWER_ATTRIBUTES;
  return VIEWER_ATTRIBUTES.map(([name, value]) =>
    name === 'ar-modes'
      ? ([
          name,
          value
            .split(' ')
            .filter((mode) => mode !== 'webxr')
            .join(' '),
        ] as const)
      : ([name, value] as const),
  );
}

/** The viewer's text alternative: '3D model of the Triton GLX Club Cab', or of 'the vehicle' before one is known. */
export function viewerAlt(car: { displayName: string } | null, configurable: { name: string; bodyStyle: string | null } | null): string {
  if (!car || !configurable) return '3D model of the vehicle';
  return `3D model of the ${[car.displayName, configurable.name, configurable.bodyStyle].filter(Boolean).join(' ')}`;
}
