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
import { useAtom, useAtomValue } from 'jotai';
import { useId, useRef } from 'react';
import { fullScreenInstructions } from '../../../domain/visualiser';
import { carAtom } from '../../../state/atoms';
import {
  visualiserBusyAtom,
  visualiserFullScreenAtom,
  visualiserMinimisedAtom,
  visualiserStatusAtom,
  visualiserViewAtom,
  visualiserAngleAtom,
} from '../../../state/visualiser';
import { PrimaryButton, SecondaryButton } from '../../common/Button';
import { visualiserSelectionAtom } from '../../../state/visualiserSelection';
import { useArControl } from './ArPanel';
import { Loader } from './Loader';
import { Bar, Root, Stage, ViewerActions, ViewToggle } from './VisualiserFrame';
import { useMediaQuery } from '../../primitives/useMediaQuery';
import {
  useFullScreenDialog,
  useMinimiseFocus,
  useSelectionUpdates,
  useViewerCamera,
  useViewerElement,
  useViewerTargets,
} from './viewerLifecycle';
import { Corner, FullScreen, FullScreenStage, FullScreenTop, Host, Instructions } from './Visualiser.styles';

/** The full-screen dialog's heading: the vehicle's name. */
function FullScreenHeading({ id }: { id: string }) {
  const car = useAtomValue(carAtom);
  return <h2 id={id}>{car?.displayName ?? '3D visualiser'}</h2>;
}

/** The full-screen hints follow the input there is: a finger, a mouse, or both (issue 26.13). */
function FullScreenInstructions() {
  const coarsePointer = useMediaQuery('(any-pointer: coarse)');
  const finePointer = useMediaQuery('(any-pointer: fine)');
  return (
    <Instructions aria-label="How to move the model">
      {fullScreenInstructions({ touch: coarsePointer, mouse: finePointer }).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </Instructions>
  );
}

export interface VisualiserProps {
  modelUrl: string;
  /** Below 1200 px: the minimise button shows. */
  mobile: boolean;
}

export function Visualiser({ modelUrl, mobile }: VisualiserProps) {
  const selection = useAtomValue(visualiserSelectionAtom);
  const status = useAtomValue(visualiserStatusAtom);
  const [view, setView] = useAtom(visualiserViewAtom);
  const [fullScreen, setFullScreen] = useAtom(visualiserFullScreenAtom);
  const [minimised, setMinimised] = useAtom(visualiserMinimisedAtom);
  const busy = useAtomValue(visualiserBusyAtom);
  const angle = useAtomValue(visualiserAngleAtom);
  const inlineHost = useRef<HTMLDivElement>(null);
  const fullHost = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const stageId = useId();
  const headingId = useId();

  const targets = useViewerTargets(selection, view, angle);
  const viewer = useViewerElement(inlineHost, modelUrl, targets);
  const ready = status === 'ready';
  const ar = useArControl(ready ? viewer : null);
  useSelectionUpdates(viewer, status, busy, selection, targets);
  useViewerCamera(viewer, ready, view, angle);
  useFullScreenDialog(fullScreen, viewer, dialog, { inline: inlineHost, full: fullHost }, fullScreenButton);
  const { minimiseButton, restoreButton, toggleMinimised } = useMinimiseFocus(minimised, setMinimised);

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
            <FullScreenHeading id={headingId} />
            {viewToggle}
            <PrimaryButton type="button" onClick={() => setFullScreen(false)}>
              Close
            </PrimaryButton>
          </FullScreenTop>
        ) : null}
        <FullScreenStage>
          <Host ref={fullHost} />
        </FullScreenStage>
        {fullScreen ? <FullScreenInstructions /> : null}
      </FullScreen>
    </Root>
  );
}
