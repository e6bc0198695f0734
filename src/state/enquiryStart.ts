/**
 * Starting an enquiry (spec 2 "Side drawer", 4 "Drawer and form"): from the footer, or
 * on arriving at a route that names a drawer (enquiryProgress.ts's arriveAtDrawerRouteAtom).
 * Apart from state/drawer.ts so it loads with the configurator screen, not with the first screen.
 */
import { atom } from 'jotai';
import { ctaForDrawer } from '../domain/leadForm';
import { DRAWERS, type DrawerName } from '../domain/settings';
import { storageKeys } from '../host/storageKeys';
import { clearAlertAtom } from './configurator';
import { enquiryUrlAtom, leadGeneratedAtom, openDrawerAtom } from './drawer';
import { instanceOf } from './instance';

/**
 * Starts an enquiry (spec 4 "Drawer and form"): records the URL, clears the alert,
 * stores the drawer's CTA ('get-a-quote' or 'book-a-test-drive') and opens the
 * drawer; Get a quote also marks the lead generated.
 */
export const startEnquiryAtom = atom(null, (get, set, enquiry: { drawer: DrawerName; url: string }) => {
  instanceOf(get).storage.set(storageKeys.cta, ctaForDrawer(enquiry.drawer));
  set(enquiryUrlAtom, enquiry.url);
  set(clearAlertAtom);
  if (enquiry.drawer === DRAWERS.quote) set(leadGeneratedAtom, true);
  set(openDrawerAtom, enquiry.drawer);
});
