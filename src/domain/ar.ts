/**
 * 'View in your space' (spec 4 "Visualiser", 8 AR messages): what pressing it
 * does on a device, from a description of the device (its user agent and the
 * features the browser reports). Pure: the UI gathers the facts.
 */

/** The AR messages, exactly as spec 8 spells them. */
export const AR_MESSAGES = {
  androidWithXr: "Oops! This device can't run the augmented reality (AR) mode. Try another device to see it come to life in your space.",
  androidWithoutXr:
    "Oops! This web browser doesn't support augmented reality (AR) mode. Try using a different browser to see it come to life in your space.",
  otherMobile:
    "Oops! This browser doesn't support augmented reality (AR) mode. Try using a different browser to see it come to life in your space.",
} as const;

/** What the browser tells about the device. */
export interface ArDevice {
  userAgent: string;
  /** `navigator.maxTouchPoints`: iPadOS reports a desktop user agent but has touch. */
  maxTouchPoints: number;
  /** The browser has WebXR (`navigator.xr`). */
  hasXr: boolean;
  /** The viewer can start AR here (model-viewer's `canActivateAR`). */
  canActivateAR: boolean;
  /** Checking for AR threw or rejected. */
  checkFailed: boolean;
  /** This page was opened from the AR link (its route carries `view=ar`). */
  openedForAr: boolean;
}

/** What 'View in your space' does. */
export type ArOutcome = { kind: 'activate' } | { kind: 'open-ar-link' } | { kind: 'qr-code' } | { kind: 'message'; message: string };

/** The query parameter the AR link adds to the build link: the page it opens starts AR in place. */
export const AR_LINK_PARAM = 'view=ar';

/** The AR link: the build link (the QR code's) marked so the page it opens starts AR. */
export function arLink(buildLink: string): string {
  return `${buildLink}${buildLink.includes('?') ? '&' : '?'}${AR_LINK_PARAM}`;
}

/** Whether a route query carries the AR link's marker. */
export function isArLinkQuery(query: string): boolean {
  return query.replace(/^\?/, '').split('&').includes(AR_LINK_PARAM);
}

/** True for Android devices. */
export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/** True for phones and tablets: Android, iOS and iPadOS (a Mac user agent with touch), other mobile browsers. */
export function isMobileDevice(device: Pick<ArDevice, 'userAgent' | 'maxTouchPoints'>): boolean {
  const ua = device.userAgent;
  if (/android|iphone|ipad|ipod|mobile|silk|kindle|blackberry|opera mini|iemobile/i.test(ua)) return true;
  return /macintosh/i.test(ua) && device.maxTouchPoints > 1;
}

/**
 * Spec 4 and 8: where the device supports AR, the AR link opens in a new tab, and the page
 * it opens starts AR in place; a failed check is treated
 * like a desktop (the QR code); otherwise a phone gets the message for its case and
 * a desktop the QR code that opens the build on a phone.
 */
export function arOutcome(device: ArDevice): ArOutcome {
  if (device.checkFailed) return { kind: 'qr-code' };
  if (device.canActivateAR) return device.openedForAr ? { kind: 'activate' } : { kind: 'open-ar-link' };
  if (!isMobileDevice(device)) return { kind: 'qr-code' };
  if (isAndroid(device.userAgent))
    return { kind: 'message', message: device.hasXr ? AR_MESSAGES.androidWithXr : AR_MESSAGES.androidWithoutXr };
  return { kind: 'message', message: AR_MESSAGES.otherMobile };
}
