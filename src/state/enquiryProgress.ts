/**
 * The open enquiry drawer's progress (spec 4 "Drawer and form"): the form frame's reports,
 * closing and abandonment, and the drawer a route names on arrival (spec 2). Only the drawer
 * and its host (a chunk the screen renders after its first paint) use it, so the domain rules
 * it calls (domain/enquiry.ts) are not fetched before the first price; the progress itself and
 * whether the lead form shows, which the footer reads, are in leadForm.ts.
 */
import { atom } from 'jotai';
import { drawerOnArrival, isBulkOrder } from '../domain/enquiry';
import type { DrawerName } from '../domain/settings';
import type { SelectedDealer } from '../domain/types';
import { parseConfiguratorParams } from '../domain/urlParams';
import { emitAnalytics } from '../host/analytics';
import { storageKeys } from '../host/storageKeys';
import { pricingAtom } from './atoms';
import { chosenDealerAtom, openDrawerAtom } from './drawer';
import { startEnquiryAtom } from './enquiryStart';
import { vehicleAnalytics } from './hostBridge';
import { instanceOf } from './instance';
import { enquiryProgressAtom, NO_PROGRESS, type EnquiryThankYou } from './leadForm';

/** The bulk order flag (spec 3, 4): the thank-you's number-of-vehicles answer includes '5'. */
export const bulkOrderAtom = atom((get) => {
  const thankYou = get(enquiryProgressAtom).thankYou;
  return thankYou !== null && isBulkOrder(thankYou.numberOfVehicles);
});

/** How many drawers were closed without submitting the form (spec 4 abandonment, counted in the element). */
export const drawerAbandonedAtom = atom(0);

/** The form frame reported the selected dealer. */
export const selectDealerAtom = atom(null, (get, set, dealer: SelectedDealer | null) => {
  set(enquiryProgressAtom, { ...get(enquiryProgressAtom), dealer });
  set(chosenDealerAtom, dealer);
});

/** The form frame reported a submit. */
export const formSubmittedAtom = atom(null, (get, set) => {
  set(enquiryProgressAtom, { ...get(enquiryProgressAtom), submitted: true });
});

/** The form frame reported success: the thank-you state (spec 4). Returns false when it was already shown. */
export const showThankYouAtom = atom(null, (get, set, thankYou: EnquiryThankYou): boolean => {
  const progress = get(enquiryProgressAtom);
  set(enquiryProgressAtom, { ...progress, submitted: true, thankYou });
  return progress.thankYou === null;
});

/**
 * Closes the drawer (spec 4: close button, overlay click, Escape): resets the open
 * drawer and its progress, and counts an abandonment when the form was not
 * submitted. Returns whether it was abandoned.
 */
export const closeDrawerAtom = atom(null, (get, set): boolean => {
  if (get(openDrawerAtom) === null) return false;
  const abandoned = !get(enquiryProgressAtom).submitted;
  set(openDrawerAtom, null);
  set(enquiryProgressAtom, NO_PROGRESS);
  if (abandoned) set(drawerAbandonedAtom, get(drawerAbandonedAtom) + 1);
  return abandoned;
});

/** A drawer opened: the host page is told (bp-enquiry-open). */
export const enquiryOpenedAtom = atom(null, (get, _set, drawer: DrawerName): void => {
  instanceOf(get).emit('bp-enquiry-open', { drawer });
});

/**
 * A drawer the visitor saw closed without a submitted form (spec 4: "logs abandonment if the form
 * was not submitted"; closeDrawerAtom counts it): the configuratorAbandonment analytics event
 * (the data layers and bp-analytics), with the vehicle and `reason: 'drawer-closed'` so it reads
 * apart from the page-hide abandonment.
 */
export const drawerAbandonmentAtom = atom(null, (get, _set, drawer: DrawerName): void => {
  emitAnalytics(instanceOf(get), 'configuratorAbandonment', { reason: 'drawer-closed', drawer, ...vehicleAnalytics(get) });
});

/**
 * Arriving on a configurator route (spec 2): opens the drawer `viewDrawer` names (or the
 * quote a reload of `/{carModel}/submit` showed); without `viewDrawer` the stored CTA is cleared.
 * The drawer's host, which arrives here, loads after the screen's first paint: a drawer the
 * visitor started before it loaded is newer than the arrival, and keeps its CTA.
 */
export const arriveAtDrawerRouteAtom = atom(null, (get, set, arrival: { path: string; search: string; carModel: string; url: string }) => {
  if (get(openDrawerAtom) !== null) return;
  const viewDrawer = parseConfiguratorParams(`?${arrival.search}`).viewDrawer;
  const outcome = drawerOnArrival(viewDrawer, get(pricingAtom), arrival.path, arrival.carModel);
  if (outcome.clearCta) instanceOf(get).storage.remove(storageKeys.cta);
  if (outcome.open) set(startEnquiryAtom, { drawer: outcome.open, url: arrival.url });
});
