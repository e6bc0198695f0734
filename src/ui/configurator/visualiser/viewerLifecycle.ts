/**
 * The 3D viewer's lifecycle as hooks (spec 2, 4 "Visualiser", 8, 9), so the Visualiser is a
 * view: the <model-viewer> element is made outside React (so it moves between the page and the
 * full-screen dialog without reloading its model), listened to and given its model 500 ms after
 * it mounts; selection changes reach it 250 ms after the last change, with a busy flag up
 * meanwhile that never outlives 10 s; full screen moves the same element into a native dialog.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import {
  SELECTION_DEBOUNCE_MS,
  VIEWER_LISTENER_DELAY_MS,
  VISUALISER_BUSY_MS,
  cameraFor,
  interiorCameraPosition,
} from '../../../domain/visualiser';
import type { VisualiserSelection, VisualiserView } from '../../../domain/visualiser';
import { selectionStep, viewerAlt, viewerAttributes } from '../../../domain/viewerLifecycle';
import { frameAllowsXr } from '../../../host/device';
import { beforeNextFrame, nextFrameDrawn } from '../../../host/frames';
import { prefersReducedMotion } from '../../../host/media';
import { lockPageScroll } from '../../../host/scrollLock';
import { carAtom } from '../../../state/atoms';
import { resolvedAtom } from '../../../state/configurator';
import type { VisualiserStatus } from '../../../state/visualiser';
import { visualiserBusyAtom, visualiserFailedModelAtom, visualiserFullScreenAtom, visualiserStatusAtom } from '../../../state/visualiser';
import { applySelection, defineModelViewer, type ModelViewerElement } from './modelViewer';

/** Points the camera for a view (the interior camera node for the interior). */
function showView(viewer: ModelViewerElement, view: VisualiserView, angle: string): void {
  const camera = cameraFor(view, interiorCameraPosition(viewer.originalGltfJson?.nodes), angle);
  viewer.setAttribute('camera-target', camera.target);
  viewer.setAttribute('camera-orbit', camera.orbit);
  viewer.setAttribute('min-camera-orbit', camera.minOrbit);
  viewer.setAttribute('field-of-view', camera.fieldOfView);
  if (prefersReducedMotion() && typeof viewer.jumpCameraToGoal === 'function') {
    // The attributes apply on the element's next update; jump once they have.
    beforeNextFrame(() => viewer.jumpCameraToGoal());
  }
}

/** The latest wanted selection, view and angle, and the selection on screen, as the viewer's listeners read them. */
export interface ViewerTargets {
  wanted: RefObject<VisualiserSelection | null>;
  shown: RefObject<VisualiserSelection | null>;
  view: RefObject<VisualiserView>;
  angle: RefObject<string>;
}

export function useViewerTargets(selection: VisualiserSelection | null, view: VisualiserView, angle: string): ViewerTargets {
  // One object for the viewer's life, so the effects that hold it do not run again on each render.
  const [targets] = useState<ViewerTargets>(() => ({
    wanted: { current: null },
    shown: { current: null },
    view: { current: view },
    angle: { current: angle },
  }));
  targets.wanted.current = selection;
  targets.view.current = view;
  targets.angle.current = angle;
  return targets;
}

/** Applies the wanted selection now; resolves once the change is drawn. */
async function applyWanted(element: ModelViewerElement, targets: ViewerTargets): Promise<void> {
  const target = targets.wanted.current;
  if (!target) return;
  if (!applySelection(element, target)) return;
  targets.shown.current = target;
  await nextFrameDrawn();
}

/** Makes the <model-viewer> element, with its attributes and without its default progress bar and AR button. */
function createViewer(host: HTMLElement): ModelViewerElement {
  const element = host.ownerDocument.createElement('model-viewer') as ModelViewerElement;
  for (const [name, value] of viewerAttributes(frameAllowsXr())) element.setAttribute(name, value);
  element.setAttribute('data-testid', 'visualiser-viewer');
  // No default progress bar or AR button: the loader and 'View in your space' take their place.
  for (const slot of ['progress-bar', 'ar-button']) {
    const empty = host.ownerDocument.createElement('span');
    empty.setAttribute('slot', slot);
    empty.hidden = true;
    element.appendChild(empty);
  }
  return element;
}

/**
 * The viewer in `host`: made on mount; after the listener delay it listens and asks for the model.
 * Loaded, it shows the wanted view and selection, then is ready; failed, it logs, says so and
 * remembers the model. The viewer is given back once it listens (null before and after).
 */
export function useViewerElement(host: RefObject<HTMLDivElement | null>, modelUrl: string, targets: ViewerTargets) {
  const setStatus = useSetAtom(visualiserStatusAtom);
  const setBusy = useSetAtom(visualiserBusyAtom);
  const setFailedModel = useSetAtom(visualiserFailedModelAtom);
  const setFullScreen = useSetAtom(visualiserFullScreenAtom);
  const [viewer, setViewer] = useState<ModelViewerElement | null>(null);

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element = createViewer(node);
    node.appendChild(element);
    setStatus('loading');

    const onLoad = () => {
      if (!live) return;
      showView(element, targets.view.current, targets.angle.current);
      void applyWanted(element, targets).then(() => {
        if (!live) return;
        setBusy(false);
        setStatus('ready');
      });
    };
    const onError = (event: Event) => {
      if (!live) return;
      console.error('bp-configurator: the 3D viewer failed', (event as CustomEvent).detail ?? event);
      setBusy(false);
      setStatus('error');
      setFailedModel(modelUrl);
    };

    defineModelViewer()
      .then(() => {
        if (!live) return;
        timer = setTimeout(() => {
          element.addEventListener('load', onLoad);
          element.addEventListener('error', onError);
          element.src = modelUrl;
          setViewer(element);
        }, VIEWER_LISTENER_DELAY_MS);
      })
      .catch((error: unknown) => onError(new CustomEvent('error', { detail: error })));

    return () => {
      live = false;
      clearTimeout(timer);
      element.removeEventListener('load', onLoad);
      element.removeEventListener('error', onError);
      element.remove();
      setViewer(null);
      setBusy(false);
      setStatus('idle');
      setFullScreen(false);
    };
  }, [host, modelUrl, targets, setBusy, setFailedModel, setFullScreen, setStatus]);

  return viewer;
}

/** Selection changes: busy at once, applied 250 ms after the last change; the busy flag never outlives 10 s (spec 9). */
export function useSelectionUpdates(
  viewer: ModelViewerElement | null,
  status: VisualiserStatus,
  busy: boolean,
  selection: VisualiserSelection | null,
  targets: ViewerTargets,
) {
  const setBusy = useSetAtom(visualiserBusyAtom);
  useEffect(() => {
    const step = selectionStep(selection, targets.shown.current, { ready: status === 'ready', present: viewer !== null });
    if (step === 'none') return;
    setBusy(step !== 'shown');
    if (step !== 'apply' || !viewer) return; // the load listener applies it
    let live = true;
    const timer = setTimeout(() => {
      void applyWanted(viewer, targets).then(() => live && setBusy(false));
    }, SELECTION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [selection, status, viewer, targets, setBusy]);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), VISUALISER_BUSY_MS);
    return () => clearTimeout(timer);
  }, [busy, setBusy]);
}

/** The ready viewer's camera follows the view and angle; its text alternative follows the vehicle. */
export function useViewerCamera(viewer: ModelViewerElement | null, ready: boolean, view: VisualiserView, angle: string) {
  const car = useAtomValue(carAtom);
  const configurable = useAtomValue(resolvedAtom)?.configurable ?? null;
  const alt = viewerAlt(car, configurable);
  useEffect(() => {
    if (viewer) viewer.setAttribute('alt', alt);
  }, [viewer, alt]);
  useEffect(() => {
    if (viewer && ready) showView(viewer, view, angle);
  }, [viewer, ready, view, angle]);
}

/**
 * Full screen: the same viewer moves into the native dialog (top layer, focus kept inside, Escape
 * closes); on close it goes back to the inline stage and focus to the button that opened it.
 */
export function useFullScreenDialog(
  fullScreen: boolean,
  viewer: ModelViewerElement | null,
  dialog: RefObject<HTMLDialogElement | null>,
  hosts: { inline: RefObject<HTMLDivElement | null>; full: RefObject<HTMLDivElement | null> },
  opener: RefObject<HTMLButtonElement | null>,
) {
  const { inline: inlineHost, full: fullHost } = hosts;
  const setFullScreen = useSetAtom(visualiserFullScreenAtom);
  useLayoutEffect(() => {
    const element = dialog.current;
    // The inline stage and the button that opened full screen, where the viewer and focus go back.
    const inline = inlineHost.current;
    const openedBy = opener.current;
    if (!fullScreen || !element || !viewer) return;
    const release = lockPageScroll();
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    fullHost.current?.appendChild(viewer);
    const onCancel = (event: Event) => {
      event.preventDefault();
      setFullScreen(false);
    };
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      inline?.appendChild(viewer);
      if (typeof element.close === 'function' && element.open) element.close();
      else element.removeAttribute('open');
      release();
      openedBy?.focus();
    };
  }, [fullScreen, viewer, dialog, inlineHost, fullHost, opener, setFullScreen]);
}

/** Minimise and 'Show 3D view' replace each other: focus follows to the one shown. */
export function useMinimiseFocus(minimised: boolean, setMinimised: (value: boolean) => void) {
  const minimiseButton = useRef<HTMLButtonElement>(null);
  const restoreButton = useRef<HTMLButtonElement>(null);
  const focusAfterToggle = useRef(false);
  const toggleMinimised = (value: boolean) => {
    focusAfterToggle.current = true;
    setMinimised(value);
  };
  useEffect(() => {
    if (!focusAfterToggle.current) return;
    focusAfterToggle.current = false;
    (minimised ? restoreButton : minimiseButton).current?.focus();
  }, [minimised]);
  return { minimiseButton, restoreButton, toggleMinimised };
}
