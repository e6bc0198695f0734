/**
 * The enquiry side drawer (spec 2 "Side drawer"): a modal side panel titled
 * 'Test Drive a new {model}' or 'Your brand new {model}', showing what is being
 * enquired about (car, build, price) above the dealer form frame, and the
 * thank-you in the form's place once the form reports success.
 */
import { useAtomValue } from 'jotai';
import { Fragment, useMemo } from 'react';
import styled from 'styled-components';
import { drawerTitle, enquiryModelName, showsDealer } from '../../domain/enquiry';
import { enquiryHiddenFields, enquirySummary } from '../../domain/enquiryForm';
import type { DrawerName } from '../../domain/settings';
import { pageHref } from '../../host/page';
import { carAtom, loadedRangeAtom, pricingAtom } from '../../state/atoms';
import { buildCodeAtom, resolvedAtom, shownBuildAtom } from '../../state/configurator';
import { enquiryUrlAtom } from '../../state/drawer';
import { bulkOrderAtom } from '../../state/enquiryProgress';
import { enquiryProgressAtom } from '../../state/leadForm';
import { Modal } from '../common/Modal';
import { theme } from '../common/theme';
import { FormFrame } from './FormFrame';
import { ThankYou } from './ThankYou';

const Summary = styled.section`
  margin: 0 0 8px;
  padding: 16px 24px;
  background: ${theme.colour.subtle};
  font: ${theme.type.body} / 1.45 ${theme.font};
  h3 {
    margin: 0 0 8px;
    font-size: ${theme.type.lead};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    color: ${theme.colour.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export interface EnquiryDrawerProps {
  drawer: DrawerName;
  /** Close button, overlay click and Escape. */
  onClose: () => void;
}

export default function EnquiryDrawer({ drawer, onClose }: EnquiryDrawerProps) {
  const car = useAtomValue(carAtom);
  const loaded = useAtomValue(loadedRangeAtom);
  const resolved = useAtomValue(resolvedAtom);
  const build = useAtomValue(shownBuildAtom);
  const pricing = useAtomValue(pricingAtom);
  const url = useAtomValue(enquiryUrlAtom);
  const progress = useAtomValue(enquiryProgressAtom);
  const bulkOrder = useAtomValue(bulkOrderAtom);
  const buildCode = useAtomValue(buildCodeAtom);
  const fields = useMemo(
    () =>
      car && loaded && resolved && build
        ? enquiryHiddenFields({ car, catalog: loaded.catalog, resolved, build, pricing, drawer, url: url ?? pageHref(), buildCode })
        : null,
    [car, loaded, resolved, build, pricing, drawer, url, buildCode],
  );
  if (!car || !resolved) return null;
  const title = drawerTitle(drawer, enquiryModelName(car, resolved.configurable.name));
  return (
    <Modal variant="drawer" heading={title} onCancel={onClose}>
      {progress.thankYou ? (
        <ThankYou thankYou={progress.thankYou} dealer={showsDealer(pricing, bulkOrder) ? progress.dealer : null} onBackToBuild={onClose} />
      ) : (
        <>
          {fields ? (
            <Summary aria-label="Your enquiry" data-testid="enquiry-summary">
              <h3>You are enquiring about</h3>
              <dl>
                {enquirySummary(fields).map((line) => (
                  <Fragment key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>{line.value}</dd>
                  </Fragment>
                ))}
              </dl>
            </Summary>
          ) : null}
          <FormFrame drawer={drawer} fields={fields} onEscape={onClose} />
        </>
      )}
    </Modal>
  );
}
