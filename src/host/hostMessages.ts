/**
 * The window messages the surrounding page (the maker's Vue app) sends the
 * element (spec 7), parsed at the border by total functions: anything that is
 * not exactly a known message with a valid payload reads as null. Only own
 * properties are read, so `__proto__` or a polluted prototype cannot leak in.
 * The form frame's messages (iframe.*, mmal.selectedDealerUpdate) are read by
 * formMessages.ts, never here.
 */
import { parsePricingLocation } from '../domain/pricingLocation';
import { oneOf, own, str } from '../domain/read';
import { pricingTypeFor } from '../domain/settings';
import { CUSTOMER_TYPES, PRICING_TYPES } from '../domain/types';
import type { HostMessageFromPageMap, HostMessageToPageMap } from '../elementInterface';

/** Messages the element sends the page (spec 7), spelled as the spec spells them, in the order it first sends them. */
export const OUTGOING_MESSAGES = [
  'setPOA',
  'setOverrideOffer',
  'set3DState',
  'pricingAndLocationUpdate',
  'syncPricingAndLocationBetweenVueAndReact',
  'financeDisclaimersUpdate',
  'offerTotalUpdate',
] as const satisfies readonly (keyof HostMessageToPageMap)[];
export type OutgoingMessageType = keyof HostMessageToPageMap;

/** Customer type, pricing type and location, as both sides of the bridge exchange them (location null: the sender has none, the element keeps its own). */
export type PricingAndLocation = HostMessageToPageMap['pricingAndLocationUpdate'];

/** The type of a message from the page the element acts on. */
export type IncomingMessageType = keyof HostMessageFromPageMap;

/** A message from the page the element acts on, its payload typed by HostMessageFromPageMap. */
export type HostMessage = { [T in IncomingMessageType]: { type: T; payload: HostMessageFromPageMap[T] } }[IncomingMessageType];

/**
 * Customer type, pricing type and location. Only business may choose lease (spec 5):
 * a pricing type the customer type cannot have makes the whole payload invalid. A
 * missing or null location is allowed; an invalid one is not.
 */
export function parsePricingAndLocation(value: unknown): PricingAndLocation | null {
  const customerType = oneOf(CUSTOMER_TYPES, own(value, 'customerType'));
  const pricingType = oneOf(PRICING_TYPES, own(value, 'pricingType'));
  if (customerType === null || pricingType === null) return null;
  if (pricingTypeFor(customerType, pricingType) !== pricingType) return null;
  const rawLocation = own(value, 'location');
  const location = rawLocation === undefined || rawLocation === null ? null : parsePricingLocation(rawLocation);
  if (rawLocation !== undefined && rawLocation !== null && location === null) return null;
  return { customerType, pricingType, location };
}

/** The `type` of a message-like object when it is a short string, for a debug line; else null. */
export function messageTypeOf(data: unknown): string | null {
  const type = str(own(data, 'type'));
  return type !== null && type.length <= 100 ? type : null;
}

/** The types of the messages from the page the element acts on (each read by parseHostMessage). */
export const INCOMING_MESSAGES = [
  'showStateBasedPricingModal',
  'pricingAndLocationUpdate',
  'syncPricingAndLocationBetweenVueAndReact',
] as const satisfies readonly IncomingMessageType[];

/** A message from the page the element acts on, its payload typed by HostMessageFromPageMap; null for anything else. */
export function parseHostMessage(data: unknown): HostMessage | null {
  const type = own(data, 'type');
  if (type === 'showStateBasedPricingModal') return { type } as HostMessage; // payload: undefined
  if (type === 'pricingAndLocationUpdate' || type === 'syncPricingAndLocationBetweenVueAndReact') {
    const payload = parsePricingAndLocation(own(data, 'payload'));
    return payload ? { type, payload } : null;
  }
  return null;
}

/** The parts of a MessageEvent the origin rule reads. */
export interface MessageSource {
  origin: string;
  source: unknown;
}

/**
 * Whether a message may be acted on: it comes from an allowed origin AND from
 * the element's own window or its parent (the page), never from a child frame.
 */
export function isFromHostPage(event: MessageSource, win: { parent: unknown }, allowedOrigins: readonly string[]): boolean {
  if (!allowedOrigins.includes(event.origin)) return false;
  return event.source !== null && (event.source === win || event.source === win.parent);
}

/** isFromHostPage for this page's own window. */
export function isFromThisPage(event: MessageSource, allowedOrigins: readonly string[]): boolean {
  return isFromHostPage(event, window, allowedOrigins);
}
