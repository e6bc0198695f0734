/**
 * The sticky footer (spec 2, 4 "Drawer and form", 5): the running price, Book a
 * test drive and Get a quote, the disclaimer panel and the location popover.
 * With no valid offer for the customer or pricing type it logs an error and
 * renders nothing (spec 5, 8); while that type's prices are still loading it
 * renders nothing and logs nothing.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import { customerTypeDisclaimer, footerDisclaimers } from '../../../domain/disclaimers';
import { offerKey, offerPriceLabel, priceLabelBeside } from '../../../domain/offers';
import { DRAWERS, hasTestDrive, type DrawerName } from '../../../domain/settings';
import { whenIdle } from '../../../host/idle';
import { pageHref } from '../../../host/page';
import { pricingAtom, storeDisclaimersAtom } from '../../../state/atoms';
import { breakdownAtom, offerAtom, priceDisplayAtom, resolvedAtom } from '../../../state/configurator';
import { leadFormVisibleAtom } from '../../../state/leadForm';
import { startEnquiryAtom } from '../../../state/enquiryStart';
import { useInstance } from '../../../state/instance';
import { reportMissingOfferAtom } from '../../../state/missingOffer';
import { undoStateAtom } from '../../../state/buildActions';
import { visualiserFullScreenAtom } from '../../../state/visualiser';
import { PrimaryButton, SecondaryButton, SmallLinkButton } from '../../common/Button';
import { ChunkBoundary, ChunkPart, lazyChunk } from '../../common/lazyChunk';
import { enquiryUrl } from './enquiry';
import { LocationPopover } from './LocationPopover';
import { PriceText } from '../../primitives/PriceText';
import { Chevron } from '../../primitives/Chevron';

import {
  FooterActions,
  FooterBar,
  FooterLinks,
  FooterPrice,
  FooterPriceLabel,
  FooterPriceRow,
  FooterPriceValue,
  FooterSection,
} from './StickyFooter.styles';

/**
 * Undo and Redo show from the visit's first change on: their code is a chunk of its own (with the
 * keyboard's, which the screen fetches after its first paint), not part of the script before the first price.
 */
/** The disclaimers' panel shows only once its toggle is pressed: a chunk of its own, fetched when the page is idle after the first price. */
const disclaimerPanel = lazyChunk(() => import('./FooterDisclaimers').then((module) => module.DisclaimerPanel));

const historyButtons = lazyChunk(() => import('./HistoryButtons').then((module) => module.HistoryButtons));

export function StickyFooter() {
  const { location } = useInstance();
  const reportMissingOffer = useSetAtom(reportMissingOfferAtom);
  const resolved = useAtomValue(resolvedAtom);
  const offer = useAtomValue(offerAtom);
  const pricing = useAtomValue(pricingAtom);
  const breakdown = useAtomValue(breakdownAtom);
  const display = useAtomValue(priceDisplayAtom);
  const storeDisclaimers = useAtomValue(storeDisclaimersAtom);
  const startEnquiry = useSetAtom(startEnquiryAtom);
  const leadFormVisible = useAtomValue(leadFormVisibleAtom);
  const historyShown = useAtomValue(undoStateAtom).shown;
  const [disclaimersOpen, setDisclaimersOpen] = useState(false);
  const panelId = useId();

  // Once the page is idle after the first price: the disclaimers' panel and Undo and Redo then show at once.
  useEffect(
    () =>
      whenIdle(() => {
        disclaimerPanel.preload();
        historyButtons.preload();
      }),
    [],
  );

  // A build with no valid offer is logged (spec 5, 8) while the footer is on screen.
  useEffect(() => reportMissingOffer(), [reportMissingOffer]);

  // Missing parts of a priced build; without an offer (missing, or its prices still loading) there is no total to warn about.
  const warnings = offer ? (breakdown?.warnings.join('\n') ?? '') : '';
  useEffect(() => {
    if (warnings) console.warn(`bp-configurator: ${warnings}`);
  }, [warnings]);

  const disclaimers = useMemo(
    () => (offer ? footerDisclaimers(offer, customerTypeDisclaimer(storeDisclaimers, offerKey(pricing)), { leadFormVisible }) : []),
    [offer, storeDisclaimers, pricing, leadFormVisible],
  );

  if (useAtomValue(visualiserFullScreenAtom)) return null; // the 'visualiser' overlay hides the footer (spec 4)
  if (!resolved || !offer || !display) return null;
  // 'Per week' above '$330 per week' said it twice: the label shows only when the price does not say it (issue 35).
  const label = priceLabelBeside(offerPriceLabel(offer.price, pricing.state), display.text);

  const enquire = (drawer: DrawerName) => startEnquiry({ drawer, url: enquiryUrl(pageHref(), location.href()) });

  return (
    <FooterSection part="footer" data-testid="sticky-footer" data-sticky-chrome="bottom" aria-label="Price and enquiry">
      {disclaimersOpen && disclaimers.length > 0 ? (
        <ChunkBoundary onFail={() => setDisclaimersOpen(false)}>
          <ChunkPart chunk={disclaimerPanel} props={{ id: panelId, disclaimers }} />
        </ChunkBoundary>
      ) : null}
      <FooterBar>
        <FooterPrice>
          <FooterPriceLabel>{label}</FooterPriceLabel>
          <FooterPriceRow>
            <FooterPriceValue part="footer-price" data-testid="footer-price" aria-live="polite" aria-atomic="true">
              <PriceText price={display} />
            </FooterPriceValue>
            {historyShown ? (
              <ChunkBoundary onFail={() => undefined}>
                <ChunkPart chunk={historyButtons} props={{}} />
              </ChunkBoundary>
            ) : null}
          </FooterPriceRow>
        </FooterPrice>
        <FooterLinks>
          <LocationPopover />
          {disclaimers.length > 0 ? (
            <SmallLinkButton
              type="button"
              aria-expanded={disclaimersOpen}
              aria-controls={disclaimersOpen ? panelId : undefined}
              onClick={() => setDisclaimersOpen(!disclaimersOpen)}
            >
              Disclaimers <Chevron up={disclaimersOpen} size={7} />
            </SmallLinkButton>
          ) : null}
        </FooterLinks>
        <FooterActions>
          {hasTestDrive(pricing) ? (
            <SecondaryButton type="button" onClick={() => enquire(DRAWERS.testDrive)}>
              Book a test drive
            </SecondaryButton>
          ) : null}
          <PrimaryButton type="button" onClick={() => enquire(DRAWERS.quote)}>
            Get a quote
          </PrimaryButton>
        </FooterActions>
      </FooterBar>
    </FooterSection>
  );
}
