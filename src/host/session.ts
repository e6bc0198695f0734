/**
 * What the visitor chose, kept for the browser tab's session (sessionStorage, made
 * safe like local storage), so an element the page re-creates (Vue's v-if, a
 * framework re-render) picks up where the previous one left off: the pricing
 * settings, the latest build of a memory-routed element, and the builds whose
 * configuratorStart was already recorded. Values are parsed by total functions.
 */
import { asRecord, parseJson, readList, str } from '../domain/read';
import { parsePricingAndLocation, type PricingAndLocation } from './hostMessages';
import { createSafeStorage, type SafeStorage } from './storage';
import { sessionKeys } from './storageKeys';

export const sessionStore: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));

const keys = sessionKeys;

const MAX_STARTED = 50;

/** The pricing settings saved in this session, or null. */
export function sessionPricing(storage: SafeStorage = sessionStore): PricingAndLocation | null {
  return parsePricingAndLocation(parseJson(storage.get(keys.pricing)));
}

export function saveSessionPricing(value: PricingAndLocation, storage: SafeStorage = sessionStore): void {
  storage.set(keys.pricing, JSON.stringify(value));
}

/** The latest route of a memory-routed element, with the page link it started from (null: none). */
export interface SessionBuild {
  link: string | null;
  href: string;
}

export function sessionBuild(storage: SafeStorage = sessionStore): SessionBuild | null {
  const record = asRecord(parseJson(storage.get(keys.build)));
  const href = str(record?.href);
  if (!record || href === null || !href.startsWith('/') || href.length > 4096) return null;
  const link = record.link === null ? null : str(record.link);
  if (link === null && record.link !== null) return null;
  return { link, href };
}

export function saveSessionBuild(value: SessionBuild, storage: SafeStorage = sessionStore): void {
  storage.set(keys.build, JSON.stringify(value));
}

/** Records configuratorStart for a range's build in this session; false when it was already recorded. */
export function isFirstStart(buildKey: string, storage: SafeStorage = sessionStore): boolean {
  const started = readList(parseJson(storage.get(keys.started)), str);
  if (started.includes(buildKey)) return false;
  storage.set(keys.started, JSON.stringify([...started, buildKey].slice(-MAX_STARTED)));
  return true;
}

/** Whether the visitor collapsed the offer banner in this session (spec 2). */
export function offerBannerCollapsed(storage: SafeStorage = sessionStore): boolean {
  return storage.get(keys.offerBannerCollapsed) === 'true';
}

export function saveOfferBannerCollapsed(collapsed: boolean, storage: SafeStorage = sessionStore): void {
  if (collapsed) storage.set(keys.offerBannerCollapsed, 'true');
  else storage.remove(keys.offerBannerCollapsed);
}
