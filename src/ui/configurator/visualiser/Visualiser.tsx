/**
 * The 3D visualiser (spec 2, 4 "Visualiser", 8, 9): a <model-viewer> showing
 * the build, with the loader until the model loads, exterior and interior
 * views, full screen, AR and (on mobile) minimise.
 *
 * The viewer element is created here, outside React, so that it can move
 * between the page and the full-screen dialog without reloading its model.
 * Its listeners are attached, and its model requested, 500 ms after it mounts
 * (spec 9). Selection changes reach it 250 ms after the last change; a busy flag
 * is up meanwhile, cleared when the change is drawn or after 10 s at most.
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  fullScreenInstructions,
  SELECTION_DEBOUNCE_MS,
  VIEWER_LISTENER_DELAY_MS,
  VISUALISER_BUSY_MS,
  cameraFor,
  interiorCameraPosition,
  isSameSelection,
  type VisualiserSelection,
  type VisualiserView,
} from '../../../domain/visualiser';
import { beforeNextFrame, nextFrameDrawn } from '../../../host/frames';
import { prefersReducedMotion } from '../../../host/media';
import { lockPageScroll } from '../../../host/scrollLock';
import { carAtom } from '../../../state/atoms';
import { resolvedAtom } from '../../../state/configurator';
import {
  visualiserBusyAtom,
  visualiserFailedModelAtom,
  visualiserFullScreenAtom,
  visualiserMinimisedAtom,
  visualiserStatusAtom,
  visualiserViewAtom,
  visualiserAngleAtom,
} from '../../../state/visualiser';
import { PrimaryButton, SecondaryButton, focusRing } from '../../common/Button';
import { theme } from '../../common/theme';
import { overlay } from '../../common/elevation';
import { visualiserSelectionAtom } from '../../../state/visualiserSelection';
import { useArControl } from './ArPanel';
import { Loader } from './Loader';
import { Bar, Root, Stage, ViewerActions, ViewToggle } from './VisualiserFrame';
import { useMediaQuery } from '../header/useMediaQuery';
import { applySelection, defineModelViewer, type ModelViewerElement } from './modelViewer';

const Host = styled.div`
  position: absolute;
  inset: 0;
  model-viewer {
    display: block;
    width: 100%;
    height: 100%;
    background-color: ${theme.colour.subtle};
    --poster-color: transparent;
  }
  model-viewer:focus-visible {
    outline: 3px solid ${theme.colour.focus};
    outline-offset: -3px;
  }
`;

const Corner = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 2;
  min-height: 36px;
  padding: 0 12px;
  border: 1px solid ${theme.colour.line};
  background: ${overlay.veil};
  color: ${theme.colour.ink};
  font: 600 13px/1 ${theme.font};
  cursor: pointer;
  ${focusRing}
`;

const FullScreen = styled.dialog`
  width: 100vw;
  max-width: 100vw;
  height: 100vh;
  max-height: 100vh;
  height: 100dvh;
  max-height: 100dvh;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${theme.colour.subtle};
  color: ${theme.colour.ink};
  font-family: ${theme.font};
  &[open] {
    display: grid;
    grid-template-rows: auto minmax(0, 1fr) auto;
  }
  &::backdrop {
    background: ${theme.colour.subtle};
  }
`;

/* Title, view toggle and Close in a row; on a phone the toggle takes a row of its own below, so
   Close stays on the title's row (issue 26.13). */
const FullScreenTop = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: 8px;
  padding: 12px 16px;
  h2 {
    grid-area: 1 / 1;
    margin: 0;
    font: 700 18px/1.3 ${theme.font};
  }
  > :last-child {
    grid-area: 1 / 2;
  }
  > :nth-child(2) {
    grid-area: 2 / 1 / 3 / 3;
  }
  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 1fr) auto auto;
    > :nth-child(2) {
      grid-area: 1 / 2;
    }
    > :last-child {
      grid-area: 1 / 3;
    }
  }
`;

const FullScreenStage = styled.div`
  position: relative;
`;

const Instructions = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 24px;
  margin: 0;
  padding: 12px 16px 16px;
  list-style: none;
  color: ${theme.colour.ink};
  font: 14px/1.4 ${theme.font};
`;

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

export interface VisualiserProps {
  modelUrl: string;
  /** Below 1200 px: the minimise button shows. */
  mobile: boolean;
}

export function Visualiser({ modelUrl, mobile }: VisualiserProps) {
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);
  const selection = useAtomValue(visualiserSelectionAtom);
  const [status, setStatus] = useAtom(visualiserStatusAtom);
  const [view, setView] = useAtom(visualiserViewAtom);
  const [fullScreen, setFullScreen] = useAtom(visualiserFullScreenAtom);
  const [minimised, setMinimised] = useAtom(visualiserMinimisedAtom);
  const [busy, setBusy] = useAtom(visualiserBusyAtom);
  const setFailedModel = useSetAtom(visualiserFailedModelAtom);
  const [viewer, setViewer] = useState<ModelViewerElement | null>(null);
  // The full-screen hints follow the input there is: a finger, a mouse, or both (issue 26.13).
  const coarsePointer = useMediaQuery('(any-pointer: coarse)');
  const finePointer = useMediaQuery('(any-pointer: fine)');
  const inlineHost = useRef<HTMLDivElement>(null);
  const fullHost = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const stageId = useId();
  const headingId = useId();
  const ar = useArControl(status === 'ready' ? viewer : null);

  // The latest wanted selection and the one on screen, read by the viewer's listeners.
  const wanted = useRef<VisualiserSelection | null>(selection);
  wanted.current = selection;
  const shown = useRef<VisualiserSelection | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;
  const viewRef = useRef(view);
  viewRef.current = view;
  const angle = useAtomValue(visualiserAngleAtom);
  const angleRef = useRef(angle);
  angleRef.current = angle;

  const alt =
    car && resolved
      ? `3D model of the ${[car.displayName, resolved.configurable.name, resolved.configurable.bodyStyle].filter(Boolean).join(' ')}`
      : '3D model of the vehicle';

  /** Applies the wanted selection now; resolves once the change is drawn. */
  const applyWanted = async (element: ModelViewerElement) => {
    const target = wanted.current;
    if (!target) return;
    if (!applySelection(element, target)) return;
    shown.current = target;
    await nextFrameDrawn();
  };

  // Create the viewer; after the listener delay, listen and ask for the model.
  useEffect(() => {
    const host = inlineHost.current;
    if (!host) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element = host.ownerDocument.createElement('model-viewer') as ModelViewerElement;
    element.setAttribute('camera-controls', '');
    element.setAttribute('touch-action', 'pan-y');
    element.setAttribute('interaction-prompt', 'none');
    element.setAttribute('ar', '');
    element.setAttribute('ar-modes', 'webxr scene-viewer quick-look');
    element.setAttribute('environment-image', 'neutral');
    element.setAttribute('shadow-intensity', '0');
    element.setAttribute('loading', 'eager');
    element.setAttribute('reveal', 'auto');
    element.setAttribute('data-testid', 'visualiser-viewer');
    // No default progress bar or AR button: the loader and 'View in your space' take their place.
    for (const slot of ['progress-bar', 'ar-button']) {
      const empty = host.ownerDocument.createElement('span');
      empty.setAttribute('slot', slot);
      empty.hidden = true;
      element.appendChild(empty);
    }
    host.appendChild(element);
    setStatus('loading');

    const onLoad = () => {
      if (!live) return;
      showView(element, viewRef.current, angleRef.current);
      void applyWanted(element).then(() => {
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
  }, [modelUrl, setBusy, setFailedModel, setFullScreen, setStatus]);

  useEffect(() => {
    if (viewer) viewer.setAttribute('alt', alt);
  }, [viewer, alt]);

  // Selection changes: busy at once, applied 250 ms after the last change.
  useEffect(() => {
    if (!selection) return;
    if (isSameSelection(selection, shown.current)) {
      if (status === 'ready') setBusy(false);
      return;
    }
    setBusy(true);
    if (status !== 'ready' || !viewer) return; // the load listener applies it
    let live = true;
    const timer = setTimeout(() => {
      void applyWanted(viewer).then(() => live && setBusy(false));
    }, SELECTION_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [selection, status, viewer, setBusy]);

  // The busy flag never outlives 10 s (spec 9).
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setBusy(false), VISUALISER_BUSY_MS);
    return () => clearTimeout(timer);
  }, [busy, setBusy]);

  useEffect(() => {
    if (viewer && status === 'ready') showView(viewer, view, angle);
  }, [viewer, status, view, angle]);

  // Full screen: the same viewer moves into the native dialog (top layer, focus kept inside, Escape closes).
  useLayoutEffect(() => {
    const element = dialog.current;
    // The inline stage and the button that opened full screen, where the viewer and focus go back.
    const inline = inlineHost.current;
    const opener = fullScreenButton.current;
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
      opener?.focus();
    };
  }, [fullScreen, viewer, setFullScreen]);

  // Minimise and 'Show 3D view' replace each other: focus follows to the one shown.
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

  const ready = status === 'ready';
  const viewToggle = <ViewToggle view={view} onView={setView} disabled={!ready} />;

  return (
    <Root
      role="region"
      aria-label="3D visualiser"
      data-testid="visualiser"
      data-status={status}
      data-busy={busy ? 'true' : 'false'}
      data-view={view}
    >
      <Stage id={stageId} hidden={mobile && minimised} aria-busy={busy || status === 'loading'}>
        <Host ref={inlineHost} />
        {status === 'loading' ? <Loader /> : null}
        {fullScreen ? null : ar.panel}
        {mobile ? (
          <Corner ref={minimiseButton} type="button" aria-expanded="true" aria-controls={stageId} onClick={() => toggleMinimised(true)}>
            Minimise
          </Corner>
        ) : null}
      </Stage>
      <Bar>
        {mobile && minimised ? (
          <SecondaryButton
            ref={restoreButton}
            type="button"
            aria-expanded="false"
            aria-controls={stageId}
            onClick={() => toggleMinimised(false)}
          >
            Show 3D view
          </SecondaryButton>
        ) : (
          <>
            {viewToggle}
            <ViewerActions>
              {ar.button}
              <SecondaryButton ref={fullScreenButton} type="button" disabled={!ready} onClick={() => setFullScreen(true)}>
                View full screen
              </SecondaryButton>
            </ViewerActions>
          </>
        )}
      </Bar>
      <FullScreen ref={dialog} aria-labelledby={headingId} data-overlay="visualiser" data-testid="visualiser-full-screen">
        {fullScreen ? (
          <FullScreenTop>
            <h2 id={headingId}>{car?.displayName ?? '3D visualiser'}</h2>
            {viewToggle}
            <PrimaryButton type="button" onClick={() => setFullScreen(false)}>
              Close
            </PrimaryButton>
          </FullScreenTop>
        ) : null}
        <FullScreenStage>
          <Host ref={fullHost} />
        </FullScreenStage>
        {fullScreen ? (
          <Instructions aria-label="How to move the model">
            {fullScreenInstructions({ touch: coarsePointer, mouse: finePointer }).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Instructions>
        ) : null}
      </FullScreen>
    </Root>
  );
}
