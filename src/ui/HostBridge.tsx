/**
 * The element's conversation with the surrounding page, rendered once per
 * element (spec 7): the messages it sends when their value changes, the page's
 * messages it acts on, and the analytics events of a configuration's life.
 * Renders nothing.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { hostTotal } from '../domain/hostTotal';
import { reportThreeDState } from '../domain/threeDState';
import { parseContinueBuild } from '../domain/storageValues';
import { emitAnalytics } from '../host/analytics';
import {
  financeDisclaimersPayload,
  hostOffer,
  postToHost,
  pricingAndLocationPayload,
  stableJson,
  subscribeToHost,
} from '../host/hostChannel';
import { isFromThisPage, messageTypeOf, parseHostMessage, type OutgoingMessageType } from '../host/hostMessages';
import { onPageHidden } from '../host/pageHidden';
import { isFirstStart, saveSessionPricing } from '../host/session';
import { storageKeys } from '../host/storageKeys';
import { buildAtom, loadedRangeAtom, pricingAtom, pricingLocationAtom, storeDisclaimersAtom, type LoadedRange } from '../state/atoms';
import { applyHostPricingAtom, openSettingsForHostAtom } from '../state/hostMessageActions';
import { breakdownAtom, offerAtom, priceOnApplicationAtom, resolvedAtom } from '../state/configurator';
import { useInstance, type Instance } from '../state/instance';
import { visualiserFullScreenAtom, visualiserStatusAtom, visualiserViewAtom } from '../state/visualiser';
import { useSanitizer } from './common/sanitizerRegistry';
import { thumbnailUrl } from './configurator/header/vehicleImage';

/** What each instance last sent, per message type (kept outside React: moving the element remounts it). */
const sentByInstance = new WeakMap<Instance, Map<OutgoingMessageType, string>>();
/** Loaded ranges whose configuration start was already recorded. */
/** Loads whose start was reported, by their car (a load's range entry gains prices later without being a new load). */
const startedRanges = new WeakSet<LoadedRange['car']>();
/** Instances put back on the page whose viewer has not settled again since (see reportThreeDState). */
const restarting3D = new WeakSet<Instance>();
/** The last configured vehicle per instance, for the abandonment event. */
const lastVehicle = new WeakMap<Instance, Record<string, unknown>>();
/** Instances whose page-hide abandonment was recorded (once per page). */
const abandoned = new WeakSet<Instance>();

function sentOf(instance: Instance): Map<OutgoingMessageType, string> {
  let sent = sentByInstance.get(instance);
  if (!sent) {
    sent = new Map();
    sentByInstance.set(instance, sent);
  }
  return sent;
}

/** Posts a message when its payload differs from the last one sent; says whether this was the first, a change, or the same. */
function sendOnChange(
  instance: Instance,
  type: OutgoingMessageType,
  payload: unknown,
  options: { silentFirst?: boolean } = {},
): 'first' | 'changed' | 'same' {
  const sent = sentOf(instance);
  const key = stableJson(payload);
  const previous = sent.get(type);
  if (previous === key) return 'same';
  sent.set(type, key);
  if (previous === undefined && options.silentFirst) return 'first';
  postToHost(type, payload, instance.config.allowedOrigins);
  return previous === undefined ? 'first' : 'changed';
}

/** The chosen vehicle as analytics details. */
function vehicleDetails(instance: Instance): Record<string, unknown> | null {
  const loaded = instance.store.get(loadedRangeAtom);
  const resolved = instance.store.get(resolvedAtom);
  if (!loaded || !resolved) return null;
  return {
    vehicleRange: loaded.range.code,
    vehicleName: loaded.car.displayName,
    modelYear: loaded.car.modelYear,
    model: resolved.configurable.name,
    modelSku: resolved.configurable.sku,
    variantSku: resolved.variant.sku,
  };
}

function useOutgoingMessages(instance: Instance): void {
  const poa = useAtomValue(priceOnApplicationAtom);
  const loaded = useAtomValue(loadedRangeAtom);
  const resolved = useAtomValue(resolvedAtom);
  const offer = useAtomValue(offerAtom);
  const pricing = useAtomValue(pricingAtom);
  const location = useAtomValue(pricingLocationAtom);
  const disclaimers = useAtomValue(storeDisclaimersAtom);
  const financeSelected = useAtomValue(buildAtom)?.financeSelected ?? false;
  const breakdown = useAtomValue(breakdownAtom);
  const assetBase = instance.config.assetBase;

  const readyForRender = loaded?.range.readyForRender ?? false;
  const visualiserStatus = useAtomValue(visualiserStatusAtom);
  const visualiserView = useAtomValue(visualiserViewAtom);
  const visualiserFullScreen = useAtomValue(visualiserFullScreenAtom);
  const sanitize = useSanitizer(loaded !== null);
  const overrideOffer = useMemo(
    () =>
      offer && loaded && resolved && sanitize
        ? { offerImage: thumbnailUrl(assetBase, loaded.car, resolved), offer: hostOffer(offer, sanitize) }
        : { offerImage: null, offer: null },
    [offer, loaded, resolved, assetBase, sanitize],
  );
  const pricingPayload = useMemo(() => pricingAndLocationPayload(pricing, location), [pricing, location]);
  const financePayload = useMemo(
    () => financeDisclaimersPayload(sanitize ? disclaimers : null, financeSelected, sanitize ?? String),
    [disclaimers, financeSelected, sanitize],
  );
  const total = useMemo(() => hostTotal(breakdown, poa, offer !== null), [breakdown, poa, offer]);

  // Mounted again for an instance that has told the page its 3D state: the element was put back on the page
  // (a layout effect, so before this mount's first set3DState below).
  useLayoutEffect(() => {
    if (sentOf(instance).has('set3DState')) restarting3D.add(instance);
  }, [instance]);

  // Effects run when a payload object changes; sendOnChange posts only when its value did.
  useEffect(() => {
    sendOnChange(instance, 'setPOA', poa);
  }, [instance, poa]);
  useEffect(() => {
    // Nothing to override before a vehicle is priced; going back to the selector clears it.
    sendOnChange(instance, 'setOverrideOffer', overrideOffer, { silentFirst: overrideOffer.offer === null });
  }, [instance, overrideOffer]);
  useEffect(() => {
    const state = { available: readyForRender, state: visualiserStatus, view: visualiserView, fullScreen: visualiserFullScreen };
    const { report, restarting } = reportThreeDState(state, restarting3D.has(instance));
    if (!restarting) restarting3D.delete(instance);
    if (report) sendOnChange(instance, 'set3DState', state);
  }, [instance, readyForRender, visualiserStatus, visualiserView, visualiserFullScreen]);
  useEffect(() => {
    // Kept for the session: an element the page re-creates starts from these settings.
    saveSessionPricing(pricingPayload);
    const sent = sendOnChange(instance, 'pricingAndLocationUpdate', pricingPayload);
    // A change made inside the element (the settings modal) is also offered for the Vue side to sync.
    if (sent === 'changed') sendOnChange(instance, 'syncPricingAndLocationBetweenVueAndReact', pricingPayload);
  }, [instance, pricingPayload]);
  useEffect(() => {
    sendOnChange(instance, 'financeDisclaimersUpdate', financePayload);
  }, [instance, financePayload]);
  useEffect(() => {
    // No total before a vehicle is priced; going back to the selector (or POA) clears it.
    sendOnChange(instance, 'offerTotalUpdate', total, { silentFirst: total.total === null });
  }, [instance, total]);
}

function useIncomingMessages(instance: Instance): void {
  const applyPricing = useSetAtom(applyHostPricingAtom);
  const openSettings = useSetAtom(openSettingsForHostAtom);
  useEffect(
    () =>
      subscribeToHost((event) => {
        if (!isFromThisPage(event, instance.config.allowedOrigins)) {
          console.debug('bp-configurator: ignored a message from', event.origin || '(unknown origin)', 'not the host page');
          return;
        }
        const message = parseHostMessage(event.data);
        if (!message) {
          console.debug('bp-configurator: ignored a host message', messageTypeOf(event.data) ?? '(no type)');
          return;
        }
        if (message.type === 'showStateBasedPricingModal') {
          if (!openSettings()) console.debug('bp-configurator: showStateBasedPricingModal ignored: no vehicle is being configured');
          return;
        }
        applyPricing(message.payload);
        // The page knows these settings already: mark them as sent so they are not echoed back.
        const store = instance.store;
        const applied = pricingAndLocationPayload(store.get(pricingAtom), store.get(pricingLocationAtom));
        sentOf(instance).set('pricingAndLocationUpdate', stableJson(applied));
      }),
    [instance, applyPricing, openSettings],
  );
}

function useConfiguratorAnalytics(instance: Instance): void {
  const loaded = useAtomValue(loadedRangeAtom);
  const hasBuild = useAtomValue(buildAtom) !== null;

  // configuratorStart then configuratorVehicleSelect, once, when a range's build first exists (spec 4);
  // an element the page re-creates on the range's build (v-if, a re-render) does not start it again.
  useEffect(() => {
    if (!loaded || !hasBuild || startedRanges.has(loaded.car)) return;
    const details = vehicleDetails(instance);
    if (!details) return;
    startedRanges.add(loaded.car);
    lastVehicle.set(instance, details);
    if (!isFirstStart(String(details.vehicleRange))) return;
    emitAnalytics(instance, 'configuratorStart', {
      vehicleRange: details.vehicleRange,
      vehicleName: details.vehicleName,
      modelYear: details.modelYear,
    });
    emitAnalytics(instance, 'configuratorVehicleSelect', details);
  }, [instance, loaded, hasBuild]);

  // Page hide without the continue flag, after a build: abandonment, once per page (spec 4).
  useEffect(() => {
    return onPageHidden(() => {
      if (abandoned.has(instance)) return;
      const details = vehicleDetails(instance) ?? lastVehicle.get(instance);
      if (!details) return;
      if (parseContinueBuild(instance.storage.get(storageKeys.continueBuild))) return;
      abandoned.add(instance);
      emitAnalytics(instance, 'configuratorAbandonment', { ...details, reason: 'pagehide' });
    });
  }, [instance]);
}

/** The last build-change detail each instance dispatched. */
const lastBuildChange = new WeakMap<Instance, string>();

/** `bp-build-change`: the build or its total changed (DESIGN: "build changed with total"). */
function useBuildChangeEvent(instance: Instance): void {
  const loaded = useAtomValue(loadedRangeAtom);
  const resolved = useAtomValue(resolvedAtom);
  const cart = useAtomValue(buildAtom)?.cart;
  const breakdown = useAtomValue(breakdownAtom);
  const poa = useAtomValue(priceOnApplicationAtom);
  const priced = useAtomValue(offerAtom) !== null;
  useEffect(() => {
    if (!loaded || !resolved || !cart || !breakdown) return;
    const detail = {
      range: loaded.range.code,
      modelSku: resolved.configurable.sku,
      variantSku: resolved.variant.sku,
      accessories: [...cart],
      ...hostTotal(breakdown, poa, priced),
      priceOnApplication: poa,
    };
    const key = stableJson(detail);
    if (lastBuildChange.get(instance) === key) return;
    lastBuildChange.set(instance, key);
    instance.emit('bp-build-change', detail);
  }, [instance, loaded, resolved, cart, breakdown, poa, priced]);
}

/** Mount once inside the element. */
export function HostBridge() {
  const instance = useInstance();
  // Listen first: the bridge can then tell the echo of the first posts from the page's own messages.
  useIncomingMessages(instance);
  useOutgoingMessages(instance);
  useConfiguratorAnalytics(instance);
  useBuildChangeEvent(instance);
  return null;
}
