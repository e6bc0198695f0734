/**
 * Analytics events (spec 7): each goes to the page's `window.dataLayer` (the
 * tag manager's queue) as `{ event, ...detail }` and out of the element as the
 * composed `bp-analytics` event with the same object as its detail. Never
 * throws: a page whose dataLayer is not a queue only misses the push.
 */

/** The analytics events the spec names (section 7). */
export const ANALYTICS_EVENTS = [
  'configuratorStart',
  'configuratorVehicleSelect',
  'pageError',
  'accessoriesError',
  'configuratorAbandonment',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** What is pushed and dispatched: the event name and its details. */
export type AnalyticsEntry = Record<string, unknown> & { event: AnalyticsEventName };

/** Anything that can dispatch the element's bp-analytics event (an element instance). */
export interface AnalyticsTarget {
  emit: (name: 'bp-analytics', detail: AnalyticsEntry) => void;
}

/** The page's dataLayer, created when missing; null when the page holds something that cannot take a push. */
function dataLayerOf(win: Record<string, unknown>): { push: (entry: unknown) => unknown } | null {
  try {
    if (win.dataLayer === undefined) win.dataLayer = [];
    const layer = win.dataLayer;
    if (Array.isArray(layer)) return layer;
    if (typeof layer === 'object' && layer !== null && typeof (layer as { push?: unknown }).push === 'function') {
      return layer as { push: (entry: unknown) => unknown };
    }
  } catch {
    /* a locked-down page: no dataLayer */
  }
  return null;
}

/** Records one analytics event: pushes it to window.dataLayer and dispatches bp-analytics. */
export function emitAnalytics(
  instance: AnalyticsTarget,
  name: AnalyticsEventName,
  detail: Record<string, unknown> = {},
  win: Record<string, unknown> = typeof window === 'undefined' ? {} : (window as unknown as Record<string, unknown>),
): AnalyticsEntry {
  const entry: AnalyticsEntry = { ...detail, event: name };
  const layer = dataLayerOf(win);
  if (layer) {
    try {
      layer.push(entry);
    } catch (error) {
      console.debug('bp-configurator: dataLayer.push failed', error);
    }
  } else {
    console.debug('bp-configurator: window.dataLayer is not an array; analytics event not pushed', name);
  }
  try {
    instance.emit('bp-analytics', entry);
  } catch (error) {
    console.debug('bp-configurator: bp-analytics dispatch failed', error);
  }
  return entry;
}
