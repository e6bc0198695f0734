/**
 * The hero switch (spec 2 "Visualiser"): a range with a 3D model
 * (ready_for_render) shows the visualiser, any other range its images. The
 * visualiser and model-viewer are lazy chunks, fetched only when the hero is
 * near the viewport after first paint; a viewer error, a chunk that fails to
 * load or a browser without WebGL falls back to the images (spec 8).
 *
 * Only one viewer runs at a time: the desktop hero's above 1200 px, the mobile
 * exterior hero's below (spec 9); the other placement keeps its images. On
 * desktop, the view follows the section in view: inside for the interior, outside
 * for the exterior, trays, accessories and the summary (domain/hero.ts); on a phone
 * the car turns to what was last chosen.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { heroViewOf, visualiserViewOf } from '../../../domain/hero';
import { exteriorAngle } from '../../../domain/heroAngle';
import { afterNextPaint } from '../../../host/afterNextPaint';
import { hasWebGL, knownWebGL } from '../../../host/webgl';
import { loadChunk } from '../../../host/loadChunk';
import { pageHref } from '../../../host/page';
import { loadedRangeAtom } from '../../../state/atoms';
import { shownBuildAtom } from '../../../state/configurator';
import { useInstance } from '../../../state/instance';
import { activeSectionAtom } from '../../../state/ui';
import {
  isVisualiserRangeAtom,
  visualiserAngleAtom,
  visualiserFailedModelAtom,
  visualiserStatusAtom,
  visualiserViewAtom,
} from '../../../state/visualiser';
import { ChunkBoundary, lazyChunk } from '../../common/lazyChunk';
import { DESKTOP_QUERY } from '../../common/theme';
import { useNearViewport } from '../../common/useNearViewport';
import { useMediaQuery } from '../../primitives/useMediaQuery';
import { modelUrl } from './modelUrl';
import { VisualiserPlaceholder } from './VisualiserFrame';

const visualiser = lazyChunk(() => import('./Visualiser').then((module) => module.Visualiser));

/**
 * The focus helpers (host/focusReturn.ts) are not part of the script before the first price: they are
 * fetched while the viewer shows, the one time this hero needs them (the viewer giving way to the pictures).
 */
const focusHelpers = () => loadChunk(() => import('../../../host/focusReturn'));

/**
 * On desktop the hero follows the section in view (spec 2): the cabin for the interior, the
 * outside for the rest, turned to what is being chosen there (issue 26.9: the rear three quarter
 * for trays, towbars and hard lids), by the 2D hero's own rule.
 */
function useViewFollowsSection(active: boolean): void {
  const section = useAtomValue(activeSectionAtom);
  const catalog = useAtomValue(loadedRangeAtom)?.catalog ?? null;
  const cart = useAtomValue(shownBuildAtom)?.cart ?? null;
  const setView = useSetAtom(visualiserViewAtom);
  const setAngle = useSetAtom(visualiserAngleAtom);
  const angle = catalog && cart ? exteriorAngle(heroViewOf(section), catalog, cart) : null;
  useEffect(() => {
    if (!active) return;
    setView(visualiserViewOf(section));
    if (angle) setAngle(angle);
  }, [active, section, angle, setView, setAngle]);
}

/**
 * On a phone the one viewer sits at the top of the exterior section, away from the trays and
 * accessories: it turns to what was last chosen (issue 26.9), by the same rule as on desktop with
 * the section the choice was made in. After a tray, a towbar or a hard lid the car is seen from
 * the rear when the visitor scrolls back up to it (or opens it full screen), after a colour from
 * the front again; scrolling alone does not turn it, and the view (inside or out) stays the visitor's.
 */
function useAngleFollowsChoice(active: boolean): void {
  const section = useAtomValue(activeSectionAtom);
  const catalog = useAtomValue(loadedRangeAtom)?.catalog ?? null;
  const build = useAtomValue(shownBuildAtom);
  const setAngle = useSetAtom(visualiserAngleAtom);
  const sectionOfChoice = useRef(section);
  sectionOfChoice.current = section;
  useEffect(() => {
    if (active && catalog && build) setAngle(exteriorAngle(heroViewOf(sectionOfChoice.current), catalog, build.cart));
  }, [active, catalog, build, setAngle]);
}

/**
 * Whether this browser can render WebGL (host/webgl.ts hasWebGL), once `asked`: undefined until a
 * context has been tried. The trial waits for the GPU process, so it runs after the next paint: never
 * in the render that shows a vehicle's first price (issue 31: it took 85 ms to 1.4 s of that render
 * at 4x CPU).
 */
function useWebGL(asked: boolean): boolean | undefined {
  const [answer, setAnswer] = useState(knownWebGL);
  useEffect(() => {
    if (!asked || answer !== undefined) return;
    return afterNextPaint(() => setAnswer(hasWebGL()));
  }, [asked, answer]);
  return answer;
}

export interface VisualiserHeroProps {
  /** Which hero this is: the desktop hero runs the viewer on desktop, the mobile one below 1200 px. */
  placement: 'desktop' | 'mobile';
  /** The image hero, shown for ranges without 3D and after a viewer error. */
  children: ReactNode;
}

export function VisualiserHero({ placement, children }: VisualiserHeroProps) {
  const { config } = useInstance();
  const range = useAtomValue(loadedRangeAtom)?.range ?? null;
  const is3D = useAtomValue(isVisualiserRangeAtom);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const failedModel = useAtomValue(visualiserFailedModelAtom);
  const setFailedModel = useSetAtom(visualiserFailedModelAtom);
  const setStatus = useSetAtom(visualiserStatusAtom);
  const url = range ? modelUrl(config.modelBase, range.code, pageHref()) : null;
  const here = is3D && url !== null && url !== failedModel && (placement === 'desktop') === desktop;
  // Until WebGL has been tried, the viewer's placeholder holds its place: the pictures come only where it fails.
  const webGL = useWebGL(here);
  const wanted = here && webGL !== false;
  // The box is rendered only while the viewer is wanted, so only then is it observed.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(box, '300px 0px');
  useViewFollowsSection(wanted && placement === 'desktop');
  useAngleFollowsChoice(wanted && placement === 'mobile');
  // Keyboard focus in the viewer (or its controls) when it gives way to the pictures (WebGL lost, the model
  // failed) goes to the pictures, not the page body. Its controls may go first, so focus entering and
  // leaving the viewer is followed: it leaves only to somewhere else, never to nothing.
  const focusInViewer = useRef(false);
  const pictures = useRef<HTMLDivElement>(null);
  const showsPictures = !wanted || !url;
  useEffect(() => {
    if (!showsPictures) focusHelpers().catch(() => undefined);
  }, [showsPictures]);
  useLayoutEffect(() => {
    if (!showsPictures || !focusInViewer.current) return;
    focusInViewer.current = false;
    const container = pictures.current;
    if (container)
      focusHelpers().then(
        ({ focusReplacement }) => focusReplacement(container),
        () => undefined,
      );
  }, [showsPictures]);

  if (showsPictures) return <div ref={pictures}>{children}</div>;

  // Logged by the boundary (spec 8: viewer error); the images take the hero.
  const onChunkError = () => {
    setStatus('error');
    setFailedModel(url);
  };
  const placeholder = <VisualiserPlaceholder />;
  return (
    <div
      ref={setBox}
      data-testid={`visualiser-hero-${placement}`}
      onFocus={() => (focusInViewer.current = true)}
      onBlur={(event: FocusEvent) => {
        const to = event.relatedTarget;
        if (to instanceof Node && !event.currentTarget.contains(to)) focusInViewer.current = false;
      }}
    >
      {near && webGL ? (
        <ChunkBoundary onFail={onChunkError} loading={placeholder}>
          <visualiser.Component modelUrl={url} mobile={!desktop} />
        </ChunkBoundary>
      ) : (
        placeholder
      )}
    </div>
  );
}
