/**
 * Analytics events (spec 7). Each goes to the page's data layer, chosen by the
 * `analytics-layer` attribute: the Adobe Client Data Layer that AEM sites use
 * (`window.adobeDataLayer`, pushed as `{ event, eventInfo }`), Google Tag
 * Manager's `window.dataLayer` (pushed as `{ event, ...details }`), both, or
 * `auto` (Adobe when the page has `window.adobeDataLayer`, else GTM). It also
 * leaves the element as the composed `bp-analytics` event whose detail is
 * `{ event, ...details }` whichever layer is used. Never throws: a page whose
 * layer is not a queue only misses the push.
 */
import { isRecord } from '../domain/read';
import type { AnalyticsLayer } from './elementConfig';

/** The analytics events the spec names (section 7). */
export const ANALYTICS_EVENTS = [
  'configuratorStart',
  'configuratorVehicleSelect',
  'pageError',
  'accessoriesError',
  'configuratorAbandonment',
  'configuratorSaveBuild',
  'configuratorCompareBuilds',
  'configuratorPrintBuild',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** What is dispatched as bp-analytics and pushed to GTM's dataLayer: the event name and its details. */
export type AnalyticsEntry = Record<string, unknown> & { event: AnalyticsEventName };

/** The same event in the Adobe Client Data Layer's shape. */
export interface AdobeDataLayerEntry {
  event: AnalyticsEventName;
  eventInfo: Record<string, unknown>;
}

/** Anything that can dispatch the element's bp-analytics event and says which layer to use (an element instance). */
export interface AnalyticsTarget {
  emit: (name: 'bp-analytics', detail: AnalyticsEntry) => void;
  config: { analyticsLayer: AnalyticsLayer };
}

type Queue = { push: (entry: unknown) => unknown };
type LayerName = 'adobeDataLayer' | 'dataLayer';

/** The page's queue under `name`, created when missing; null when the page holds something that cannot take a push. */
function queueOf(win: Record<string, unknown>, name: LayerName): Queue | null {
  try {
    if (win[name] === undefined) win[name] = [];
    const layer = win[name];
    if (Array.isArray(layer)) return layer;
    if (isRecord(layer) && typeof layer.push === 'function') return layer as Queue;
  } catch {
    /* a locked-down page: no data layer */
  }
  return null;
}

function pageHas(win: Record<string, unknown>, name: LayerName): boolean {
  try {
    return win[name] !== undefined && win[name] !== null;
  } catch {
    return false;
  }
}

/** The page data layers an event goes to for a configured layer choice. */
export function dataLayersFor(layer: AnalyticsLayer, win: Record<string, unknown>): LayerName[] {
  if (layer === 'adobe') return ['adobeDataLayer'];
  if (layer === 'gtm') return ['dataLayer'];
  if (layer === 'both') return ['adobeDataLayer', 'dataLayer'];
  return pageHas(win, 'adobeDataLayer') ? ['adobeDataLayer'] : ['dataLayer'];
}

/** An event in the Adobe Client Data Layer's event shape: the details under eventInfo. */
export function adobeEntryOf(entry: AnalyticsEntry): AdobeDataLayerEntry {
  const { event, ...eventInfo } = entry;
  return { event, eventInfo };
}

function push(win: Record<string, unknown>, name: LayerName, value: unknown, event: AnalyticsEventName): void {
  const queue = queueOf(win, name);
  if (!queue) {
    console.debug(`bp-configurator: window.${name} is not a queue; analytics event not pushed`, event);
    return;
  }
  try {
    queue.push(value);
  } catch (error) {
    console.debug(`bp-configurator: ${name}.push failed`, error);
  }
}

/** Records one analytics event: pushes it to the configured page data layer(s) and dispatches bp-analytics. */
export function emitAnalytics(
  instance: AnalyticsTarget,
  name: AnalyticsEventName,
  detail: Record<string, unknown> = {},
  win: Record<string, unknown> = typeof window === 'undefined' ? {} : (window as unknown as Record<string, unknown>),
): AnalyticsEntry {
  const entry: AnalyticsEntry = { ...detail, event: name };
  for (const layer of dataLayersFor(instance.config.analyticsLayer, win)) {
    push(win, layer, layer === 'adobeDataLayer' ? adobeEntryOf(entry) : entry, name);
  }
  try {
    instance.emit('bp-analytics', entry);
  } catch (error) {
    console.debug('bp-configurator: bp-analytics dispatch failed', error);
  }
  return entry;
}
