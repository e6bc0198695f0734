/**
 * The offer banner's texts (spec 2 "Offer banner", 3 Offer): the offer's title, its short
 * description on a phone and its description on a desktop (each standing in for the other when
 * the offer has one only), and the price's own disclaimer with the details. Blank texts count
 * as none.
 */
import type { Offer } from './types';

export interface OfferBannerTexts {
  title: string | null;
  /** The details on a phone: the short description, else the description. */
  mobile: string | null;
  /** The details on a desktop: the description, else the short description. */
  desktop: string | null;
  /** The price's own disclaimer (spec 3 Offer price.disclaimer), shown with the details. */
  priceDisclaimer: string | null;
  /** Whether there are details to expand and collapse. */
  hasDetails: boolean;
  /** Changes when the offer's words do: the text is swapped in with its animation (spec 9). */
  key: string;
}

/** A text of the offer, null when missing or blank. */
function textOf(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

/** The banner's texts, or null when the offer has nothing to show (no banner). */
export function offerBannerTexts(offer: Offer): OfferBannerTexts | null {
  const title = textOf(offer.title);
  const short = textOf(offer.shortDescription);
  const long = textOf(offer.description);
  const priceDisclaimer = textOf(offer.price?.disclaimer);
  const hasDetails = Boolean(short || long || priceDisclaimer);
  if (!title && !hasDetails) return null;
  return { title, mobile: short ?? long, desktop: long ?? short, priceDisclaimer, hasDetails, key: `${title}|${short}|${long}` };
}
