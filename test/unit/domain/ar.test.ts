import { describe, expect, it } from 'vitest';
import { AR_MESSAGES, arLink, arOutcome, isArLinkQuery, isMobileDevice, type ArDevice } from '../../../src/domain/ar';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

const device = (spec: Partial<ArDevice>): ArDevice => ({
  userAgent: DESKTOP,
  maxTouchPoints: 0,
  hasXr: false,
  canActivateAR: false,
  checkFailed: false,
  openedForAr: false,
  ...spec,
});

describe("'View in your space'", () => {
  it('opens the AR link in a new tab where the device supports AR (spec 4)', () => {
    expect(arOutcome(device({ userAgent: ANDROID, canActivateAR: true, hasXr: true }))).toEqual({ kind: 'open-ar-link' });
    expect(arOutcome(device({ userAgent: IPHONE, canActivateAR: true }))).toEqual({ kind: 'open-ar-link' });
  });

  it('starts AR in place on the page the AR link opened', () => {
    expect(arOutcome(device({ userAgent: ANDROID, canActivateAR: true, hasXr: true, openedForAr: true }))).toEqual({ kind: 'activate' });
    expect(arOutcome(device({ userAgent: ANDROID, hasXr: true, openedForAr: true })).kind).toBe('message');
  });

  it('marks the build link as the AR link, and reads the mark back', () => {
    expect(arLink('https://shop.example/build#/triton?model-selection=A&option-sku=B')).toBe(
      'https://shop.example/build#/triton?model-selection=A&option-sku=B&view=ar',
    );
    expect(arLink('https://shop.example/build#/triton')).toBe('https://shop.example/build#/triton?view=ar');
    expect(isArLinkQuery('model-selection=A&view=ar')).toBe(true);
    expect(isArLinkQuery('?view=ar')).toBe(true);
    expect(isArLinkQuery('model-selection=A&view=arx')).toBe(false);
    expect(isArLinkQuery('')).toBe(false);
  });

  it("tells an Android device with XR features that the device can't run AR", () => {
    expect(arOutcome(device({ userAgent: ANDROID, hasXr: true }))).toEqual({
      kind: 'message',
      message: "Oops! This device can't run the augmented reality (AR) mode. Try another device to see it come to life in your space.",
    });
  });

  it("tells an Android browser without XR that the web browser doesn't support AR", () => {
    expect(arOutcome(device({ userAgent: ANDROID }))).toEqual({
      kind: 'message',
      message:
        "Oops! This web browser doesn't support augmented reality (AR) mode. Try using a different browser to see it come to life in your space.",
    });
  });

  it("tells other mobile browsers that the browser doesn't support AR", () => {
    const expected = {
      kind: 'message',
      message:
        "Oops! This browser doesn't support augmented reality (AR) mode. Try using a different browser to see it come to life in your space.",
    };
    expect(arOutcome(device({ userAgent: IPHONE }))).toEqual(expected);
    expect(arOutcome(device({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 5 }))).toEqual(expected);
    expect(expected.message).toBe(AR_MESSAGES.otherMobile);
  });

  it('toggles the QR code on a desktop', () => {
    expect(arOutcome(device({}))).toEqual({ kind: 'qr-code' });
    expect(arOutcome(device({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 0 }))).toEqual({ kind: 'qr-code' });
  });

  it('shows the QR code when the AR check failed, even on a phone', () => {
    expect(arOutcome(device({ userAgent: ANDROID, hasXr: true, checkFailed: true }))).toEqual({ kind: 'qr-code' });
  });
});

describe('mobile devices', () => {
  it('are told apart from desktops by user agent and touch', () => {
    expect(isMobileDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: DESKTOP, maxTouchPoints: 10 })).toBe(false);
  });
});
