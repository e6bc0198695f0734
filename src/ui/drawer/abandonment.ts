/**
 * A drawer closed without a submitted form (spec 4: "logs abandonment if the form
 * was not submitted"): closeDrawerAtom counts it in drawerAbandonedAtom, and this
 * sends the configuratorAbandonment analytics event (window.dataLayer and the
 * element's bp-analytics event), with the vehicle and `reason: 'drawer-closed'`
 * so it reads apart from the page-hide abandonment.
 */
import type { DrawerName } from '../../domain/settings';
import { emitAnalytics } from '../../host/analytics';
import { vehicleAnalytics } from '../../state/hostBridge';
import type { Instance } from '../../state/instance';

export interface DrawerAbandonment {
  drawer: DrawerName;
}

/** Reports one abandoned drawer. */
export function onAbandon(instance: Instance, abandonment: DrawerAbandonment): void {
  emitAnalytics(instance, 'configuratorAbandonment', {
    reason: 'drawer-closed',
    drawer: abandonment.drawer,
    ...vehicleAnalytics(instance),
  });
}
