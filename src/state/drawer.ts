/**
 * The enquiry drawer's state (spec 2 "Side drawer", 4 "Drawer and form"). The
 * footer actions open it; the drawer itself reads and closes it.
 */
import { atom } from 'jotai';
import { DRAWERS, type DrawerName } from '../domain/settings';
import { clearAlertAtom } from './configurator';

/** The open drawer by name, or null when none is open. */
export const openDrawerAtom = atom<DrawerName | null>(null);

/** The page URL recorded when an enquiry was started (the enquiry's url field). */
export const enquiryUrlAtom = atom<string | null>(null);

/** Get a quote marks the lead generated (spec 4). */
export const leadGeneratedAtom = atom(false);

/**
 * Starts an enquiry from the footer (spec 4 "Drawer and form"): records the URL,
 * clears the alert and opens the drawer; Get a quote also marks the lead generated.
 */
export const startEnquiryAtom = atom(null, (_get, set, enquiry: { drawer: DrawerName; url: string }) => {
  set(enquiryUrlAtom, enquiry.url);
  set(clearAlertAtom);
  if (enquiry.drawer === DRAWERS.quote) set(leadGeneratedAtom, true);
  set(openDrawerAtom, enquiry.drawer);
});
