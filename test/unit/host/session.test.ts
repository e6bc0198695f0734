import { describe, expect, it } from 'vitest';
import { isFirstStart, saveSessionBuild, saveSessionPricing, sessionBuild, sessionPricing } from '../../../src/host/session';
import { createSafeStorage } from '../../../src/host/storage';

/** A session store with no browser storage behind it (its memory map only). */
const fresh = () => createSafeStorage(() => null);

describe('values kept for the tab session', () => {
  it('gives back the saved pricing settings, and nothing for junk', () => {
    const storage = fresh();
    expect(sessionPricing(storage)).toBeNull();
    const pricing = {
      customerType: 'business',
      pricingType: 'mmba',
      location: { suburb: 'Perth', state: 'wa', postcode: '6000' },
    } as const;
    saveSessionPricing(pricing, storage);
    expect(sessionPricing(storage)).toEqual(pricing);
    for (const junk of ['{', 'null', '[]', '{"customerType":"private","pricingType":"mmba"}']) {
      storage.set('bpPricingAndLocation', junk);
      expect(sessionPricing(storage)).toBeNull();
    }
  });

  it('gives back the latest build of a memory-routed element, and nothing for junk', () => {
    const storage = fresh();
    expect(sessionBuild(storage)).toBeNull();
    saveSessionBuild({ link: '/cars/triton', href: '/triton/?model-selection=GLX' }, storage);
    expect(sessionBuild(storage)).toEqual({ link: '/cars/triton', href: '/triton/?model-selection=GLX' });
    saveSessionBuild({ link: null, href: '/' }, storage);
    expect(sessionBuild(storage)).toEqual({ link: null, href: '/' });
    for (const junk of [
      'not json',
      '["/triton"]',
      '{"link":null,"href":"https://evil.example/"}',
      '{"link":null,"href":42}',
      '{"link":7,"href":"/triton"}',
      '{"href":"/triton"}',
      JSON.stringify({ link: null, href: `/${'x'.repeat(5000)}` }),
    ]) {
      storage.set('bpLatestBuild', junk);
      expect(sessionBuild(storage)).toBeNull();
    }
  });

  it('records a range build start once per session, reading a damaged record leniently', () => {
    const storage = fresh();
    expect(isFirstStart('triton', storage)).toBe(true);
    expect(isFirstStart('triton', storage)).toBe(false);
    expect(isFirstStart('pajero-sport', storage)).toBe(true);
    storage.set('bpStartedBuilds', '[1, null, "triton", {"x": 1}]');
    expect(isFirstStart('triton', storage)).toBe(false);
    expect(isFirstStart('outlander', storage)).toBe(true);
    expect(JSON.parse(storage.get('bpStartedBuilds') ?? '')).toEqual(['triton', 'outlander']);
    storage.set('bpStartedBuilds', '{"triton": true}');
    expect(isFirstStart('triton', storage)).toBe(true);
  });
});
