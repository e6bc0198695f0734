import { describe, expect, it } from 'vitest';
import { bannerThreshold, nextBannerScroll } from '../../../src/domain/banner';
import { classifyLocationInput, matchLocations } from '../../../src/domain/location';
import { applySettings, canChoosePricingType, pricingTypeFor, type PricingSettings } from '../../../src/domain/settings';
import { buildUrlCode, parseBuildUrl, parseContinueBuild, parseCta } from '../../../src/domain/storageValues';
import { buildQuery, formQuery, parseConfiguratorParams } from '../../../src/domain/urlParams';
import type { PricingLocation } from '../../../src/domain/types';

describe('configurator URL parameters (spec 2)', () => {
  it('reads every parameter from the hash part', () => {
    const params = parseConfiguratorParams(
      '#/triton/?model-selection=MQ3-GLS&option-sku=MQ3-1&viewDrawer=Get%20a%20Dealer%20Quote&wcmmode=disabled&gclid=g&wbraid=w&gbraid=b',
    );
    expect(params).toEqual({
      modelSelection: 'MQ3-GLS',
      optionSku: 'MQ3-1',
      viewDrawer: 'Get a Dealer Quote',
      wcmmode: 'disabled',
      gclid: 'g',
      wbraid: 'w',
      gbraid: 'b',
    });
  });

  it('gives nulls for absent parameters and never throws on junk', () => {
    expect(parseConfiguratorParams('#/triton/?model-selection=%E0%A4%A&&=&x').modelSelection).toBe('%E0%A4%A');
    expect(parseConfiguratorParams(undefined).viewDrawer).toBeNull();
  });

  it('writes the build query and keeps tracking parameters out of the form frame', () => {
    expect(buildQuery('MQ3-GLS', 'MQ3 1')).toBe('model-selection=MQ3-GLS&option-sku=MQ3%201');
    expect(formQuery('?model-selection=A&wcmmode=x&viewDrawer=y&gclid=1&wbraid=2&gbraid=3&utm=z')).toBe('model-selection=A&utm=z');
  });
});

describe('local storage values (spec 7)', () => {
  it('accepts only in-app build paths', () => {
    expect([
      parseBuildUrl('/triton/?model-selection=A'),
      parseBuildUrl('//evil.example'),
      parseBuildUrl('javascript:alert(1)'),
      parseBuildUrl(42),
    ]).toEqual(['/triton/?model-selection=A', null, null, null]);
    expect(buildUrlCode('#/outlander/?x=1')).toBe('outlander');
  });

  it("reads the continue flag and the CTA ('get-a-quote' | 'book-a-test-drive')", () => {
    expect([
      parseContinueBuild('true'),
      parseContinueBuild('yes'),
      parseCta('get-a-quote'),
      parseCta('book-a-test-drive'),
      parseCta('other'),
    ]).toEqual([true, false, 'get-a-quote', 'book-a-test-drive', null]);
  });
});

describe('settings (spec 4, 5)', () => {
  const sydney: PricingLocation = { suburb: 'Sydney', state: 'nsw', postcode: '2000' };
  const current: PricingSettings = { customerType: 'private', pricingType: 'drive-away', location: sydney };

  it('lets only business choose lease pricing; private keeps drive-away', () => {
    expect([canChoosePricingType('business'), canChoosePricingType('private')]).toEqual([true, false]);
    expect([pricingTypeFor('private', 'mmba'), pricingTypeFor('business', 'mmba')]).toEqual(['drive-away', 'mmba']);
  });

  it('treats input with a digit as a postcode search, else a suburb', () => {
    expect([classifyLocationInput('20').kind, classifyLocationInput('Syd').kind]).toEqual(['postcode', 'suburb']);
  });

  it("asks 'Please enter a suburb or postcode' for empty input", () => {
    expect(classifyLocationInput('  ')).toEqual({ kind: 'empty', message: 'Please enter a suburb or postcode' });
  });

  it('says No options for "{input}" when nothing matches, and lists at most 100', () => {
    expect(matchLocations('Zz', [sydney]).message).toBe('No options for "Zz"');
    const many = Array.from({ length: 150 }, (_, i) => ({ suburb: `Town ${i}`, state: 'vic' as const, postcode: '3000' }));
    expect(matchLocations('3000', many).matches).toHaveLength(100);
  });

  it('refuses to apply without a location, closes an unchanged form, and clears the CTA for lease', () => {
    expect(applySettings(current, { ...current, location: null }, null)).toEqual({
      kind: 'error',
      message: 'Please enter a suburb or postcode',
    });
    expect(applySettings(current, current, null)).toEqual({ kind: 'unchanged' });
    expect(applySettings(current, { ...current, customerType: 'business', pricingType: 'mmba' }, 'Book a Test Drive')).toMatchObject({
      kind: 'apply',
      clearCta: true,
      switchDrawerTo: 'Get a Dealer Quote',
    });
  });
});

describe('banner scroll (spec 4, 9)', () => {
  it('uses 580 on mobile with 3D, else the header height', () => {
    expect([
      bannerThreshold({ isMobile: true, has3D: true, headerHeight: 90 }),
      bannerThreshold({ isMobile: false, has3D: true, headerHeight: 90 }),
    ]).toEqual([580, 90]);
  });

  it('shows when scrolling down past the threshold and hides on scroll up', () => {
    const down = nextBannerScroll({ visible: false, lastY: 500 }, 700, 580);
    expect([down.visible, nextBannerScroll(down, 650, 580).visible]).toEqual([true, false]);
  });

  it('ignores changes under 5 px', () => {
    const state = { visible: true, lastY: 700 };
    expect(nextBannerScroll(state, 696, 580)).toBe(state);
  });
});
