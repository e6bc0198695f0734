/**
 * The element's conversation with the surrounding page (spec 7), one module per instance
 * store: subscriptions that post each message when its payload changes, one dispatcher for
 * the page's messages, the analytics events of a configuration's life and `bp-build-change`.
 * Payloads are typed by the maps in src/elementInterface.ts (HostMessageToPageMap,
 * HostMessageFromPageMap); what the bridge last sent lives in the instance's store, so an
 * element moved in the page (React remounted) does not tell the page again.
 */
import { atom, type Atom, type Getter } from 'jotai';
import { hostTotal } from '../domain/hostTotal';
import { parseContinueBuild } from '../domain/storageValues';
import { reportThreeDState } from '../domain/threeDState';
import type { PriceSum } from '../domain/pricing';
import type { Offer, ResolvedSelection } from '../domain/types';
import type { HostMessageFromPageMap, HostMessageToPageMap } from '../elementInterface';
import { emitAnalytics } from '../host/analytics';
import {
  financeDisclaimersPayload,
  hostOffer,
  postToHost,
  pricingAndLocationPayload,
  stableJson,
  subscribeToHost,
  type HtmlSanitizer,
} from '../host/hostChannel';
import {
  isFromThisPage,
  messageTypeOf,
  parseHostMessage,
  type HostMessage,
  type IncomingMessageType,
  type MessageSource,
  type OutgoingMessageType,
} from '../host/hostMessages';
import { onPageHidden } from '../host/pageHidden';
import { isFirstStart, saveSessionPricing } from '../host/session';
import { storageKeys } from '../host/storageKeys';
import { buildAtom, loadedRangeAtom, pricingAtom, pricingLocationAtom, storeDisclaimersAtom, type LoadedRange } from './atoms';
import { applyHostPricingAtom, openSettingsForHostAtom } from './hostMessageActions';
import type { Instance } from './instance';
import { onceEach } from '../domain/onceEach';
import { visualiserFullScreenAtom, visualiserStatusAtom, visualiserViewAtom } from './visualiser';

/** The element's HTML sanitiser, which comes with a lazy chunk (ui/common/sanitizerRegistry.ts). */
export interface SanitizerSource {
  /** The sanitiser, or null until its code is loaded. */
  current(): HtmlSanitizer | null;
  /** Calls `listener` when the sanitiser arrives; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Starts loading its code (store HTML sent to the page waits for it). */
  want(): void;
}

/**
 * What the bridge reports of a priced build: state/configurator.ts's atoms, which come with the vehicle
 * route's code (issue 31.4: the pricing rules are not in the first module). A vehicle load puts them in
 * its instance's store (pricedBuildAtom) before it sets a build; until then there is no build, and each
 * message says what it says without one.
 */
export interface PricedBuildAtoms {
  resolved: Atom<ResolvedSelection | null>;
  priceOnApplication: Atom<boolean>;
  offer: Atom<Offer | null>;
  breakdown: Atom<PriceSum | null>;
  buildCode: Atom<string | null>;
  /** The build's thumbnail, the page's offer image. */
  thumbnail: Atom<string | null>;
}

/** The priced build's atoms, once the vehicle route's code has loaded a range into this store. */
export const pricedBuildAtom = atom<PricedBuildAtoms | null>(null);

/** One of the priced build's values, or `none` before the vehicle route's code is here. */
function priced<T>(get: Getter, pick: (atoms: PricedBuildAtoms) => Atom<T>, none: T): T {
  const atoms = get(pricedBuildAtom);
  return atoms ? get(pick(atoms)) : none;
}

const resolvedAtom = atom((get) => priced(get, (atoms) => atoms.resolved, null));
const priceOnApplicationAtom = atom((get) => priced(get, (atoms) => atoms.priceOnApplication, false));
const offerAtom = atom((get) => priced(get, (atoms) => atoms.offer, null));
const breakdownAtom = atom((get) => priced(get, (atoms) => atoms.breakdown, null));

// ---------------------------------------------------------------------------
// The bridge's memory, in the instance's store
// ---------------------------------------------------------------------------

/** What the bridge last sent, per message type (stable JSON of the payload). */
const sentAtom = atom<Readonly<Partial<Record<OutgoingMessageType, string>>>>({});
/** Put back on the page after telling it a 3D state, and the viewer has not settled again since (see reportThreeDState). */
const restarting3DAtom = atom(false);
/** Loads whose start was reported, by their car (a load's range entry gains prices later without being a new load). */
const startedCarsAtom = atom<ReadonlySet<LoadedRange['car']>>(new Set<LoadedRange['car']>());
/** The last configured vehicle, for the abandonment event. */
const lastVehicleAtom = atom<Record<string, unknown> | null>(null);
/** The page-hide abandonment was recorded (once per page). */
const abandonedAtom = atom(false);
/** The last bp-build-change detail dispatched. */
const lastBuildChangeAtom = atom<string | null>(null);
/** The sanitiser as the bridge last heard of it. */
const sanitizerAtom = atom<HtmlSanitizer | null>(null);

// ---------------------------------------------------------------------------
// What each message to the page says, from the store
// ---------------------------------------------------------------------------

type PayloadAtoms = { [T in Exclude<OutgoingMessageType, 'syncPricingAndLocationBetweenVueAndReact'>]: Atom<HostMessageToPageMap[T]> };

const payloadAtoms: PayloadAtoms = {
  setPOA: priceOnApplicationAtom,
  setOverrideOffer: atom((get) => {
    const offer = get(offerAtom);
    const loaded = get(loadedRangeAtom);
    const resolved = get(resolvedAtom);
    const sanitize = get(sanitizerAtom);
    return offer && loaded && resolved && sanitize
      ? { offerImage: priced(get, (atoms) => atoms.thumbnail, null), offer: hostOffer(offer, sanitize) }
      : { offerImage: null, offer: null };
  }),
  set3DState: atom((get) => ({
    available: get(loadedRangeAtom)?.range.readyForRender ?? false,
    state: get(visualiserStatusAtom),
    view: get(visualiserViewAtom),
    fullScreen: get(visualiserFullScreenAtom),
  })),
  pricingAndLocationUpdate: atom((get) => pricingAndLocationPayload(get(pricingAtom), get(pricingLocationAtom))),
  financeDisclaimersUpdate: atom((get) => {
    const sanitize = get(sanitizerAtom);
    return financeDisclaimersPayload(
      sanitize ? get(storeDisclaimersAtom) : null,
      get(buildAtom)?.financeSelected ?? false,
      sanitize ?? String,
    );
  }),
  offerTotalUpdate: atom((get) => hostTotal(get(breakdownAtom), get(priceOnApplicationAtom), get(offerAtom) !== null)),
};

/** Posts a message when its payload differs from the last one sent; says whether this was the first, a change, or the same. */
function sendOnChange<T extends OutgoingMessageType>(
  instance: Instance,
  type: T,
  payload: HostMessageToPageMap[T],
  options: { silentFirst?: boolean } = {},
): 'first' | 'changed' | 'same' {
  const key = stableJson(payload);
  const previous = instance.store.get(sentAtom)[type];
  if (previous === key) return 'same';
  instance.store.set(sentAtom, (sent) => ({ ...sent, [type]: key }));
  if (previous === undefined && options.silentFirst) return 'first';
  postToHost(type, payload, instance.config.allowedOrigins);
  return previous === undefined ? 'first' : 'changed';
}

/** What each payload's change does, in the order the messages are first sent. */
const onPayload: { [T in keyof PayloadAtoms]: (instance: Instance, payload: HostMessageToPageMap[T]) => void } = {
  setPOA: (instance, poa) => void sendOnChange(instance, 'setPOA', poa),
  // Nothing to override before a vehicle is priced; going back to the selector clears it.
  setOverrideOffer: (instance, override) =>
    void sendOnChange(instance, 'setOverrideOffer', override, { silentFirst: override.offer === null }),
  set3DState: (instance, state) => {
    const { report, restarting } = reportThreeDState(state, instance.store.get(restarting3DAtom));
    instance.store.set(restarting3DAtom, restarting);
    if (report) sendOnChange(instance, 'set3DState', state);
  },
  pricingAndLocationUpdate: (instance, pricing) => {
    // Kept for the session: an element the page re-creates starts from these settings.
    saveSessionPricing(pricing);
    const sent = sendOnChange(instance, 'pricingAndLocationUpdate', pricing);
    // A change made inside the element (the settings modal) is also offered for the Vue side to sync.
    if (sent === 'changed') sendOnChange(instance, 'syncPricingAndLocationBetweenVueAndReact', pricing);
  },
  financeDisclaimersUpdate: (instance, finance) => void sendOnChange(instance, 'financeDisclaimersUpdate', finance),
  // No total before a vehicle is priced; going back to the selector (or POA) clears it.
  offerTotalUpdate: (instance, total) => void sendOnChange(instance, 'offerTotalUpdate', total, { silentFirst: total.total === null }),
};

/** Posts each message now if it changed, and again whenever its payload does. */
function followPayloads(instance: Instance): (() => void)[] {
  return (Object.keys(payloadAtoms) as (keyof PayloadAtoms)[]).map(<T extends keyof PayloadAtoms>(type: T) => {
    const payload = payloadAtoms[type] as Atom<HostMessageToPageMap[T]>;
    const react = () => onPayload[type](instance, instance.store.get(payload));
    react();
    return instance.store.sub(payload, react);
  });
}

// ---------------------------------------------------------------------------
// The page's messages
// ---------------------------------------------------------------------------

/** Pricing from the page, applied like the modal's Apply and marked as sent in the same write, so it is not echoed back. */
const applyPagePricingAtom = atom(null, (get, set, payload: HostMessageFromPageMap['pricingAndLocationUpdate']) => {
  set(applyHostPricingAtom, payload);
  const applied = stableJson(pricingAndLocationPayload(get(pricingAtom), get(pricingLocationAtom)));
  set(sentAtom, (sent) => ({ ...sent, pricingAndLocationUpdate: applied }));
});

/** What each message from the page does. */
const onMessage: { [T in IncomingMessageType]: (instance: Instance, payload: HostMessageFromPageMap[T]) => void } = {
  showStateBasedPricingModal: (instance) => {
    if (!instance.store.set(openSettingsForHostAtom))
      console.debug('bp-configurator: showStateBasedPricingModal ignored: no vehicle is being configured');
  },
  pricingAndLocationUpdate: (instance, payload) => instance.store.set(applyPagePricingAtom, payload),
  syncPricingAndLocationBetweenVueAndReact: (instance, payload) => instance.store.set(applyPagePricingAtom, payload),
};

/** Ignored messages are logged once per kind and origin (issue 34.5), not once per message. */
const ignoredOnce = onceEach();

function noteIgnored(kind: string, origin: string, text: string): void {
  const verdict = ignoredOnce(`${kind} ${origin}`);
  if (verdict === 'log') console.debug(`bp-configurator: ${text} (further ones of this kind from this origin are not logged)`);
  else if (verdict === 'last') console.debug('bp-configurator: more kinds of ignored window messages; they are not logged');
}

/**
 * The one dispatcher for window messages: acts on a message from the page (an allowed origin,
 * the element's own window or its parent) that is exactly a known type with a valid payload;
 * anything else changes nothing and is noted at debug level. Returns the message acted on.
 */
export function dispatchHostMessage(instance: Instance, event: MessageSource & { data: unknown }): HostMessage | null {
  if (!isFromThisPage(event, instance.config.allowedOrigins)) {
    const origin = event.origin || '(unknown origin)';
    noteIgnored('foreign', origin, `ignored a message from ${origin}, not the host page`);
    return null;
  }
  const message = parseHostMessage(event.data);
  if (!message) {
    const kind = messageTypeOf(event.data) ?? '(no type)';
    noteIgnored(kind, event.origin || '(unknown origin)', `ignored a host message ${kind}`);
    return null;
  }
  (onMessage[message.type] as (instance: Instance, payload: HostMessage['payload']) => void)(instance, message.payload);
  return message;
}

// ---------------------------------------------------------------------------
// Analytics and bp-build-change
// ---------------------------------------------------------------------------

/**
 * The chosen vehicle as every analytics event names it (the start, the vehicle select, the
 * page-hide and drawer abandonments): null fields for what is not there yet.
 */
export function vehicleAnalytics(get: Getter) {
  const loaded = get(loadedRangeAtom);
  const resolved = get(resolvedAtom);
  return {
    vehicleRange: loaded?.range.code ?? null,
    vehicleName: loaded?.car.displayName ?? null,
    modelYear: loaded?.car.modelYear ?? null,
    model: resolved?.configurable.name ?? null,
    modelSku: resolved?.configurable.sku ?? null,
    variantSku: resolved?.variant.sku ?? null,
  };
}

/** The chosen vehicle's analytics details, or null before a range and its build are there. */
function vehicleDetails(instance: Instance): Record<string, unknown> | null {
  const ready = instance.store.get(loadedRangeAtom) !== null && instance.store.get(resolvedAtom) !== null;
  return ready ? vehicleAnalytics(instance.store.get) : null;
}

const startAtom = atom((get) => ({ loaded: get(loadedRangeAtom), hasBuild: get(buildAtom) !== null }));

/**
 * configuratorStart then configuratorVehicleSelect, once, when a range's build first exists (spec 4);
 * an element the page re-creates on the range's build (v-if, a re-render) does not start it again.
 */
function recordStart(instance: Instance): void {
  const { loaded, hasBuild } = instance.store.get(startAtom);
  if (!loaded || !hasBuild || instance.store.get(startedCarsAtom).has(loaded.car)) return;
  const details = vehicleDetails(instance);
  if (!details) return;
  instance.store.set(startedCarsAtom, (started) => new Set(started).add(loaded.car));
  instance.store.set(lastVehicleAtom, details);
  if (!isFirstStart(String(details.vehicleRange))) return;
  emitAnalytics(instance, 'configuratorStart', {
    vehicleRange: details.vehicleRange,
    vehicleName: details.vehicleName,
    modelYear: details.modelYear,
  });
  emitAnalytics(instance, 'configuratorVehicleSelect', details);
}

/** Page hide without the continue flag, after a build: abandonment, once per page (spec 4). */
function recordAbandonment(instance: Instance): void {
  if (instance.store.get(abandonedAtom)) return;
  const details = vehicleDetails(instance) ?? instance.store.get(lastVehicleAtom);
  if (!details) return;
  if (parseContinueBuild(instance.storage.get(storageKeys.continueBuild))) return;
  instance.store.set(abandonedAtom, true);
  emitAnalytics(instance, 'configuratorAbandonment', { ...details, reason: 'pagehide' });
}

/** The `bp-build-change` detail (DESIGN: "build changed with total"), or null before a build is priced. */
const buildChangeAtom = atom((get) => {
  const loaded = get(loadedRangeAtom);
  const resolved = get(resolvedAtom);
  const cart = get(buildAtom)?.cart;
  const breakdown = get(breakdownAtom);
  if (!loaded || !resolved || !cart || !breakdown) return null;
  const poa = get(priceOnApplicationAtom);
  return {
    range: loaded.range.code,
    modelSku: resolved.configurable.sku,
    variantSku: resolved.variant.sku,
    accessories: [...cart],
    ...hostTotal(breakdown, poa, get(offerAtom) !== null),
    priceOnApplication: poa,
    buildCode: priced(get, (atoms) => atoms.buildCode, null),
  };
});

function dispatchBuildChange(instance: Instance): void {
  const detail = instance.store.get(buildChangeAtom);
  if (!detail) return;
  const key = stableJson(detail);
  if (instance.store.get(lastBuildChangeAtom) === key) return;
  instance.store.set(lastBuildChangeAtom, key);
  instance.emit('bp-build-change', detail);
}

/** Runs `react` now and whenever the atom's value changes. */
function follow(instance: Instance, value: Atom<unknown>, react: () => void): () => void {
  react();
  return instance.store.sub(value, react);
}

// ---------------------------------------------------------------------------
// The bridge
// ---------------------------------------------------------------------------

/**
 * Starts the instance's bridge with the page; returns its stop. Started again for an instance
 * that has told the page its 3D state (the element was put back on the page), it holds back
 * the restarted viewer's idle and loading (reportThreeDState).
 */
export function startHostBridge(instance: Instance, sanitizer: SanitizerSource): () => void {
  const store = instance.store;
  if (store.get(sentAtom).set3DState !== undefined) store.set(restarting3DAtom, true);
  // Listen first: the bridge can then tell the echo of the first posts from the page's own messages.
  const stops = [subscribeToHost((event) => void dispatchHostMessage(instance, event))];
  const hearSanitizer = () => store.set(sanitizerAtom, () => sanitizer.current());
  hearSanitizer();
  stops.push(sanitizer.subscribe(hearSanitizer));
  stops.push(
    follow(instance, loadedRangeAtom, () => {
      if (store.get(loadedRangeAtom) !== null && !sanitizer.current()) sanitizer.want();
    }),
  );
  stops.push(...followPayloads(instance));
  stops.push(follow(instance, startAtom, () => recordStart(instance)));
  stops.push(onPageHidden(() => recordAbandonment(instance)));
  stops.push(follow(instance, buildChangeAtom, () => dispatchBuildChange(instance)));
  return () => {
    for (const stop of stops) stop();
  };
}
