/**
 * The sticky header (spec 2, 4 "Other", 9): the offer banner and the vehicle
 * summary strip, over the top of the viewport within the element's own column
 * and below the page's own sticky header (--bp-sticky-top); it overlays, so
 * nothing shifts. It shows when the page scrolls down past the threshold and hides on
 * scroll up.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { bannerThreshold } from '../../../domain/banner';
import { carAtom, loadedRangeAtom } from '../../../state/atoms';
import { offerAtom, resolvedAtom } from '../../../state/configurator';
import { useInstance } from '../../../state/instance';
import { theme } from '../../common/theme';
import { OfferBanner } from './OfferBanner';
import { VehicleStrip } from './VehicleStrip';
import { useBannerScroll } from './useBannerScroll';
import { useMediaQuery } from './useMediaQuery';
import { thumbnailUrl } from './vehicleImage';

const SLIDE_MS = 250;

/** A zero-height sticky anchor: the bar hangs from it over the content, as wide as the element. */
const Anchor = styled.div`
  position: sticky;
  top: ${theme.stickyTop};
  z-index: 30;
  height: 0;
`;

/** Clips the bar as it slides up, so it never covers the page's own header above the element. */
const Clip = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  overflow: hidden;
  pointer-events: none;
`;

const Bar = styled.section<{ $visible: boolean }>`
  pointer-events: auto;
  transform: translateY(${(p) => (p.$visible ? '0' : '-100%')});
  visibility: ${(p) => (p.$visible ? 'visible' : 'hidden')};
  transition:
    transform ${SLIDE_MS}ms ease,
    visibility 0s linear ${(p) => (p.$visible ? '0s' : `${SLIDE_MS}ms`)};
  ${theme.reducedMotion} {
    transition: none;
  }
`;

const desktopQuery = theme.desktop.replace('@media ', '');

export function StickyHeader() {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const loaded = useAtomValue(loadedRangeAtom);
  const resolved = useAtomValue(resolvedAtom);
  const offer = useAtomValue(offerAtom);
  const desktop = useMediaQuery(desktopQuery);
  const barRef = useRef<HTMLElement>(null);
  const has3D = loaded?.range.readyForRender ?? false;

  const threshold = useCallback(
    () => bannerThreshold({ isMobile: !desktop, has3D, headerHeight: barRef.current?.offsetHeight ?? 0 }),
    [desktop, has3D],
  );
  const visible = useBannerScroll(threshold);
  const imageUrl = useMemo(
    () => (car && resolved ? thumbnailUrl(config.assetBase, car, resolved) : null),
    [config.assetBase, car, resolved],
  );

  if (!car || !resolved) return null;
  return (
    <Anchor>
      <Clip>
        <Bar
          ref={barRef}
          part="sticky-header"
          $visible={visible}
          data-sticky-chrome="top"
          aria-label="Your vehicle"
          aria-hidden={!visible}
          inert={!visible}
          data-testid="sticky-header"
        >
          {offer ? <OfferBanner offer={offer} /> : null}
          <VehicleStrip car={car} resolved={resolved} imageUrl={imageUrl} />
        </Bar>
      </Clip>
    </Anchor>
  );
}
