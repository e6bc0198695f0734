import { describe, expect, it } from 'vitest';
import {
  availableValues,
  changeSelection,
  configurableForUrl,
  groupChoices,
  isGroupShown,
  isOptionShown,
  keyFeatureFor,
  modelSelectionKey,
  orderConfigurables,
  resolveSelection,
  selectionFromUrl,
  variantForUrl,
} from '../../../src/domain/selection';
import { SELECTION_LABELS } from '../../../src/domain/optionGroups';
import type { KeyFeature } from '../../../src/domain/types';
import { BLACK, CAB_CHASSIS, CLOTH, LEATHER, PICK_UP, PREMIUM, RED, WHITE, catalogOf, model } from '../../support/catalogFactory';

// A pick-up range: GLX comes in white and red; GLS in white, red and black, leather only in black.
const glx = model('MQ1-GLX', {
  name: 'GLX',
  bodyStyle: 'Double Cab',
  transmission: 'Manual',
  driveType: '2WD',
  exteriors: [WHITE, RED],
  interiors: [CLOTH],
});
const gls = model('MQ3-GLS', {
  name: 'GLS',
  bodyStyle: 'Double Cab',
  transmission: 'Automatic',
  exteriors: [WHITE, RED, BLACK],
  interiors: [CLOTH, LEATHER],
  packs: [PREMIUM],
  without: ['MQ3-GLS-1-11-20', 'MQ3-GLS-2-11-20'],
});
const cab = model('MQ2-GLX', {
  name: 'GLX',
  bodyStyle: 'Single Cab',
  transmission: 'Manual',
  driveType: '2WD',
  subrange: CAB_CHASSIS,
  exteriors: [WHITE],
});
const catalog = catalogOf({ models: [glx, gls, cab] });
const start = resolveSelection(catalog, {})!;

describe('selections', () => {
  it('names the form groups as the spec does', () => {
    expect(Object.values(SELECTION_LABELS)).toEqual([
      'Body Style',
      'Transmission',
      'Model',
      'Drive & Fuel Type',
      'Exterior',
      'Interior',
      'Option Pack',
    ]);
  });

  it('starts from the first available value of every group', () => {
    expect(start.variant.sku).toBe('MQ1-GLX-1-10');
  });

  it('lists the values a group offers given the choices before it', () => {
    expect(availableValues(catalog, start.selections, 'transmission')).toEqual(['Manual', 'Automatic']);
    expect(availableValues(catalog, start.selections, 'exterior')).toEqual([1, 2]);
  });

  it('hides an option not valid for the current filtered options', () => {
    expect(isOptionShown(catalog, start.selections, 'exterior', 3)).toBe(false);
    expect(isOptionShown(catalog, start.selections, 'exterior', 2)).toBe(true);
  });

  it('shows only the groups the model supports', () => {
    expect(isGroupShown(catalog, start.selections, 'optionPack')).toBe(false);
  });

  it('picks the matching model and variant when the transmission changes', () => {
    const next = changeSelection(catalog, start.selections, 'transmission', 'Automatic')!;
    expect([next.configurable.sku, next.variant.sku]).toEqual(['MQ3-GLS', 'MQ3-GLS-1-10-20']);
  });

  it('chooses the closest available combination when a choice has no exact match', () => {
    const black = changeSelection(catalog, changeSelection(catalog, start.selections, 'model', 'GLS')!.selections, 'exterior', 3)!;
    const leather = changeSelection(catalog, black.selections, 'interior', 11)!;
    expect(leather.variant.sku).toBe('MQ3-GLS-3-11-20');
    // Red has no leather: red is kept, the interior falls back.
    expect(changeSelection(catalog, leather.selections, 'exterior', 2)!.variant.sku).toBe('MQ3-GLS-2-10-20');
  });

  it('replaces an unavailable exterior with the first available one', () => {
    const black = changeSelection(catalog, changeSelection(catalog, start.selections, 'model', 'GLS')!.selections, 'exterior', 3)!;
    const back = changeSelection(catalog, black.selections, 'model', 'GLX')!;
    expect(back.selections.exterior).toBe(WHITE.valueIndex);
  });

  it('always resolves to a real variant, even for junk values', () => {
    const junk = changeSelection(catalog, start.selections, 'interior', 999)!;
    expect(catalog.combinations.some((c) => c.variant === junk.variant)).toBe(true);
  });

  it('labels option choices with the store label', () => {
    expect(groupChoices(catalog, start.selections, 'exterior').map((c) => c.label)).toEqual(['White Diamond', 'Red Diamond']);
  });
});

describe('URL (spec 5)', () => {
  it('cuts a model value at the first dash', () => {
    expect(modelSelectionKey('MQ3-GLS-XYZ')).toBe('MQ3');
  });

  it('matches the model by the part of its sku before the first dash', () => {
    expect(configurableForUrl(catalog, 'MQ3-anything')?.sku).toBe('MQ3-GLS');
  });

  it('falls back to the first product for an unknown model', () => {
    expect(configurableForUrl(catalog, 'ZZZ')?.sku).toBe('MQ1-GLX');
  });

  it('matches the variant by sku', () => {
    expect(variantForUrl(gls, 'MQ3-GLS-3-11-20')?.sku).toBe('MQ3-GLS-3-11-20');
  });

  it('falls back to the first exterior colour, then the first variant', () => {
    const noWhite = model('M', { exteriors: [RED, WHITE], without: ['M-2'] });
    expect(variantForUrl(gls, 'nope')?.exteriorCode).toBe(WHITE.valueIndex);
    expect(variantForUrl(noWhite, null)?.sku).toBe('M-1');
  });

  it('resolves a whole URL to selections', () => {
    expect(selectionFromUrl(catalog, { modelSelection: 'MQ3-GLS', optionSku: 'MQ3-GLS-3-11-20' })?.selections).toMatchObject({
      model: 'GLS',
      exterior: 3,
      interior: 11,
    });
  });
});

describe('key features and ordering', () => {
  const feature = (bodyStyle: string | null, drive: string, transmission: string, html: string): KeyFeature => ({
    keyFeaturesHtml: html,
    bodyStyle,
    driveAndFuelType: drive,
    transmission,
    model: null,
    disclaimers: [],
  });

  it('matches key features to Body Style, Drive & Fuel Type and Transmission', () => {
    const entries = [feature('Single Cab', '2WD Diesel', 'Manual', 'single'), feature('Double Cab', '2WD Diesel', 'Manual', 'double')];
    expect(keyFeatureFor(entries, start.selections)?.keyFeaturesHtml).toBe('double');
  });

  it('matches any body style when the entry gives none', () => {
    expect(keyFeatureFor([feature(null, '2WD Diesel', 'Manual', 'any')], start.selections)?.keyFeaturesHtml).toBe('any');
  });

  it('sorts Triton models by subrange', () => {
    const mixed = [model('A', { subrange: PICK_UP }), model('B', { subrange: CAB_CHASSIS }), model('C', { subrange: PICK_UP })];
    expect(orderConfigurables('triton', mixed).map((c) => c.sku)).toEqual(['A', 'C', 'B']);
    expect(orderConfigurables('outlander', mixed).map((c) => c.sku)).toEqual(['A', 'B', 'C']);
  });
});
