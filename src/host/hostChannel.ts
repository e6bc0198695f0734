/**
 * The element's side of the window-message bridge with the surrounding page
 * (spec 7, DESIGN "Element interface"). Messages go out as `{ type, payload }`
 * to the page: the parent window when the element sits in a frame, else the
 * element's own window (the Vue app listens on it). Every post names its
 * target origin; none ever uses '*'. Incoming messages reach subscribers
 * through one listener per window, which drops the echo of the element's own
 * posts (a post to its own window is heard by that window's listeners too).
 */
import type { Offer, PricingContext, PricingLocation, StoreDisclaimers, Disclaimer } from '../domain/types';
import type { HostMessageToPageMap } from '../elementInterface';
import type { OutgoingMessageType, PricingAndLocation } from './hostMessages';
import { isOversizedMessage } from './messageSize';

/** JSON with object keys sorted, so equal values give equal text; total (cycles and BigInt read as null). */
export function stableJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const normalise = (entry: unknown): unknown => {
    if (typeof entry === 'bigint' || typeof entry === 'function' || typeof entry === 'symbol') return null;
    if (typeof entry !== 'object' || entry === null) return entry;
    if (seen.has(entry)) return null;
    seen.add(entry);
    const result = Array.isArray(entry)
      ? entry.map(normalise)
      : Object.fromEntries(
          Object.keys(entry)
            .sort()
            .map((key) => [key, normalise((entry as Record<string, unknown>)[key])]),
        );
    seen.delete(entry);
    return result;
  };
  try {
    return JSON.stringify(normalise(value)) ?? 'undefined';
  } catch {
    return 'null';
  }
}

/** The origin of a window, or null when it is cross-origin (reading it throws) or opaque. */
function originOf(win: Window): string | null {
  try {
    const origin = win.location.origin;
    return origin && origin !== 'null' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * Where the element's messages go: the parent when the element is inside a frame,
 * else its own window; and the explicit target origin: the page's own origin, or,
 * for a parent in another origin, the first allowed origin other than the page's
 * own. Null when no usable origin exists: an opaque page, or a parent in another
 * origin that allowed-origins does not name (posting to it would only make the
 * browser log an origin mismatch error; nothing may leak to an unknown parent).
 */
export function hostTarget(win: Window, allowedOrigins: readonly string[]): { target: Window; targetOrigin: string } | null {
  const own = originOf(win);
  const framed = win.parent !== win;
  if (!framed) return own ? { target: win, targetOrigin: own } : null;
  const parentOrigin = originOf(win.parent);
  if (parentOrigin && parentOrigin === own) return { target: win.parent, targetOrigin: own };
  const listed = allowedOrigins.find((origin) => origin !== own && origin !== 'null');
  return listed ? { target: win.parent, targetOrigin: listed } : null;
}

interface WindowBridge {
  listeners: Set<(event: MessageEvent) => void>;
  /** Keys (type + payload) of posts to this window not yet heard back, with counts. */
  pending: Map<string, number>;
  onMessage: (event: MessageEvent) => void;
}

const bridges = new WeakMap<Window, WindowBridge>();
const MAX_PENDING = 200;

function messageKey(data: unknown): string {
  return stableJson(data);
}

function bridgeOf(win: Window): WindowBridge {
  let bridge = bridges.get(win);
  if (!bridge) {
    const created: WindowBridge = {
      listeners: new Set(),
      pending: new Map(),
      onMessage: (event) => {
        // An echo of the element's own (small) posts is never oversized: a huge message is not keyed (stableJson walks it all).
        if (event.source === win && created.pending.size > 0 && !isOversizedMessage(event.data)) {
          const key = messageKey(event.data);
          const count = created.pending.get(key) ?? 0;
          if (count > 0) {
            if (count === 1) created.pending.delete(key);
            else created.pending.set(key, count - 1);
            return;
          }
        }
        for (const listener of [...created.listeners]) {
          try {
            listener(event);
          } catch (error) {
            console.error('bp-configurator: a host message handler failed:', error);
          }
        }
      },
    };
    bridges.set(win, created);
    bridge = created;
  }
  return bridge;
}

/** The origin of the page that frames `win`, where the browser tells it (ancestorOrigins, else the referrer); null otherwise. */
function framingOrigin(win: Window): string | null {
  try {
    const ancestor = win.location.ancestorOrigins?.[0];
    if (ancestor && ancestor !== 'null') return ancestor;
    const referrer = win.document?.referrer;
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}

/** Windows already told that allowed-origins misses their framing page (said once per window). */
const toldMisconfigured = new WeakSet<object>();

/**
 * In a frame of another origin, says once in the console when allowed-origins does not name
 * the framing page first: the browser then drops every message to it without a word.
 */
function checkFramingOrigin(win: Window, allowedOrigins: readonly string[], targetOrigin: string | null): void {
  if (win.parent === win || toldMisconfigured.has(win)) return;
  const own = originOf(win);
  const parentOrigin = originOf(win.parent) ?? framingOrigin(win);
  if (!parentOrigin || parentOrigin === own || parentOrigin === targetOrigin) return;
  toldMisconfigured.add(win);
  console.warn(
    `bp-configurator: this element is framed by a page from ${parentOrigin}, but allowed-origins ${
      targetOrigin ? `names ${targetOrigin} first` : 'does not name it'
    }, so the page hears none of its messages. List ${parentOrigin} first in allowed-origins.`,
  );
}

/**
 * Posts `{ type, payload }` to the host page with an explicit target origin
 * (payload left out when undefined). Never throws; false when nothing was posted.
 * The payload's type is the message's in HostMessageToPageMap.
 */
export function postToHost<T extends OutgoingMessageType>(
  type: T,
  payload: HostMessageToPageMap[T],
  allowedOrigins: readonly string[] = [],
  win: Window = window,
): boolean {
  const destination = hostTarget(win, allowedOrigins);
  checkFramingOrigin(win, allowedOrigins, destination?.targetOrigin ?? null);
  if (!destination) return false;
  const message = payload === undefined ? { type } : { type, payload };
  try {
    if (destination.target === win) {
      const bridge = bridgeOf(win);
      if (bridge.listeners.size > 0) {
        if (bridge.pending.size >= MAX_PENDING) bridge.pending.clear();
        const key = messageKey(message);
        bridge.pending.set(key, (bridge.pending.get(key) ?? 0) + 1);
      }
    }
    destination.target.postMessage(message, destination.targetOrigin);
    return true;
  } catch (error) {
    console.debug('bp-configurator: could not post', type, error);
    return false;
  }
}

/** Calls `listener` for every message the window receives that is not the echo of the element's own post. */
export function subscribeToHost(listener: (event: MessageEvent) => void, win: Window = window): () => void {
  const bridge = bridgeOf(win);
  if (bridge.listeners.size === 0) win.addEventListener('message', bridge.onMessage);
  bridge.listeners.add(listener);
  return () => {
    bridge.listeners.delete(listener);
    if (bridge.listeners.size === 0) {
      win.removeEventListener('message', bridge.onMessage);
      bridge.pending.clear();
    }
  };
}

// ---------------------------------------------------------------------------
// Payloads, as the page reads them
// ---------------------------------------------------------------------------

/** pricingAndLocationUpdate and syncPricingAndLocationBetweenVueAndReact. */
export function pricingAndLocationPayload(pricing: PricingContext, location: PricingLocation | null): PricingAndLocation {
  return { customerType: pricing.customerType, pricingType: pricing.pricingType, location: location ? { ...location } : null };
}

/** A store offer as spec 3 spells it (snake_case, per-state prices under their state code). */
export interface HostOffer {
  title: string | null;
  description: string | null;
  short_description: string | null;
  special_offer_flag: boolean;
  disclaimers: Disclaimer[];
  price: Record<string, unknown> | null;
}

/** Makes store HTML safe to put into a page (the element's DOMPurify configuration, src/ui/common/SafeHtml). */
export type HtmlSanitizer = (html: string) => string;

/**
 * The offer for setOverrideOffer, in the store's spelling the page's offer
 * components read. Its HTML fields (description, short_description, the
 * disclaimers' text, the price disclaimer) leave the element sanitised: the page
 * may put them into its DOM as they come.
 */
export function hostOffer(offer: Offer, sanitize: HtmlSanitizer): HostOffer {
  const price = offer.price;
  const html = (value: string | null | undefined): string | null => (value ? sanitize(value) : null);
  return {
    title: offer.title ?? null,
    description: html(offer.description),
    short_description: html(offer.shortDescription),
    special_offer_flag: offer.specialOfferFlag,
    disclaimers: offer.disclaimers.map((d) => ({ marker: d.marker, text: sanitize(d.text) })),
    price: price
      ? {
          label: price.label ?? null,
          value: price.value,
          override_label: price.overrideLabel ?? null,
          disclaimer: html(price.disclaimer),
          lease_terms: price.leaseTerms ? { mileage: price.leaseTerms.mileage, months: price.leaseTerms.months } : null,
          ...Object.fromEntries(
            Object.entries(price.states ?? {}).map(([state, statePrice]) => [
              state,
              statePrice
                ? { value: statePrice.value, label: statePrice.label ?? null, override_label: statePrice.overrideLabel ?? null }
                : null,
            ]),
          ),
        }
      : null,
  };
}

/** financeDisclaimersUpdate: the finance and balloon payment disclaimers (text sanitised), shown while Finance is the open tab. */
export function financeDisclaimersPayload(
  store: StoreDisclaimers | null,
  financeSelected: boolean,
  sanitize: HtmlSanitizer,
): { disclaimers: Disclaimer[]; show: boolean } {
  const disclaimers = [store?.financePayments ?? null, store?.balloonPayments ?? null]
    .filter((d): d is Disclaimer => d !== null)
    .map((d) => ({ marker: d.marker, text: sanitize(d.text) }));
  return { disclaimers, show: financeSelected };
}
