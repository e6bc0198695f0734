/**
 * The page's session storage, made safe like local storage (src/host/storage.ts):
 * a blocked or throwing sessionStorage falls back to memory for this page.
 */
import { createSafeStorage } from './storage';

export const sessionPreference = createSafeStorage(() => (typeof window === 'undefined' ? null : window.sessionStorage));

/** The offer banner was collapsed by the visitor in this session (spec 2). */
export const OFFER_BANNER_COLLAPSED_KEY = 'offerBannerCollapsed';
