/**
 * Which enquiry drawer is open (spec 2 "Side drawer", 4 "Drawer and form"). The footer
 * actions and the page's messages open it; what its form reports is in enquiryProgress.ts.
 */
import { atom } from 'jotai';
import type { DrawerName } from '../domain/settings';
import type { SelectedDealer } from '../domain/types';

/** The open drawer by name, or null when none is open. */
export const openDrawerAtom = atom<DrawerName | null>(null);

/** The page URL recorded when an enquiry was started (the enquiry's url field). */
export const enquiryUrlAtom = atom<string | null>(null);

/** Get a quote marks the lead generated (spec 4). */
export const leadGeneratedAtom = atom(false);

/** The dealer the visitor last chose in the enquiry form: kept when the drawer closes, so the build sheet can name it (issue 35). */
export const chosenDealerAtom = atom<SelectedDealer | null>(null);
