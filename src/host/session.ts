/**
 * What the visitor chose, kept for the browser tab's session (sessionStorage, made
 * safe like local storage), so an element the page re-creates (Vue's v-if, a
 * framework re-render) picks up where the previous one left off: the pricing
 * settings, the latest build of a memory-routed element, and the builds whose
 * configuratorStart was already recorded. Values are parsed by total functions.
 */
import { parsePricingAndLocation, type PricingAndLocation } from './hostMessages';
import { createSafeStorage, type SafeStorage } from './storage';

export const sessionStore: SafeStorage = createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));

const keys = {
  pricing: 'bpPricingAndLocation',
  build: 'bpLatestBuild',
  started: 'bpStartedBuilds',
} as const;

const MAX_STARTED = 50;

function json(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The pricing settings saved in this session, or null. */
export function sessionPricing(storage: SafeStorage = sessionStore): PricingAndLocation | null {
  return parsePricingAndLocation(json(storage.get(keys.pricing)));
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
  const value = json(storage.get(keys.build));
  if (typeof value !== 'object' || value === null) return null;
  const { link, href } = value as Record<string, unknown>;
  if (typeof href !== 'string' || !href.startsWith('/') || href.length > 4096) return null;
  if (link !== null && typeof link !== 'string') return null;
  return { link, href };
}

export function saveSessionBuild(value: SessionBuild, storage: SafeStorage = sessionStore): void {
  storage.set(keys.build, JSON.stringify(value));
}

/** Records configuratorStart for a range's build in this session; false when it was already recorded. */
export function isFirstStart(buildKey: string, storage: SafeStorage = sessionStore): boolean {
  const value = json(storage.get(keys.started));
  const started = Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  if (started.includes(buildKey)) return false;
  storage.set(keys.started, JSON.stringify([...started, buildKey].slice(-MAX_STARTED)));
  return true;
}
