/**
 * The enquiry form's success told to the host page (bp-lead-submitted): its own module, loaded
 * with the drawer's form only, so the vehicle screen's first script does without it.
 */
import { atom } from 'jotai';
import { leadType } from '../domain/offers';
import type { DrawerName } from '../domain/settings';
import { pricingAtom } from './atoms';
import { buildCodeAtom, resolvedAtom } from './configurator';
import { bulkOrderAtom } from './enquiryProgress';
import { instanceOf } from './instance';

/** The form reported success in a drawer: the host page is told (bp-lead-submitted), with the build it was for. */
export const leadSubmittedAtom = atom(null, (get, _set, drawer: DrawerName): void => {
  instanceOf(get).emit('bp-lead-submitted', {
    drawer,
    leadType: leadType(get(pricingAtom)),
    sku: get(resolvedAtom)?.variant.sku ?? null,
    bulkOrder: get(bulkOrderAtom),
    buildCode: get(buildCodeAtom),
  });
});
