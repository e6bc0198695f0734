/**
 * Starting an enquiry (spec 2 "Side drawer", 4 "Drawer and form"): from the footer, or
 * on arriving at a route that names a drawer. Apart from state/drawer.ts so it loads
 * with the configurator screen, not with the first screen.
 */
import { atom } from 'jotai';
import { ctaForDrawer, drawerOnArrival } from '../domain/enquiry';
import { DRAWERS, type DrawerName } from '../domain/settings';
import { parseConfiguratorParams } from '../domain/urlParams';
import { storageKeys } from '../host/storageKeys';
import { pricingAtom } from './atoms';
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

/**
 * Arriving on a configurator route (spec 2): opens the drawer `viewDrawer` names (or the
 * quote a reload of `/{carModel}/submit` showed); without `viewDrawer` the stored CTA is cleared.
 */
export const arriveAtDrawerRouteAtom = atom(null, (get, set, arrival: { path: string; search: string; carModel: string; url: string }) => {
  const viewDrawer = parseConfiguratorParams(`?${arrival.search}`).viewDrawer;
  const outcome = drawerOnArrival(viewDrawer, get(pricingAtom), arrival.path, arrival.carModel);
  if (outcome.clearCta) instanceOf(get).storage.remove(storageKeys.cta);
  if (outcome.open) set(startEnquiryAtom, { drawer: outcome.open, url: arrival.url });
});
