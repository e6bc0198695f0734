/**
 * The 3D visualiser's state (spec 4 "Visualiser"): its load status, view,
 * full screen and minimised flags and the busy flag while a selection applies.
 * The host bridge (initial bundle) reads these, so nothing here may pull in the
 * visualiser's rules; the selection atom lives in visualiserSelection.ts.
 */
import { atom } from 'jotai';
import type { VisualiserView } from '../domain/visualiser';
import { loadedRangeAtom } from './atoms';

/** idle: not shown (or not yet started); loading until the viewer reports load; error falls back to images. */
export type VisualiserStatus = 'idle' | 'loading' | 'ready' | 'error';

export const visualiserStatusAtom = atom<VisualiserStatus>('idle');

/** The model URL whose viewer failed: the hero shows images for it from then on (spec 8). */
export const visualiserFailedModelAtom = atom<string | null>(null);

/** Exterior (default) or interior view. */
export const visualiserViewAtom = atom<VisualiserView>('exterior');

/** The 'visualiser' overlay is open: the viewer fills the viewport and the sticky footer hides. */
/** The exterior angle the viewer shows the car from (domain/hero's exteriorAngle: the rear for trays, towbars, hard lids). */
export const visualiserAngleAtom = atom('3-4-front');

export const visualiserFullScreenAtom = atom(false);

/** Mobile only: the viewer is folded away to a bar. */
export const visualiserMinimisedAtom = atom(false);

/** A selection is being applied to the viewer (cleared on completion, or after 10 s at most). */
export const visualiserBusyAtom = atom(false);

/** The range in view has a 3D model (spec 3: ready_for_render). */
export const isVisualiserRangeAtom = atom((get) => get(loadedRangeAtom)?.range.readyForRender === true);
