/**
 * The enquiry side drawer (spec 2 "Side drawer"): a modal side panel titled
 * 'Test Drive a new {model}' or 'Your brand new {model}', holding the dealer form
 * frame, and the thank-you in the form's place once the form reports success.
 */
import { useAtomValue } from 'jotai';
import { enquiryModelName, drawerTitle, showsDealer } from '../../domain/enquiry';
import type { DrawerName } from '../../domain/settings';
import { carAtom, pricingAtom } from '../../state/atoms';
import { resolvedAtom } from '../../state/configurator';
import { bulkOrderAtom, enquiryProgressAtom } from '../../state/drawer';
import { Modal } from '../common/Modal';
import { FormFrame } from './FormFrame';
import { ThankYou } from './ThankYou';

export interface EnquiryDrawerProps {
  drawer: DrawerName;
  /** Close button, overlay click and Escape. */
  onClose: () => void;
}

export default function EnquiryDrawer({ drawer, onClose }: EnquiryDrawerProps) {
  const car = useAtomValue(carAtom);
  const resolved = useAtomValue(resolvedAtom);
  const pricing = useAtomValue(pricingAtom);
  const progress = useAtomValue(enquiryProgressAtom);
  const bulkOrder = useAtomValue(bulkOrderAtom);
  if (!car || !resolved) return null;
  const title = drawerTitle(drawer, enquiryModelName(car, resolved.configurable.name));
  return (
    <Modal variant="drawer" heading={title} onCancel={onClose}>
      {progress.thankYou ? (
        <ThankYou thankYou={progress.thankYou} dealer={showsDealer(pricing, bulkOrder) ? progress.dealer : null} />
      ) : (
        <FormFrame drawer={drawer} />
      )}
    </Modal>
  );
}
