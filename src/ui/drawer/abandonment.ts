/**
 * A drawer closed without a submitted form (spec 4: "logs abandonment if the form
 * was not submitted"): closeDrawerAtom counts it in drawerAbandonedAtom, and this
 * sends the configuratorAbandonment analytics event (window.dataLayer and the
 * element's bp-analytics event), with the vehicle and `reason: 'drawer-closed'`
 * so it reads apart from the page-hide abandonment.
 */
import type { DrawerName } from '../../domain/settings';
import { emitAnalytics } from '../../host/analytics';
import { loadedRangeAtom } from '../../state/atoms';
import { resolvedAtom } from '../../state/configurator';
import type { Instance } from '../../state/instance';

export interface DrawerAbandonment {
  drawer: DrawerName;
}

/** Reports one abandoned drawer. */
export function onAbandon(instance: Instance, abandonment: DrawerAbandonment): void {
  const loaded = instance.store.get(loadedRangeAtom);
  const resolved = instance.store.get(resolvedAtom);
  emitAnalytics(instance, 'configuratorAbandonment', {
    reason: 'drawer-closed',
    drawer: abandonment.drawer,
    vehicleRange: loaded?.range.code ?? null,
    vehicleName: loaded?.car.displayName ?? null,
    modelYear: loaded?.car.modelYear ?? null,
    model: resolved?.configurable.name ?? null,
    modelSku: resolved?.configurable.sku ?? null,
    variantSku: resolved?.variant.sku ?? null,
  });
}
