/**
 * The offer banner of the sticky header (spec 2): the vehicle offer's title and
 * its short description (mobile) or description (desktop), special offers
 * highlighted; expanded or collapsed, the collapsed choice kept for the session.
 *
 * Its size follows spec 9's scroll offsets, so a section scrolled to 100 px (banner
 * expanded) or 60 px (collapsed) is never under the header (WCAG 2.4.11): expanded, it is
 * one row of at most 40 px above the 60 px vehicle strip, its details scrolling within it
 * when they are longer; collapsed, it is a tab beside the strip, in the strip's 60 px.
 */
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { offerBannerTexts, type OfferBannerTexts } from '../../../domain/offerBanner';
import type { Offer } from '../../../domain/types';
import { onElementResize } from '../../../host/resize';
import { offerBannerCollapsed, saveOfferBannerCollapsed } from '../../../host/session';
import { Banner, DesktopOnly, Inner, MobileOnly, PriceDisclaimer, Text, Title, Toggle } from './OfferBanner.styles';

export interface OfferBannerProps {
  offer: Offer;
}

export function OfferBanner({ offer }: OfferBannerProps) {
  const texts = offerBannerTexts(offer);
  return texts ? <OfferBannerOf texts={texts} special={offer.specialOfferFlag} /> : null;
}

/** Details longer than the row scroll within it: the box is then reached and scrolled by keyboard too. */
function useScrollable(text: RefObject<HTMLDivElement | null>, expanded: boolean, texts: OfferBannerTexts): boolean {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const box = text.current;
    if (!box) return;
    const measure = () => setScrollable(expanded && box.scrollHeight > box.clientHeight + 1);
    measure();
    return onElementResize(box, measure);
  }, [text, expanded, texts.key, texts.priceDisclaimer]);
  return scrollable;
}

function OfferBannerOf({ texts, special }: { texts: OfferBannerTexts; special: boolean }) {
  const [collapsed, setCollapsed] = useState(() => offerBannerCollapsed());
  const textRef = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  const { title, hasDetails } = texts;
  const expanded = hasDetails && !collapsed;
  const scrollable = useScrollable(textRef, expanded, texts);
  const folded = !expanded && hasDetails;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    saveOfferBannerCollapsed(next);
  };

  return (
    <Banner
      $special={special}
      $collapsed={folded}
      data-testid="offer-banner"
      data-special={special || undefined}
      data-collapsed={folded ? '' : undefined}
    >
      <Inner $collapsed={folded}>
        <Text
          key={texts.key}
          ref={textRef}
          $collapsed={folded}
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          aria-label={scrollable ? (title ?? 'Offer') : undefined}
        >
          {title ? <Title>{title}</Title> : null}
          {hasDetails ? <OfferDetails id={detailsId} texts={texts} hidden={!expanded} /> : null}
        </Text>
        {hasDetails ? (
          <Toggle
            type="button"
            aria-label="Offer details"
            aria-expanded={expanded}
            aria-controls={detailsId}
            $expanded={expanded}
            onClick={toggle}
          >
            <span aria-hidden="true" />
          </Toggle>
        ) : null}
      </Inner>
    </Banner>
  );
}

function OfferDetails({ id, texts, hidden }: { id: string; texts: OfferBannerTexts; hidden: boolean }) {
  return (
    <div id={id} hidden={hidden}>
      {texts.mobile ? (
        <>
          <MobileOnly html={texts.mobile} />
          <DesktopOnly html={texts.desktop} />
        </>
      ) : null}
      {texts.priceDisclaimer ? <PriceDisclaimer html={texts.priceDisclaimer} /> : null}
    </div>
  );
}
