/**
 * What the open enquiry drawer's form has reported, and whether its lead form is on screen (spec 4, 5):
 * the footer's disclaimers follow it. Apart from enquiryProgress.ts (the form's reports, closing and
 * abandonment, which only the drawer and its host use) so that the footer does not carry those before
 * the first price.
 */
import { atom } from 'jotai';
import { isLeadFormVisible } from '../domain/leadForm';
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

export const NO_PROGRESS: EnquiryProgress = { submitted: false, thankYou: null, dealer: null };

export const enquiryProgressAtom = atom<EnquiryProgress>(NO_PROGRESS);

/** The lead form is on screen (spec 5: disclaimers with a marker then show). */
export const leadFormVisibleAtom = atom((get) => isLeadFormVisible(get(openDrawerAtom), get(enquiryProgressAtom).thankYou !== null));
