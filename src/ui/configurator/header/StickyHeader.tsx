/**
 * The sticky header (spec 2, 4 "Other", 9): the offer banner and the vehicle
 * summary strip, over the top of the viewport within the element's own column
 * and below the page's own sticky header (--bp-sticky-top); it overlays, so
 * nothing shifts. It shows when the page scrolls down past the threshold and hides on
 * scroll up. Away, it is inert; keyboard users still reach its controls (WCAG 2.1.1): Tab from
 * above, or Shift+Tab from below, lands on a way in that shows the header and goes on to its
 * first or last control, and the header stays while keyboard focus is in it.
 */
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { flushSync } from 'react-dom';
import { bannerThreshold } from '../../../domain/banner';
import { carNameScrollOffset, sectionScrollOffset, summaryPopoverOffset } from '../../../domain/scrollTargets';
import { scrollToOffset } from '../../../host/scrollToOffset';
import { carAtom, loadedRangeAtom } from '../../../state/atoms';
import { offerAtom, priceDisplayAtom, resolvedAtom } from '../../../state/configurator';
import { vehicleThumbnail } from '../../../state/vehicleThumbnail';
import { useListedColourImage } from '../../../state/variantListing';
import { useInstance } from '../../../state/instance';
import { MODAL_OPENED_EVENT } from '../../common/modalOpened';
import { useOutsidePressOrEscape } from '../../common/useOutsidePressOrEscape';
import { ChunkBoundary, lazyChunk } from '../../common/lazyChunk';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { DESKTOP_QUERY } from '../../common/theme';
import type { BreakdownTarget, PriceBreakdownProps } from './PriceBreakdown';
import { OfferBanner } from './OfferBanner';
import { VehicleStrip } from './VehicleStrip';
import { useBannerScroll } from './useBannerScroll';
import { useMediaQuery } from '../../primitives/useMediaQuery';
import { PriceText } from '../../primitives/PriceText';
import { Anchor, Clip, HeaderBar, PriceTrigger, WayIn } from './StickyHeader.styles';

const CONTROLS = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** True for focus a keyboard brought (or script after keyboard use), not a press of the pointer. */
function isKeyboardFocus(target: EventTarget): boolean {
  if (!(target instanceof Element)) return false;
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** The summary popover: a lazy chunk of its own, loaded when the visitor opens it. */
const breakdownChunk = lazyChunk<PriceBreakdownProps>(() => import('./PriceBreakdown').then((module) => module.PriceBreakdown));

/** The heading a breakdown line takes the visitor to, in the element's root; null when it is not on the page. */
function targetHeading(root: Node, target: BreakdownTarget): HTMLElement | null {
  if (!(root instanceof Document || root instanceof ShadowRoot)) return null;
  if (target.kind === 'car') return root.querySelector<HTMLElement>('main h1');
  if (target.kind === 'group') return root.querySelector<HTMLElement>(`[data-group="${target.group}"] h2`);
  const inTrays = root.querySelector(`#trayContent [data-testid="tray-${target.sku.replace(/["\\]/g, '\\$&')}"]`);
  return root.querySelector<HTMLElement>(`${inTrays ? '#trayContent' : '#accessoryContent'} h2`);
}

/**
 * Scrolls to a breakdown line's heading (spec 9: a section 60 or 100 px down, the car name
 * 0 or 20 px) and gives it focus, so focus is never left on the closed popover.
 */
function goTo(root: Node, target: BreakdownTarget, bannerShown: boolean): void {
  const heading = targetHeading(root, target);
  if (!heading) return;
  if (target.kind === 'car') scrollToOffset(heading, carNameScrollOffset(bannerShown), 'page');
  else scrollToOffset(heading, sectionScrollOffset(bannerShown), 'chrome');
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function StickyHeader() {
  const { config } = useInstance();
  const car = useAtomValue(carAtom);
  const loaded = useAtomValue(loadedRangeAtom);
  const resolved = useAtomValue(resolvedAtom);
  const offer = useAtomValue(offerAtom);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const barRef = useRef<HTMLElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const total = useAtomValue(priceDisplayAtom);
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const [popoverTop, setPopoverTop] = useState(0);
  const popoverId = useId();
  const has3D = loaded?.range.readyForRender ?? false;

  const threshold = useCallback(
    () => bannerThreshold({ isMobile: !desktop, has3D, headerHeight: barRef.current?.offsetHeight ?? 0 }),
    [desktop, has3D],
  );
  // Keyboard focus in the header or its popover keeps it shown until focus leaves.
  const [focusInside, setFocusInside] = useState(false);
  // The header stays while the summary popover hangs from it.
  const visible = useBannerScroll(threshold) || breakdownOpen || focusInside;

  // Spec 9: the popover's top is 76 px (mobile) or 74 px (desktop) below the strip's top.
  useLayoutEffect(() => {
    const strip = barRef.current?.querySelector<HTMLElement>('[data-testid="vehicle-strip"]');
    if (breakdownOpen && strip) setPopoverTop(strip.offsetTop + summaryPopoverOffset(!desktop));
  }, [breakdownOpen, desktop]);

  // A modal opening (a proposal, the settings) closes it: nothing of the page behind stays above the backdrop.
  useEffect(() => {
    const root = barRef.current?.getRootNode();
    if (!breakdownOpen || !root) return;
    const close = () => setBreakdownOpen(false);
    root.addEventListener(MODAL_OPENED_EVENT, close);
    return () => root.removeEventListener(MODAL_OPENED_EVENT, close);
  }, [breakdownOpen]);

  // A press outside the popover and its trigger closes it (focus stays where the press put it).
  useOutsidePressOrEscape(breakdownOpen, {
    isInside: (path) =>
      path.some((node) => node instanceof Element && node.matches('[data-testid="price-breakdown"]')) ||
      (triggerRef.current !== null && path.includes(triggerRef.current)),
    onOutsidePress: () => setBreakdownOpen(false),
  });

  const closeBreakdown = () => {
    setBreakdownOpen(false);
    triggerRef.current?.focus();
  };
  /** Whether the offer banner shows its row above the strip (spec 9's 'offers banner expanded'). */
  const bannerShown = () => barRef.current?.querySelector('[data-testid="offer-banner"]:not([data-collapsed])') != null;
  /** The colour's picture the variant listing names (spec 7.9), else its front three-quarter exterior image. */
  const listedImage = useListedColourImage();
  const imageUrl = useMemo(
    () => (car && resolved ? (listedImage ?? vehicleThumbnail(config, car, resolved)) : null),
    [config, car, resolved, listedImage],
  );

  /** Tab (or Shift+Tab from below) reached the way in: show the header and go on to its first (or last) control. */
  const enterHeader = (event: FocusEvent<HTMLButtonElement>) => {
    const from = event.relatedTarget;
    const way = event.currentTarget;
    const fromBelow =
      from instanceof Node &&
      from.getRootNode() === way.getRootNode() &&
      (way.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    flushSync(() => setFocusInside(true));
    const controls = [...(barRef.current?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])];
    (fromBelow ? controls.at(-1) : controls[0])?.focus({ preventScroll: true });
  };

  if (!car || !resolved) return null;
  return (
    <Anchor
      $raised={breakdownOpen}
      onFocus={(event) => {
        if (isKeyboardFocus(event.target)) setFocusInside(true);
      }}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocusInside(false);
      }}
    >
      {/* In the Tab order only while the header is away (shown, its own controls are). */}
      <WayIn as="button" type="button" tabIndex={visible ? -1 : 0} onFocus={enterHeader}>
        Your vehicle: price and details
      </WayIn>
      <Clip>
        <HeaderBar
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
          <VehicleStrip
            car={car}
            resolved={resolved}
            imageUrl={imageUrl}
            price={
              total ? (
                <PriceTrigger
                  ref={triggerRef}
                  type="button"
                  aria-expanded={breakdownOpen}
                  aria-controls={breakdownOpen ? popoverId : undefined}
                  onMouseEnter={breakdownChunk.preload}
                  onFocus={breakdownChunk.preload}
                  onClick={() => setBreakdownOpen(!breakdownOpen)}
                >
                  <VisuallyHidden>Price breakdown: </VisuallyHidden>
                  <PriceText price={total} />
                </PriceTrigger>
              ) : null
            }
          />
        </HeaderBar>
      </Clip>
      {breakdownOpen ? (
        <ChunkBoundary onFail={() => setBreakdownOpen(false)}>
          <breakdownChunk.Component
            id={popoverId}
            top={popoverTop}
            onClose={closeBreakdown}
            onGo={(target) => {
              const root = barRef.current?.getRootNode();
              const shown = bannerShown();
              setBreakdownOpen(false);
              if (root) goTo(root, target, shown);
            }}
          />
        </ChunkBoundary>
      ) : null}
    </Anchor>
  );
}
