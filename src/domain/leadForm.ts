/**
 * The two enquiry drawer rules the configurator screen needs before a drawer opens (spec 4, 5, 7):
 * the CTA a drawer stores, and whether its lead form is on screen (the footer's disclaimers
 * follow it). Apart from enquiry.ts (the drawer's titles, routes and thank-you) so that the
 * screen's footer does not carry those before the first price.
 */
import { DRAWERS, type DrawerName } from './settings';
import type { Cta } from './storageValues';

/** The CTA value stored for a drawer (spec 4, 7). */
export function ctaForDrawer(drawer: DrawerName): Cta {
  return drawer === DRAWERS.testDrive ? 'book-a-test-drive' : 'get-a-quote';
}

/** Whether the lead form is visible (spec 5's disclaimer rule): a drawer is open and shows its form, not the thank-you. */
export function isLeadFormVisible(openDrawer: DrawerName | null, thankYouShown: boolean): boolean {
  return openDrawer !== null && !thankYouShown;
}
