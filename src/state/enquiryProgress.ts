/**
 * The open enquiry drawer's progress (spec 4 "Drawer and form"): the form frame's reports,
 * closing and abandonment. Only the lazy footer and drawer read it, so the domain rules
 * it calls (domain/enquiry.ts) stay out of the element's first module.
 */
import { atom } from 'jotai';
import { isBulkOrder, isLeadFormVisible } from '../domain/enquiry';
import type { SelectedDealer } from '../domain/types';
import { openDrawerAtom } from './drawer';

/** The thank-you the form frame reported (spec 7 `iframe.showReactThankyouContent`). */
export interface EnquiryThankYou {
  customerName: string;
  numberOfVehicles: string;
}

/** What the open drawer's form has reported so far; reset when the drawer closes. */
export interface EnquiryProgress {
  /** The form was submitted (a submit or thank-you report): closing then is no abandonment. */
  submitted: boolean;
  thankYou: EnquiryThankYou | null;
  dealer: SelectedDealer | null;
}

const NO_PROGRESS: EnquiryProgress = { submitted: false, thankYou: null, dealer: null };

export const enquiryProgressAtom = atom<EnquiryProgress>(NO_PROGRESS);

/** The bulk order flag (spec 3, 4): the thank-you's number-of-vehicles answer includes '5'. */
export const bulkOrderAtom = atom((get) => {
  const thankYou = get(enquiryProgressAtom).thankYou;
  return thankYou !== null && isBulkOrder(thankYou.numberOfVehicles);
});

/** The lead form is on screen (spec 5: disclaimers with a marker then show). */
export const leadFormVisibleAtom = atom((get) => isLeadFormVisible(get(openDrawerAtom), get(enquiryProgressAtom).thankYou !== null));

/** How many drawers were closed without submitting the form (spec 4 abandonment, counted in the element). */
export const drawerAbandonedAtom = atom(0);

/** The dealer the visitor last chose in the form: kept when the drawer closes, so the build sheet can name it (issue 35). */
export const chosenDealerAtom = atom<SelectedDealer | null>(null);

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
